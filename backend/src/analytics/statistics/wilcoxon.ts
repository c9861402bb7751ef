import type { WilcoxonTest } from '@piba/shared';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import { differences } from './differences.js';
import { signedRankTwoSidedP } from './signed-rank-distribution.js';

/** Below this many non-zero differences, with no ties and no zeros, p is exact (R's rule). */
const EXACT_BELOW = 50;

interface RankSums {
  /** Sum of the (mid)ranks of |d| over the positive differences. */
  v: number;
  /** Σ (t³ − t) over the groups of tied |d|, for the variance. */
  tieTerm: number;
}

/**
 * Ranks |d| once: the positive and the negative magnitudes are sorted apart and merged, so each
 * tie group's midrank and its share of positive differences come out of one walk.
 */
function rankSums(positive: Float64Array, negative: Float64Array): RankSums {
  positive.sort();
  negative.sort();
  let i = 0;
  let j = 0;
  let ranked = 0;
  let v = 0;
  let tieTerm = 0;
  while (i < positive.length || j < negative.length) {
    const value = Math.min(
      i < positive.length ? positive[i] : Infinity,
      j < negative.length ? negative[j] : Infinity,
    );
    const firstPositive = i;
    const firstNegative = j;
    while (i < positive.length && positive[i] === value) i += 1;
    while (j < negative.length && negative[j] === value) j += 1;
    const positives = i - firstPositive;
    const negatives = j - firstNegative;
    const size = positives + negatives;
    v += positives * (ranked + (size + 1) / 2);
    tieTerm += size ** 3 - size;
    ranked += size;
  }
  return { v, tieTerm };
}

/**
 * The Wilcoxon signed-rank test on post − pre, as R's
 * `wilcox.test(post, pre, paired = TRUE, correct = TRUE)`: zero differences are dropped; p is
 * exact below 50 non-zero differences when there are no ties and no zeros, else from the normal
 * approximation with the tie correction of the variance and the continuity correction.
 * z = (V − n(n+1)/4 − ½·sign(V − n(n+1)/4)) / σ, σ² = n(n+1)(2n+1)/24 − Σ(t³ − t)/48, is
 * reported either way; r = z/√n, and the matched-pairs rank-biserial (R⁺ − R⁻)/(R⁺ + R⁻).
 * Null when every difference is zero.
 */
export function wilcoxonSignedRank(
  pre: readonly number[],
  post: readonly number[],
): WilcoxonTest | null {
  const difference = differences(pre, post);
  let positiveCount = 0;
  let negativeCount = 0;
  for (const d of difference) {
    if (d > 0) positiveCount += 1;
    else if (d < 0) negativeCount += 1;
  }
  const nonZero = positiveCount + negativeCount;
  if (nonZero === 0) return null;
  const positive = new Float64Array(positiveCount);
  const negative = new Float64Array(negativeCount);
  for (const d of difference) {
    if (d > 0) positive[--positiveCount] = d;
    else if (d < 0) negative[--negativeCount] = -d;
  }
  const zeros = difference.length - nonZero;
  const { v, tieTerm } = rankSums(positive, negative);

  const n = nonZero;
  const centre = (n * (n + 1)) / 4;
  const sigma = Math.sqrt((n * (n + 1) * (2 * n + 1)) / 24 - tieTerm / 48);
  const shift = v - centre;
  const z = (shift - 0.5 * Math.sign(shift)) / sigma;
  const exact = n < EXACT_BELOW && tieTerm === 0 && zeros === 0;
  const p = exact ? signedRankTwoSidedP(v, n) : 2 * normalCdf(-Math.abs(z), 0, 1);
  const rankTotal = (n * (n + 1)) / 2;
  return {
    v,
    p: Math.min(1, p),
    exact,
    z,
    nonZero,
    zeros,
    r: z / Math.sqrt(n),
    rankBiserial: (2 * v - rankTotal) / rankTotal,
  };
}
