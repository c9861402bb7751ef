import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { meanOf } from './descriptives.js';

/** The analysis of covariance of the post-test on the pre-test and the group. */
export interface Ancova {
  /** The treatment group's adjusted difference from the control group, in points. */
  difference: number;
  se: number;
  t: number;
  /** Residual degrees of freedom, n − 3. */
  df: number;
  p: number;
  /** 95% confidence interval of the adjusted difference. */
  ciLow: number;
  ciHigh: number;
  /** The common slope of the post-test on the pre-test within the groups. */
  slope: number;
  /** Each group's post-test mean adjusted to the pre-test mean of all students. */
  adjustedControl: number;
  adjustedTreatment: number;
}

interface GroupSums {
  n: number;
  meanPre: number;
  meanPost: number;
}

function groupOf(pre: readonly number[], post: readonly number[], members: number[]): GroupSums {
  return {
    n: members.length,
    meanPre: meanOf(members.map((i) => pre[i])),
    meanPost: meanOf(members.map((i) => post[i])),
  };
}

/**
 * ANCOVA as R's `lm(post ~ pre + group)` with the control group as the reference level: the
 * group's coefficient is the difference of the post-test means after the common within-group
 * slope b = S_xy / S_xx (sums of products about each group's own means) takes out the difference
 * of the pre-test means, (ȳ_T − ȳ_C) − b (x̄_T − x̄_C); its variance
 * σ² (1/n_C + 1/n_T + (x̄_T − x̄_C)² / S_xx), σ² the residual mean square on n − 3 df; t, p and
 * the 95% interval from t on n − 3 df. Adjusted means are the model's predictions at the pre-test
 * mean of all students. Null with no student in a group, fewer than 4 students, a pre-test the
 * same within each group (S_xx = 0, where lm cannot estimate both) or a perfect fit.
 */
export function ancova(
  pre: readonly number[],
  post: readonly number[],
  treated: readonly boolean[],
): Ancova | null {
  const n = pre.length;
  if (post.length !== n || treated.length !== n) {
    throw new RangeError('pre, post and treated must have one entry per student');
  }
  const indices = Array.from({ length: n }, (_, i) => i);
  const control = groupOf(
    pre,
    post,
    indices.filter((i) => !treated[i]),
  );
  const treatment = groupOf(
    pre,
    post,
    indices.filter((i) => treated[i]),
  );
  if (control.n === 0 || treatment.n === 0 || n < 4) return null;
  const centred = indices.map((i) => {
    const group = treated[i] ? treatment : control;
    return { x: pre[i] - group.meanPre, y: post[i] - group.meanPost };
  });
  const sxx = centred.reduce((sum, { x }) => sum + x * x, 0);
  const sxy = centred.reduce((sum, { x, y }) => sum + x * y, 0);
  if (!(sxx > 0)) return null;
  const slope = sxy / sxx;
  const residualSquares = centred.reduce((sum, { x, y }) => sum + (y - slope * x) ** 2, 0);
  const df = n - 3;
  const sigma = Math.sqrt(residualSquares / df);
  // R's summary.lm warns of "essentially perfect fit" here; its figures would be rounding noise.
  if (!(sigma >= 1e-9 * Math.max(1, Math.abs(meanOf(post))))) return null;
  const preGap = treatment.meanPre - control.meanPre;
  const difference = treatment.meanPost - control.meanPost - slope * preGap;
  const se = sigma * Math.sqrt(1 / control.n + 1 / treatment.n + preGap ** 2 / sxx);
  const t = difference / se;
  const halfWidth = tQuantile(0.975, df) * se;
  const grandPre = meanOf(pre);
  return {
    difference,
    se,
    t,
    df,
    p: Math.min(1, 2 * tCdf(-Math.abs(t), df)),
    ciLow: difference - halfWidth,
    ciHigh: difference + halfWidth,
    slope,
    adjustedControl: control.meanPost + slope * (grandPre - control.meanPre),
    adjustedTreatment: treatment.meanPost + slope * (grandPre - treatment.meanPre),
  };
}
