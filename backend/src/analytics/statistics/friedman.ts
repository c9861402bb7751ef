import gammainc from '@stdlib/math-base-special-gammainc';
import { holm } from './holm.js';
import { wilcoxonSignedRank } from './wilcoxon.js';

export interface FriedmanTest {
  /** Friedman's χ², corrected for ties within a student's scores. */
  statistic: number;
  /** k − 1 for k measurements. */
  df: number;
  p: number;
}

/** Midranks (1-based, ties averaged) of one student's scores, and Σ(t³ − t) over tie groups. */
function rowRanks(row: readonly number[]): { ranks: number[]; tieTerm: number } {
  const order = row.map((value, j) => ({ value, j })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(row.length);
  let tieTerm = 0;
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1].value === order[start].value) end += 1;
    const size = end - start + 1;
    for (let i = start; i <= end; i += 1) ranks[order[i].j] = (start + end) / 2 + 1;
    tieTerm += size ** 3 - size;
    start = end + 1;
  }
  return { ranks, tieTerm };
}

/**
 * Friedman's rank test of k measurements of the same n students (a row per student), as R's
 * `friedman.test(scores)`: each student's scores ranked among themselves (ties averaged),
 * χ² = 12 Σ (R_j − n(k + 1)/2)² / (n k (k + 1) − Σ(t³ − t) / (k − 1)) on k − 1 df, R_j the
 * rank sum of measurement j. Null below 2 measurements or 1 student, or when every student
 * scores the same on every measurement (no ranks to compare).
 */
export function friedman(scores: readonly (readonly number[])[]): FriedmanTest | null {
  const n = scores.length;
  const k = scores[0]?.length ?? 0;
  if (n < 1 || k < 2) return null;
  const rankSums = new Array<number>(k).fill(0);
  let tieTerm = 0;
  for (const row of scores) {
    const ranked = rowRanks(row);
    ranked.ranks.forEach((rank, j) => (rankSums[j] += rank));
    tieTerm += ranked.tieTerm;
  }
  const denominator = n * k * (k + 1) - tieTerm / (k - 1);
  if (!(denominator > 0)) return null;
  const centre = (n * (k + 1)) / 2;
  const statistic = (12 * rankSums.reduce((sum, r) => sum + (r - centre) ** 2, 0)) / denominator;
  const df = k - 1;
  return { statistic, df, p: gammainc(statistic / 2, df / 2, true, true) };
}

/** Two measurements a < b (0-based columns) compared by the signed-rank test on b − a. */
export interface PairwiseWilcoxon {
  a: number;
  b: number;
  /** V: the sum of the ranks of the positive differences b − a. */
  v: number;
  /** The signed-rank test's p (wilcoxon.ts); null when every difference is zero. */
  p: number | null;
  /** p adjusted by Holm across the pairs tested. */
  pHolm: number | null;
}

/**
 * Every pair of measurements of the same students compared by the Wilcoxon signed-rank test,
 * the p adjusted by Holm across the pairs, as R's
 * `pairwise.wilcox.test(x, time, paired = TRUE, p.adjust.method = "holm")` (exact p where
 * `wilcox.test` is exact, else the normal approximation with continuity correction). Pairs come
 * in the order (0, 1), (0, 2), …, (1, 2), ….
 */
export function pairwiseWilcoxonHolm(scores: readonly (readonly number[])[]): PairwiseWilcoxon[] {
  const k = scores[0]?.length ?? 0;
  const column = (j: number) => scores.map((row) => row[j]);
  const tests: Omit<PairwiseWilcoxon, 'pHolm'>[] = [];
  for (let a = 0; a < k - 1; a += 1) {
    for (let b = a + 1; b < k; b += 1) {
      const test = wilcoxonSignedRank(column(a), column(b));
      tests.push({ a, b, v: test?.v ?? 0, p: test?.p ?? null });
    }
  }
  const adjusted = holm(tests.map((test) => test.p));
  return tests.map((test, i) => ({ ...test, pHolm: adjusted[i] }));
}
