import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { dSizeWord, rSizeWord } from './evidence-sentence.js';
import { evidenceOf } from './index.js';

type Pairs = { pre: number; post: number }[];

const FIXTURES = resolve(import.meta.dirname, '../../../test/fixtures/statistics/r-fixtures.json');
const { sets } = JSON.parse(readFileSync(FIXTURES, 'utf8')) as {
  sets: { name: string; pre: number[]; post: number[] }[];
};

/** The pairs of one of R's data sets (their figures are checked in r-fixtures.spec.ts). */
function pairsOf(name: string): Pairs {
  const set = sets.find((candidate) => candidate.name === name);
  if (!set) throw new Error(`no data set ${name}`);
  return set.pre.map((pre, i) => ({ pre, post: set.post[i] }));
}

const swapped = (pairs: Pairs): Pairs => pairs.map(({ pre, post }) => ({ pre: post, post: pre }));

/** n pairs of a 10-item test, by the rule of the large R data set: rises, falls and ties. */
function rulePairs(n: number): Pairs {
  return Array.from({ length: n }, (_, i) => {
    const pre = 10 * ((7 * i) % 11);
    return { pre, post: Math.min(100, Math.max(0, pre + 10 * ((13 * i) % 5) - 10)) };
  });
}

const COUNTS = { pretestOnly: 2, posttestOnly: 1, excludedOtherKey: 3, excludedMaterialsFirst: 4 };

describe('evidenceOf: when a test runs', () => {
  it('runs none below 3 pairs, but still describes them and counts who is left out', () => {
    const evidence = evidenceOf(
      [
        { pre: 40, post: 70 },
        { pre: 50, post: 60 },
      ],
      COUNTS,
    );
    expect(evidence).toMatchObject({
      pairs: 2,
      ...COUNTS,
      normality: null,
      tTest: null,
      wilcoxon: null,
      chosen: null,
      notes: ['too-few-pairs'],
      sentence: null,
    });
    expect(evidence.descriptives.difference).toMatchObject({ n: 2, mean: 20, median: 20 });
    expect(evidence.nGain.hake).toBeCloseTo(20 / 55, 12);
  });

  it('runs none when every student scored the same twice', () => {
    const evidence = evidenceOf(pairsOf('n6-all-zero'), COUNTS);
    expect(evidence).toMatchObject({
      chosen: null,
      notes: ['all-differences-zero'],
      sentence: null,
    });
    expect([evidence.normality, evidence.tTest, evidence.wilcoxon]).toEqual([null, null, null]);
  });

  it('runs the tests from 3 pairs, with a caution below 10 pairs and none from 10', () => {
    const three = evidenceOf(pairsOf('n3-steps'), COUNTS);
    expect(three.notes).toEqual(['small-sample']);
    expect(three.tTest).not.toBeNull();
    expect(three.wilcoxon).not.toBeNull();
    expect(evidenceOf(rulePairs(9), COUNTS).notes).toEqual(['small-sample']);
    expect(evidenceOf(rulePairs(10), COUNTS).notes).toEqual([]);
  });
});

describe('evidenceOf: which test applies', () => {
  it('is the paired t-test when Shapiro–Wilk finds the differences normal (p ≥ 0.05)', () => {
    const evidence = evidenceOf(pairsOf('n30-continuous'), COUNTS);
    expect(evidence.normality?.p).toBeGreaterThanOrEqual(0.05);
    expect(evidence.chosen).toBe('paired-t');
    expect(evidence.wilcoxon).not.toBeNull();
  });

  it('is Wilcoxon when they are not normal, the t-test still shown beside it', () => {
    const evidence = evidenceOf(pairsOf('n200-skewed'), COUNTS);
    expect(evidence.normality?.p).toBeLessThan(0.05);
    expect(evidence.chosen).toBe('wilcoxon');
    expect(evidence.tTest).not.toBeNull();
  });

  it('is Wilcoxon when every student changed by the same amount (no SD for t)', () => {
    const evidence = evidenceOf(pairsOf('n5-constant-difference'), COUNTS);
    expect(evidence).toMatchObject({ normality: null, tTest: null, chosen: 'wilcoxon' });
  });

  it('runs Shapiro–Wilk up to 5000 pairs; past that, Wilcoxon without it', () => {
    expect(evidenceOf(rulePairs(5000), COUNTS).normality).not.toBeNull();
    const large = evidenceOf(rulePairs(5001), COUNTS);
    expect(large).toMatchObject({ normality: null, chosen: 'wilcoxon' });
    expect(large.notes).toEqual(['normality-not-run-large']);
    expect(large.tTest?.df).toBe(5000);
  });

  it('handles 100,000 pairs in one go', () => {
    const evidence = evidenceOf(rulePairs(100_000), COUNTS);
    expect(evidence.pairs).toBe(100_000);
    expect(evidence.chosen).toBe('wilcoxon');
    expect(evidence.wilcoxon?.nonZero).toBe(72_726);
    expect(evidence.sentence).toBe(
      // No Shapiro–Wilk past 5000 pairs, so no word on normality. R: V = 2280942810.5,
      // z = 173.4932, r = 0.6433356.
      'Nilai posttest (median 60) lebih tinggi daripada pretest (median 50); perbedaannya bermakna (uji Wilcoxon, V = 2.280.942.810,5; z = 173,49; p < 0,001) dengan efek besar (r = 0,64).',
    );
  }, 10_000);
});

describe('evidenceOf: the sentence for a report', () => {
  // The figures are R's (r-fixtures.json; the fall's V = 1 from wilcox.test(pre, post, paired =
  // TRUE)), written as APA writes them with decimal commas.
  it.each([
    [
      'a rise by Wilcoxon, with medians',
      pairsOf('n12-ties-zeros'),
      'Selisih posttest − pretest menyimpang secara bermakna dari normal (Shapiro–Wilk, W = 0,829; p = 0,020). Nilai posttest (median 60) lebih tinggi daripada pretest (median 50); perbedaannya bermakna (uji Wilcoxon, V = 35; z = 2,42; p = 0,016) dengan efek besar (r = 0,85).',
    ],
    [
      'a fall by Wilcoxon',
      swapped(pairsOf('n12-ties-zeros')),
      'Selisih posttest − pretest menyimpang secara bermakna dari normal (Shapiro–Wilk, W = 0,829; p = 0,020). Nilai posttest (median 50) lebih rendah daripada pretest (median 60); perbedaannya bermakna (uji Wilcoxon, V = 1; z = -2,42; p = 0,016) dengan efek besar (r = -0,85).',
    ],
    [
      'a rise by the t-test, with means, p never 0',
      pairsOf('n30-continuous'),
      'Selisih posttest − pretest tidak menyimpang secara bermakna dari normal (Shapiro–Wilk, W = 0,937; p = 0,077). Nilai posttest (rata-rata 65,1) lebih tinggi daripada pretest (rata-rata 58,1); perbedaannya bermakna (uji t berpasangan, t(29) = 4,57; p < 0,001; IK 95% [3,83; 10,03]) dengan efek kecil (d_av = 0,48; d_z = 0,83).',
    ],
    [
      'a fall by the t-test',
      pairsOf('n6-lower-post'),
      'Selisih posttest − pretest tidak menyimpang secara bermakna dari normal (Shapiro–Wilk, W = 0,915; p = 0,473). Nilai posttest (rata-rata 58,3) lebih rendah daripada pretest (rata-rata 75); perbedaannya bermakna (uji t berpasangan, t(5) = -3,95; p = 0,011; IK 95% [-27,51; -5,83]) dengan efek besar (d_av = -1,50; d_z = -1,61).',
    ],
    [
      'a rise that is not significant, without an effect size',
      pairsOf('n10-zero-no-ties'),
      'Selisih posttest − pretest tidak menyimpang secara bermakna dari normal (Shapiro–Wilk, W = 0,987; p = 0,990). Nilai posttest (rata-rata 56,6) lebih tinggi daripada pretest (rata-rata 50,8); perbedaannya tidak bermakna (uji t berpasangan, t(9) = 1,66; p = 0,130; IK 95% [-2,09; 13,69]).',
    ],
    [
      'no change on average',
      pairsOf('n8-v-at-centre'),
      'Selisih posttest − pretest tidak menyimpang secara bermakna dari normal (Shapiro–Wilk, W = 0,899; p = 0,284). Nilai posttest (rata-rata 50) setara dengan pretest (rata-rata 50); perbedaannya tidak bermakna (uji t berpasangan, t(7) = 0,00; p = 1,000; IK 95% [-4,51; 4,51]).',
    ],
  ])('states %s', (_case, pairs, sentence) => {
    expect(evidenceOf(pairs, COUNTS).sentence).toBe(sentence);
  });

  it('names the size of d_av as Cohen does, whatever its sign', () => {
    expect([0.19, 0.2, 0.49, 0.5, 0.79, 0.8, -0.1, -0.6, -2].map(dSizeWord)).toEqual([
      'sangat kecil',
      'kecil',
      'kecil',
      'sedang',
      'sedang',
      'besar',
      'sangat kecil',
      'sedang',
      'besar',
    ]);
  });

  it('names the size of r as Cohen does, whatever its sign', () => {
    expect([0.09, 0.1, 0.29, 0.3, 0.49, 0.5, -0.05, -0.35, -0.9].map(rSizeWord)).toEqual([
      'sangat kecil',
      'kecil',
      'kecil',
      'sedang',
      'sedang',
      'besar',
      'sangat kecil',
      'sedang',
      'besar',
    ]);
  });
});
