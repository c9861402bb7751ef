import type { DesignSection, DesignsReport } from './designs.js';
import type { GainBand, KnowledgeLevel, NGainEffectiveness } from './bands.js';

/**
 * The wire shape of the statistics of a pre-/post-test selection (a session, a class, the whole
 * programme): what a school report or a community-service paper tabulates. Differences are
 * post − pre, in percentage points. Figures are numbers, unrounded; the app formats them.
 */

/** Descriptive statistics of one column. SD is the sample SD (n − 1); quartiles as R's type 7. */
export interface Descriptives {
  n: number;
  mean: number | null;
  sd: number | null;
  median: number | null;
  q1: number | null;
  q3: number | null;
  iqr: number | null;
  min: number | null;
  max: number | null;
}

/** Shapiro–Wilk on the paired differences (Royston's algorithm, as R's `shapiro.test`). */
export interface NormalityTest {
  w: number;
  p: number;
  /**
   * p ≥ 0.05: the differences do not depart significantly from normal, so the paired t-test may
   * be used (not a proof that they are normal).
   */
  normal: boolean;
}

/** Paired t-test (as R's `t.test(post, pre, paired = TRUE)`), with Cohen's d_z. */
export interface PairedTTest {
  t: number;
  df: number;
  /** Two-sided. */
  p: number;
  meanDifference: number;
  /** 95% confidence interval of the mean difference. */
  ciLow: number;
  ciHigh: number;
  /** Cohen's d_z = mean difference / SD of the differences. */
  dz: number;
  /** 95% CI of d_z by the noncentral t method. */
  dzCiLow: number;
  dzCiHigh: number;
  /**
   * Cohen's d_av = mean difference / ((SD_pre + SD_post) / 2) (Lakens 2013), beside d_z; null
   * when neither test has any spread. Always sent by this server; optional in the type only so
   * that answers made before it still fit.
   */
  dAv?: number | null;
}

/** Wilcoxon signed-rank (as R's `wilcox.test(post, pre, paired = TRUE, correct = TRUE)`). */
export interface WilcoxonTest {
  /** Sum of the ranks of the positive differences. */
  v: number;
  /** Two-sided. */
  p: number;
  /** Exact when fewer than 50 non-zero differences, no ties and no zeros; else normal approx. */
  exact: boolean;
  /** The standard normal statistic (with tie and continuity corrections). */
  z: number;
  /** Non-zero differences: the n of the test and of r. */
  nonZero: number;
  /** Zero differences, dropped from the test. */
  zeros: number;
  /** r = z / √nonZero. */
  r: number;
  /** Matched-pairs rank-biserial correlation. */
  rankBiserial: number;
}

/** Which test the selection's differences call for; null when none can be run. */
export type ChosenTest = 'paired-t' | 'wilcoxon';

/** Why no test was run, or what to be careful of. */
export type EvidenceNote =
  | 'too-few-pairs' // fewer than 3 pairs: no test
  | 'all-differences-zero' // every difference is 0: no test
  | 'small-sample' // fewer than 10 pairs: a caution
  | 'normality-not-run-large'; // more than 5000 pairs: Shapiro–Wilk is not run, Wilcoxon chosen

export interface NGainMeasures {
  /** Hake's ⟨g⟩ of the means (Hake 1998), the leading gain figure, and its band. */
  hake: number | null;
  hakeBand: GainBand | null;
  /**
   * The N-gain percentage ⟨g⟩ × 100 (unrounded) and its effectiveness category (bands.ts). Always
   * sent by this server; optional in the type only so that answers made before it still fit.
   */
  hakePercent?: number | null;
  effectiveness?: NGainEffectiveness | null;
  /** Mean of the students' individual g ("rata-rata g per siswa"), the other figure, and its band. */
  meanG: number | null;
  meanGBand: GainBand | null;
  /** Students whose g is defined, and those left out for a 100% pre-test. */
  gStudents: number;
  excludedFullPretest: number;
  /** Share (0–1) of the gStudents in each band; a negative g counts as low. */
  shares: Record<GainBand, number>;
  /** Mean normalised change c (Marx & Cummings), kept beside g. */
  meanC: number | null;
}

export interface Evidence {
  /** Pairs used in the tests. */
  pairs: number;
  /** Students with only a pre-test, and with only a post-test. */
  pretestOnly: number;
  posttestOnly: number;
  /**
   * Flagged pairs: their tests were scored with different answer-key versions; the student opened
   * the materials before the pre-test. Left out of the tests by default; with `flaggedIncluded`,
   * the pairs included despite the flag. A pair with both flags counts under the first.
   */
  excludedOtherKey: number;
  excludedMaterialsFirst: number;
  /** Whether the tests use the flagged pairs too (false by default). */
  flaggedIncluded: boolean;
  descriptives: { pre: Descriptives; post: Descriptives; difference: Descriptives };
  normality: NormalityTest | null;
  tTest: PairedTTest | null;
  wilcoxon: WilcoxonTest | null;
  chosen: ChosenTest | null;
  notes: EvidenceNote[];
  /**
   * One sentence in plain Indonesian a teacher can paste into a report, with the test's figures
   * as APA writes them and decimal commas: for the paired t-test the Shapiro–Wilk verdict
   * ("selisih tidak menyimpang secara bermakna dari normal (Shapiro–Wilk, W = …; p = …)"), the
   * means, t(df) = …; p …; IK 95% [..; ..] and d_z; for Wilcoxon the Shapiro–Wilk verdict when it
   * ran, the medians, V = …; z = …; p … and r. Null when no test ran.
   */
  sentence: string | null;
  nGain: NGainMeasures;
  /**
   * The knowledge level of the pairs' pre-tests and post-tests (the pairs in the tests). Always
   * sent by this server; optional in the type only so that answers made before it still fit.
   */
  knowledgeLevels?: { pre: KnowledgeLevels; post: KnowledgeLevels };
}

/** How many of the pairs' scores of one test are in each knowledge level (bands.ts). */
export interface KnowledgeLevels {
  counts: Record<KnowledgeLevel, number>;
  /** Share (0–1) of the pairs in each level; 0 each without pairs. */
  shares: Record<KnowledgeLevel, number>;
}

/**
 * Why the meta-analysis leaves a session out: fewer than 3 pairs; every difference the same (a
 * standard error of 0); the only session it could pool (a pool needs two).
 */
export type NotPooledReason = 'too-few-pairs' | 'no-spread' | 'single-session';

/** One session's mean difference as the programme's meta-analysis reads it. */
export interface SessionEffect {
  /** Pairs of the session's tests (as its evidence's `pairs`). */
  pairs: number;
  /** Mean of post − pre, in percentage points; null without pairs. */
  meanDifference: number | null;
  /** Standard error SD of the differences / √pairs; null below 2 pairs. */
  se: number | null;
  /**
   * 95% CI of the mean difference from t on pairs − 1 df (as the paired t-test's), whichever
   * test the session's evidence chose; null below 2 pairs or when every difference is the same.
   */
  ciLow: number | null;
  ciHigh: number | null;
  /** Whether the meta-analysis pools it; when not, `notPooled` says why. */
  pooled: boolean;
  notPooled: NotPooledReason | null;
  /** Its share (0–1) of the random-effects weights; null when not pooled. */
  weight: number | null;
}

/**
 * DerSimonian–Laird random-effects meta-analysis of the sessions' mean differences (percentage
 * points), each weighted by 1 / (SE² + τ²). Figures unrounded.
 */
export interface MetaAnalysis {
  /** Sessions pooled (2 or more). */
  k: number;
  /** The pooled mean difference, its standard error and normal 95% CI. */
  estimate: number;
  se: number;
  ciLow: number;
  ciHigh: number;
  /** estimate / se, and its two-sided normal p. */
  z: number;
  p: number;
  /** Between-session variance τ² (DerSimonian–Laird), in squared percentage points. */
  tau2: number;
  /** Cochran's Q on qDf = k − 1 degrees of freedom, and its p (χ²). */
  q: number;
  qDf: number;
  qP: number;
  /** I² = max(0, (Q − df) / Q), a share (0–1) of the spread that is between sessions. */
  i2: number;
}

/** One session of the programme view (`GET /api/analytics/programme`). */
export interface ProgrammeSession {
  session_code: string;
  /** The session's name, as the sessions list shows it. */
  name: string;
  /**
   * The session's pack version: its id, the pack's title and its answer-key version. Always sent
   * by this server; optional in the type only so that answers made before it still fit.
   */
  pack?: { version: string; title: string; answer_key_version: string };
  evidence: Evidence;
  /**
   * Its mean difference with SE and CI, and its place in the meta-analysis. Always sent by this
   * server; optional in the type only so that answers made before it still fit.
   */
  effect?: SessionEffect;
}

/**
 * The sessions of one answer-key version, pooled: only sessions whose students answered the same
 * questions with the same keys are pooled and meta-analysed together.
 */
export interface ProgrammeGroup {
  answer_key_version: string;
  /** Its sessions' codes, newest first, as `sessions` lists them. */
  session_codes: string[];
  pooled: Evidence;
  /** Null with fewer than 2 sessions to pool. */
  metaAnalysis: MetaAnalysis | null;
  /**
   * Its taught sessions against its comparison classes, present only when it holds both: arms
   * are compared only within one answer-key version, as sessions are pooled.
   */
  comparison?: DesignSection;
}

/**
 * Every session side by side, a pooled row over all their pairs together (the students of every
 * session as one sample), and the random-effects meta-analysis of the sessions' mean differences.
 * Sessions are pooled only with sessions of the same answer-key version (`groups`); `pooled` and
 * `metaAnalysis` are those of the first group, the newest session's.
 */
export interface ProgrammeReport {
  sessions: ProgrammeSession[];
  pooled: Evidence;
  /**
   * Null with fewer than 2 sessions to pool. Always sent by this server; optional in the type
   * only so that answers made before it still fit.
   */
  metaAnalysis?: MetaAnalysis | null;
  /**
   * The sessions by answer-key version, in the order of each one's newest session; each session's
   * `effect` is its place in its own group's meta-analysis. Always sent by this server; optional
   * in the type only so that answers made before it still fit.
   */
  groups?: ProgrammeGroup[];
  /**
   * Present only when a group holds both taught sessions and comparison classes: `comparison`,
   * the first such group's (its `answerKeyVersion` says which; `otherGroups` how many more have
   * one of their own, in `groups`).
   */
  designs?: DesignsReport;
}
