import type { DistractorFlag, OptionShare, OptionValue } from '@piba/shared';

/**
 * The quality of the questions and of the test, in one place.
 *
 * Point-biserial correlation of item i with the total score X, the item included (L. Crocker &
 * J. Algina, Introduction to Classical and Modern Test Theory, 1986, ch. 14):
 * r_pb = (M_p − M_X) / s_X · √(p / q), where M_p is the mean total of those who answered i right,
 * M_X and s_X the mean and standard deviation (over n) of every total, p the share right and
 * q = 1 − p. It equals Pearson's r of the 0/1 item score with X, which is how it is computed
 * here, from sums the database adds up.
 *
 * Kuder–Richardson formula 20 (G. F. Kuder & M. W. Richardson, "The theory of the estimation of
 * test reliability", Psychometrika 2, 151 (1937)): KR-20 = k / (k − 1) · (1 − Σ p_i·q_i / s_X²)
 * over the k questions, with s_X² the variance (over n) of the total scores. A classroom test is
 * usually read as reliable enough from 0.70.
 *
 * Distractor analysis: a distractor chosen by fewer than 5% of the students does not distract;
 * one the upper 27% chose more often than the key points at an ambiguous question or a wrong key.
 */

/** Below this share a distractor is flagged as hardly chosen. */
export const RARE_DISTRACTOR_SHARE = 0.05;

/** Sums over the students of one test, for one item i with 0/1 score x and total score X. */
export interface ItemSums {
  n: number;
  /** Σx: students who answered the item right. */
  right: number;
  /** ΣX and ΣX². */
  total: number;
  totalSquares: number;
  /** Σx·X: the totals of those who answered it right. */
  rightTotal: number;
}

export function pointBiserial({ n, right, total, totalSquares, rightTotal }: ItemSums) {
  // n² times the variances of x (x² = x) and of X, and n² times their covariance.
  const itemSpread = n * right - right * right;
  const totalSpread = n * totalSquares - total * total;
  if (n < 2 || itemSpread <= 0 || totalSpread <= 0) return null;
  return (n * rightTotal - right * total) / Math.sqrt(itemSpread * totalSpread);
}

/** KR-20 from each item's share right p_i and the sums of the total scores. */
export function kr20(
  shares: number[],
  { n, total, totalSquares }: Pick<ItemSums, 'n' | 'total' | 'totalSquares'>,
) {
  const k = shares.length;
  const variance = n > 0 ? totalSquares / n - (total / n) ** 2 : 0;
  // A variance within rounding of zero means every student has the same total.
  if (n < 2 || k < 2 || variance <= 1e-12) return null;
  const itemVariances = shares.reduce((sum, p) => sum + p * (1 - p), 0);
  return (k / (k - 1)) * (1 - itemVariances / variance);
}

/** How many students, in all and in the upper group, chose each option (A, B, C). */
export interface OptionCounts {
  answered: number;
  upper: number;
  chosen: Record<OptionValue, number>;
  chosenByUpper: Record<OptionValue, number>;
}

export function optionShares(
  { answered, upper, chosen, chosenByUpper }: OptionCounts,
  key: OptionValue,
): OptionShare[] {
  const options: OptionValue[] = [1, 2, 3];
  return options.map((option) => {
    const share = answered ? chosen[option] / answered : null;
    const flags: DistractorFlag[] = [];
    if (option !== key && share !== null && share < RARE_DISTRACTOR_SHARE) flags.push('rare');
    if (option !== key && chosenByUpper[option] > chosenByUpper[key]) flags.push('ambiguous');
    return {
      option,
      correct: option === key,
      share,
      upperShare: upper ? chosenByUpper[option] / upper : null,
      flags,
    };
  });
}
