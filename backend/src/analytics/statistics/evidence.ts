import type {
  ChosenTest,
  Evidence,
  EvidenceNote,
  KnowledgeLevel,
  KnowledgeLevels,
  NormalityTest,
  PairedTTest,
  WilcoxonTest,
} from '@piba/shared';
import { knowledgeLevel } from '../learning-gain.js';
import { describe } from './descriptives.js';
import { differences } from './differences.js';
import { tTestSentence, wilcoxonSentence } from './evidence-sentence.js';
import { nGain } from './n-gain.js';
import { pairedTTest } from './paired-t.js';
import { shapiroWilk } from './shapiro-wilk.js';
import { wilcoxonSignedRank } from './wilcoxon.js';

const FEWEST_PAIRS = 3;
const SMALL_SAMPLE = 10;
const LARGEST_NORMALITY_SAMPLE = 5000;

export interface EvidenceCounts {
  pretestOnly: number;
  posttestOnly: number;
  excludedOtherKey: number;
  excludedMaterialsFirst: number;
}

/** How many of the scores are in each knowledge level, and their shares. */
export function knowledgeLevelsOf(scores: readonly number[]): KnowledgeLevels {
  const counts: Record<KnowledgeLevel, number> = { good: 0, fair: 0, poor: 0 };
  for (const score of scores) counts[knowledgeLevel(score)] += 1;
  const share = (level: KnowledgeLevel) => (scores.length ? counts[level] / scores.length : 0);
  return { counts, shares: { good: share('good'), fair: share('fair'), poor: share('poor') } };
}

/**
 * The statistics of a selection's pairs (those the tests use; the caller has removed the flagged
 * ones unless `flaggedIncluded`, and counts them either way). Both tests run whenever they can; `chosen` is the one the
 * differences call for: the paired t-test when Shapiro–Wilk finds them normal (p ≥ 0.05), else
 * Wilcoxon. No test below 3 pairs or when every difference is 0; a caution below 10 pairs; above
 * 5000 pairs Shapiro–Wilk does not apply and Wilcoxon is chosen.
 */
export function evidenceOf(
  pairs: ReadonlyArray<{ pre: number; post: number }>,
  counts: EvidenceCounts,
  flaggedIncluded = false,
): Evidence {
  const pre = pairs.map((pair) => pair.pre);
  const post = pairs.map((pair) => pair.post);
  const difference = pairs.map((pair) => pair.post - pair.pre);
  const descriptives = {
    pre: describe(pre),
    post: describe(post),
    difference: describe(difference),
  };
  const base = {
    pairs: pairs.length,
    ...counts,
    flaggedIncluded,
    descriptives,
    nGain: nGain(pre, post),
    knowledgeLevels: { pre: knowledgeLevelsOf(pre), post: knowledgeLevelsOf(post) },
  };
  return { ...base, ...pairedComparison(pre, post) };
}

/** The tests of paired scores, the one they call for, and its sentence (`evidenceOf`). */
export interface PairedComparison {
  normality: NormalityTest | null;
  tTest: Required<PairedTTest> | null;
  wilcoxon: WilcoxonTest | null;
  chosen: ChosenTest | null;
  notes: EvidenceNote[];
  sentence: string | null;
}

/**
 * Paired scores compared as the knowledge test's are: Shapiro–Wilk on the differences post − pre
 * chooses the paired t-test (p ≥ 0.05) or Wilcoxon; no test below 3 pairs or when every
 * difference is 0; a caution below 10 pairs; above 5000 pairs Wilcoxon without Shapiro–Wilk.
 * `subject` names the scores in the sentence ("Nilai", "Skor sikap").
 */
export function pairedComparison(
  pre: readonly number[],
  post: readonly number[],
  subject = 'Nilai',
): PairedComparison {
  const difference = differences(pre, post);
  const untested = (note: EvidenceNote): PairedComparison => ({
    normality: null,
    tTest: null,
    wilcoxon: null,
    chosen: null,
    notes: [note],
    sentence: null,
  });
  if (pre.length < FEWEST_PAIRS) return untested('too-few-pairs');
  if (difference.every((d) => d === 0)) return untested('all-differences-zero');

  const notes: EvidenceNote[] = [];
  if (pre.length < SMALL_SAMPLE) notes.push('small-sample');
  let normality: NormalityTest | null = null;
  if (pre.length > LARGEST_NORMALITY_SAMPLE) notes.push('normality-not-run-large');
  else normality = shapiroWilk(Array.from(difference));
  const tTest = pairedTTest(pre, post);
  const wilcoxon = wilcoxonSignedRank(pre, post);
  const chosen: ChosenTest = normality?.normal && tTest ? 'paired-t' : 'wilcoxon';
  const preScores = describe(pre);
  const postScores = describe(post);
  const sentence =
    chosen === 'paired-t' && tTest
      ? tTestSentence(tTest, preScores, postScores, normality, subject)
      : wilcoxon && wilcoxonSentence(wilcoxon, preScores, postScores, normality, subject);
  return { normality, tTest, wilcoxon, chosen, notes, sentence: sentence || null };
}
