import { formsAnalysis, type FormPair } from './forms.js';

const pairsOf = (
  preForm: 'A' | 'B',
  postForm: 'A' | 'B',
  pre: number[],
  post: number[],
): FormPair[] => pre.map((value, i) => ({ preForm, postForm, pre: value, post: post[i] }));

// AB-BA: six students A then B, six B then A.
const abba = [
  ...pairsOf('A', 'B', [40, 50, 60, 50, 30, 70], [80, 80, 90, 70, 60, 100]),
  ...pairsOf('B', 'A', [50, 40, 60, 60, 40, 60], [90, 70, 80, 90, 60, 80]),
];

describe('formsAnalysis', () => {
  const analysis = formsAnalysis(abba);

  it("compares the forms' pre-test means with Welch's t and the TOST of ±10 points (R)", () => {
    expect(analysis.pretest.A).toMatchObject({ n: 6, mean: 50 });
    expect(analysis.pretest.B.mean).toBeCloseTo(51.66667, 5);
    // R: t.test(preA, preB): t = -0.23702, df = 8.918, p = 0.818.
    expect(analysis.welch?.t).toBeCloseTo(-0.23702, 5);
    expect(analysis.welch?.df).toBeCloseTo(8.918, 3);
    expect(analysis.welch?.p).toBeCloseTo(0.818, 3);
    // R: the larger p of t.test(mu = -10, "greater") and t.test(mu = 10, "less"); 90% interval.
    expect(analysis.equivalence?.p).toBeCloseTo(0.1332955, 6);
    expect(analysis.equivalence?.ciLow).toBeCloseTo(-14.57002, 5);
    expect(analysis.equivalence?.ciHigh).toBeCloseTo(11.23669, 5);
    expect(analysis.equivalence?.equivalent).toBe(false);
  });

  it('gives the gain of each order of forms and of every pair together', () => {
    expect(analysis.orders.map((o) => [o.preForm, o.postForm, o.pairs])).toEqual([
      ['A', 'B', 6],
      ['B', 'A', 6],
    ]);
    const [ab, ba] = analysis.orders;
    // (80 − 50) / (100 − 50) and (78.33 − 51.67) / (100 − 51.67), as R computes Hake's ⟨g⟩.
    expect(ab.gain.mean).toBeCloseTo(30, 10);
    expect(ab.hake).toBeCloseTo(0.6, 10);
    expect(ba.hake).toBeCloseTo(0.5517241, 6);
    expect(analysis.overall.pairs).toBe(12);
    expect(analysis.overall.hake).toBeCloseTo(0.5762712, 6);
    // R: shapiro.test(d) p = 0.01526 → Wilcoxon; t.test(paired) t = 13.675, df = 11.
    expect(analysis.overall.comparison.normality?.p).toBeCloseTo(0.01526, 4);
    expect(analysis.overall.comparison.chosen).toBe('wilcoxon');
    expect(analysis.overall.comparison.tTest?.t).toBeCloseTo(13.675, 3);
  });

  it('says that equivalence is not shown when the TOST does not reject', () => {
    expect(analysis.sentence).toMatch(
      /^Kesetaraan bentuk A dan B belum terbukti: selisih rata-rata pretest bentuk A \(50\) dan bentuk B \(51,7\) bisa mencapai 10 poin persen atau lebih \(TOST ±10 poin persen, p = 0,133; IK 90% \[-14,57; 11,24\]; uji t Welch, t\(8,9\) = -0,24; p = 0,818\)\. Kenaikan rata-rata dari pretest ke posttest pada 12 siswa: 28,3 poin persen\. /,
    );
  });

  it('says the forms are equivalent when the TOST rejects (R: p = 8.64e-05)', () => {
    const preA = [40, 50, 60, 50, 45, 55, 40, 50, 60, 50, 45, 55, 40, 50, 60, 50, 45, 55];
    const preB = [50, 45, 55, 50, 40, 60, 50, 45, 55, 50, 40, 60, 50, 45, 55, 50, 40, 65];
    const equivalent = formsAnalysis([
      ...pairsOf(
        'A',
        'B',
        preA,
        preA.map((x) => x + 30),
      ),
      ...pairsOf(
        'B',
        'A',
        preB,
        preB.map((x) => x + 25),
      ),
    ]);
    expect(equivalent.equivalence?.p).toBeCloseTo(8.636956e-5, 9);
    expect(equivalent.equivalence?.ciLow).toBeCloseTo(-4.173383, 5);
    expect(equivalent.welch?.p).toBeCloseTo(0.9047284, 6);
    expect(equivalent.sentence).toMatch(
      /^Bentuk A dan B setara: rata-rata pretest bentuk A \(50\) dan bentuk B \(50,3\) berbeda kurang dari 10 poin persen \(TOST ±10 poin persen, p < 0,001;/,
    );
  });

  it('cannot compare the forms when every pre-test is form A ("A-B"), and says so', () => {
    const ab = formsAnalysis(abba.slice(0, 6));
    expect(ab.welch).toBeNull();
    expect(ab.equivalence).toBeNull();
    expect(ab.pretest.B.n).toBe(0);
    expect(ab.orders.map((o) => [o.preForm, o.postForm, o.pairs])).toEqual([
      ['A', 'B', 6],
      ['B', 'A', 0],
    ]);
    expect(ab.sentence).toMatch(
      /^Kesetaraan bentuk A dan B belum dapat diuji: pretest bentuk A dikerjakan 6 siswa dan bentuk B 0 siswa/,
    );
    expect(ab.sentence).toContain(
      'Kenaikan rata-rata dari pretest ke posttest pada 6 siswa: 30 poin persen.',
    );
  });
});
