import type { ReliabilityBand } from '@piba/shared';

/**
 * Arikunto's reading of a reliability coefficient (S. Arikunto, Dasar-Dasar Evaluasi Pendidikan,
 * Edisi 2, Jakarta: Bumi Aksara, 2013): 0,800–1,00 sangat tinggi, 0,600–0,800 tinggi,
 * 0,400–0,600 cukup, 0,200–0,400 rendah, 0,00–0,200 sangat rendah. The table's bands share
 * their ends; here each band holds its lower end (0.800 is sangat tinggi, 0.799 tinggi), and a
 * value below 0 (KR-20 can be negative) is sangat rendah. Give it KR-20 as the analysis answers
 * it, to three decimals, so the band never disagrees with the figure printed beside it.
 */
export const RELIABILITY_BANDS: ReadonlyArray<readonly [from: number, band: ReliabilityBand]> = [
  [0.8, 'very-high'],
  [0.6, 'high'],
  [0.4, 'moderate'],
  [0.2, 'low'],
];

export function reliabilityBand(coefficient: number | null): ReliabilityBand | null {
  if (coefficient === null) return null;
  return RELIABILITY_BANDS.find(([from]) => coefficient >= from)?.[1] ?? 'very-low';
}
