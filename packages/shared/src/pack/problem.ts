/*
 * What the instrument check (`check.ts`) answers: a problem of the pack's test, its rule and how
 * much it weighs. The rules are named here so the document's validation can refuse a `reviewed`
 * entry for a rule that does not exist, or for an error (an error cannot be reviewed away).
 */

/** Rules whose problem blocks publishing: the test would not measure what the lesson teaches. */
export const PACK_ERROR_RULES = [
  'key-fact-not-taught',
  'key-read-before-pretest',
  'identical-options',
  'missing-key',
  'missing-explanation',
] as const;

/** Rules whose problem blocks publishing until the writer reviews it with a written reason. */
export const PACK_WARNING_RULES = [
  'key-length',
  'key-convergence',
  'key-middle-number',
  'absolute-word',
  'option-repeats-stem',
  'stem-names-other-key',
  'borrowed-distractors',
  'key-letter-overused',
  'quiz-word',
] as const;

export type PackErrorRule = (typeof PACK_ERROR_RULES)[number];
export type PackWarningRule = (typeof PACK_WARNING_RULES)[number];
export type PackRule = PackErrorRule | PackWarningRule;

export interface PackProblem {
  /** The question's name; absent for a problem of the whole test. */
  question?: string;
  rule: PackRule;
  severity: 'error' | 'warning';
  /** Plain Indonesian for the writer: what is wrong and why it matters for the test. */
  message: string;
  /** The document's field the problem points at, e.g. `questions[3].options[1].text`. */
  field?: string;
  /** A warning the writer reviewed in the question's `reviewed`, with a written reason. */
  reviewed?: true;
}

export const isPackWarningRule = (rule: string): rule is PackWarningRule =>
  (PACK_WARNING_RULES as readonly string[]).includes(rule);
