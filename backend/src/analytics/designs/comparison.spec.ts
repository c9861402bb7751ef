import { comparisonAnalysis, type ArmPair } from './comparison.js';

const armOf = (sessions: string[], pre: number[], post: number[]): ArmPair[] =>
  pre.map((value, i) => ({ session: sessions[i % sessions.length], pre: value, post: post[i] }));

const taughtPre = [40, 50, 30, 60, 50, 40, 70, 50];
const taughtPost = [80, 90, 70, 80, 60, 80, 90, 85];
const comparisonPre = [50, 40, 60, 50, 30, 60, 40];
const comparisonPost = [60, 50, 70, 50, 50, 70, 60];

describe('comparisonAnalysis', () => {
  const analysis = comparisonAnalysis(
    armOf(['KELAS8A', 'KELAS8B'], taughtPre, taughtPost),
    armOf(['KELAS8C', 'KELAS8D'], comparisonPre, comparisonPost),
  );

  it('describes each arm: students, sessions, pre, post and gain', () => {
    expect(analysis.taught).toMatchObject({ students: 8, sessions: 2 });
    expect(analysis.taught.gain.mean).toBeCloseTo(245 / 8, 10);
    expect(analysis.comparison).toMatchObject({ students: 7, sessions: 2 });
    expect(analysis.comparison.gain.mean).toBeCloseTo(80 / 7, 10);
    expect(analysis.notes).toEqual(['classes-assigned']);
  });

  it("compares the gains by Welch's t with Hedges' g, and Mann–Whitney with r (R)", () => {
    // R: t.test(tg, cg): t = 3.835415, df = 11.35147, p = 0.002617104.
    expect(analysis.welch?.t).toBeCloseTo(3.835415, 6);
    expect(analysis.welch?.df).toBeCloseTo(11.35147, 5);
    expect(analysis.welch?.p).toBeCloseTo(0.002617104, 8);
    expect(analysis.welch?.ciLow).toBeCloseTo(8.221868, 6);
    // R: g = d·(1 − 3/(4(n1 + n2) − 9)), g ∓ qnorm(.975)·se.
    expect(analysis.hedgesG?.g).toBeCloseTo(1.801472, 6);
    expect(analysis.hedgesG?.ciLow).toBeCloseTo(0.5995907, 6);
    expect(analysis.hedgesG?.ciHigh).toBeCloseTo(3.003353, 6);
    // R: wilcox.test(tg, cg): W = 50, p = 0.009821066 (ties: normal approximation).
    expect(analysis.mannWhitney?.w).toBe(50);
    expect(analysis.mannWhitney?.p).toBeCloseTo(0.009821066, 8);
    expect(analysis.mannWhitney?.r).toBeCloseTo(analysis.mannWhitney!.z / Math.sqrt(15), 12);
  });

  it('adjusts the post-test for the pre-test by ANCOVA (R: lm(post ~ pre + group))', () => {
    expect(analysis.ancova?.difference).toBeCloseTo(20.0439024, 6);
    expect(analysis.ancova?.se).toBeCloseTo(4.2332696, 6);
    expect(analysis.ancova?.p).toBeCloseTo(0.000484504, 8);
    expect(analysis.ancova?.ciLow).toBeCloseTo(10.8204, 4);
    expect(analysis.ancova?.ciHigh).toBeCloseTo(29.2674, 4);
  });

  it('says it in plain Indonesian', () => {
    expect(analysis.sentence).toBe(
      'Kenaikan nilai kelas yang diajar (rata-rata 30,6 poin persen, 8 siswa di 2 kelas) lebih ' +
        'besar daripada kelas pembanding (rata-rata 11,4 poin persen, 7 siswa di 2 kelas); ' +
        'perbedaannya bermakna (uji t Welch, t(11,4) = 3,84; p = 0,003; g = 1,80, IK 95% ' +
        '[0,60; 3,00]) dengan efek besar. Uji Mann–Whitney: U = 50; p = 0,010; r = ' +
        `${analysis.mannWhitney!.r.toFixed(2).replace('.', ',')} (besar). Setelah nilai pretest ` +
        'disetarakan (ANCOVA), posttest kelas yang diajar lebih tinggi 20 poin persen (IK 95% ' +
        '[10,82; 29,27]; p < 0,001). Yang dibagi ke kelompok adalah kelas utuh, bukan siswa: ' +
        'siswa sekelas tidak saling bebas, sehingga p di atas, yang dihitung per siswa, terlalu ' +
        'optimistis.',
    );
  });

  it('notes that whole classes were assigned when an arm holds fewer than two sessions', () => {
    const one = comparisonAnalysis(
      armOf(['KELAS8A'], taughtPre, taughtPost),
      armOf(['KELAS8C', 'KELAS8D'], comparisonPre, comparisonPost),
    );
    expect(one.taught.sessions).toBe(1);
    expect(one.notes).toEqual(['classes-assigned', 'whole-classes-assigned']);
    expect(one.sentence).not.toContain('siswa sekelas tidak saling bebas');
    expect(one.sentence).toContain(
      'Kelompok yang diajar berisi kurang dari dua kelas: yang dibagi ke kelompok adalah kelas utuh, bukan siswa',
    );
    const other = comparisonAnalysis(
      armOf(['KELAS8A', 'KELAS8B'], taughtPre, taughtPost),
      armOf(['KELAS8C'], comparisonPre, comparisonPost),
    );
    expect(other.sentence).toContain('Kelompok pembanding berisi kurang dari dua kelas:');
    const both = comparisonAnalysis(
      armOf(['KELAS8A'], taughtPre, taughtPost),
      armOf(['KELAS8C'], comparisonPre, comparisonPost),
    );
    expect(both.sentence).toContain('Setiap kelompok berisi kurang dari dua kelas:');
    // The figures are the same; only the note is added.
    expect(one.welch).toEqual(analysis.welch);
  });

  it('runs no test without two students in each arm', () => {
    const none = comparisonAnalysis(armOf(['A'], [40], [80]), []);
    expect(none).toMatchObject({
      welch: null,
      hedgesG: null,
      mannWhitney: null,
      ancova: null,
      sentence: null,
    });
    expect(none.comparison).toMatchObject({ students: 0, sessions: 0 });
    expect(none.notes).toEqual(['classes-assigned', 'whole-classes-assigned']);
  });
});
