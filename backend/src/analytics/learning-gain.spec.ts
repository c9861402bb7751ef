import Database from 'better-sqlite3';
import {
  difficultyBand,
  gainBand,
  hakeGain,
  knowledgeLevel,
  nGainEffectiveness,
  NORMALIZED_CHANGE_SQL,
  studentBand,
} from './learning-gain.js';

/** c as the database computes it, here on SQLite (the end-to-end tests run it on MySQL too). */
function normalizedChange(pre: number, post: number): number | null {
  const db = new Database(':memory:');
  try {
    const row = db.prepare(
      `SELECT ${NORMALIZED_CHANGE_SQL} AS c FROM (SELECT ? AS pre, ? AS post)`,
    );
    return (row.get(pre, post) as { c: number | null }).c;
  } finally {
    db.close();
  }
}

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

  it('bands a student whose score fell as a decline, however small the fall', () => {
    expect([-1, -0.01, 0, 0.29, 0.3, 0.7, null].map(studentBand)).toEqual([
      'decline',
      'decline',
      'low',
      'low',
      'medium',
      'high',
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

  it('puts a score in a knowledge level as Arikunto (2010) does, each level from its lower end', () => {
    expect([100, 76, 75.99, 75, 56, 55.5, 55, 0].map(knowledgeLevel)).toEqual([
      'good',
      'good',
      'fair',
      'fair',
      'fair',
      'poor',
      'poor',
      'poor',
    ]);
  });

  it('reads the N-gain percentage as the effectiveness categories Indonesian reports cite', () => {
    expect(
      [100, 75.01, 75.004, 75, 56, 55.999, 55.5, 40, 39.99, 0, -20, null].map(nGainEffectiveness),
    ).toEqual([
      'effective',
      'effective',
      'fairly-effective', // 75.00 as printed
      'fairly-effective',
      'fairly-effective',
      'fairly-effective', // 56.00 as printed
      'less-effective',
      'less-effective',
      'not-effective',
      'not-effective',
      'not-effective',
      null,
    ]);
  });
});
