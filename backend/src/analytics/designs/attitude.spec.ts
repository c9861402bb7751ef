import { attitudeAnalysis, type AttitudeResult } from './attitude.js';

/** Four statements; the second is worded against the attitude and is reversed (6 − x). */
const scale = [
  { id: 'suka-senam', text: 'Saya suka senam.', positive: true },
  { id: 'malas', text: 'Saya malas bergerak.', positive: false },
  { id: 'napas', text: 'Saya mau berlatih napas.', positive: true },
  { id: 'teman', text: 'Saya mengajak teman.', positive: true },
];
const rated = (student: string, isPretest: boolean, [a, b, c, d]: number[]): AttitudeResult => ({
  student,
  isPretest,
  attitude: { 'suka-senam': a, malas: b, napas: c, teman: d },
});

// As answered; the sums after reversing `malas` are 10, 8, 15, 11, 5, 14 (pre) and
// 15, 12, 19, 15, 9, 16, 20 (post).
const results: AttitudeResult[] = [
  rated('s1', true, [3, 4, 2, 3]),
  rated('s2', true, [2, 4, 2, 2]),
  rated('s3', true, [4, 2, 3, 4]),
  rated('s4', true, [3, 3, 3, 2]),
  rated('s5', true, [1, 5, 2, 1]),
  rated('s6', true, [4, 3, 4, 3]),
  { student: 's7', isPretest: true, attitude: { 'suka-senam': 3, malas: 3, napas: 3 } },
  rated('s1', false, [4, 2, 3, 4]),
  rated('s2', false, [3, 3, 3, 3]),
  rated('s3', false, [5, 1, 4, 5]),
  rated('s4', false, [4, 2, 4, 3]),
  rated('s5', false, [2, 4, 3, 2]),
  rated('s6', false, [4, 2, 4, 4]),
  rated('s8', false, [5, 1, 5, 5]),
  { student: 's9', isPretest: false, attitude: null },
  rated('s10', false, [6, 1, 5, 5]),
];

describe('attitudeAnalysis', () => {
  const analysis = attitudeAnalysis(scale, results);

  it('sums each complete result with the negative statement reversed, per test', () => {
    expect(analysis.items).toBe(4);
    expect(analysis.range).toEqual({ min: 4, max: 20 });
    // s7 lacks a statement, s9 has no scale, s10 rates outside 1..5.
    expect(analysis.incomplete).toBe(3);
    expect(analysis.pretest.n).toBe(6);
    expect(analysis.pretest.sum).toMatchObject({ n: 6, mean: 10.5, min: 5, max: 15, median: 10.5 });
    expect(analysis.posttest.n).toBe(7);
    expect(analysis.posttest.sum).toMatchObject({ mean: 106 / 7, min: 9, max: 20, median: 15 });
    expect(analysis.posttest.sum.sd).toBeCloseTo(3.804759, 6);
  });

  it("gives Cronbach's α with each statement's corrected item-total r and α if deleted (R)", () => {
    // R: k/(k-1)*(1-sum(apply(m,2,var))/var(rowSums(m))) on the reversed ratings.
    expect(analysis.pretest.alpha).toBeCloseTo(0.9272582, 6);
    expect(analysis.posttest.alpha).toBeCloseTo(0.9561404, 6);
    const items = analysis.pretest.items;
    expect(items.map((item) => item.id)).toEqual(['suka-senam', 'malas', 'napas', 'teman']);
    expect(items.map((item) => item.correctedItemTotal)).toEqual([
      expect.closeTo(0.9717974, 6),
      expect.closeTo(0.8992288, 6),
      expect.closeTo(0.6792889, 6),
      expect.closeTo(0.8090398, 6),
    ]);
    expect(items.map((item) => item.alphaIfDeleted)).toEqual([
      expect.closeTo(0.855, 6),
      expect.closeTo(0.8815789, 6),
      expect.closeTo(0.9522184, 6),
      expect.closeTo(0.9125, 6),
    ]);
    // The reversed statement's mean: (2 + 2 + 4 + 3 + 1 + 3) / 6.
    expect(items[1]).toMatchObject({ positive: false, mean: 15 / 6 });
  });

  it('compares the paired sums as the knowledge test does: Shapiro–Wilk chose Wilcoxon (R)', () => {
    expect(analysis.pairs).toBe(6);
    expect(analysis.descriptives.difference.mean).toBeCloseTo(3.833333, 6);
    const { comparison } = analysis;
    // R: shapiro.test(d) W = 0.7698, p = 0.03091; t.test(paired) t = 9.5502, df = 5;
    // wilcox.test(paired) V = 21, p = 0.03103.
    expect(comparison.normality?.w).toBeCloseTo(0.7698, 4);
    expect(comparison.normality?.p).toBeCloseTo(0.03091, 4);
    expect(comparison.normality?.normal).toBe(false);
    expect(comparison.tTest?.t).toBeCloseTo(9.5502, 4);
    expect(comparison.wilcoxon?.v).toBe(21);
    expect(comparison.wilcoxon?.p).toBeCloseTo(0.03103, 4);
    expect(comparison.chosen).toBe('wilcoxon');
    expect(comparison.notes).toEqual(['small-sample']);
  });

  it('says it in plain Indonesian with decimal commas', () => {
    expect(analysis.sentence).toMatch(
      /^Reliabilitas skala sikap: pretest α = 0,93 \(6 siswa\); posttest α = 0,96 \(7 siswa\)\. /,
    );
    expect(analysis.sentence).toContain(
      'Selisih posttest − pretest menyimpang secara bermakna dari normal (Shapiro–Wilk, W = 0,770; p = 0,031).',
    );
    expect(analysis.sentence).toContain(
      'Skor sikap posttest (median 15) lebih tinggi daripada pretest (median 10,5); perbedaannya bermakna (uji Wilcoxon, V = 21;',
    );
  });

  it('says why there is no comparison below 3 students with both tests', () => {
    const few = attitudeAnalysis(scale, results.slice(0, 2).concat(results.slice(7, 9)));
    expect(few.pairs).toBe(2);
    expect(few.comparison.chosen).toBeNull();
    expect(few.comparison.notes).toEqual(['too-few-pairs']);
    expect(few.sentence).toContain(
      'Skor sikap pretest dan posttest belum dapat dibandingkan: baru 2 siswa mengisi skala sikap pada keduanya (paling sedikit 3).',
    );
  });

  it('has no α, never NaN, when every student gives the same sum', () => {
    const same = attitudeAnalysis(scale, [
      rated('a', true, [3, 3, 3, 3]),
      rated('b', true, [3, 3, 3, 3]),
    ]);
    expect(same.pretest).toMatchObject({
      n: 2,
      alpha: null,
      alphaReason: 'no-variance',
      items: [],
    });
    expect(same.posttest).toMatchObject({ n: 0, alpha: null, alphaReason: 'too-few-students' });
    expect(same.sentence).toContain('pretest tidak dapat dihitung (2 siswa)');
  });
});
