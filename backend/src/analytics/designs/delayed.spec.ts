import { delayedAnalysis, retentionOf, type DelayedTriple } from './delayed.js';

const pre = [40, 50, 30, 60, 50, 40, 70, 50];
const post = [80, 90, 70, 80, 50, 80, 90, 85];
const triplesOf = (delayed: number[]): DelayedTriple[] =>
  pre.map((value, i) => ({
    participant_code: `s${i + 1}`,
    pre: value,
    post: post[i],
    delayed: delayed[i],
  }));

describe('delayedAnalysis', () => {
  const held = delayedAnalysis(triplesOf([70, 80, 70, 75, 60, 60, 85, 70]));

  it("tests the three with Friedman's test and each pair by Wilcoxon with Holm's p (R)", () => {
    expect(held.students).toBe(8);
    // R: friedman.test(cbind(pre, post, delayed)): chi-squared = 12.6, df = 2, p = 0.001836.
    expect(held.friedman?.statistic).toBeCloseTo(12.6, 10);
    expect(held.friedman?.df).toBe(2);
    expect(held.friedman?.p).toBeCloseTo(0.001836, 6);
    // R: pairwise.wilcox.test(x, time, paired = TRUE, p.adjust.method = "holm").
    expect(held.pairs.map((p) => [p.first, p.second, p.pHolm])).toEqual([
      ['pretest', 'posttest', expect.closeTo(0.04173348, 7)],
      ['pretest', 'delayed', expect.closeTo(0.04173348, 7)],
      ['posttest', 'delayed', expect.closeTo(0.1051624, 7)],
    ]);
  });

  it('gives each student’s retention, "—" (null) where the post-test equals the pre-test', () => {
    // By hand: (70 − 40) / (80 − 40) = 0.75, …; s5 scored 50 on both tests.
    expect(held.retention.map((r) => r.retention)).toEqual([
      0.75,
      0.75,
      1,
      0.75,
      null,
      0.5,
      0.75,
      expect.closeTo(20 / 35, 12),
    ]);
    expect(held.retentionUndefined).toBe(1);
    expect(held.meanRetention).toBeCloseTo(0.7244898, 7);
    // (71.25 − 48.75) / (78.125 − 48.75)
    expect(held.classRetention).toBeCloseTo(0.7659574, 7);
  });

  it('says the knowledge held when the delayed test does not differ from the post-test', () => {
    expect(held.sentence).toBe(
      'Pengetahuan bertahan: nilai tes tunda (rata-rata 71,3) tidak berbeda bermakna dengan ' +
        'posttest (rata-rata 78,1; uji Wilcoxon, p Holm = 0,105). Retensi kelas 77% dari ' +
        'kenaikan pretest ke posttest. Retensi 1 dari 8 siswa tidak terdefinisi karena nilai ' +
        'posttest-nya sama dengan pretest. Ketiga tes berbeda bermakna (uji Friedman, ' +
        'χ²(2) = 12,60; p = 0,002).',
    );
  });

  it('says the knowledge declined when the delayed test is significantly lower (R)', () => {
    const declined = delayedAnalysis(triplesOf([45, 55, 35, 60, 45, 45, 70, 55]));
    // R: friedman chi-squared = 12.483, p = 0.001947; Holm's p post–delayed 0.03895209.
    expect(declined.friedman?.p).toBeCloseTo(0.001947, 6);
    expect(declined.pairs[2].pHolm).toBeCloseTo(0.03895209, 7);
    expect(declined.classRetention).toBeCloseTo(0.08510638, 7);
    expect(declined.sentence).toMatch(
      /^Pengetahuan menurun setelah posttest: nilai tes tunda \(rata-rata 51,3\) lebih rendah secara bermakna daripada posttest \(rata-rata 78,1; uji Wilcoxon, p Holm = 0,039\)\. Retensi kelas 9% /,
    );
  });

  it('runs no test below 3 students, and never divides by a zero gain', () => {
    const few = delayedAnalysis(triplesOf([70, 80]).slice(0, 2));
    expect(few.friedman).toBeNull();
    expect(few.pairs).toEqual([]);
    expect(few.sentence).toBeNull();
    expect(retentionOf(60, 60, 70)).toBeNull();
    expect(delayedAnalysis([]).classRetention).toBeNull();
    const flat = delayedAnalysis(
      ['a', 'b', 'c'].map((code) => ({ participant_code: code, pre: 50, post: 50, delayed: 50 })),
    );
    expect(flat).toMatchObject({ friedman: null, classRetention: null, retentionUndefined: 3 });
    expect(flat.meanRetention).toBeNull();
  });
});
