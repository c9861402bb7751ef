import betainc from '@stdlib/math-base-special-betainc';
import gammaln from '@stdlib/math-base-special-gammaln';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';

/**
 * P(T ≤ t) for the noncentral t distribution with `df` degrees of freedom and noncentrality
 * `ncp`: algorithm AS 243, R. V. Lenth, "Cumulative distribution function of the non-central t
 * distribution", Applied Statistics 38(1), 185–189 (1989), with the twin series of J. Guenther
 * (1978), as R's `pt(t, df, ncp)` computes it. Beyond its range (df > 4·10⁵, or ncp² past what
 * exp(−ncp²/2) can hold) the normal approximation of Abramowitz & Stegun 26.7.10 stands in.
 */
export function noncentralTCdf(t: number, df: number, ncp: number): number {
  const negative = t < 0;
  const tt = negative ? -t : t;
  const del = negative ? -ncp : ncp;
  const upper = (tnc: number) => (negative ? 0.5 - Math.min(tnc, 1) + 0.5 : tnc);

  if (df > 4e5 || del * del > 2 * Math.LN2 * 1021) {
    const s = 1 / (4 * df);
    const z = (tt * (1 - s) - del) / Math.sqrt(1 + tt * tt * 2 * s);
    return negative ? normalCdf(-z, 0, 1) : normalCdf(z, 0, 1);
  }

  let tnc = 0;
  const t2 = t * t;
  const x = t2 / (t2 + df);
  if (x > 0) {
    const lambda = del * del;
    let p = 0.5 * Math.exp(-0.5 * lambda);
    if (p === 0) return upper(0);
    let q = Math.sqrt(2 / Math.PI) * p * del;
    let s = 0.5 - p;
    if (s < 1e-7) s = -0.5 * Math.expm1(-0.5 * lambda);
    let a = 0.5;
    const b = 0.5 * df;
    const rxb = (df / (t2 + df)) ** b;
    const logBeta = 0.5 * Math.log(Math.PI) + gammaln(b) - gammaln(0.5 + b);
    let xodd = betainc(x, a, b, true, false);
    let godd = 2 * rxb * Math.exp(a * Math.log(x) - logBeta);
    const bx = b * x;
    let xeven = bx < Number.EPSILON ? bx : 1 - rxb;
    let geven = bx * rxb;
    tnc = p * xodd + q * xeven;
    for (let it = 1; it <= 1000; it += 1) {
      a += 1;
      xodd -= godd;
      xeven -= geven;
      godd *= (x * (a + b - 1)) / a;
      geven *= (x * (a + b - 0.5)) / (a + 0.5);
      p *= lambda / (2 * it);
      q *= lambda / (2 * it + 1);
      tnc += p * xodd + q * xeven;
      s -= p;
      if (s < -1e-10 || (s <= 0 && it > 1)) break;
      if (Math.abs(2 * s * (xodd - godd)) < 1e-12) break;
    }
  }
  tnc += normalCdf(-del, 0, 1);
  return upper(tnc);
}

/**
 * The noncentrality at which P(T ≤ t) = probability, for the confidence limits of a standardised
 * mean: P falls as ncp grows, so the root is bracketed by widening steps, then bisected to 1e-10.
 */
export function noncentralityFor(t: number, df: number, probability: number): number {
  const excess = (ncp: number) => noncentralTCdf(t, df, ncp) - probability;
  let step = 2;
  let low = t - step;
  let high = t + step;
  while (excess(low) < 0) {
    step *= 2;
    low = t - step;
  }
  step = 2;
  while (excess(high) > 0) {
    step *= 2;
    high = t + step;
  }
  while (high - low > 1e-10 * Math.max(1, Math.abs(low))) {
    const middle = (low + high) / 2;
    if (excess(middle) > 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
