import type { SessionDesign } from './designs.js';

/**
 * Sessions: one named run of the programme at one school, for example "SMPN 1 Sleman — kelas 8,
 * 25 Nov 2026". Students join by a link; the school's teacher reads its results with a key of
 * its own (docs/product.md, "Sessions").
 */

/**
 * The letters of a join code: easy to read aloud and type, without look-alikes (0/O, 1/I/L)
 * and without vowels that could spell a word.
 */
export const JOIN_CODE_ALPHABET = '23456789BCDFGHJKMNPQRSTVWXYZ';
export const JOIN_CODE_LENGTH = 6;
export const JOIN_CODE_PATTERN = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

/** The path a student opens to join: `/s/K7P3QX`. */
export const joinPath = (code: string) => `/s/${code}`;

/** A typed code as the server stores it: upper case, without spaces or dashes. */
export const normalizeJoinCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();

/** `POST /api/sessions` (admin key). */
export interface CreateSessionInput {
  name: string;
  /**
   * Who confirms that the school holds the parents' or guardians' consent for this run, e.g.
   * "Bu Sari, guru BK". A session without it still takes results, and is flagged.
   */
  consent_confirmed_by?: string;
  /** The lesson pack version the session teaches (16 hex digits); default: the default pack's. */
  pack_version?: string;
  /** Research designs, each optional and off by default (`DEFAULT_SESSION_DESIGN`). */
  form_design?: SessionDesign['form_design'];
  shuffle_options?: boolean;
  delayed_test_from?: string | null;
  comparison?: boolean;
}

/**
 * A session's research design as the API answers it: the four fields are present only when the
 * session uses at least one design, so a session without designs answers as before designs.
 */
export type SessionDesignFields = Partial<SessionDesign>;

/**
 * The lesson pack version a session teaches, and its questions' answer-key version: every result
 * saved in the session is scored with that key. A session made before packs teaches the default
 * pack's current version.
 */
export interface SessionPack {
  pack_version: string;
  answer_key_version: string;
}

/** The record that the school holds the parents' or guardians' consent. */
export interface SessionConsent {
  confirmed_by: string;
  /** ISO 8601, UTC */
  confirmed_at: string;
}

/** `POST /api/sessions` answers 201 with this; the key is shown once and stored only hashed. */
export interface CreatedSession extends SessionPack, SessionDesignFields {
  code: string;
  name: string;
  /** Absolute when the server knows its public address (PUBLIC_URL), else the path. */
  join_url: string;
  teacher_key: string;
  created_at: string;
  /** Null when nobody confirmed the parents' consent: the sessions page flags it. */
  consent: SessionConsent | null;
}

/** One row of `GET /api/sessions` (admin key). */
export interface SessionSummary extends SessionPack, SessionDesignFields {
  code: string;
  name: string;
  open: boolean;
  created_at: string;
  /** As in CreatedSession: absolute when the server knows its public address (PUBLIC_URL). */
  join_url: string;
  consent: SessionConsent | null;
  /** Results saved for the session: pre-tests, post-tests and all. */
  results: { pretest: number; posttest: number; total: number };
}

export interface SessionList {
  data: SessionSummary[];
}

/** `GET /api/sessions/:code`, public: what a join page needs (its lesson too), and nothing else. */
export interface SessionLookup extends SessionPack, SessionDesignFields {
  code: string;
  name: string;
  open: boolean;
}

/** `POST /api/sessions/:code/key` (admin key): a new key; the old one stops working. */
export interface SessionKey {
  code: string;
  teacher_key: string;
}

/**
 * `PATCH /api/sessions/:code` (admin key): one or both. A session's pack version changes only
 * while it holds no results (else 409), so that all of its results answer the same questions.
 */
export interface UpdateSessionInput {
  open?: boolean;
  pack_version?: string;
}

/**
 * What a teacher's key gives access to, as `GET /api/teacher/me` answers: the deployment's
 * admin key sees every session; a session key only its own.
 */
export type TeacherScope = { role: 'admin' } | { role: 'session'; code: string; name: string };

/**
 * `POST /api/sessions/:code/returning`, no key: a student who took the pre-test in this session
 * on another computer or another day, found by name and class, so that their post-test pairs
 * with it (docs/product.md, "Pairing a pre-test with its post-test").
 */
export interface ReturningStudentInput {
  name: string;
  class_room: string;
}

/**
 * The participant id of that one pre-test, for the post-test to carry; null when the session
 * holds none, or more than one student of that name and class. Nothing else about anyone.
 */
export interface ReturningStudent {
  participant_id: string | null;
  /**
   * Present only in a session with a delayed test: true when its delayed test is open (today in
   * WIB is on or after `delayed_test_from`) and `participant_id` is then that student's, who took
   * the post-test and not yet the delayed test ("Lanjutkan ke tes tunda?"); false otherwise.
   */
  delayed_test?: boolean;
}

/**
 * `POST /api/sessions/:code/arrival`, no key: a student of an AB-BA session starting the
 * pre-test asks for their place in the session's arrival order (`formFor`'s `arrivalIndex`).
 */
export interface ArrivalInput {
  participant_id: string;
}

/**
 * The student's place in the arrival order, from 0: the next one for a new student, the same
 * one again for a student who asked before (or whose pre-test already carries its form).
 */
export interface Arrival {
  arrival: number;
}
