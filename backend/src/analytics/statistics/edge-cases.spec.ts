import {
  describe as describeValues,
  pairedTTest,
  shapiroWilk,
  wilcoxonSignedRank,
} from './index.js';

describe('describe', () => {
  it('gives only n for no values', () => {
    expect(describeValues([])).toEqual({
      n: 0,
      mean: null,
      sd: null,
      median: null,
      q1: null,
      q3: null,
      iqr: null,
      min: null,
      max: null,
    });
  });

  it('has no SD for one value, but its mean, quartiles and range', () => {
    expect(describeValues([70])).toEqual({
      n: 1,
      mean: 70,
      sd: null,
      median: 70,
      q1: 70,
      q3: 70,
      iqr: 0,
      min: 70,
      max: 70,
    });
  });

  it('takes the values in any order', () => {
    expect(describeValues([90, 10, 50, 30])).toMatchObject({ q1: 25, median: 40, q3: 60, iqr: 35 });
  });
});

describe('shapiroWilk', () => {
  it('does not apply below 3 values, above 5000, or to values all equal', () => {
    expect(shapiroWilk([10, 20])).toBeNull();
    expect(shapiroWilk(Array.from({ length: 5001 }, (_, i) => i % 7))).toBeNull();
    expect(shapiroWilk([20, 20, 20, 20])).toBeNull();
    expect(shapiroWilk(Array.from({ length: 5000 }, (_, i) => i % 7))).not.toBeNull();
  });
});

describe('pairedTTest', () => {
  it('does not run on one pair, or when every difference is the same', () => {
    expect(pairedTTest([50], [70])).toBeNull();
    expect(pairedTTest([10, 20, 30], [20, 30, 40])).toBeNull();
    expect(pairedTTest([10, 20, 30], [10, 20, 30])).toBeNull();
  });

  it('refuses pre and post of different lengths', () => {
    expect(() => pairedTTest([50, 60], [70])).toThrow(RangeError);
  });
});

describe('wilcoxonSignedRank', () => {
  it('does not run when no difference is non-zero', () => {
    expect(wilcoxonSignedRank([40, 50], [40, 50])).toBeNull();
  });

  it('counts the zero differences apart and ranks only the others', () => {
    expect(wilcoxonSignedRank([40, 50, 60, 70], [40, 60, 80, 40])).toMatchObject({
      nonZero: 3,
      zeros: 1,
      exact: false,
      // |d| = 10, 20, 30: ranks 1 and 2 positive.
      v: 3,
      rankBiserial: 0,
    });
  });
});
