import {
  difficultyBand,
  extremeGroupSize,
  gainBand,
  hakeGain,
  normalizedChange,
} from './learning-gain.js';

describe('hakeGain', () => {
  it('is (post − pre) / (100 − pre) of the class means', () => {
    expect(hakeGain(54, 78)).toBeCloseTo(24 / 46, 10);
    expect(hakeGain(20, 20)).toBe(0);
    expect(hakeGain(60, 45)).toBeCloseTo(-15 / 40, 10);
  });

  it('is undefined when the pre-test mean is already 100 or a mean is missing', () => {
    expect(hakeGain(100, 100)).toBeNull();
    expect(hakeGain(null, 70)).toBeNull();
    expect(hakeGain(50, null)).toBeNull();
  });
});

describe('normalizedChange (Marx & Cummings)', () => {
  it.each([
    [40, 70, 0.5],
    [0, 50, 0.5],
    [50, 100, 1],
    [60, 50, -1 / 6],
    [100, 90, -0.1],
    [70, 70, 0],
  ])('pre %d, post %d → %d', (pre, post, expected) => {
    expect(normalizedChange(pre, post)).toBeCloseTo(expected, 10);
  });

  it('leaves out a student with 100% twice or 0% twice', () => {
    expect(normalizedChange(100, 100)).toBeNull();
    expect(normalizedChange(0, 0)).toBeNull();
  });
});

describe('bands', () => {
  it('bands a gain as Hake does', () => {
    expect([0.7, 0.69, 0.3, 0.29, -0.5, null].map(gainBand)).toEqual([
      'high',
      'medium',
      'medium',
      'low',
      'low',
      null,
    ]);
  });

  it('bands a difficulty index as Indonesian item analysis does', () => {
    expect([0, 0.3, 0.31, 0.5, 0.7, 0.71, 1, null].map(difficultyBand)).toEqual([
      'sukar',
      'sukar',
      'sedang',
      'sedang',
      'sedang',
      'mudah',
      'mudah',
      null,
    ]);
  });

  it('takes 27% of the students, rounded up, for each extreme group', () => {
    expect([1, 4, 10, 37, 100].map(extremeGroupSize)).toEqual([1, 2, 3, 10, 27]);
  });
});
