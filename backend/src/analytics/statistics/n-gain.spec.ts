import Database from 'better-sqlite3';
import { NORMALIZED_CHANGE_SQL, normalizedChange } from '../learning-gain.js';
import { nGain } from './index.js';

describe('nGain', () => {
  it('leaves a student with a 100% pre-test out of g, and counts them', () => {
    const measures = nGain([100, 40, 60], [90, 70, 60]);
    expect(measures.gStudents).toBe(2);
    expect(measures.excludedFullPretest).toBe(1);
    expect(measures.meanG).toBeCloseTo((0.5 + 0) / 2, 12);
    // Hake's ⟨g⟩ still takes every student's scores into the means.
    expect(measures.hake).toBeCloseTo((220 / 3 - 200 / 3) / (100 - 200 / 3), 12);
  });

  it('gives ⟨g⟩ as a percentage with its effectiveness category', () => {
    // ⟨g⟩ = (67.14 − 43.57) / (100 − 43.57) for the means 610 / 14 and 940 / 14: 41.77%.
    const pre = [30, 40, 40, 50, 50, 60, 30, 20, 40, 50, 60, 70, 30, 40];
    const post = [60, 70, 60, 80, 70, 80, 50, 60, 70, 70, 90, 80, 60, 40];
    const measures = nGain(pre, post);
    expect(measures.hakePercent).toBeCloseTo(41.77215, 5);
    expect(measures.effectiveness).toBe('less-effective');
    expect(nGain([20], [100]).effectiveness).toBe('effective');
  });

  it('has no g at all when every pre-test was 100%', () => {
    expect(nGain([100, 100], [100, 90])).toMatchObject({
      hake: null,
      hakeBand: null,
      hakePercent: null,
      effectiveness: null,
      meanG: null,
      meanGBand: null,
      gStudents: 0,
      excludedFullPretest: 2,
      shares: { high: 0, medium: 0, low: 0 },
    });
  });

  it('bands each g as Hake does, a fall counted low, shares over the students with a g', () => {
    // g = 0.7, 0.3, 0.2999…, −0.5, and one student left out.
    const measures = nGain([0, 0, 30, 60, 100], [70, 30, 50.99, 40, 100]);
    expect(measures.shares).toEqual({ high: 1 / 4, medium: 1 / 4, low: 2 / 4 });
    expect(measures.meanGBand).toBe('low');
  });

  it('bands the means: ⟨g⟩ of 0.7 is high, 0.3 medium', () => {
    expect(nGain([40, 60], [82, 88])).toMatchObject({ hakeBand: 'high', meanGBand: 'high' });
    expect(nGain([50, 50], [65, 65])).toMatchObject({ hakeBand: 'medium', meanGBand: 'medium' });
  });

  it('is empty for no pairs', () => {
    expect(nGain([], [])).toMatchObject({ hake: null, meanG: null, gStudents: 0, meanC: null });
  });

  it('refuses pre and post of different lengths', () => {
    expect(() => nGain([50], [60, 70])).toThrow(RangeError);
  });
});

describe('meanC', () => {
  it('is the mean of c over the students c is defined for (not 0% or 100% twice)', () => {
    // c: (70 − 40)/60 = 0.5; (40 − 60)/60 = −1/3; 100 twice and 0 twice have none.
    expect(nGain([40, 60, 100, 0], [70, 40, 100, 0]).meanC).toBeCloseTo((0.5 - 1 / 3) / 2, 12);
  });

  it('uses c as the database computes it, for every pair of a 10-item test', () => {
    const db = new Database(':memory:');
    const sql = db.prepare(
      `SELECT ${NORMALIZED_CHANGE_SQL} AS c FROM (SELECT ? AS pre, ? AS post)`,
    );
    const differing: string[] = [];
    for (let pre = 0; pre <= 100; pre += 10) {
      for (let post = 0; post <= 100; post += 10) {
        const inDatabase = (sql.get(pre, post) as { c: number | null }).c;
        const inServer = normalizedChange(pre, post);
        const same =
          inDatabase === null
            ? inServer === null
            : Math.abs((inServer ?? NaN) - inDatabase) < 1e-12;
        if (!same) differing.push(`${pre}→${post}: ${inServer} ≠ ${inDatabase}`);
      }
    }
    db.close();
    expect(differing).toEqual([]);
  });
});
