import { derSimonianLaird, meanDifferenceOf, metaAnalysisOf } from './index.js';

describe('meanDifferenceOf', () => {
  it('gives SE = SD / √n and the CI from t on n − 1 df', () => {
    // n = 4, mean 10, SD 4: SE 2, t(0.975, 3) = 3.182446: 10 ± 6.364892.
    const estimate = meanDifferenceOf({ n: 4, mean: 10, sd: 4 });
    expect(estimate).toMatchObject({ pairs: 4, meanDifference: 10, se: 2 });
    expect(estimate.ciLow).toBeCloseTo(10 - 6.364892, 5);
    expect(estimate.ciHigh).toBeCloseTo(10 + 6.364892, 5);
  });

  it('has no SE below 2 pairs and no CI when every difference is the same', () => {
    expect(meanDifferenceOf({ n: 1, mean: 20, sd: null })).toEqual({
      pairs: 1,
      meanDifference: 20,
      se: null,
      ciLow: null,
      ciHigh: null,
    });
    expect(meanDifferenceOf({ n: 0, mean: null, sd: null }).meanDifference).toBeNull();
    expect(meanDifferenceOf({ n: 5, mean: 10, sd: 0 })).toMatchObject({
      se: 0,
      ciLow: null,
      ciHigh: null,
    });
  });
});

describe('derSimonianLaird', () => {
  it('pools two equal estimates with no heterogeneity, by hand', () => {
    // w = 1/4 and 1/16: the estimates agree, so Q = 0, τ² = 0, I² = 0; SE = 1 / √(5/16).
    const pooled = derSimonianLaird([
      { estimate: 10, se: 2 },
      { estimate: 10, se: 4 },
    ]);
    expect(pooled).toMatchObject({ k: 2, q: 0, qDf: 1, tau2: 0, i2: 0, qP: 1 });
    expect(pooled.estimate).toBeCloseTo(10, 12);
    expect(pooled.se).toBeCloseTo(4 / Math.sqrt(5), 12);
    expect(pooled.weights[0]).toBeCloseTo(0.8, 12);
  });

  it('finds the spread between two far estimates, by hand', () => {
    // y = 0 and 10, SE 1 each: w = 1, fixed mean 5, Q = 25 + 25 = 50 on 1 df,
    // C = 2 − 2/2 = 1, τ² = 49; w* = 1/50 each, estimate 5, SE = √25 = 5, I² = 49/50.
    const pooled = derSimonianLaird([
      { estimate: 0, se: 1 },
      { estimate: 10, se: 1 },
    ]);
    expect(pooled.q).toBeCloseTo(50, 12);
    expect(pooled.tau2).toBeCloseTo(49, 12);
    expect(pooled.estimate).toBeCloseTo(5, 12);
    expect(pooled.se).toBeCloseTo(5, 12);
    expect(pooled.i2).toBeCloseTo(0.98, 12);
    expect(pooled.z).toBeCloseTo(1, 12);
    // P(χ²₁ > 50) = P(|N(0, 1)| > √50) = 1.537e−12; p of z = 1 is 0.3173105.
    expect(pooled.qP).toBeCloseTo(1.5374597944e-12, 20);
    expect(pooled.p).toBeCloseTo(0.3173105, 6);
    expect(pooled.ciLow).toBeCloseTo(5 - 1.959964 * 5, 5);
  });

  it('refuses fewer than two estimates or an SE of 0', () => {
    expect(() => derSimonianLaird([{ estimate: 1, se: 1 }])).toThrow(RangeError);
    expect(() =>
      derSimonianLaird([
        { estimate: 1, se: 1 },
        { estimate: 2, se: 0 },
      ]),
    ).toThrow(RangeError);
  });
});

describe('metaAnalysisOf', () => {
  it('pools the sessions of 3 pairs or more with spread, and says why the others are left out', () => {
    const { effects, metaAnalysis } = metaAnalysisOf([
      { n: 8, mean: 26.25, sd: 10.606601717798213 },
      { n: 2, mean: 25, sd: 7.0710678118654755 },
      { n: 4, mean: 10, sd: 0 },
      { n: 0, mean: null, sd: null },
      { n: 4, mean: 27.5, sd: 12.583057392117917 },
    ]);
    expect(effects.map(({ pooled, notPooled }) => [pooled, notPooled])).toEqual([
      [true, null],
      [false, 'too-few-pairs'],
      [false, 'no-spread'],
      [false, 'too-few-pairs'],
      [true, null],
    ]);
    expect(metaAnalysis).toMatchObject({ k: 2, qDf: 1 });
    expect(effects[0].weight! + effects[4].weight!).toBeCloseTo(1, 12);
    expect(effects[1]).toMatchObject({ weight: null, se: 5 });
    expect(metaAnalysis).not.toHaveProperty('weights');
  });

  it('pools nothing with fewer than two such sessions, and says so of the lone one', () => {
    const { effects, metaAnalysis } = metaAnalysisOf([
      { n: 4, mean: 17.5, sd: 9.574271077563381 },
      { n: 2, mean: 25, sd: 7.0710678118654755 },
    ]);
    expect(metaAnalysis).toBeNull();
    expect(effects.map(({ pooled, notPooled, weight }) => [pooled, notPooled, weight])).toEqual([
      [false, 'single-session', null],
      [false, 'too-few-pairs', null],
    ]);
    expect(metaAnalysisOf([])).toEqual({ effects: [], metaAnalysis: null });
  });
});
