import type { PairedTTest } from '@piba/shared';
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { dAv } from './d-av.js';
import { meanOf, sdOf } from './descriptives.js';
import { differences } from './differences.js';
import { noncentralityFor } from './noncentral-t.js';

const CONFIDENCE = 0.95;

/**
 * The paired t-test on post − pre, as R's `t.test(post, pre, paired = TRUE)`, with Cohen's
 * d_z = mean / SD of the differences and its confidence interval by inverting the noncentral t
 * (the ncp at which the observed t is the upper and the lower 2.5% point, divided by √n), and
 * beside it d_av (d-av.ts).
 * Null when it cannot run: fewer than 2 pairs, or differences that are all the same (R's test
 * refuses data "essentially constant", a standard error below 10 ε |mean|).
 */
export function pairedTTest(
  pre: readonly number[],
  post: readonly number[],
): Required<PairedTTest> | null {
  const difference = differences(pre, post);
  const n = difference.length;
  if (n < 2) return null;
  const meanDifference = meanOf(difference);
  const sd = sdOf(difference, meanDifference);
  const standardError = sd / Math.sqrt(n);
  if (!(sd > 0) || standardError < 10 * Number.EPSILON * Math.abs(meanDifference)) return null;

  const df = n - 1;
  const t = meanDifference / standardError;
  const tail = (1 - CONFIDENCE) / 2;
  const halfWidth = tQuantile(1 - tail, df) * standardError;
  return {
    t,
    df,
    p: Math.min(1, 2 * tCdf(-Math.abs(t), df)),
    meanDifference,
    ciLow: meanDifference - halfWidth,
    ciHigh: meanDifference + halfWidth,
    dz: meanDifference / sd,
    dzCiLow: noncentralityFor(t, df, 1 - tail) / Math.sqrt(n),
    dzCiHigh: noncentralityFor(t, df, tail) / Math.sqrt(n),
    dAv: dAv(pre, post),
  };
}
