import type { AttitudeAnswers, TestForm } from './designs.js';

/**
 * The wire shape of a history record, written once: the server's DTOs implement these types and
 * the app uses them for what it sends and reads (docs/product.md, "What a saved result contains").
 */

/** A submission: the body of `POST /api/history`, one quiz attempt's result as sent. */
export interface Submission {
  /**
   * A UUID the browser makes once per quiz attempt. Sending the same submission again answers
   * 200 with the stored record and stores nothing new; the same id with another body is 409.
   * Optional so that the original payload, without it, is still accepted.
   */
  submission_id?: string;
  /**
   * The participant id: a UUID the student's tab makes when they enter their identity (or a
   * returning student's, adopted from their pre-test); pairs their pre- and post-test. The
   * participant code of the exports is another identifier of the same student, computed by the
   * server from session, class and name; neither is derived from the other.
   */
  participant_id?: string;
  /** The option chosen for each question of the bank: { question1: 2, ... }, values 1..3. */
  answers?: QuizAnswers;
  /**
   * The version of the answer key the browser scored with (8 hex digits, from the bank). The
   * server checks the score against the answers only for the current version; a result of
   * another version is saved as sent.
   */
  answer_key_version?: string;
  /**
   * The join code of the session the student's tab joined, if any. A closed session's code is
   * still accepted; an unknown one never loses the result: it is saved without a session and
   * the answer's `warning` says so.
   */
  session_code?: string | null;
  name?: string | null;
  class_room?: string | null;
  /** `correct/total`, e.g. `7/10` */
  score: string;
  /** floor(100 * correct / total) */
  percentage: number;
  is_pretest: boolean;
  is_posttest: boolean;
  /**
   * A pre-test taken after the student had already opened the slides or the video in this tab,
   * so it does not measure what they knew before the lesson. Absent means false.
   */
  materials_seen_first?: boolean;
  /** The form of the test answered (the session's design); absent means form A. */
  test_form?: TestForm;
  /** The attitude scale's ratings, when the pack has one: statement id → 1..5 as answered. */
  attitude?: AttitudeAnswers;
  /** The delayed test, taken from the session's `delayed_test_from`: never the post-test. */
  is_delayed?: boolean;
}

export type QuizAnswers = Record<string, 1 | 2 | 3>;

export interface HistoryRecord {
  id: number;
  submission_id: string | null;
  participant_id: string | null;
  answers: QuizAnswers | null;
  /** Null for a result without answers. */
  answer_key_version: string | null;
  /** The session the result belongs to; null for a result saved without a join link. */
  session_code: string | null;
  name: string | null;
  class_room: string | null;
  score: string;
  percentage: number;
  is_pretest: boolean;
  is_posttest: boolean;
  /** A pre-test taken after the student had opened the materials (Submission). */
  materials_seen_first: boolean;
  /** As in Submission; optional so that records of servers without designs still fit. */
  test_form?: TestForm;
  attitude?: AttitudeAnswers | null;
  is_delayed?: boolean;
  /** ISO 8601, UTC */
  created_at: string;
}

/** `POST /api/history`'s answer: the stored record, and a note when something was not kept. */
export interface SavedHistoryRecord extends HistoryRecord {
  /** e.g. that the session code is unknown, so the result was saved without a session. */
  warning?: string;
}

/** Counts over every record that matches the filter, not just the page. */
export interface HistorySummary {
  pretest: number;
  posttest: number;
  /** Mean percentage, one decimal; null when nothing matches. */
  averagePercentage: number | null;
}

export interface HistoryPageMeta {
  page: number;
  pageSize: number;
  total: number;
  summary: HistorySummary;
}

export interface HistoryPage {
  data: HistoryRecord[];
  meta: HistoryPageMeta;
}

export const HISTORY_SORT_FIELDS = ['created_at', 'name', 'class_room', 'percentage'] as const;
export type HistorySortField = (typeof HISTORY_SORT_FIELDS)[number];
export type HistoryType = 'pretest' | 'posttest';

/** Filters shared by the list, the export and the summary. */
export interface HistoryFilter {
  /**
   * A session's join code, or `none` for results without a session. Only the admin key can
   * choose; a session key always reads its own session.
   */
  session?: string;
  classRoom?: string;
  type?: HistoryType;
  /** Part of a name, case-insensitive. */
  q?: string;
  /** ISO 8601 instants: from <= created_at < to. */
  from?: string;
  to?: string;
}

/** A field; a leading `-` sorts descending. Names and classes sort naturally (docs/product.md). */
export type HistorySort = `${'' | '-'}${HistorySortField}`;

/** Query parameters of `GET /api/history`. */
export interface HistoryQuery extends HistoryFilter {
  page?: number;
  pageSize?: number;
  sort?: HistorySort;
}

/** `GET /api/history/export.csv`: the list's filters and order, without paging. */
export type HistoryExportQuery = Omit<HistoryQuery, 'page' | 'pageSize'> & {
  /**
   * A research export: a participant code instead of the name (stable for a student across
   * exports), with class, session, scores and times. Never a name.
   */
  pseudonymous?: boolean;
};

export interface HistoryClasses {
  data: string[];
}
