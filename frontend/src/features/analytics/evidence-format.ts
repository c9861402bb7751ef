import { formatDecimal, formatP } from '@piba/shared';
import type { ChosenTest, Evidence, GainBand } from '@piba/shared';
import { DASH, formatCount } from './analytics-format';

/** A statistic with `digits` decimals and the decimal comma; a dash when there is none. */
export const formatStat = (value: number | null | undefined, digits = 2) =>
  value === null || value === undefined ? DASH : formatDecimal(value, digits);

/** p as a report prints it: "p < 0,001" or "p = 0,023", never 0. */
export const formatPWithSign = (p: number) => {
  const text = formatP(p);
  return text.startsWith('<') ? `p ${text}` : `p = ${text}`;
};

/** A 95% confidence interval: "[4,25; 18,40]" (a semicolon, since the comma is the decimal). */
export const formatCi = (low: number | null | undefined, high: number | null | undefined) =>
  low === null || low === undefined || high === null || high === undefined
    ? DASH
    : `[${formatDecimal(low, 2)}; ${formatDecimal(high, 2)}]`;

/** A share 0–1 as a whole-ish percentage: 41,7%. */
export const formatSharePercent = (share: number) => `${formatDecimal(share * 100, 1)}%`;

export const TEST_NAMES: Record<ChosenTest, string> = {
  'paired-t': 'Uji t berpasangan',
  wilcoxon: 'Uji peringkat bertanda Wilcoxon',
};

export const testName = (chosen: ChosenTest | null) =>
  chosen ? TEST_NAMES[chosen] : 'Tidak diuji';

/** The p of the test the evidence chose; null when none ran. */
export function chosenP(evidence: Evidence): number | null {
  if (evidence.chosen === 'paired-t') return evidence.tTest?.p ?? null;
  if (evidence.chosen === 'wilcoxon') return evidence.wilcoxon?.p ?? null;
  return null;
}

/** The N-gain bands, highest first, with their bounds as a teacher reads them. */
export const GAIN_BANDS: readonly { band: GainBand; label: string }[] = [
  { band: 'high', label: 'Tinggi (g ≥ 0,7)' },
  { band: 'medium', label: 'Sedang (0,3 ≤ g < 0,7)' },
  { band: 'low', label: 'Rendah (g < 0,3)' },
];

/** "12 pasangan" */
export const pairsText = (pairs: number) => `${formatCount(pairs)} pasangan`;
