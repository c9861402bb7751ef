import type { Descriptives, TestForm } from '@piba/shared';
import { formatDecimal } from '@piba/shared';
import { hakeGain } from '../learning-gain.js';
import { describe } from '../statistics/descriptives.js';
import { pText, score } from '../statistics/evidence-sentence.js';
import { pairedComparison, type PairedComparison } from '../statistics/evidence.js';
import {
  EQUIVALENCE_MARGIN,
  tostWelch,
  welchT,
  type EquivalenceTest,
  type WelchTest,
} from '../statistics/two-groups.js';

/** A student's pre-test and post-test (percentages) and the form each was answered on. */
export interface FormPair {
  preForm: TestForm;
  postForm: TestForm;
  pre: number;
  post: number;
}

/** The pairs of one order of forms, e.g. pre-test A then post-test B. */
export interface FormOrderGain {
  preForm: TestForm;
  postForm: TestForm;
  pairs: number;
  pre: Descriptives;
  post: Descriptives;
  /** Post − pre, in percentage points. */
  gain: Descriptives;
  /** Hake's ⟨g⟩ of the means; null at a 100% pre-test mean. */
  hake: number | null;
}

export interface FormsAnalysis {
  /** The pre-test percentages by the form they were answered on. */
  pretest: { A: Descriptives; B: Descriptives };
  /** Welch's t of form A's pre-test mean minus form B's; null below 2 students on a form. */
  welch: WelchTest | null;
  /** Two one-sided tests that the forms' pre-test means are within ±margin points. */
  equivalence: EquivalenceTest | null;
  /** Each order of forms in the data: A→B, B→A (and A→A, B→B if a pair has one form). */
  orders: FormOrderGain[];
  /** Every pair together: the gain and its paired comparison, as the knowledge evidence's. */
  overall: FormOrderGain & { comparison: PairedComparison };
  /** Plain Indonesian: whether the forms are equivalent at the pre-test, and the gain. */
  sentence: string;
}

/** The gain of a set of pairs. */
function gainOf(pairs: readonly FormPair[], preForm: TestForm, postForm: TestForm): FormOrderGain {
  const pre = pairs.map((pair) => pair.pre);
  const post = pairs.map((pair) => pair.post);
  const preScores = describe(pre);
  const postScores = describe(post);
  return {
    preForm,
    postForm,
    pairs: pairs.length,
    pre: preScores,
    post: postScores,
    gain: describe(post.map((value, i) => value - pre[i])),
    hake: hakeGain(preScores.mean, postScores.mean),
  };
}

const ORDERS: ReadonlyArray<[TestForm, TestForm]> = [
  ['A', 'B'],
  ['B', 'A'],
  ['A', 'A'],
  ['B', 'B'],
];

/**
 * Parallel forms (A and B of one pack version): whether they are equally hard, from the
 * pre-tests, where no student has been taught yet: Welch's t of form A's pre-test mean minus
 * form B's and the TOST of equivalence within ±10 percentage points (`EQUIVALENCE_MARGIN`); and
 * the gain per order of forms and over every pair (a pair across the two forms is a proper pair).
 * With "A-B" every pre-test is form A: the forms cannot be compared, and the sentence says so.
 */
export function formsAnalysis(pairs: readonly FormPair[]): FormsAnalysis {
  const preOn = (form: TestForm) => pairs.filter((p) => p.preForm === form).map((p) => p.pre);
  const preA = preOn('A');
  const preB = preOn('B');
  const welch = welchT(preA, preB);
  const equivalence = tostWelch(preA, preB, EQUIVALENCE_MARGIN);
  const orders = ORDERS.flatMap(([preForm, postForm]) => {
    const these = pairs.filter((p) => p.preForm === preForm && p.postForm === postForm);
    return these.length > 0 || preForm !== postForm ? [gainOf(these, preForm, postForm)] : [];
  });
  const overall = {
    ...gainOf(pairs, 'A', 'B'),
    comparison: pairedComparison(
      pairs.map((p) => p.pre),
      pairs.map((p) => p.post),
    ),
  };
  const pretest = { A: describe(preA), B: describe(preB) };
  return {
    pretest,
    welch,
    equivalence,
    orders,
    overall,
    sentence: formsSentence(pretest, welch, equivalence, overall),
  };
}

const points = (value: number) => formatDecimal(value, 1, { trimZeros: true });

function formsSentence(
  pretest: { A: Descriptives; B: Descriptives },
  welch: WelchTest | null,
  equivalence: EquivalenceTest | null,
  overall: FormOrderGain & { comparison: PairedComparison },
): string {
  const { A, B } = pretest;
  let forms: string;
  if (!welch || !equivalence || A.mean === null || B.mean === null) {
    forms =
      `Kesetaraan bentuk A dan B belum dapat diuji: pretest bentuk A dikerjakan ${A.n} siswa ` +
      `dan bentuk B ${B.n} siswa (paling sedikit 2 pada setiap bentuk; rancangan AB-BA ` +
      'membagi pretest ke kedua bentuk).';
  } else {
    const means = `rata-rata pretest bentuk A (${score(A.mean)}) dan bentuk B (${score(B.mean)})`;
    const tost =
      `TOST ±${formatDecimal(equivalence.margin, 0)} poin persen, ${pText(equivalence.p)}; ` +
      `IK 90% [${formatDecimal(equivalence.ciLow, 2)}; ${formatDecimal(equivalence.ciHigh, 2)}]`;
    const welchFigures =
      `uji t Welch, t(${formatDecimal(welch.df, 1)}) = ${formatDecimal(welch.t, 2)}; ` +
      pText(welch.p);
    forms = equivalence.equivalent
      ? `Bentuk A dan B setara: ${means} berbeda kurang dari ` +
        `${formatDecimal(equivalence.margin, 0)} poin persen (${tost}; ${welchFigures}).`
      : `Kesetaraan bentuk A dan B belum terbukti: selisih ${means} bisa mencapai ` +
        `${formatDecimal(equivalence.margin, 0)} poin persen atau lebih (${tost}; ` +
        `${welchFigures}).`;
  }
  const gain = overall.gain.mean;
  const gainText =
    gain === null
      ? ''
      : ` Kenaikan rata-rata dari pretest ke posttest pada ${overall.pairs} siswa: ` +
        `${points(gain)} poin persen.`;
  const test = overall.comparison.sentence ? ` ${overall.comparison.sentence}` : '';
  return `${forms}${gainText}${test}`;
}
