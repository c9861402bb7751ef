import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { meanOf, sdOf } from './descriptives.js';
import { rankSumTwoSidedP } from './rank-sum-distribution.js';

/** Welch's t-test of two independent groups x and y, on the difference mean(x) − mean(y). */
export interface WelchTest {
  t: number;
  /** The Welch–Satterthwaite degrees of freedom. */
  df: number;
  p: number;
  meanDifference: number;
  /** 95% confidence interval of the difference. */
  ciLow: number;
  ciHigh: number;
}

interface WelchParts {
  meanDifference: number;
  se: number;
  df: number;
}

/** Mean difference, its standard error and Welch's df; null where R's `t.test` refuses. */
function welchParts(x: readonly number[], y: readonly number[]): WelchParts | null {
  if (x.length < 2 || y.length < 2) return null;
  const mx = meanOf(x);
  const my = meanOf(y);
  const vx = sdOf(x, mx) ** 2 / x.length;
  const vy = sdOf(y, my) ** 2 / y.length;
  const se = Math.sqrt(vx + vy);
  // R: "data are essentially constant".
  if (!(se > 0) || se < 10 * Number.EPSILON * Math.max(Math.abs(mx), Math.abs(my))) return null;
  const df = (vx + vy) ** 2 / (vx ** 2 / (x.length - 1) + vy ** 2 / (y.length - 1));
  return { meanDifference: mx - my, se, df };
}

/**
 * Welch's t-test, as R's `t.test(x, y)`: t = (x̄ − ȳ) / √(s²x/nx + s²y/ny) on the
 * Welch–Satterthwaite df, two-sided p and the 95% interval. Null below 2 scores in a group or
 * when both groups are constant.
 */
export function welchT(x: readonly number[], y: readonly number[]): WelchTest | null {
  const parts = welchParts(x, y);
  if (parts === null) return null;
  const { meanDifference, se, df } = parts;
  const t = meanDifference / se;
  const halfWidth = tQuantile(0.975, df) * se;
  return {
    t,
    df,
    p: Math.min(1, 2 * tCdf(-Math.abs(t), df)),
    meanDifference,
    ciLow: meanDifference - halfWidth,
    ciHigh: meanDifference + halfWidth,
  };
}

/** The margin of equivalence of two means, in percentage points. */
export const EQUIVALENCE_MARGIN = 10;

export interface EquivalenceTest {
  margin: number;
  /** t and p of the test that the difference is above −margin (one-sided, upper). */
  tLower: number;
  pLower: number;
  /** t and p of the test that the difference is below +margin (one-sided, lower). */
  tUpper: number;
  pUpper: number;
  /** The TOST p: the larger of the two. */
  p: number;
  /** Equivalent within ±margin at α = 0.05: p < 0.05, i.e. the 90% interval inside the margin. */
  equivalent: boolean;
  /** 90% confidence interval of the difference. */
  ciLow: number;
  ciHigh: number;
}

/**
 * Two one-sided Welch t-tests of equivalence (D. J. Schuirmann, J. Pharmacokinet. Biopharm. 15,
 * 657–680 (1987)): the means differ by less than ±margin when both
 * t.test(x, y, mu = −margin, "greater") and t.test(x, y, mu = +margin, "less") reject at 0.05.
 * Null where Welch's test is.
 */
export function tostWelch(
  x: readonly number[],
  y: readonly number[],
  margin = EQUIVALENCE_MARGIN,
): EquivalenceTest | null {
  const parts = welchParts(x, y);
  if (parts === null) return null;
  const { meanDifference, se, df } = parts;
  const tLower = (meanDifference + margin) / se;
  const tUpper = (meanDifference - margin) / se;
  const pLower = tCdf(-tLower, df);
  const pUpper = tCdf(tUpper, df);
  const p = Math.max(pLower, pUpper);
  const halfWidth = tQuantile(0.95, df) * se;
  return {
    margin,
    tLower,
    pLower,
    tUpper,
    pUpper,
    p,
    equivalent: p < 0.05,
    ciLow: meanDifference - halfWidth,
    ciHigh: meanDifference + halfWidth,
  };
}

export interface HedgesG {
  /** Cohen's d: the mean difference over the pooled SD. */
  d: number;
  /** d corrected for small samples, g = J·d, J = 1 − 3 / (4(n1 + n2) − 9). */
  g: number;
  se: number;
  /** 95% interval g ∓ 1.96·se. */
  ciLow: number;
  ciHigh: number;
}

/**
 * Hedges' g of mean(x) − mean(y) over the pooled SD, with the small-sample correction
 * J = 1 − 3 / (4 df − 1), df = n1 + n2 − 2, and Hedges & Olkin's normal approximation of its
 * standard error, se = √((n1 + n2) / (n1 n2) + g² / (2(n1 + n2))) (L. V. Hedges & I. Olkin,
 * Statistical Methods for Meta-Analysis, 1985, ch. 5), the 95% interval g ∓ z₀.₉₇₅·se. Null
 * below 2 scores in a group or when both groups are constant.
 */
export function hedgesG(x: readonly number[], y: readonly number[]): HedgesG | null {
  const n1 = x.length;
  const n2 = y.length;
  if (n1 < 2 || n2 < 2) return null;
  const mx = meanOf(x);
  const my = meanOf(y);
  const pooled = Math.sqrt(
    ((n1 - 1) * sdOf(x, mx) ** 2 + (n2 - 1) * sdOf(y, my) ** 2) / (n1 + n2 - 2),
  );
  if (!(pooled > 0)) return null;
  const d = (mx - my) / pooled;
  const g = d * (1 - 3 / (4 * (n1 + n2) - 9));
  const se = Math.sqrt((n1 + n2) / (n1 * n2) + g ** 2 / (2 * (n1 + n2)));
  const z = normalQuantile(0.975, 0, 1);
  return { d, g, se, ciLow: g - z * se, ciHigh: g + z * se };
}

export interface MannWhitneyTest {
  /** W as R reports it: the rank sum of x minus nx(nx + 1)/2, i.e. U of x. */
  w: number;
  p: number;
  /** Whether p is exact (both groups below 50 and no ties), R's choice. */
  exact: boolean;
  /** The continuity-corrected normal deviate, reported either way. */
  z: number;
  /** r = z / √(n1 + n2). */
  r: number;
}

/** Below this many scores in each group, with no ties, p is exact (R's rule). */
const EXACT_BELOW = 50;

/**
 * The Mann–Whitney U (Wilcoxon rank-sum) test of two independent groups, as R's
 * `wilcox.test(x, y)` (correct = TRUE): W the U of x; p exact when both groups have fewer than 50
 * scores and no score is tied, else from z = (W − n1 n2/2 − ½ sign(W − n1 n2/2)) / σ,
 * σ² = n1 n2 / 12 · (n1 + n2 + 1 − Σ(t³ − t) / ((n1 + n2)(n1 + n2 − 1))). Null when a group is
 * empty or every score is the same (σ = 0).
 */
export function mannWhitney(x: readonly number[], y: readonly number[]): MannWhitneyTest | null {
  const n1 = x.length;
  const n2 = y.length;
  if (n1 === 0 || n2 === 0) return null;
  const all = [
    ...x.map((value) => ({ value, first: true })),
    ...y.map((value) => ({ value, first: false })),
  ];
  all.sort((a, b) => a.value - b.value);
  let rankSum = 0;
  let tieTerm = 0;
  for (let start = 0; start < all.length;) {
    let end = start;
    while (end + 1 < all.length && all[end + 1].value === all[start].value) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let i = start; i <= end; i += 1) if (all[i].first) rankSum += rank;
    const size = end - start + 1;
    tieTerm += size ** 3 - size;
    start = end + 1;
  }
  const w = rankSum - (n1 * (n1 + 1)) / 2;
  const n = n1 + n2;
  const sigma = Math.sqrt(((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1))));
  const exact = n1 < EXACT_BELOW && n2 < EXACT_BELOW && tieTerm === 0;
  if (!exact && !(sigma > 0)) return null;
  const shift = w - (n1 * n2) / 2;
  const z = sigma > 0 ? (shift - 0.5 * Math.sign(shift)) / sigma : 0;
  const p = exact ? rankSumTwoSidedP(w, n1, n2) : Math.min(1, 2 * normalCdf(-Math.abs(z), 0, 1));
  return { w, p, exact, z, r: z / Math.sqrt(n) };
}
