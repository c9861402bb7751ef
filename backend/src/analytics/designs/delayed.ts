import type { Descriptives } from '@piba/shared';
import { formatDecimal } from '@piba/shared';
import { describe, meanOf } from '../statistics/descriptives.js';
import { pText, score } from '../statistics/evidence-sentence.js';
import {
  friedman,
  pairwiseWilcoxonHolm,
  type FriedmanTest,
  type PairwiseWilcoxon,
} from '../statistics/friedman.js';

/** One student's three tests, in percentages, and their participant code (never a name). */
export interface DelayedTriple {
  participant_code: string | null;
  pre: number;
  post: number;
  delayed: number;
}

/** The tests in the order Friedman's and the pairwise tests number them (0, 1, 2). */
export const DELAYED_TESTS = ['pretest', 'posttest', 'delayed'] as const;
export type DelayedTest = (typeof DELAYED_TESTS)[number];

/** One pair of tests compared by the signed-rank test, p adjusted by Holm over the three. */
export interface DelayedPair extends PairwiseWilcoxon {
  first: DelayedTest;
  second: DelayedTest;
}

export interface DelayedAnalysis {
  /** Students with all three tests. */
  students: number;
  descriptives: Record<DelayedTest, Descriptives>;
  /** Friedman's test of the three; null below 3 students or with no differences at all. */
  friedman: FriedmanTest | null;
  /** pretest–posttest, pretest–delayed, posttest–delayed. */
  pairs: DelayedPair[];
  /** Each student's retention (delayed − pre) / (post − pre); null where post = pre. */
  retention: Array<{ participant_code: string | null; retention: number | null }>;
  /** Students whose retention is undefined (post = pre): shown as "—", left out of the mean. */
  retentionUndefined: number;
  /** The mean of the defined retentions; null when none is. */
  meanRetention: number | null;
  /** The class's retention from the means, (mean delayed − mean pre) / (mean post − mean pre). */
  classRetention: number | null;
  /** Plain Indonesian: "Pengetahuan bertahan …" or "Pengetahuan menurun …"; null below 3. */
  sentence: string | null;
}

const FEWEST_STUDENTS = 3;
const ALPHA = 0.05;

/** (delayed − pre) / (post − pre): the share of the gain still there at the delayed test. */
export function retentionOf(pre: number, post: number, delayed: number): number | null {
  return post === pre ? null : (delayed - pre) / (post - pre);
}

/**
 * The delayed test: of the students with a pre-test, a post-test and a delayed test, Friedman's
 * test of the three, the pairwise signed-rank tests with Holm's adjustment, and the retention per
 * student and for the class (undefined where the post-test equals the pre-test: counted and left
 * out), with a plain Indonesian sentence on whether the knowledge held between the post-test
 * and the delayed test.
 */
export function delayedAnalysis(triples: readonly DelayedTriple[]): DelayedAnalysis {
  const scores = triples.map((t) => [t.pre, t.post, t.delayed]);
  const column = (j: number) => scores.map((row) => row[j]);
  const descriptives = {
    pretest: describe(column(0)),
    posttest: describe(column(1)),
    delayed: describe(column(2)),
  };
  const enough = triples.length >= FEWEST_STUDENTS;
  const friedmanTest = enough ? friedman(scores) : null;
  const pairs = enough
    ? pairwiseWilcoxonHolm(scores).map((pair) => ({
        ...pair,
        first: DELAYED_TESTS[pair.a],
        second: DELAYED_TESTS[pair.b],
      }))
    : [];
  const retention = triples.map((t) => ({
    participant_code: t.participant_code,
    retention: retentionOf(t.pre, t.post, t.delayed),
  }));
  const defined = retention.flatMap((r) => (r.retention === null ? [] : [r.retention]));
  const classRetention =
    triples.length === 0
      ? null
      : retentionOf(
          descriptives.pretest.mean!,
          descriptives.posttest.mean!,
          descriptives.delayed.mean!,
        );
  const analysis = {
    students: triples.length,
    descriptives,
    friedman: friedmanTest,
    pairs,
    retention,
    retentionUndefined: retention.length - defined.length,
    meanRetention: defined.length > 0 ? meanOf(defined) : null,
    classRetention,
  };
  return { ...analysis, sentence: enough ? delayedSentence(analysis) : null };
}

const percent = (share: number) => `${formatDecimal(share * 100, 0)}%`;

function delayedSentence(analysis: Omit<DelayedAnalysis, 'sentence'>): string {
  const { descriptives, pairs, classRetention, retentionUndefined, students } = analysis;
  const postDelayed = pairs.find((pair) => pair.first === 'posttest' && pair.second === 'delayed');
  const post = descriptives.posttest.mean!;
  const delayed = descriptives.delayed.mean!;
  const pHolm = postDelayed?.pHolm ?? null;
  const holmText =
    pHolm === null ? 'semua selisihnya 0' : `uji Wilcoxon, ${pText(pHolm).replace(/^p/, 'p Holm')}`;
  const means = (verb: string) =>
    `nilai tes tunda (rata-rata ${score(delayed)}) ${verb} posttest ` +
    `(rata-rata ${score(post)}; ${holmText})`;
  const significant = pHolm !== null && pHolm < ALPHA;
  const opening = !significant
    ? `Pengetahuan bertahan: ${means('tidak berbeda bermakna dengan')}`
    : delayed < post
      ? `Pengetahuan menurun setelah posttest: ${means('lebih rendah secara bermakna daripada')}`
      : `Pengetahuan bertahan, bahkan bertambah: ${means('lebih tinggi secara bermakna daripada')}`;
  const retention =
    classRetention === null
      ? ' Retensi kelas tidak terdefinisi karena rata-rata posttest sama dengan pretest.'
      : ` Retensi kelas ${percent(classRetention)} dari kenaikan pretest ke posttest.`;
  const undefinedText =
    retentionUndefined > 0
      ? ` Retensi ${retentionUndefined} dari ${students} siswa tidak terdefinisi karena ` +
        'nilai posttest-nya sama dengan pretest.'
      : '';
  const test = analysis.friedman
    ? ` Ketiga tes ${analysis.friedman.p < ALPHA ? 'berbeda bermakna' : 'tidak berbeda bermakna'} ` +
      `(uji Friedman, χ²(${analysis.friedman.df}) = ${formatDecimal(analysis.friedman.statistic, 2)}; ` +
      `${pText(analysis.friedman.p)}).`
    : '';
  return `${opening}.${retention}${undefinedText}${test}`;
}
