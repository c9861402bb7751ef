import type {
  DesignSection,
  DesignsReport,
  PackDocument,
  SessionDesign,
  TestForm,
} from '@piba/shared';
import {
  attitudeAnalysis,
  type AttitudeResult,
  comparisonAnalysis,
  type ArmPair,
  delayedAnalysis,
  type DelayedTriple,
  formsAnalysis,
  type FormPair,
} from './designs/index.js';

/** One result of a session as the designs' analyses read it (DESIGN_RESULTS). */
export interface DesignResultRow {
  student: string | null;
  name: string | null;
  session_code: string | null;
  class_room: string | null;
  percentage: number | string;
  is_pretest: number | boolean | string;
  is_posttest: number | boolean | string;
  is_delayed: number | boolean | string;
  materials_seen_first: number | boolean | string;
  answer_key_version: string | null;
  test_form: string | null;
  attitude: string | null;
}

/**
 * The results of one session (and class) in the order they were saved, with the same student
 * key as the pairs (analytics.sql.ts): read only for a session that uses a research design.
 * The key pairs a student's tests and never leaves the server: a report names a student by their
 * participant code. Parameters: the session's code, then the class twice (null: every class).
 */
export const DESIGN_RESULTS = `SELECT
  CASE
    WHEN participant_id IS NOT NULL THEN participant_id
    WHEN name IS NOT NULL AND class_room IS NOT NULL
      THEN CONCAT('~', COALESCE(session_code, ''), '~', class_room, '~', name)
  END AS student,
  name, session_code, class_room, percentage, is_pretest, is_posttest, is_delayed,
  materials_seen_first, answer_key_version, test_form, attitude
FROM history_records
WHERE session_code = ? AND (? IS NULL OR class_room = ?)
ORDER BY created_at, id`;

const yes = (value: number | boolean | string) => value === true || Number(value) === 1;

/** Who a student is: the same name and class in the same session. */
interface Student {
  name: string | null;
  session_code: string | null;
  class_room: string | null;
}

/** A student's participant code, as the analysis's pairs and every export give it. */
export type CodeOf = (student: Student) => string | null;

interface StudentTests {
  pre?: DesignResultRow;
  post?: DesignResultRow;
  delayed?: number;
}

/** A student's pre-test and post-test as the knowledge test's statistics use them. */
interface UsedTests {
  /** The first pre-test; left out when taken after the materials, unless includeFlagged. */
  pre?: DesignResultRow;
  /** The last post-test. */
  post?: DesignResultRow;
  /** Both, and the pair is one the tests use. */
  paired: boolean;
  delayed?: number;
}

const formOf = (row: DesignResultRow): TestForm => (row.test_form === 'B' ? 'B' : 'A');

/**
 * Each student's tests as the pairs take them (students.sql): the first pre-test, the last
 * post-test and the last delayed test (a delayed test is never the post-test). A pair whose
 * pre-test was taken after the materials, or whose two tests of one form were scored with
 * different answer keys, is flagged, and counts only with includeFlagged, as in the knowledge
 * test's statistics; so is such a pre-test on its own.
 */
function testsOf(rows: readonly DesignResultRow[], includeFlagged: boolean) {
  const students = new Map<string, StudentTests>();
  for (const row of rows) {
    if (row.student === null) continue;
    const tests = students.get(row.student) ?? {};
    students.set(row.student, tests);
    if (yes(row.is_delayed)) tests.delayed = Number(row.percentage);
    else if (yes(row.is_pretest)) tests.pre ??= row;
    else if (yes(row.is_posttest)) tests.post = row;
  }
  const used = new Map<string, UsedTests>();
  for (const [student, { pre, post, delayed }] of students) {
    const materialsFirst = pre !== undefined && yes(pre.materials_seen_first);
    const otherKey =
      pre !== undefined &&
      post !== undefined &&
      formOf(pre) === formOf(post) &&
      pre.answer_key_version !== null &&
      post.answer_key_version !== null &&
      pre.answer_key_version !== post.answer_key_version;
    const flagged = materialsFirst || otherKey;
    if (pre && post && flagged && !includeFlagged) {
      used.set(student, { paired: false, delayed });
      continue;
    }
    used.set(student, {
      pre: materialsFirst && !includeFlagged ? undefined : pre,
      post,
      paired: pre !== undefined && post !== undefined,
      delayed,
    });
  }
  return used;
}

/** The student's name, session and class as the pairs give them (students.sql, pairs). */
const studentOf = (pre: DesignResultRow, post: DesignResultRow): Student => ({
  name: pre.name ?? post.name,
  session_code: pre.session_code,
  class_room: pre.class_room ?? post.class_room,
});

/**
 * The designs' sections of one session's analysis; undefined when it uses none. Every section
 * is over the attempts the knowledge test's pairs use (one population): the attitude scale of
 * the same pre-test and post-test, the delayed test of the pairs the tests use. A student is
 * named by their participant code (codeOf), never by their name.
 */
export function sessionDesigns(
  design: SessionDesign,
  document: PackDocument,
  rows: readonly DesignResultRow[],
  includeFlagged: boolean,
  codeOf: CodeOf,
): DesignsReport | undefined {
  const designs: DesignsReport = {};
  const students = testsOf(rows, includeFlagged);
  const scale = document.attitude_scale;
  if (scale && rows.some((row) => row.attitude !== null)) {
    const results: AttitudeResult[] = [];
    for (const [student, { pre, post }] of students) {
      for (const row of [pre, post]) {
        if (row?.attitude) {
          results.push({
            student,
            isPretest: row === pre,
            attitude: JSON.parse(row.attitude) as Record<string, number>,
          });
        }
      }
    }
    designs.attitude = { ...attitudeAnalysis(scale, results) };
  }
  if (design.form_design !== 'A') {
    const pairs: FormPair[] = [];
    for (const { pre, post, paired } of students.values()) {
      if (paired && pre && post) {
        pairs.push({
          preForm: formOf(pre),
          postForm: formOf(post),
          pre: Number(pre.percentage),
          post: Number(post.percentage),
        });
      }
    }
    designs.forms = { ...formsAnalysis(pairs) };
  }
  if (design.delayed_test_from !== null) {
    const triples: DelayedTriple[] = [];
    for (const { pre, post, paired, delayed } of students.values()) {
      if (paired && pre && post && delayed !== undefined) {
        triples.push({
          participant_code: codeOf(studentOf(pre, post)),
          pre: Number(pre.percentage),
          post: Number(post.percentage),
          delayed,
        });
      }
    }
    designs.delayed = { ...delayedAnalysis(triples) };
  }
  return Object.keys(designs).length > 0 ? designs : undefined;
}

/** The pairs of one session for the comparison of arms, from the same rows. */
export function armPairsOf(
  session: string,
  rows: readonly DesignResultRow[],
  includeFlagged: boolean,
): ArmPair[] {
  const pairs: ArmPair[] = [];
  for (const { pre, post, paired } of testsOf(rows, includeFlagged).values()) {
    if (paired && pre && post) {
      pairs.push({ session, pre: Number(pre.percentage), post: Number(post.percentage) });
    }
  }
  return pairs;
}

/**
 * Taught sessions against comparison sessions of one answer-key version analysed together:
 * present only when at least one of them is a comparison class and one is not.
 */
export function comparisonSection(
  taught: readonly ArmPair[][],
  comparison: readonly ArmPair[][],
): DesignSection | undefined {
  if (taught.length === 0 || comparison.length === 0) return undefined;
  return { ...comparisonAnalysis(taught.flat(), comparison.flat()) };
}
