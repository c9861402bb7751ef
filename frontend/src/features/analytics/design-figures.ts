import type { Descriptives, DesignsReport } from '@piba/shared';

/*
 * The research designs' figures as the analysis answers them (docs/api.md, "Research designs"):
 * the shared type keeps each section open, so the page reads them by these shapes.
 */

interface WelchFigures {
  t: number;
  df: number;
  p: number;
  meanDifference: number;
  ciLow: number;
  ciHigh: number;
}

interface PairedFigures {
  chosen: 'paired-t' | 'wilcoxon' | null;
  tTest: { t: number; df: number; p: number } | null;
  wilcoxon: { v: number; p: number } | null;
}

export interface AttitudeFigures {
  items: number;
  range: { min: number; max: number };
  pretest: AttitudeTestFigures;
  posttest: AttitudeTestFigures;
  incomplete: number;
  pairs: number;
  comparison: PairedFigures;
  sentence: string | null;
}

interface AttitudeTestFigures {
  n: number;
  sum: Descriptives;
  alpha: number | null;
  items: {
    id: string;
    positive: boolean;
    mean: number;
    correctedItemTotal: number | null;
    alphaIfDeleted: number | null;
  }[];
}

interface FormOrderFigures {
  preForm: 'A' | 'B';
  postForm: 'A' | 'B';
  pairs: number;
  pre: Descriptives;
  post: Descriptives;
  gain: Descriptives;
  hake: number | null;
}

/** One question's difficulty (share right) and discrimination on one test, with its takers. */
interface FormItemFigures {
  pretest: number;
  posttest: number;
  questions: {
    name: string;
    pre: FormItem;
    post: FormItem;
  }[];
}

interface FormItem {
  answered: number;
  p: number | null;
  band: string | null;
  discrimination: number | null;
}

export interface FormsFigures {
  pretest: { A: Descriptives; B: Descriptives };
  /**
   * Which students and forms the per-question figures cover, and why no question's change; form
   * B's difficulty and discrimination per question (form A's are the item table's).
   */
  items?: { note: string; B?: FormItemFigures };
  welch: WelchFigures | null;
  equivalence: {
    margin: number;
    p: number;
    equivalent: boolean;
    ciLow: number;
    ciHigh: number;
  } | null;
  orders: FormOrderFigures[];
  overall: FormOrderFigures & { comparison: PairedFigures };
  sentence: string | null;
}

export type DelayedTestName = 'pretest' | 'posttest' | 'delayed';

export interface DelayedFigures {
  students: number;
  descriptives: Record<DelayedTestName, Descriptives>;
  friedman: { statistic: number; df: number; p: number } | null;
  pairs: {
    first: DelayedTestName;
    second: DelayedTestName;
    v: number;
    p: number | null;
    pHolm: number | null;
  }[];
  retentionUndefined: number;
  meanRetention: number | null;
  classRetention: number | null;
  sentence: string | null;
}

interface ArmFigures {
  students: number;
  sessions: number;
  pre: Descriptives;
  post: Descriptives;
  gain: Descriptives;
}

export interface ComparisonFigures {
  taught: ArmFigures;
  comparison: ArmFigures;
  welch: WelchFigures | null;
  hedgesG: { g: number; ciLow: number; ciHigh: number } | null;
  mannWhitney: { w: number; p: number; z: number; r: number } | null;
  ancova: { difference: number; df: number; p: number; ciLow: number; ciHigh: number } | null;
  notes: string[];
  sentence: string | null;
  /** The answer-key version of the sessions compared: arms are compared within one. */
  answerKeyVersion?: string;
  /** How many other answer-key versions' groups hold a comparison of their own. */
  otherGroups?: number;
}

/** A report's research designs' sections; undefined for a session without designs. */
export const designsOf = (report: object): DesignsReport | undefined =>
  (report as { designs?: DesignsReport }).designs;

/** The sections of a report, read by their shapes; absent ones stay absent. */
export function designFigures(designs: DesignsReport | undefined) {
  return {
    attitude: designs?.attitude as AttitudeFigures | undefined,
    forms: designs?.forms as FormsFigures | undefined,
    delayed: designs?.delayed as DelayedFigures | undefined,
    comparison: designs?.comparison as ComparisonFigures | undefined,
  };
}
