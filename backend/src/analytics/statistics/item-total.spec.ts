import { correctedItemTotal, criticalR, isValidItem } from './index.js';

/** The sums the database adds up, from each student's item score x and total score X. */
function sumsOf(items: number[], totals: number[]) {
  return {
    n: totals.length,
    right: items.reduce((sum, x) => sum + x, 0),
    total: totals.reduce((sum, t) => sum + t, 0),
    totalSquares: totals.reduce((sum, t) => sum + t * t, 0),
    rightTotal: items.reduce((sum, x, i) => sum + x * totals[i], 0),
  };
}

describe('correctedItemTotal', () => {
  it('correlates the item with the total without it, by hand', () => {
    // x = 1, 1, 0, 0 against X = 8, 6, 5, 1: the rest Y = 7, 5, 5, 1 (mean 4.5).
    // Σ(x − 0.5)(Y − 4.5) = 1.25 + 0.25 − 0.25 + 1.75 = 3; Σ(x − 0.5)² = 1; Σ(Y − 4.5)² = 19.
    expect(correctedItemTotal(sumsOf([1, 1, 0, 0], [8, 6, 5, 1]))).toBeCloseTo(
      3 / Math.sqrt(19),
      12,
    );
    // Uncorrected, the same item gives 2 / √6.5 = 0.784 (item-quality.spec.ts): higher, since
    // the item counts in the total it is correlated with.
    expect(3 / Math.sqrt(19)).toBeLessThan(2 / Math.sqrt(6.5));
  });

  it('is negative when the weaker students answer the item right', () => {
    // x = 0, 0, 1, 1: Y = 8, 6, 4, 0 (mean 4.5); Σ(x − 0.5)(Y − 4.5) = −1.75 − 0.75 − 0.25 − 2.25.
    expect(correctedItemTotal(sumsOf([0, 0, 1, 1], [8, 6, 5, 1]))).toBeCloseTo(
      -5 / Math.sqrt(1 * 35),
      12,
    );
  });

  it('is undefined (null, not a number) below 3 students or for a constant item or rest', () => {
    expect(correctedItemTotal(sumsOf([1, 0], [5, 2]))).toBeNull();
    expect(correctedItemTotal(sumsOf([1, 1, 1, 1], [8, 6, 5, 1]))).toBeNull();
    expect(correctedItemTotal(sumsOf([0, 0, 0, 0], [8, 6, 5, 1]))).toBeNull();
    // The rest score is 4 for everyone: the item alone tells the students apart.
    expect(correctedItemTotal(sumsOf([1, 0, 1, 0], [5, 4, 5, 4]))).toBeNull();
    expect(correctedItemTotal(sumsOf([1, 0, 1], [3, 2, 3]))).toBeNull();
  });
});

describe('criticalR (the r table)', () => {
  it('gives the printed r table at α = 0.05 two-sided', () => {
    // The r table's familiar rows: n = 10 → 0.632, n = 20 → 0.444, n = 30 → 0.361.
    expect(criticalR(10)).toBeCloseTo(0.632, 3);
    expect(criticalR(20)).toBeCloseTo(0.444, 3);
    expect(criticalR(30)).toBeCloseTo(0.361, 3);
    // n = 4, df = 2: t = 4.303, r = 4.303 / √(2 + 18.52) = 0.950.
    expect(criticalR(4)).toBeCloseTo(0.95, 3);
    expect(criticalR(30, 0.01)).toBeGreaterThan(criticalR(30)!);
  });

  it('has no value below 3 students', () => {
    expect([criticalR(0), criticalR(1), criticalR(2)]).toEqual([null, null, null]);
  });
});

describe('isValidItem', () => {
  it('is valid from the r table up, and never for a negative r', () => {
    expect(isValidItem(0.361, 0.361)).toBe(true);
    expect(isValidItem(0.36, 0.361)).toBe(false);
    expect(isValidItem(0.9, 0.361)).toBe(true);
    expect(isValidItem(-0.9, 0.361)).toBe(false);
  });

  it('is undefined when either is', () => {
    expect([isValidItem(null, 0.5), isValidItem(0.5, null), isValidItem(null, null)]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
