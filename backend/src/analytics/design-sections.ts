import type { DesignsReport, PackDocument, SessionDesign, TestForm } from '@piba/shared';
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
  percentage: number | string;
  is_pretest: number | boolean | string;
  is_posttest: number | boolean | string;
  is_delayed: number | boolean | string;
  materials_seen_first: number | boolean | string;
  test_form: string | null;
  attitude: string | null;
}

/**
 * The results of one session (and class) in the order they were saved, with the same student
 * key as the pairs (analytics.sql.ts): read only for a session that uses a research design.
 * Parameters: the session's code, then the class twice (null: every class).
 */
export const DESIGN_RESULTS = `SELECT
  CASE
    WHEN participant_id IS NOT NULL THEN participant_id
    WHEN name IS NOT NULL AND class_room IS NOT NULL
      THEN CONCAT('~', COALESCE(session_code, ''), '~', class_room, '~', name)
  END AS student,
  percentage, is_pretest, is_posttest, is_delayed, materials_seen_first, test_form, attitude
FROM history_records
WHERE session_code = ? AND (? IS NULL OR class_room = ?)
ORDER BY created_at, id`;

const yes = (value: number | boolean | string) => value === true || Number(value) === 1;

interface StudentTests {
  pre?: { percentage: number; form: TestForm };
  post?: { percentage: number; form: TestForm };
  delayed?: number;
}

/**
 * Each student's tests as the pairs take them: the first pre-test, the last post-test and the
 * last delayed test (a delayed test is never the post-test). A pre-test taken after the
 * materials counts only with includeFlagged, as in the knowledge test's statistics.
 */
function testsOf(rows: readonly DesignResultRow[], includeFlagged: boolean) {
  const students = new Map<string, StudentTests>();
  for (const row of rows) {
    if (row.student === null) continue;
    const tests = students.get(row.student) ?? {};
    students.set(row.student, tests);
    const percentage = Number(row.percentage);
    const form: TestForm = row.test_form === 'B' ? 'B' : 'A';
    if (yes(row.is_delayed)) tests.delayed = percentage;
    else if (yes(row.is_pretest)) {
      if (!tests.pre && (includeFlagged || !yes(row.materials_seen_first))) {
        tests.pre = { percentage, form };
      }
    } else if (yes(row.is_posttest)) tests.post = { percentage, form };
  }
  return students;
}

/** The designs' sections of one session's analysis; undefined when it uses none. */
export function sessionDesigns(
  design: SessionDesign,
  document: PackDocument,
  rows: readonly DesignResultRow[],
  includeFlagged: boolean,
): DesignsReport | undefined {
  const designs: DesignsReport = {};
  const students = testsOf(rows, includeFlagged);
  const scale = document.attitude_scale;
  if (scale && rows.some((row) => row.attitude !== null)) {
    const results: AttitudeResult[] = rows
      .filter((row) => row.student !== null && !yes(row.is_delayed) && row.attitude !== null)
      .filter((row) => yes(row.is_pretest) || yes(row.is_posttest))
      .map((row) => ({
        student: row.student!,
        isPretest: yes(row.is_pretest),
        attitude: JSON.parse(row.attitude!) as Record<string, number>,
      }));
    designs.attitude = { ...attitudeAnalysis(scale, results) };
  }
  if (design.form_design !== 'A') {
    const pairs: FormPair[] = [];
    for (const { pre, post } of students.values()) {
      if (pre && post) {
        pairs.push({
          preForm: pre.form,
          postForm: post.form,
          pre: pre.percentage,
          post: post.percentage,
        });
      }
    }
    designs.forms = { ...formsAnalysis(pairs) };
  }
  if (design.delayed_test_from !== null) {
    const triples: DelayedTriple[] = [];
    for (const [student, { pre, post, delayed }] of students) {
      if (pre && post && delayed !== undefined) {
        triples.push({ student, pre: pre.percentage, post: post.percentage, delayed });
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
  for (const { pre, post } of testsOf(rows, includeFlagged).values()) {
    if (pre && post) pairs.push({ session, pre: pre.percentage, post: post.percentage });
  }
  return pairs;
}

/**
 * Taught sessions against comparison sessions analysed together: present only when at least
 * one of them is a comparison class and one is not.
 */
export function comparisonSection(
  taught: readonly ArmPair[][],
  comparison: readonly ArmPair[][],
): DesignsReport | undefined {
  if (taught.length === 0 || comparison.length === 0) return undefined;
  return { comparison: { ...comparisonAnalysis(taught.flat(), comparison.flat()) } };
}
