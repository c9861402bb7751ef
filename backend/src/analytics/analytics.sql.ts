import { QUESTION_NAME_PATTERN, questions } from '@piba/shared';
import { ANSWER_KEY_VERSION_PATTERN, CURRENT_ANSWER_KEY_VERSION } from '../history/index.js';
import { EXTREME_GROUP_PERCENT, NORMALIZED_CHANGE_SQL } from './learning-gain.js';

/**
 * What the per-question queries are made of: a pack version's answer-key version and its
 * questions' names and keys, in the order a student answers them. Both go into the SQL's text
 * (the answers' JSON paths, the keys and the version compared with), so each is checked first:
 * a version is 8 hex digits, a name as a pack's validation allows it, a key 1, 2 or 3.
 */
export interface AnswerKey {
  answerKeyVersion: string;
  questions: ReadonlyArray<{ name: string; correctAnswer: number }>;
}

/** The key checked, so that nothing of it can change the SQL it goes into. */
function checkedKey(key: AnswerKey): AnswerKey {
  if (!ANSWER_KEY_VERSION_PATTERN.test(key.answerKeyVersion)) {
    throw new Error(`bad answer key version ${key.answerKeyVersion}`);
  }
  for (const { name, correctAnswer } of key.questions) {
    if (!QUESTION_NAME_PATTERN.test(name) || ![1, 2, 3].includes(correctAnswer)) {
      throw new Error(`bad question ${name}`);
    }
  }
  return key;
}

/**
 * SQL that MySQL 8, MariaDB 10.11 and SQLite 3.44+ all run. Every query starts from the same
 * students (STUDENTS; a delayed test is none of their pre- or post-tests: it is left out here): a
 * participant_id, or for records saved before it existed, class and name together. A student's
 * pre-test is their first one and their post-test their last one. Classes are classes of one
 * session: "8A" at two schools are two classes. Parameters: `analyticsParams`.
 *
 * The selection's results are read once per query: MariaDB computes a CTE again at every place
 * that names it, so each query names the results' CTEs once (a row per student, `students`, with
 * both tests side by side) rather than joining a pre-test CTE to a post-test CTE. Only the
 * per-question queries read the options chosen (a_0, a_1, …), by the tested students' two result
 * ids, as numbers; the answers' text itself never: a text column in the intermediate rows makes
 * MariaDB keep them on disk rather than in memory.
 */

/** The column of the student's first pre-test ('pre') or last post-test ('post') in `tests`. */
const ofTest = (test: 'pre' | 'post', column: string) =>
  `MAX(CASE WHEN ${test === 'pre' ? 'first_pre' : 'last_post'} = 1 THEN ${column} END)`;

/** Per student, each of these columns of their pre-test and post-test: pre_id, post_id, … */
const BOTH_TESTS: ReadonlyArray<[column: string, as: string]> = [
  ['id', 'id'],
  ['name', 'name'],
  ['session_code', 'session'],
  ['class_room', 'class'],
  ['name_sort', 'name_sort'],
  ['class_sort', 'class_sort'],
  ['answered', 'answered'],
  ['answer_key_version', 'key'],
  ['test_form', 'form'],
  ['created_at', 'at'],
];

/**
 * Whether a pair's two tests were scored with two answer keys: not when they are the two forms
 * (A and B) of one pack version, which a session's form design gives its students by design.
 */
const OTHER_KEY = `CASE WHEN pre_key <> post_key
      AND COALESCE(pre_form, 'A') = COALESCE(post_form, 'A') THEN 1 ELSE 0 END`;

/**
 * A pair's name, session, class and their sort keys: the pre-test's, else the post-test's
 * (the pre-test's session always). Written once, for the pairs and for the list of them.
 */
const PAIR_NAME = 'COALESCE(pre_name, post_name)';
const PAIR_SESSION = 'pre_session';
const PAIR_CLASS = 'COALESCE(pre_class, post_class)';
const PAIR_NAME_SORT = 'CASE WHEN pre_name IS NULL THEN post_name_sort ELSE pre_name_sort END';
const PAIR_CLASS_SORT = 'CASE WHEN pre_class IS NULL THEN post_class_sort ELSE pre_class_sort END';

/**
 * The shared start of every query: the selection's attempts; each student's first pre-test and
 * last post-test (`tests`), as one row per student (`students`: pre and post are the two
 * percentages, null for a test the student has not taken); and the students with both (`pairs`).
 * How students are paired is written here and nowhere else.
 */
export const STUDENTS = `WITH attempts AS (
  SELECT
    CASE
      WHEN participant_id IS NOT NULL THEN participant_id
      WHEN name IS NOT NULL AND class_room IS NOT NULL
        THEN CONCAT('~', COALESCE(session_code, ''), '~', class_room, '~', name)
    END AS student,
    id, name, session_code, class_room, percentage, is_pretest, is_posttest,
    CASE WHEN answers IS NULL THEN 0 ELSE 1 END AS answered, answer_key_version, created_at,
    name_sort, class_sort, materials_seen_first, test_form
  FROM history_records
  WHERE (? IS NULL OR (? = 'none' AND session_code IS NULL) OR session_code = ?)
    AND (? IS NULL OR class_room = ?)
    AND is_delayed = 0
),
ranked AS (
  SELECT attempts.*,
    ROW_NUMBER() OVER (PARTITION BY student, is_pretest ORDER BY created_at, id) AS pre_rank,
    ROW_NUMBER() OVER (PARTITION BY student, is_posttest ORDER BY created_at DESC, id DESC) AS post_rank
  FROM attempts WHERE student IS NOT NULL AND (is_pretest = 1 OR is_posttest = 1)
),
tests AS (
  SELECT ranked.*,
    CASE WHEN is_pretest = 1 AND pre_rank = 1 THEN 1 ELSE 0 END AS first_pre,
    CASE WHEN is_posttest = 1 AND post_rank = 1 THEN 1 ELSE 0 END AS last_post
  FROM ranked WHERE (is_pretest = 1 AND pre_rank = 1) OR (is_posttest = 1 AND post_rank = 1)
),
students AS (
  SELECT student,
${BOTH_TESTS.flatMap(([column, as]) => [`    ${ofTest('pre', column)} AS pre_${as},`, `    ${ofTest('post', column)} AS post_${as},`]).join('\n')}
    ${ofTest('pre', 'percentage')} AS pre,
    ${ofTest('post', 'percentage')} AS post,
    ${ofTest('pre', 'materials_seen_first')} AS pre_materials
  FROM tests GROUP BY student
),
pairs AS (
  SELECT student,
    ${PAIR_NAME} AS name,
    ${PAIR_SESSION} AS session_code,
    ${PAIR_CLASS} AS class_room,
    ${PAIR_NAME_SORT} AS name_sort,
    ${PAIR_CLASS_SORT} AS class_sort,
    pre, post,
    ${OTHER_KEY} AS other_key,
    pre_materials AS materials_first
  FROM students WHERE pre_id IS NOT NULL AND post_id IS NOT NULL
)`;

/**
 * The parameters of every query here but the per-question ones (`itemParams`): the session filter
 * (null, `none` or a code), the class.
 */
export const analyticsParams = (session: string | null, classRoom: string | null) => [
  session,
  session,
  session,
  classRoom,
  classRoom,
];

/** Per-question figures count only answers scored with the analysed pack version's key. */
const keyIs = (column: string, key: AnswerKey) => `${column} = '${key.answerKeyVersion}'`;

const correct = (correctAnswer: number, index: number) =>
  `(CASE WHEN a_${index} = ${correctAnswer} THEN 1.0 ELSE 0 END)`;

/**
 * The parameters of the per-question queries: the selection's, then whether the pairs whose
 * pre-test came after the materials count (includeFlagged).
 */
export const itemParams = (
  session: string | null,
  classRoom: string | null,
  includeFlagged: boolean,
) => [...analyticsParams(session, classRoom), includeFlagged ? 1 : 0];

/**
 * The option a student chose for question i on one test, read from the JSON once, as a number:
 * the text the JSON functions answer on MariaDB would make the intermediate rows text, kept on
 * disk.
 */
const chosenOption = (test: 'pre' | 'post', name: string, index: number) =>
  `JSON_EXTRACT(${test}_test.answers, '$.${name}') + 0 AS ${test}_a_${index}`;

const bySource = (column: string) =>
  `CASE WHEN sources.source = 'pre' THEN pre${column} ELSE post${column} END`;

/**
 * The shared start of the per-question queries, after STUDENTS. The tested students: the pairs
 * the tests use (a pre-test after the materials only with includeFlagged; a pair of two answer
 * keys never, as neither may be today's) whose two tests were both answered with today's key, so
 * that each question compares the same students before and after. Their options chosen, read by
 * the two results' ids (`tested_answers`: pre_a_i and post_a_i), and the same as a row per
 * student and test (`sourced`: source is 'pre' or 'post', with that test's percentage and a_i).
 */
const testedAnswers = (key: AnswerKey) => `tested AS (
  SELECT student, pre, post, pre_id, post_id FROM students
  WHERE pre_answered = 1 AND post_answered = 1
    AND ${keyIs('pre_key', key)} AND ${keyIs('post_key', key)}
    AND (? = 1 OR pre_materials IS NULL OR pre_materials = 0)
),
${answersOfTested(key, '')}`;

/** The tested students' options chosen, and the same as a row per student and test. */
const answersOfTested = (key: AnswerKey, inForm: string) => `tested_answers AS (
  SELECT tested.student, tested.pre, tested.post,${inForm}
    ${(['pre', 'post'] as const).flatMap((test) => key.questions.map(({ name }, i) => chosenOption(test, name, i))).join(',\n    ')}
  FROM tested
  JOIN history_records pre_test ON pre_test.id = tested.pre_id
  JOIN history_records post_test ON post_test.id = tested.post_id
),
sourced AS (
  SELECT sources.source, tested_answers.*, ${bySource('')} AS percentage,
    ${key.questions.map((_, i) => `${bySource(`_a_${i}`)} AS a_${i}`).join(',\n    ')}
  FROM tested_answers CROSS JOIN (SELECT 'pre' AS source UNION ALL SELECT 'post') sources${
    inForm ? `\n  WHERE ${bySource('_in_form')} = 1` : ''
  }
)`;

/**
 * The start of the per-question queries of one form of a session with parallel forms (A-B,
 * AB-BA), read with that form's own key: the pairs the tests use (a pre-test after the materials
 * only with includeFlagged; a pair of two keys of one form never) of which at least one test was
 * that form's; each test counts in the figures of that test (`sourced`) only when it was that
 * form (pre_in_form, post_in_form), and a question's change only for the students who took that
 * form both times.
 */
const testedAnswersOfForm = (key: AnswerKey) => `tested AS (
  SELECT student, pre, post, pre_id, post_id,
    CASE WHEN ${keyIs('pre_key', key)} THEN 1 ELSE 0 END AS pre_in_form,
    CASE WHEN ${keyIs('post_key', key)} THEN 1 ELSE 0 END AS post_in_form
  FROM students
  WHERE pre_answered = 1 AND post_answered = 1
    AND (${keyIs('pre_key', key)} OR ${keyIs('post_key', key)})
    AND ${OTHER_KEY} = 0
    AND (? = 1 OR pre_materials IS NULL OR pre_materials = 0)
),
${answersOfTested(key, ' tested.pre_in_form, tested.post_in_form,')}`;

const inUpperOrLower = `${EXTREME_GROUP_PERCENT} * n + 99`;

const correctness = (key: AnswerKey) =>
  key.questions
    .map(({ correctAnswer }, i) => `${correct(correctAnswer, i)} AS c_${i}`)
    .join(',\n    ');

export const LIST_LIMIT = 1_000;

/**
 * Students by class, then name, each in natural order ("Siswa 2" before "Siswa 10", by the keys
 * of natural-order.ts); the text itself breaks ties of equal keys.
 */
const NATURAL_ORDER = 'class_sort, class_room, name_sort, name';

/** Every pair of the selection with its flags, in the list's order and without its limit. */
const EVERY_PAIR_OWN = `SELECT name, session_code, class_room, pre, post, other_key, materials_first
FROM pairs ORDER BY session_code, ${NATURAL_ORDER}`;

/**
 * Where a student stands in the analysis's lists, as `listed` and `place` (from 1; the lists show
 * places up to LIST_LIMIT): 'pair', the paired students by session, then class and name in
 * natural order (as EVERY_PAIR); 'waiting', the students with a pre-test and no post-test, by
 * their pre-test's session, class and name; null for a student with a post-test alone.
 */
const LISTED = `CASE WHEN pre_id IS NULL THEN NULL WHEN post_id IS NULL THEN 'waiting' ELSE 'pair' END`;
const waitingOr = (pair: string, waiting: string) =>
  `CASE WHEN post_id IS NULL THEN ${waiting} ELSE ${pair} END`;
const LIST_ORDER = [
  PAIR_SESSION,
  waitingOr(PAIR_CLASS_SORT, 'pre_class_sort'),
  PAIR_CLASS,
  waitingOr(PAIR_NAME_SORT, 'pre_name_sort'),
  PAIR_NAME,
].join(',\n      ');

/** Whether one test was answered with another key than today's, and not as a form of the pack. */
const otherVersion = (test: 'pre' | 'post', key: AnswerKey) =>
  `CASE WHEN ${test}_answered = 1 AND ${test}_form IS NULL
    AND (${test}_key IS NULL OR NOT ${keyIs(`${test}_key`, key)}) THEN 1 ELSE 0 END`;

/**
 * What the statistics and the class figures need, a row per student of STUDENTS: the session
 * and class (the pre-test's, else the post-test's), the two percentages, whether the two were
 * scored with different answer-key versions and whether the pre-test came after the materials,
 * when each test was taken, and whether either was answered with another key than today's.
 * `kind` is `pair`, or `pre` / `post` for a student with only that test; `n` is 1.
 */
const evidenceColumns = (key: AnswerKey) => `
  CASE WHEN post IS NULL THEN 'pre' WHEN pre IS NULL THEN 'post' ELSE 'pair' END AS kind,
  COALESCE(pre_session, post_session) AS session_code,
  COALESCE(pre_class, post_class) AS class_room, pre, post,
  ${OTHER_KEY} AS other_key,
  CASE WHEN pre_materials = 1 THEN 1 ELSE 0 END AS materials_first,
  pre_at AS pretest_at, post_at AS posttest_at,
  ${otherVersion('pre', key)} AS pre_other_version,
  ${otherVersion('post', key)} AS post_other_version, 1 AS n`;

const evidenceRows = (key: AnswerKey) => `SELECT${evidenceColumns(key)}
FROM students`;

/**
 * One session's (or selection's) analysis reads its students once: the evidence's row of each
 * (EVIDENCE_ROWS, in the same order), with what its lists show: the name, the pair's session
 * (the pre-test's), c for a pair, and the student's place in a list (LISTED).
 */
const studentRows = (key: AnswerKey) => `SELECT${evidenceColumns(key)},
  ${PAIR_NAME} AS name, ${PAIR_SESSION} AS listed_session,
  ${NORMALIZED_CHANGE_SQL.replaceAll('\n', '\n  ')} AS c,
  ${LISTED} AS listed,
  ROW_NUMBER() OVER (
    PARTITION BY ${LISTED}
    ORDER BY ${LIST_ORDER}
  ) AS place
FROM students ORDER BY student`;

/**
 * The two counts of question i's change, over the 'pre' rows (a row per tested student); the key
 * is checked (checkedKey) before it goes in.
 */
const changeColumns = (correctAnswer: number, index: number, changed: string) => {
  const right = (test: string) => `${test}_a_${index} = ${correctAnswer}`;
  const wrong = (test: string) =>
    `(${test}_a_${index} IS NULL OR ${test}_a_${index} <> ${correctAnswer})`;
  return `  SUM(CASE WHEN ${changed} AND ${wrong('pre')} AND ${right('post')} THEN 1 ELSE 0 END) AS wr_${index},
  SUM(CASE WHEN ${changed} AND ${right('pre')} AND ${wrong('post')} THEN 1 ELSE 0 END) AS rw_${index}`;
};

/** The rows a question's change is counted on: the 'pre' row of each tested student. */
const CHANGED = "source = 'pre'";
/** For one form: of each student who took it both times. */
const CHANGED_IN_FORM = `${CHANGED} AND post_in_form = 1`;

const rightAnswer = (correctAnswer: number, index: number) =>
  `(CASE WHEN a_${index} = ${correctAnswer} THEN 1 ELSE 0 END)`;
const OPTIONS = [1, 2, 3] as const;
const inUpper = `100 * rank_high <= ${inUpperOrLower}`;

/**
 * Every per-question figure in one pass over the tested students, a row per source ('pre',
 * 'post'), each test's students ranked by their percentage (the upper and lower 27%: rank ≤
 * ⌈27·n / 100⌉, written in whole numbers as 100·rank ≤ 27·n + 99):
 * - p_i, and d_i from the upper and lower groups (item-measures.ts); each answer read into c_i;
 * - the sums behind each option's share, in all (n_i_o) and in the upper group (u_i_o), each
 *   item's point-biserial (xt_i) and the test's KR-20 (item-quality.ts): the total score X is the
 *   number of questions of the bank answered right;
 * - on the 'pre' row, per question the students wrong on the pre-test and right on the post-test
 *   (wr_i) and right and then wrong (rw_i): the discordant pairs of the exact McNemar test
 *   (item-changes.ts). A question left unanswered counts as wrong.
 */
const itemFigures = (key: AnswerKey, changed = CHANGED) => `SELECT source, COUNT(*) AS answered,
${key.questions
  .map(
    (_, i) => `  AVG(c_${i}) AS p_${i},
  AVG(CASE WHEN 100 * rank_high <= ${inUpperOrLower} THEN c_${i} END)
    - AVG(CASE WHEN 100 * rank_low <= ${inUpperOrLower} THEN c_${i} END) AS d_${i}`,
  )
  .join(',\n')},
  SUM(CASE WHEN ${inUpper} THEN 1 ELSE 0 END) AS upper_n,
  SUM(total) AS total, SUM(total * total) AS total_squares,
${key.questions
  .map(({ correctAnswer }, i) =>
    [
      ...OPTIONS.map((o) => `SUM(CASE WHEN a_${i} = ${o} THEN 1 ELSE 0 END) AS n_${i}_${o}`),
      ...OPTIONS.map(
        (o) => `SUM(CASE WHEN ${inUpper} AND a_${i} = ${o} THEN 1 ELSE 0 END) AS u_${i}_${o}`,
      ),
      `SUM(${rightAnswer(correctAnswer, i)} * total) AS xt_${i}`,
    ]
      .map((column) => `  ${column}`)
      .join(',\n'),
  )
  .join(',\n')},
${key.questions.map(({ correctAnswer }, i) => changeColumns(correctAnswer, i, changed)).join(',\n')}${
  changed === CHANGED ? '' : `,\n  SUM(CASE WHEN ${changed} THEN 1 ELSE 0 END) AS changed_n`
}
FROM (
  SELECT sourced.*, ${correctness(key)},
    ${key.questions.map(({ correctAnswer }, i) => rightAnswer(correctAnswer, i)).join(' + ')} AS total,
    ROW_NUMBER() OVER (PARTITION BY source ORDER BY percentage DESC, student) AS rank_high,
    ROW_NUMBER() OVER (PARTITION BY source ORDER BY percentage ASC, student) AS rank_low,
    COUNT(*) OVER (PARTITION BY source) AS n
  FROM sourced
) scored GROUP BY source`;

/** The shared starts a query follows, by the name of their committed sql/*.sql. */
export type Fragment = 'students' | 'tested-answers' | 'tested-answers-of-form';

/** A query as it is written: the shared starts it follows, then its own final SELECT. */
export interface QueryParts {
  follows: readonly Fragment[];
  own: string;
}

/** The shared starts of one answer key's queries. */
export const fragmentsOf = (key: AnswerKey): Record<Fragment, string> => ({
  students: STUDENTS,
  'tested-answers': testedAnswers(key),
  'tested-answers-of-form': testedAnswersOfForm(key),
});

/** A query's text: its shared starts (one WITH list) and its own SELECT after them. */
export const composed = (
  fragments: Record<Fragment, string>,
  { follows, own }: QueryParts,
): string => `${follows.map((name) => fragments[name]).join(',\n')}\n${own}`;

const PER_ITEM: readonly Fragment[] = ['students', 'tested-answers'];

/** Every query's parts, for one answer key (checked first: see keyedQueries). */
export const queryParts = (key: AnswerKey) =>
  ({
    'every-pair': { follows: ['students'], own: EVERY_PAIR_OWN },
    'evidence-rows': { follows: ['students'], own: evidenceRows(key) },
    'item-figures': { follows: PER_ITEM, own: itemFigures(key) },
    'item-figures-of-form': {
      follows: ['students', 'tested-answers-of-form'],
      own: itemFigures(key, CHANGED_IN_FORM),
    },
    'student-rows': { follows: ['students'], own: studentRows(key) },
  }) satisfies Record<string, QueryParts>;

const unkeyed = (own: string) =>
  composed(
    { students: STUDENTS, 'tested-answers': '', 'tested-answers-of-form': '' },
    { follows: ['students'], own },
  );

export const EVERY_PAIR = unkeyed(EVERY_PAIR_OWN);

/** The queries that depend on the answer key: the per-question figures and the evidence's rows. */
export interface KeyedQueries {
  itemFigures: string;
  /** For one form of a session with parallel forms (testedAnswersOfForm). */
  itemFiguresOfForm: string;
  evidenceRows: string;
  studentRows: string;
}

/** Made once per answer-key version (the version is a hash of the names and keys they read). */
const madeQueries = new Map<string, KeyedQueries>();
const KEPT_QUERIES = 100;

/** The queries of one pack version's answer key, its names and keys checked first. */
export function keyedQueries(key: AnswerKey): KeyedQueries {
  const kept = madeQueries.get(key.answerKeyVersion);
  if (kept) return kept;
  checkedKey(key);
  const fragments = fragmentsOf(key);
  const parts = queryParts(key);
  const made = {
    itemFigures: composed(fragments, parts['item-figures']),
    itemFiguresOfForm: composed(fragments, parts['item-figures-of-form']),
    evidenceRows: composed(fragments, parts['evidence-rows']),
    studentRows: composed(fragments, parts['student-rows']),
  };
  if (madeQueries.size >= KEPT_QUERIES) madeQueries.delete(madeQueries.keys().next().value!);
  madeQueries.set(key.answerKeyVersion, made);
  return made;
}

/** The default pack's answer key, PIBA's own lesson, as the results saved before packs were. */
export const DEFAULT_KEY: AnswerKey = {
  answerKeyVersion: CURRENT_ANSWER_KEY_VERSION,
  questions,
};

export const {
  itemFigures: ITEM_FIGURES,
  itemFiguresOfForm: ITEM_FIGURES_OF_FORM,
  evidenceRows: EVIDENCE_ROWS,
  studentRows: STUDENT_ROWS,
} = keyedQueries(DEFAULT_KEY);
