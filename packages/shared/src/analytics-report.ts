import type { DifficultyBand, GainBand, NGainEffectiveness, StudentBand } from './bands.js';
import type { Evidence } from './evidence.js';
import type { DesignsReport } from './designs.js';
import type { SessionConsent } from './sessions.js';
import type { OptionValue, PackTaughtIn } from './pack/document.js';

// The wire shape of GET /api/analytics, written once for the server and the app.

/**
 * The figures of a class, or of the whole selection. Every figure that compares the pre-test with
 * the post-test is over the pairs the tests use (`testedPairs`: every pair, less the flagged ones
 * unless includeFlagged), as the evidence's; figures over every result, paired or not, are kept
 * apart in `allResults`. The participant counts are over every student of the class.
 */
export interface GroupMeasures {
  /** Students with a pre-test, with a post-test, and with both (every pair, flagged or not). */
  pretestStudents: number;
  posttestStudents: number;
  pairedStudents: number;
  // The fields marked "always sent" below are optional in the type only so that answers made
  // before them still fit.
  /** Always sent. Students with only a pre-test, and with only a post-test (the unpaired). */
  pretestOnly?: number;
  posttestOnly?: number;
  /** Always sent. Attrition: pretestOnly / pretestStudents (0–1); null without pre-tests. */
  attritionRate?: number | null;
  /** Always sent. The pairs the figures below are over: the pairs the tests use. */
  testedPairs?: number;
  /** Mean percentage of the tested pairs' first pre-test and last post-test. */
  meanPre: number | null;
  meanPost: number | null;
  /** Hake's ⟨g⟩ of the two means (Hake 1998), the leading gain figure, and its band. */
  hakeGain: number | null;
  hakeBand: GainBand | null;
  /** Always sent. The effectiveness category of hakeGain × 100 (bands.ts). */
  effectiveness?: NGainEffectiveness | null;
  /**
   * Always sent. The mean of the tested pairs' own g ("rata-rata g per siswa"), students with a
   * 100% pre-test left out, and its band.
   */
  meanG?: number | null;
  meanGBand?: GainBand | null;
  /** Mean of the tested pairs' normalized change c (Marx & Cummings). */
  meanNormalizedChange: number | null;
  /** Always sent. Every first pre-test and last post-test, paired or not: never compared. */
  allResults?: AllResultsMeasures;
}

/** Counts and means over every result (each student's first pre-test, last post-test). */
export interface AllResultsMeasures {
  pretestStudents: number;
  posttestStudents: number;
  meanPre: number | null;
  meanPost: number | null;
}

/** A class is a class of one session: "8A" at two schools are two classes. */
export interface ClassMeasures extends GroupMeasures {
  session_code: string | null;
  class_room: string | null;
}

export interface ItemMeasures {
  /** Students whose answers are known. */
  answered: number;
  /** Difficulty index: share of them who chose the right option. */
  p: number | null;
  band: DifficultyBand | null;
  /** Discrimination index: p of the upper 27% minus p of the lower 27%, by score. */
  discrimination: number | null;
  /** Point-biserial r_pb of the item with the total score (the item included). */
  pointBiserial: number | null;
  // The five fields below are always sent by this server; they are optional in the type only so
  // that answers made before them still fit.
  /**
   * Corrected item-total correlation: r of the item (0/1) with the total score without it (the
   * rest score); null below 3 students or when the item or the rest score is the same for all.
   */
  correctedItemTotal?: number | null;
  /** The r table: the critical r at α = 0.05 two-sided for `answered` students (df = n − 2). */
  rTable?: number | null;
  /** Valid when correctedItemTotal ≥ rTable (unrounded); null when either is null. */
  valid?: boolean | null;
  /** `right` when every student answered it right, `wrong` when none did; else null. */
  sameForEveryone?: 'right' | 'wrong' | null;
  /**
   * A wrong option chosen by 80% or more of the students: perhaps the key is wrong (or the
   * question misleads). Null when no wrong option was chosen that often.
   */
  likelyWrongKey?: OptionValue | null;
  /** Who chose each option, in the order of the options (A, B, C). */
  options: OptionShare[];
}

/**
 * Why a distractor may not work: `rare` when fewer than 5% chose it, `ambiguous` when the upper
 * 27% chose it more often than the key.
 */
export type DistractorFlag = 'rare' | 'ambiguous';

export interface OptionShare {
  option: OptionValue;
  /** Whether it is the key. */
  correct: boolean;
  /** Share of the students whose answers are known who chose it. */
  share: number | null;
  /** Share of the upper 27% (by score) who chose it. */
  upperShare: number | null;
  /** A distractor's flags; always empty for the key. */
  flags: DistractorFlag[];
}

/** The reliability of one test: Kuder–Richardson formula 20 over the questions of the bank. */
export interface TestReliability {
  /** Students whose answers are known. */
  answered: number;
  /** KR-20; null with fewer than two students or when every total score is the same. */
  kr20: number | null;
  /**
   * KR-20's band (Arikunto, Dasar-Dasar Evaluasi Pendidikan): each band from its lower end, of
   * KR-20 as given here. Always sent by this server; optional in the type only so that answers
   * made before it still fit.
   */
  kr20Band?: ReliabilityBand | null;
}

/**
 * Arikunto's bands of a reliability coefficient: from 0.800 very-high (sangat tinggi), from 0.600
 * high (tinggi), from 0.400 moderate (cukup), from 0.200 low (rendah), below that very-low
 * (sangat rendah). Values in English, as every new band's; the page writes Arikunto's words.
 */
export type ReliabilityBand = 'very-high' | 'high' | 'moderate' | 'low' | 'very-low';

/**
 * A question's flags, for revising it after a pilot: `known-before` when it is in the easy band
 * (mudah) on the pre-test, so most students knew it before the lesson and it cannot show the
 * lesson's effect. Values in English, as every new band's; the page writes them in Indonesian.
 */
export type QuestionFlag = 'known-before';

/**
 * Each question over the pairs the tests use whose pre-test and post-test were both answered with
 * the analysed pack version's answer key: the same students before and after.
 */
export interface QuestionMeasures {
  name: string;
  topic: string;
  // The three fields below are always sent by this server; they are optional in the type only so
  // that answers made before them still fit.
  /** The question as the students read it (its stem). */
  stem?: string;
  /** Where the pack teaches its fact. */
  taughtIn?: PackTaughtIn;
  /** Its flags over the pairs the tests use. */
  flags?: QuestionFlag[];
  pre: ItemMeasures;
  post: ItemMeasures;
  /**
   * Hake's g of the question's share right, (p_post − p_pre) / (1 − p_pre): how much of what the
   * class did not know of its topic it learnt. Null without answers on either side, or p_pre = 1.
   */
  gain: number | null;
  /**
   * How the same students' answers to the question changed between the tests, with the exact
   * McNemar test. Always sent by this server; optional in the type only so that answers made
   * before it still fit. (Not a student's normalised change c, `PairedStudent.change`.)
   */
  mcnemar?: McNemarTest;
}

/**
 * One question's change over the pairs of `QuestionMeasures`: the students wrong on the pre-test
 * and right on the post-test, and those right and then wrong; the exact McNemar p (the two-sided
 * binomial test of the first count among both, at ½) and that p adjusted by Holm across the
 * questions. Both p are null when no student's answer changed (no test).
 */
export interface McNemarTest {
  wrongToRight: number;
  rightToWrong: number;
  p: number | null;
  pHolm: number | null;
}

export interface PairedStudent {
  name: string | null;
  /**
   * The participant code of the pseudonymous exports, never the name: a keyed hash of session,
   * class and name. Not the participant id, which the student's tab makes and pairs their tests.
   */
  participant_code: string | null;
  session_code: string | null;
  class_room: string | null;
  pre: number;
  post: number;
  /** Normalized change c; null when both tests are 0% or both 100%. */
  change: number | null;
  band: StudentBand | null;
}

export interface StudentWithoutPosttest {
  name: string | null;
  /**
   * The participant code of the pseudonymous exports, never the name: a keyed hash of session,
   * class and name. Not the participant id, which the student's tab makes and pairs their tests.
   */
  participant_code: string | null;
  session_code: string | null;
  class_room: string | null;
  pre: number;
  pretest_at: string;
}

/** The session analysed, for the report's design and ethics lines. */
export interface AnalysedSession {
  code: string;
  /** The session's name as the admin gave it (the school and class, e.g. "SMP Harapan — Kelas 8A"). */
  name: string;
  /** Who confirmed the parents' or guardians' consent, and when; null when nobody did. */
  consent: SessionConsent | null;
  /**
   * A comparison class (kelompok pembanding): pre-test and post-test without the lesson between
   * them, the lesson opened after the post-test (a wait-list). Always sent by this server;
   * optional in the type only so that answers made before it still fit.
   */
  comparison?: boolean;
}

/** The lesson pack version analysed: a session's own, else the default pack's current one. */
export interface AnalysedPack {
  /** The pack version's id, 16 hex digits. */
  version: string;
  /** The pack's title as its document gives it. */
  title: string;
}

/** The time between each tested pair's pre-test and post-test. */
export interface TestInterval {
  /** The pairs measured: the pairs the tests use. */
  pairs: number;
  /** Median, shortest and longest, in hours (unrounded); null without pairs. Days: hours / 24. */
  medianHours: number | null;
  minHours: number | null;
  maxHours: number | null;
}

export interface AnalyticsReport {
  /** The session analysed (a session key's own, or the admin's filter); null for all. */
  session: string | null;
  /**
   * The one session analysed, its name and consent record; null for every session or results
   * without one. Always sent by this server; optional in the type only so that answers made
   * before it still fit.
   */
  sessionDetails?: AnalysedSession | null;
  /** Always sent by this server (see sessionDetails). */
  testInterval?: TestInterval;
  classRoom: string | null;
  overall: GroupMeasures;
  classes: ClassMeasures[];
  /**
   * The pack version analysed (the session's, else the default pack's current version). Always
   * sent by this server; optional in the type only so that answers made before it still fit.
   */
  pack?: AnalysedPack;
  /** The answer-key version of that pack version; `questions` counts only answers scored with it. */
  answerKeyVersion: string;
  questions: QuestionMeasures[];
  /**
   * The reliability of the pre-test and of the post-test, over the students of `questions`.
   */
  reliability: { pre: TestReliability; post: TestReliability };
  /**
   * Pre- and post-tests of every result (each student's first and last) whose answers were
   * scored with another answer key: left out of `questions`.
   */
  excludedOtherVersion: number;
  /** The statistics of every pair of the selection (`pairs` below lists at most 1,000). */
  evidence: Evidence;
  pairs: PairedStudent[];
  withoutPosttest: StudentWithoutPosttest[];
  /** Present only when the session analysed uses a research design (DesignsReport). */
  designs?: DesignsReport;
}
