import type { MetaAnalysis, NotPooledReason, SessionEffect } from '@piba/shared';
import gammainc from '@stdlib/math-base-special-gammainc';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';

const CONFIDENCE = 0.95;
/** Fewest pairs of a session the meta-analysis pools: as few as any test of the page runs on. */
export const FEWEST_POOLED_PAIRS = 3;

/** What a session's effect is computed from: the n, mean and SD of its differences post − pre. */
export interface DifferenceSummary {
  n: number;
  mean: number | null;
  sd: number | null;
}

/**
 * One session's mean difference with its standard error SD / √n and its 95% CI from t on n − 1
 * df (as R's `t.test(post, pre, paired = TRUE)`), whichever test the session's own analysis
 * chose. SE null below 2 pairs; the CI null then and when every difference is the same (SE 0).
 * Pooled or not is decided by `metaAnalysisOf`.
 */
export function meanDifferenceOf({ n, mean, sd }: DifferenceSummary) {
  const se = n >= 2 && sd !== null ? sd / Math.sqrt(n) : null;
  const halfWidth = se !== null && se > 0 ? tQuantile(1 - (1 - CONFIDENCE) / 2, n - 1) * se : null;
  return {
    pairs: n,
    meanDifference: n > 0 ? mean : null,
    se,
    ciLow: halfWidth === null || mean === null ? null : mean - halfWidth,
    ciHigh: halfWidth === null || mean === null ? null : mean + halfWidth,
  };
}

/**
 * The random-effects meta-analysis of DerSimonian & Laird ("Meta-analysis in clinical trials",
 * Control. Clin. Trials 7, 177–188 (1986)) of k ≥ 2 estimates y_i with standard errors s_i:
 * with w_i = 1 / s_i² and the fixed-effect mean ȳ = Σw·y / Σw, Cochran's Q = Σw (y − ȳ)² on
 * k − 1 df (its p from χ²), τ² = max(0, (Q − (k − 1)) / (Σw − Σw² / Σw)), the random-effects
 * weights w*_i = 1 / (s_i² + τ²), the estimate μ = Σw*·y / Σw* with SE 1 / √Σw*, its 95% CI
 * μ ± z_0.975 SE, z = μ / SE with its two-sided normal p, and I² = max(0, (Q − (k − 1)) / Q), a
 * share (0 when Q = 0; J. P. T. Higgins & S. G. Thompson, Stat. Med. 21, 1539 (2002)).
 * `weights` are each estimate's share of Σw*. Every s_i must be above 0.
 */
export function derSimonianLaird(
  studies: ReadonlyArray<{ estimate: number; se: number }>,
): MetaAnalysis & { weights: number[] } {
  const k = studies.length;
  if (k < 2) throw new RangeError(`a meta-analysis needs two estimates or more, not ${k}`);
  if (!studies.every(({ se }) => se > 0)) throw new RangeError('every standard error must be > 0');
  const w = studies.map(({ se }) => 1 / (se * se));
  const sumW = w.reduce((sum, value) => sum + value, 0);
  const fixed = studies.reduce((sum, { estimate }, i) => sum + w[i] * estimate, 0) / sumW;
  const q = studies.reduce((sum, { estimate }, i) => sum + w[i] * (estimate - fixed) ** 2, 0);
  const qDf = k - 1;
  const c = sumW - w.reduce((sum, value) => sum + value * value, 0) / sumW;
  const tau2 = Math.max(0, (q - qDf) / c);
  const wStar = studies.map(({ se }) => 1 / (se * se + tau2));
  const sumWStar = wStar.reduce((sum, value) => sum + value, 0);
  const estimate = studies.reduce((sum, study, i) => sum + wStar[i] * study.estimate, 0) / sumWStar;
  const se = Math.sqrt(1 / sumWStar);
  const halfWidth = normalQuantile(1 - (1 - CONFIDENCE) / 2, 0, 1) * se;
  const z = estimate / se;
  return {
    k,
    estimate,
    se,
    ciLow: estimate - halfWidth,
    ciHigh: estimate + halfWidth,
    z,
    p: 2 * normalCdf(-Math.abs(z), 0, 1),
    tau2,
    q,
    qDf,
    // P(χ² on k − 1 df > Q): the upper regularised incomplete gamma at (Q / 2, (k − 1) / 2).
    qP: gammainc(q / 2, qDf / 2, true, true),
    i2: q > 0 ? Math.max(0, (q - qDf) / q) : 0,
    weights: wStar.map((value) => value / sumWStar),
  };
}

/**
 * The programme's sessions, each with its mean difference, SE and CI (`meanDifferenceOf`), and
 * the random-effects pool of those with at least 3 pairs whose differences are not all the same
 * (so SE > 0); the others say why not (`too-few-pairs`, `no-spread`). Fewer than 2 such sessions
 * are not pooled: the meta-analysis is null and a lone one says `single-session`.
 */
export function metaAnalysisOf(sessions: readonly DifferenceSummary[]): {
  effects: SessionEffect[];
  metaAnalysis: MetaAnalysis | null;
} {
  const estimates = sessions.map(meanDifferenceOf);
  const reasons = estimates.map(({ pairs, se }): NotPooledReason | null => {
    if (pairs < FEWEST_POOLED_PAIRS) return 'too-few-pairs';
    return se !== null && se > 0 ? null : 'no-spread';
  });
  const kept = reasons.flatMap((reason, i) => (reason === null ? [i] : []));
  if (kept.length < 2) {
    const effects = estimates.map((estimate, i): SessionEffect => ({
      ...estimate,
      pooled: false,
      notPooled: reasons[i] ?? 'single-session',
      weight: null,
    }));
    return { effects, metaAnalysis: null };
  }
  const { weights, ...metaAnalysis } = derSimonianLaird(
    kept.map((i) => ({ estimate: estimates[i].meanDifference!, se: estimates[i].se! })),
  );
  const effects = estimates.map((estimate, i): SessionEffect => {
    const at = kept.indexOf(i);
    return {
      ...estimate,
      pooled: at >= 0,
      notPooled: reasons[i],
      weight: at >= 0 ? weights[at] : null,
    };
  });
  return { effects, metaAnalysis };
}
