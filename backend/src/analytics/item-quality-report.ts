import type { ItemMeasures, OptionValue, TestReliability } from '@piba/shared';
import { likelyWrongKey, sameForEveryone } from './item-flags.js';
import { kr20, optionShares, pointBiserial } from './item-quality.js';
import { correctedItemTotal, criticalR, isValidItem, reliabilityBand } from './statistics/index.js';
import { round } from './round.js';

type Numeric = number | string | null;
/** One source's row of ITEM_FIGURES (analytics.sql.ts): sums named by question index i and option o. */
export type QualityRow = { source: 'pre' | 'post' } & Record<string, Numeric>;

const count = (row: QualityRow | undefined, column: string) => Number(row?.[column] ?? 0);
const byOption = (row: QualityRow | undefined, prefix: string) =>
  ({
    1: count(row, `${prefix}_1`),
    2: count(row, `${prefix}_2`),
    3: count(row, `${prefix}_3`),
  }) satisfies Record<OptionValue, number>;

const totals = (row: QualityRow | undefined) => ({
  n: count(row, 'answered'),
  total: count(row, 'total'),
  totalSquares: count(row, 'total_squares'),
});

/**
 * Question i's point-biserial, corrected item-total correlation against the r table, flags and
 * option shares in one test; `key` is its right option.
 */
export function itemQualityOf(
  row: QualityRow | undefined,
  index: number,
  key: OptionValue,
): Required<
  Pick<
    ItemMeasures,
    | 'pointBiserial'
    | 'correctedItemTotal'
    | 'rTable'
    | 'valid'
    | 'sameForEveryone'
    | 'likelyWrongKey'
    | 'options'
  >
> {
  const chosen = byOption(row, `n_${index}`);
  const sums = { ...totals(row), right: chosen[key], rightTotal: count(row, `xt_${index}`) };
  const corrected = correctedItemTotal(sums);
  const critical = criticalR(sums.n);
  const options = optionShares(
    {
      answered: count(row, 'answered'),
      upper: count(row, 'upper_n'),
      chosen,
      chosenByUpper: byOption(row, `u_${index}`),
    },
    key,
  );
  return {
    pointBiserial: round(pointBiserial(sums)),
    correctedItemTotal: round(corrected),
    rTable: round(critical),
    valid: isValidItem(corrected, critical),
    sameForEveryone: sameForEveryone(sums.n, sums.right),
    likelyWrongKey: likelyWrongKey(sums.n, chosen, key),
    options: options.map((option) => ({
      ...option,
      share: round(option.share),
      upperShare: round(option.upperShare),
    })),
  };
}

/** KR-20 of one test over every question of the analysed pack version, and its band. */
export function reliabilityOf(
  row: QualityRow | undefined,
  questions: ReadonlyArray<{ correctAnswer: OptionValue }>,
): Required<TestReliability> {
  const sums = totals(row);
  const shares = questions.map((question, i) =>
    sums.n ? count(row, `n_${i}_${question.correctAnswer}`) / sums.n : 0,
  );
  const coefficient = round(kr20(shares, sums));
  return { answered: sums.n, kr20: coefficient, kr20Band: reliabilityBand(coefficient) };
}
