import type { Descriptives, PackAttitudeItem } from '@piba/shared';
import { formatDecimal } from '@piba/shared';
import { cronbachAlpha, type AlphaUndefinedReason } from '../statistics/cronbach-alpha.js';
import { describe } from '../statistics/descriptives.js';
import { pairedComparison, type PairedComparison } from '../statistics/evidence.js';

/** One saved result's attitude ratings, as answered (a negative statement not yet reversed). */
export interface AttitudeResult {
  /** Who answered: the participant id (or code) that pairs a pre-test with a post-test. */
  student: string;
  isPretest: boolean;
  /** Statement id → rating 1..5; null or missing ids for a result without (all of) the scale. */
  attitude?: Readonly<Record<string, number>> | null;
}

/** One statement's figures within a test (Cronbach's α's item statistics). */
export interface AttitudeItemStatistics {
  id: string;
  positive: boolean;
  /** Mean rating after reversing a negative statement (6 − x). */
  mean: number;
  /** r of the statement with the sum of the others; null when either is the same for all. */
  correctedItemTotal: number | null;
  alphaIfDeleted: number | null;
  alphaIfDeletedReason: AlphaUndefinedReason | null;
}

/** The attitude scale within one test (pre or post). */
export interface AttitudeTest {
  /** Results with every statement rated; the sums and α use these. */
  n: number;
  /** The sum of the (reversed) ratings: k to 5k for k statements. */
  sum: Descriptives;
  alpha: number | null;
  alphaReason: AlphaUndefinedReason | null;
  /** Per statement in the scale's order; empty when α is undefined. */
  items: AttitudeItemStatistics[];
}

export interface AttitudeAnalysis {
  /** Statements, and the lowest and highest possible sum. */
  items: number;
  range: { min: number; max: number };
  pretest: AttitudeTest;
  posttest: AttitudeTest;
  /** Results left out for a missing or out-of-range rating. */
  incomplete: number;
  /** Students with a complete pre-test and post-test: the paired comparison's n. */
  pairs: number;
  /** The paired students' sums, pre and post, and their differences post − pre. */
  descriptives: { pre: Descriptives; post: Descriptives; difference: Descriptives };
  /** As the knowledge test's evidence: Shapiro–Wilk chooses the paired t-test or Wilcoxon. */
  comparison: PairedComparison;
  /** Plain Indonesian: the scale's reliability and the change of the sum. */
  sentence: string;
}

const LIKERT_POINTS = 5;
const isRating = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= LIKERT_POINTS;

/**
 * The attitude scale's analysis (skala sikap): each result's ratings with negative statements
 * reversed (6 − x) and summed; per test the sum's descriptives and Cronbach's α with each
 * statement's corrected item-total r and α if deleted; the pre/post comparison of the sum over the
 * students with both, chosen as the knowledge test's is (`pairedComparison`); and a sentence.
 * A result without a valid rating for every statement is left out and counted. A student with
 * more than one result of a test counts with the last one given.
 */
export function attitudeAnalysis(
  scale: readonly PackAttitudeItem[],
  results: readonly AttitudeResult[],
): AttitudeAnalysis {
  const pre = new Map<string, number[]>();
  const post = new Map<string, number[]>();
  let incomplete = 0;
  for (const result of results) {
    const ratings = scale.map((item) => result.attitude?.[item.id]);
    if (!ratings.every(isRating)) {
      incomplete += 1;
      continue;
    }
    const scored = ratings.map((rating, j) =>
      scale[j].positive ? rating : LIKERT_POINTS + 1 - rating,
    );
    (result.isPretest ? pre : post).set(result.student, scored);
  }

  const sum = (row: readonly number[]) => row.reduce((total, x) => total + x, 0);
  const paired = [...pre.keys()].filter((student) => post.has(student));
  const preSums = paired.map((student) => sum(pre.get(student)!));
  const postSums = paired.map((student) => sum(post.get(student)!));
  const comparison = pairedComparison(preSums, postSums, 'Skor sikap');
  const pretest = testOf(scale, [...pre.values()]);
  const posttest = testOf(scale, [...post.values()]);
  return {
    items: scale.length,
    range: { min: scale.length, max: LIKERT_POINTS * scale.length },
    pretest,
    posttest,
    incomplete,
    pairs: paired.length,
    descriptives: {
      pre: describe(preSums),
      post: describe(postSums),
      difference: describe(postSums.map((value, i) => value - preSums[i])),
    },
    comparison,
    sentence: attitudeSentence(pretest, posttest, paired.length, comparison),
  };
}

function testOf(scale: readonly PackAttitudeItem[], rows: number[][]): AttitudeTest {
  const alpha = cronbachAlpha(rows);
  return {
    n: rows.length,
    sum: describe(rows.map((row) => row.reduce((total, x) => total + x, 0))),
    alpha: alpha.alpha,
    alphaReason: alpha.reason,
    items: alpha.items.map((item, j) => ({
      id: scale[j].id,
      positive: scale[j].positive,
      mean: rows.reduce((total, row) => total + row[j], 0) / rows.length,
      ...item,
    })),
  };
}

const alphaText = (test: AttitudeTest) =>
  test.alpha === null ? 'tidak dapat dihitung' : `α = ${formatDecimal(test.alpha, 2)}`;

/**
 * "Reliabilitas skala sikap: pretest α = 0,81; posttest α = 0,84." and the comparison's sentence
 * ("Skor sikap posttest (rata-rata 41) lebih tinggi daripada pretest …"), or why there is none.
 */
function attitudeSentence(
  pretest: AttitudeTest,
  posttest: AttitudeTest,
  pairs: number,
  comparison: PairedComparison,
): string {
  const reliability =
    `Reliabilitas skala sikap: pretest ${alphaText(pretest)} (${pretest.n} siswa); ` +
    `posttest ${alphaText(posttest)} (${posttest.n} siswa).`;
  if (comparison.sentence) return `${reliability} ${comparison.sentence}`;
  if (comparison.notes.includes('all-differences-zero')) {
    return `${reliability} Skor sikap setiap siswa sama pada pretest dan posttest (${pairs} siswa).`;
  }
  return (
    `${reliability} Skor sikap pretest dan posttest belum dapat dibandingkan: baru ${pairs} ` +
    'siswa mengisi skala sikap pada keduanya (paling sedikit 3).'
  );
}
