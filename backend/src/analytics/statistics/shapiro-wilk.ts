import type { NormalityTest } from '@piba/shared';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { sortedAscending } from './descriptives.js';

/**
 * Shapiro–Wilk W and its p-value by Royston's approximation: P. Royston, "Remark AS R94: A remark
 * on algorithm AS 181: the W-test for normality", Applied Statistics 44(4), 547–551 (1995), the
 * algorithm R's `shapiro.test` runs. The coefficients approximate the expected normal order
 * statistics (Blom scores), corrected for the two extreme ones; W is the squared correlation of
 * the sorted sample with them, and log(1 − W), normalised, is referred to the normal distribution.
 */

const LARGEST_SAMPLE = 5000;
/** R's `shapiro.test` refuses a sample whose range is below this, as identical values. */
const IDENTICAL_RANGE = 1e-10;

// Royston's polynomial coefficients, lowest order first.
const C1 = [0, 0.221157, -0.147981, -2.07119, 4.434685, -2.706056];
const C2 = [0, 0.042981, -0.293762, -1.752461, 5.682633, -3.582633];
const C3 = [0.544, -0.39978, 0.025054, -6.714e-4];
const C4 = [1.3822, -0.77857, 0.062767, -0.0020322];
const C5 = [-1.5861, -0.31082, -0.083751, 0.0038915];
const C6 = [-0.4803, -0.082676, 0.0030302];
const G = [-2.273, 0.459];

function polynomial(coefficients: readonly number[], x: number): number {
  let value = 0;
  for (let i = coefficients.length - 1; i >= 0; i -= 1) value = value * x + coefficients[i];
  return value;
}

/** The upper half of the antisymmetric coefficients a₁ ≥ a₂ ≥ … (a₁ pairs the extremes). */
function halfCoefficients(n: number): Float64Array {
  const half = Math.floor(n / 2);
  const a = new Float64Array(half);
  if (n === 3) {
    a[0] = Math.SQRT1_2;
    return a;
  }
  const m = new Float64Array(half);
  let sumSquares = 0;
  for (let i = 0; i < half; i += 1) {
    m[i] = normalQuantile((i + 1 - 0.375) / (n + 0.25), 0, 1);
    sumSquares += m[i] * m[i];
  }
  sumSquares *= 2;
  const root = Math.sqrt(sumSquares);
  const rsn = 1 / Math.sqrt(n);
  const a1 = polynomial(C1, rsn) - m[0] / root;
  let first: number;
  let scale: number;
  if (n > 5) {
    const a2 = -m[1] / root + polynomial(C2, rsn);
    scale = Math.sqrt(
      (sumSquares - 2 * m[0] ** 2 - 2 * m[1] ** 2) / (1 - 2 * a1 ** 2 - 2 * a2 ** 2),
    );
    a[1] = a2;
    first = 2;
  } else {
    scale = Math.sqrt((sumSquares - 2 * m[0] ** 2) / (1 - 2 * a1 ** 2));
    first = 1;
  }
  a[0] = a1;
  for (let i = first; i < half; i += 1) a[i] = -m[i] / scale;
  return a;
}

/** 1 − W as the squared correlation of the sorted sample with the coefficients, kept exact near 1. */
function oneMinusW(sorted: Float64Array, a: Float64Array): number {
  const n = sorted.length;
  const range = sorted[n - 1] - sorted[0];
  const coefficient = (i: number) => {
    const j = n - 1 - i;
    if (i === j) return 0;
    return i < j ? -a[i] : a[j];
  };
  let meanA = 0;
  let meanX = 0;
  for (let i = 0; i < n; i += 1) {
    meanA += coefficient(i);
    meanX += sorted[i] / range;
  }
  meanA /= n;
  meanX /= n;
  let ssa = 0;
  let ssx = 0;
  let sax = 0;
  for (let i = 0; i < n; i += 1) {
    const da = coefficient(i) - meanA;
    const dx = sorted[i] / range - meanX;
    ssa += da * da;
    ssx += dx * dx;
    sax += da * dx;
  }
  const root = Math.sqrt(ssa * ssx);
  return ((root - sax) * (root + sax)) / (ssa * ssx);
}

function pValue(n: number, w: number, w1: number): number {
  // Exact for 3 values; the constants 6/π and asin(√¾) as the algorithm writes them, so that the
  // smallest W (¾) gives p = 0 as in R rather than a rounding error.
  if (n === 3) return Math.max(0, 1.90985931710274 * (Math.asin(Math.sqrt(w)) - 1.0471975511966));
  let y = Math.log(w1);
  let mean: number;
  let sd: number;
  if (n <= 11) {
    const gamma = polynomial(G, n);
    if (y >= gamma) return 1e-99;
    y = -Math.log(gamma - y);
    mean = polynomial(C3, n);
    sd = Math.exp(polynomial(C4, n));
  } else {
    const logN = Math.log(n);
    mean = polynomial(C5, logN);
    sd = Math.exp(polynomial(C6, logN));
  }
  // The upper tail, as the lower tail of the mirror image: no cancellation for tiny p.
  return normalCdf(-(y - mean) / sd, 0, 1);
}

/** Null when the test does not apply: fewer than 3 or more than 5000 values, or all equal. */
export function shapiroWilk(x: readonly number[]): NormalityTest | null {
  const n = x.length;
  if (n < 3 || n > LARGEST_SAMPLE) return null;
  const sorted = sortedAscending(x);
  if (!(sorted[n - 1] - sorted[0] >= IDENTICAL_RANGE)) return null;
  const w1 = oneMinusW(sorted, halfCoefficients(n));
  const w = 1 - w1;
  const p = pValue(n, w, w1);
  return { w, p, normal: p >= 0.05 };
}
