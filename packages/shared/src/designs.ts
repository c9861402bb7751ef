import { fnv1a32 } from './answer-key.js';

/*
 * Research designs a session may choose when it is created; a session that chooses none runs as
 * one form of the test, options in their written order, no delayed test, and no comparison.
 */

/**
 * Which form each test of a session asks: only form A ("A"); form A at the pre-test and form B at
 * the post-test ("A-B"); or, by arrival, half the students A then B and half B then A ("AB-BA").
 */
export const FORM_DESIGNS = ['A', 'A-B', 'AB-BA'] as const;
export type FormDesign = (typeof FORM_DESIGNS)[number];

/** A form of a pack's test: A is its `questions`, B its `form_b`. */
export type TestForm = 'A' | 'B';

/** What a session's results are collected for, beside the pre-test and post-test of form A. */
export interface SessionDesign {
  form_design: FormDesign;
  /** Each student sees each question's options in an order of their own (`optionOrder`). */
  shuffle_options: boolean;
  /** A WIB date (YYYY-MM-DD) from which a student's test is the delayed test; null for none. */
  delayed_test_from: string | null;
  /** The session is a comparison class: taught otherwise, its gains set against the taught ones. */
  comparison: boolean;
}

/** Every design off: the session behaves as one without designs. */
export const DEFAULT_SESSION_DESIGN: SessionDesign = {
  form_design: 'A',
  shuffle_options: false,
  delayed_test_from: null,
  comparison: false,
};

/** One rating of the attitude scale: 1 sangat tidak setuju … 5 sangat setuju. */
export type LikertValue = 1 | 2 | 3 | 4 | 5;

/** A result's attitude ratings: statement id → rating, as written (a negative one not reversed). */
export type AttitudeAnswers = Record<string, LikertValue>;

/** The six orders of three options, as 0-based indexes into a question's `options`. */
const ORDERS: ReadonlyArray<readonly [number, number, number]> = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

/**
 * The order in which a student sees a question's options: 0-based indexes into its `options`,
 * shown as A, B and C in that order (`[2, 0, 1]`: A shows the third option). The letters stay;
 * the texts move; an answer is stored as the chosen option's own value, so scoring is unchanged.
 * Deterministic: the same seed (the participant id) and question name always give the same
 * order, so the review after the post-test shows the order that student saw.
 */
export function optionOrder(seed: string, questionName: string): [number, number, number] {
  const hash = Number.parseInt(fnv1a32(`${seed}\u0000${questionName}`), 16);
  const [a, b, c] = ORDERS[hash % ORDERS.length];
  return [a, b, c];
}

/** A question's options in the order `optionOrder` gives the student with this seed. */
export function optionsInOrder<T>(options: readonly T[], seed: string, questionName: string): T[] {
  return optionOrder(seed, questionName).map((index) => options[index]);
}

/**
 * The form a student answers: form A throughout for "A"; for "A-B", A at the pre-test and B at
 * the post-test; for "AB-BA", the students by arrival in the session (0-based) alternate, the
 * first A then B, the second B then A, and so on.
 */
export function formFor(
  design: FormDesign | Pick<SessionDesign, 'form_design'>,
  arrivalIndex: number,
  isPretest: boolean,
): TestForm {
  const formDesign = typeof design === 'string' ? design : design.form_design;
  if (formDesign === 'A') return 'A';
  const firstForm: TestForm = formDesign === 'AB-BA' && arrivalIndex % 2 === 1 ? 'B' : 'A';
  if (isPretest) return firstForm;
  return firstForm === 'A' ? 'B' : 'A';
}

/**
 * A research design's section of an analysis: its figures as the server's analysis of that
 * design gives them (docs/api.md, "Research designs"), and its plain Indonesian sentence (null
 * when there is too little to say anything).
 */
export interface DesignSection {
  sentence: string | null;
  [figure: string]: unknown;
}

/**
 * One section per research design the analysed sessions use, each present only then: the
 * attitude scale (its pack version has one and results carry ratings), parallel forms (form
 * design A-B or AB-BA), the delayed test (delayed_test_from), and taught against comparison
 * sessions (sessions analysed together, at least one a comparison class).
 */
export interface DesignsReport {
  attitude?: DesignSection;
  forms?: DesignSection;
  delayed?: DesignSection;
  comparison?: DesignSection;
}
