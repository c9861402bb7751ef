import { kr20, optionShares, pointBiserial } from './item-quality.js';

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

describe('pointBiserial (Crocker & Algina)', () => {
  it('matches a hand-computed example of 4 students', () => {
    // Totals 8, 6, 5, 1; the two best answered the item right. M_p = 7, M_X = 5,
    // s_X = √(126/4 − 25) = √6.5, p = q = 0.5: r_pb = (7 − 5) / √6.5 · √1 = 0.7845.
    expect(pointBiserial(sumsOf([1, 1, 0, 0], [8, 6, 5, 1]))).toBeCloseTo(2 / Math.sqrt(6.5), 10);
  });

  it('is negative when the weaker students answer the item right', () => {
    // M_p = 3, M_X = 5, s_X = √6.5, p = 0.5: r_pb = −2 / √6.5.
    expect(pointBiserial(sumsOf([0, 0, 1, 1], [8, 6, 5, 1]))).toBeCloseTo(-2 / Math.sqrt(6.5), 10);
  });

  it('is undefined when everyone or no one answered right, or every total is the same', () => {
    expect(pointBiserial(sumsOf([1, 1, 1, 1], [8, 6, 5, 1]))).toBeNull();
    expect(pointBiserial(sumsOf([0, 0, 0, 0], [8, 6, 5, 1]))).toBeNull();
    expect(pointBiserial(sumsOf([1, 0, 1, 0], [5, 5, 5, 5]))).toBeNull();
    expect(pointBiserial(sumsOf([1], [5]))).toBeNull();
  });
});

describe('kr20 (Kuder & Richardson 1937)', () => {
  // 10 students × 5 items, one row per student.
  const matrix = [
    [1, 1, 1, 1, 1],
    [1, 1, 1, 1, 0],
    [1, 1, 1, 0, 1],
    [1, 1, 1, 0, 0],
    [1, 1, 0, 1, 0],
    [1, 1, 0, 0, 0],
    [1, 0, 1, 0, 0],
    [1, 0, 0, 0, 0],
    [0, 1, 0, 0, 0],
    [0, 0, 0, 0, 0],
  ];

  it('matches a hand-computed example of 10 students', () => {
    // p = 0.8, 0.7, 0.5, 0.3, 0.2, so Σpq = 0.16 + 0.21 + 0.25 + 0.21 + 0.16 = 0.99. Totals
    // 5, 4, 4, 3, 3, 2, 2, 1, 1, 0: mean 2.5, variance 85/10 − 2.5² = 2.25.
    // KR-20 = 5/4 · (1 − 0.99 / 2.25) = 0.70.
    const shares = [0.8, 0.7, 0.5, 0.3, 0.2];
    const totals = matrix.map((row) => row.reduce((sum, x) => sum + x, 0));
    expect(kr20(shares, sumsOf([], totals))).toBeCloseTo(0.7, 10);
  });

  it('is undefined when every student has the same total, or with one student', () => {
    expect(kr20([0.5, 0.5], sumsOf([], [1, 1]))).toBeNull();
    expect(kr20([1, 0], sumsOf([], [1]))).toBeNull();
  });
});

describe('optionShares', () => {
  const counts = (chosen: [number, number, number], byUpper: [number, number, number]) => ({
    answered: chosen[0] + chosen[1] + chosen[2],
    upper: byUpper[0] + byUpper[1] + byUpper[2],
    chosen: { 1: chosen[0], 2: chosen[1], 3: chosen[2] },
    chosenByUpper: { 1: byUpper[0], 2: byUpper[1], 3: byUpper[2] },
  });

  it('gives each option its share, and flags nothing on ties', () => {
    // Key A. C is chosen by exactly 5% (1 of 20): not fewer than 5%. The upper group chose B as
    // often as the key (3 and 3): not more often.
    expect(optionShares(counts([10, 9, 1], [3, 3, 0]), 1)).toEqual([
      { option: 1, correct: true, share: 0.5, upperShare: 0.5, flags: [] },
      { option: 2, correct: false, share: 0.45, upperShare: 0.5, flags: [] },
      { option: 3, correct: false, share: 0.05, upperShare: 0, flags: [] },
    ]);
  });

  it('flags a distractor under 5% and one the upper group prefers to the key', () => {
    // Key A; C chosen by 1 of 21 (4.8%); the upper group chose B 4 times, the key twice.
    const [key, b, c] = optionShares(counts([8, 12, 1], [2, 4, 0]), 1);
    expect(key.flags).toEqual([]);
    expect(b.flags).toEqual(['ambiguous']);
    expect(c.flags).toEqual(['rare']);
    expect(c.share).toBeCloseTo(1 / 21, 10);
  });

  it('never flags the key, even when hardly anyone chose it', () => {
    const [, , key] = optionShares(counts([10, 10, 0], [3, 3, 0]), 3);
    expect(key).toEqual({ option: 3, correct: true, share: 0, upperShare: 0, flags: [] });
  });

  it('has no shares before anyone answered', () => {
    expect(optionShares(counts([0, 0, 0], [0, 0, 0]), 2).map((option) => option.share)).toEqual([
      null,
      null,
      null,
    ]);
  });
});
