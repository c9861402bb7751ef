import tQuantile from '@stdlib/stats-base-dists-t-quantile';

/** Sums over the students of one test, for one question with 0/1 score x and total score X. */
export interface ItemTotalSums {
  n: number;
  /** Σx: students who answered the question right. */
  right: number;
  /** ΣX and ΣX². */
  total: number;
  totalSquares: number;
  /** Σx·X. */
  rightTotal: number;
}

/** Fewest students for a correlation with a critical value (df = n − 2 ≥ 1). */
const FEWEST_STUDENTS = 3;

/**
 * The corrected item-total correlation: Pearson's r (the point-biserial) of the question's 0/1
 * score x with the rest score Y = X − x, the total without the question itself, so that the
 * question does not correlate with itself (L. Crocker & J. Algina, Introduction to Classical and
 * Modern Test Theory, 1986, ch. 14). From the same sums as the uncorrected r_pb, since x² = x:
 * Σx·Y = Σx·X − Σx, ΣY = ΣX − Σx and ΣY² = ΣX² − 2Σx·X + Σx. Null below 3 students, or when x
 * or Y is the same for every student (everyone right, or no one; every rest score equal).
 */
export function correctedItemTotal({ n, right, total, totalSquares, rightTotal }: ItemTotalSums) {
  if (n < FEWEST_STUDENTS) return null;
  const rest = total - right;
  const restSquares = totalSquares - 2 * rightTotal + right;
  const rightRest = rightTotal - right;
  // n² times the variances of x and of Y, and n² times their covariance: whole numbers when
  // the scores are, so a constant x or Y gives exactly 0.
  const itemSpread = n * right - right * right;
  const restSpread = n * restSquares - rest * rest;
  if (itemSpread <= 0 || restSpread <= 0) return null;
  return (n * rightRest - right * rest) / Math.sqrt(itemSpread * restSpread);
}

/**
 * The r table: the smallest r significant at α two-sided (0.05 unless said) for n students,
 * r = t / √(df + t²) with df = n − 2 and t the 1 − α/2 quantile of t on df (the critical value
 * of the test of r = 0, t = r √df / √(1 − r²), solved for r). Null below 3 students.
 */
export function criticalR(n: number, alpha = 0.05): number | null {
  if (n < FEWEST_STUDENTS) return null;
  const df = n - 2;
  const t = tQuantile(1 - alpha / 2, df);
  return t / Math.sqrt(df + t * t);
}

/**
 * A question is valid when its corrected item-total correlation reaches the r table,
 * r ≥ r_table: a positive correlation significant at α = 0.05 two-sided. A negative r, however
 * large, is not valid (the question runs against the test). Null when either is undefined.
 */
export function isValidItem(r: number | null, rTable: number | null): boolean | null {
  return r === null || rTable === null ? null : r >= rTable;
}
