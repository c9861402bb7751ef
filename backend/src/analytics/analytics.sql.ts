import { questions } from '@piba/shared';
import { ANSWER_KEY_VERSION_PATTERN, CURRENT_ANSWER_KEY_VERSION } from '../history/index.js';
import { EXTREME_GROUP_PERCENT, NORMALIZED_CHANGE_SQL } from './learning-gain.js';

/**
 * What the per-question queries are made of: a pack version's answer-key version and its
 * questions' names and keys, in the order a student answers them. Both go into the SQL's text
 * (the answers' JSON paths, the keys and the version compared with), so each is checked first:
 * a version is 8 hex digits, a name word characters only, a key 1, 2 or 3.
 */
export interface AnswerKey {
  answerKeyVersion: string;
  questions: ReadonlyArray<{ name: string; correctAnswer: number }>;
}

const QUESTION_NAME = /^\w+$/;

/** The key checked, so that nothing of it can change the SQL it goes into. */
function checkedKey(key: AnswerKey): AnswerKey {
  if (!ANSWER_KEY_VERSION_PATTERN.test(key.answerKeyVersion)) {
    throw new Error(`bad answer key version ${key.answerKeyVersion}`);
  }
  for (const { name, correctAnswer } of key.questions) {
    if (!QUESTION_NAME.test(name) || ![1, 2, 3].includes(correctAnswer)) {
      throw new Error(`bad question ${name}`);
    }
  }
  return key;
}

/**
 * The option a student chose for question i, read from the JSON once, as a number: the text the
 * JSON functions answer on MariaDB would make the intermediate rows text, kept on disk.
 */
const chosenOption = (name: string, index: number) =>
  `JSON_EXTRACT(answers, '$.${name}') + 0 AS a_${index}`;

/**
 * SQL that MySQL 8, MariaDB 10.11 and SQLite 3.44+ all run. Every query starts from the same
 * students (a delayed test is none of their pre- or post-tests: it is left out here): a participant_id, or for records saved before it existed, class and name together.
 * A student's pre-test is their first one and their post-test their last one. Classes are
 * classes of one session: "8A" at two schools are two classes. Parameters: `analyticsParams`.
 * Only the per-question queries carry the options chosen along (a_0, a_1, …), as numbers; the
 * answers' text itself never: a text column in the intermediate rows makes MariaDB keep them on
 * disk rather than in memory.
 */
/**
 * Whether a pair's two tests were scored with two answer keys: not when they are the two forms
 * (A and B) of one pack version, which a session's form design gives its students by design.
 */
const OTHER_KEY = (pre: string, post: string) =>
  `CASE WHEN ${pre}.answer_key_version <> ${post}.answer_key_version
      AND COALESCE(${pre}.test_form, 'A') = COALESCE(${post}.test_form, 'A') THEN 1 ELSE 0 END`;

const students = (bank: AnswerKey['questions'] | null) => `
WITH attempts AS (
  SELECT
    CASE
      WHEN participant_id IS NOT NULL THEN participant_id
      WHEN name IS NOT NULL AND class_room IS NOT NULL
        THEN CONCAT('~', COALESCE(session_code, ''), '~', class_room, '~', name)
    END AS student,
    id, name, session_code, class_room, percentage, is_pretest, is_posttest,${bank ? `\n    ${bank.map(({ name }, i) => chosenOption(name, i)).join(',\n    ')},` : ''}
    CASE WHEN answers IS NULL THEN 0 ELSE 1 END AS answered, answer_key_version, created_at,
    name_sort, class_sort, materials_seen_first, test_form
  FROM history_records
  WHERE (? IS NULL OR (? = 'none' AND session_code IS NULL) OR session_code = ?)
    AND (? IS NULL OR class_room = ?)
    AND is_delayed = 0
),
pre AS (
  SELECT * FROM (
    SELECT attempts.*, ROW_NUMBER() OVER (PARTITION BY student ORDER BY created_at, id) AS rn
    FROM attempts WHERE student IS NOT NULL AND is_pretest = 1
  ) firsts WHERE rn = 1
),
post AS (
  SELECT * FROM (
    SELECT attempts.*, ROW_NUMBER() OVER (PARTITION BY student ORDER BY created_at DESC, id DESC) AS rn
    FROM attempts WHERE student IS NOT NULL AND is_posttest = 1
  ) lasts WHERE rn = 1
),
pairs AS (
  SELECT
    COALESCE(pre.name, post.name) AS name,
    pre.session_code,
    COALESCE(pre.class_room, post.class_room) AS class_room,
    CASE WHEN pre.name IS NULL THEN post.name_sort ELSE pre.name_sort END AS name_sort,
    CASE WHEN pre.class_room IS NULL THEN post.class_sort ELSE pre.class_sort END AS class_sort,
    pre.percentage AS pre,
    post.percentage AS post,
    ${OTHER_KEY('pre', 'post')} AS other_key,
    pre.materials_seen_first AS materials_first
  FROM pre JOIN post ON post.student = pre.student
)`;

const STUDENTS = students(null);

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
const sameKey = (key: AnswerKey) => `answer_key_version = '${key.answerKeyVersion}'`;

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
 * The students of the per-question figures: the pairs the tests use (a pre-test after the
 * materials only with includeFlagged; a pair of two answer keys never, as neither may be today's)
 * whose two tests were both answered with today's key, so that each question compares the same
 * students before and after.
 */
const tested = (key: AnswerKey) => `tested AS (
  SELECT pre.student FROM pre JOIN post ON post.student = pre.student
  WHERE pre.answered = 1 AND post.answered = 1
    AND pre.${sameKey(key)} AND post.${sameKey(key)}
    AND (? = 1 OR pre.materials_seen_first IS NULL OR pre.materials_seen_first = 0)
)`;
const IN_TESTED = 'student IN (SELECT student FROM tested)';

const inUpperOrLower = `${EXTREME_GROUP_PERCENT} * n + 99`;

const correctness = (key: AnswerKey) =>
  key.questions
    .map(({ correctAnswer }, i) => `${correct(correctAnswer, i)} AS c_${i}`)
    .join(',\n    ');

/**
 * Per source and question i, over the tested students: p_i, and d_i from the upper and lower groups: rank ≤ ⌈27·n / 100⌉,
 * written in whole numbers as 100·rank ≤ 27·n + 99.
 * Each answer is read from the JSON once, into c_i, then aggregated.
 */
const itemMeasures = (key: AnswerKey) => `${students(key.questions)},
${tested(key)},
scored AS (
  SELECT 'pre' AS source, ${correctness(key)},
    ROW_NUMBER() OVER (ORDER BY percentage DESC, student) AS rank_high,
    ROW_NUMBER() OVER (ORDER BY percentage ASC, student) AS rank_low,
    COUNT(*) OVER () AS n
  FROM pre WHERE ${IN_TESTED}
  UNION ALL
  SELECT 'post', ${correctness(key)},
    ROW_NUMBER() OVER (ORDER BY percentage DESC, student),
    ROW_NUMBER() OVER (ORDER BY percentage ASC, student),
    COUNT(*) OVER ()
  FROM post WHERE ${IN_TESTED}
)
SELECT source, COUNT(*) AS answered,
${key.questions
  .map(
    (_, i) => `  AVG(c_${i}) AS p_${i},
  AVG(CASE WHEN 100 * rank_high <= ${inUpperOrLower} THEN c_${i} END)
    - AVG(CASE WHEN 100 * rank_low <= ${inUpperOrLower} THEN c_${i} END) AS d_${i}`,
  )
  .join(',\n')}
FROM scored GROUP BY source`;

export const LIST_LIMIT = 1_000;

/**
 * Students by class, then name, each in natural order ("Siswa 2" before "Siswa 10", by the keys
 * of natural-order.ts); the text itself breaks ties of equal keys.
 */
const NATURAL_ORDER = 'class_sort, class_room, name_sort, name';

export const PAIRED_STUDENTS = `${STUDENTS}
SELECT name, session_code, class_room, pre, post, ${NORMALIZED_CHANGE_SQL} AS c
FROM pairs ORDER BY session_code, ${NATURAL_ORDER} LIMIT ${LIST_LIMIT}`;

/** Every pair of the selection with its flags, in the list's order and without its limit. */
export const EVERY_PAIR = `${STUDENTS}
SELECT name, session_code, class_room, pre, post, other_key, materials_first
FROM pairs ORDER BY session_code, ${NATURAL_ORDER}`;

export const WITHOUT_POSTTEST = `${STUDENTS}
SELECT pre.name, pre.session_code, pre.class_room, pre.percentage AS pre, pre.created_at AS pretest_at
FROM pre LEFT JOIN post ON post.student = pre.student
WHERE post.student IS NULL
ORDER BY pre.session_code, pre.class_sort, pre.class_room, pre.name_sort, pre.name LIMIT ${LIST_LIMIT}`;

/**
 * What the statistics and the class figures need, in one pass and without a join: per student
 * their first pre-test and last post-test (as STUDENTS), whether the two were scored with
 * different answer-key versions and whether the pre-test came after the materials; the session
 * and class (the pre-test's, else the post-test's), when each test was taken, and whether either
 * was answered with another key than today's. A row per student: `kind` is `pair`, or `pre` /
 * `post` for a student with only that test; `n` is 1.
 */
const evidenceRows = (key: AnswerKey) => `${STUDENTS},
ranked AS (
  SELECT student, session_code, class_room, percentage, is_pretest, is_posttest, answered, answer_key_version,
    materials_seen_first, created_at, test_form,
    ROW_NUMBER() OVER (PARTITION BY student, is_pretest ORDER BY created_at, id) AS pre_rank,
    ROW_NUMBER() OVER (PARTITION BY student, is_posttest ORDER BY created_at DESC, id DESC) AS post_rank
  FROM attempts WHERE student IS NOT NULL AND (is_pretest = 1 OR is_posttest = 1)
),
tests AS (
  SELECT student, session_code, class_room,
    CASE WHEN is_pretest = 1 AND pre_rank = 1 THEN 1 ELSE 0 END AS first_pre,
    CASE WHEN is_posttest = 1 AND post_rank = 1 THEN 1 ELSE 0 END AS last_post,
    percentage, answer_key_version, materials_seen_first, created_at, COALESCE(test_form, 'A') AS form,
    CASE WHEN answered = 1 AND test_form IS NULL
      AND (answer_key_version IS NULL OR NOT ${sameKey(key)}) THEN 1 ELSE 0 END AS other_version
  FROM ranked WHERE (is_pretest = 1 AND pre_rank = 1) OR (is_posttest = 1 AND post_rank = 1)
),
per_student AS (
  SELECT
    MAX(CASE WHEN first_pre = 1 THEN session_code END) AS pre_session,
    MAX(session_code) AS any_session,
    MAX(CASE WHEN first_pre = 1 THEN class_room END) AS pre_class,
    MAX(CASE WHEN last_post = 1 THEN class_room END) AS post_class,
    MAX(CASE WHEN first_pre = 1 THEN percentage END) AS pre,
    MAX(CASE WHEN last_post = 1 THEN percentage END) AS post,
    MAX(CASE WHEN first_pre = 1 THEN answer_key_version END) AS pre_key,
    MAX(CASE WHEN last_post = 1 THEN answer_key_version END) AS post_key,
    MAX(CASE WHEN first_pre = 1 THEN form END) AS pre_form,
    MAX(CASE WHEN last_post = 1 THEN form END) AS post_form,
    MAX(CASE WHEN first_pre = 1 AND materials_seen_first = 1 THEN 1 ELSE 0 END) AS materials_first,
    MAX(CASE WHEN first_pre = 1 THEN created_at END) AS pretest_at,
    MAX(CASE WHEN last_post = 1 THEN created_at END) AS posttest_at,
    MAX(CASE WHEN first_pre = 1 THEN other_version ELSE 0 END) AS pre_other_version,
    MAX(CASE WHEN last_post = 1 THEN other_version ELSE 0 END) AS post_other_version
  FROM tests GROUP BY student
)
SELECT
  CASE WHEN post IS NULL THEN 'pre' WHEN pre IS NULL THEN 'post' ELSE 'pair' END AS kind,
  COALESCE(pre_session, any_session) AS session_code,
  COALESCE(pre_class, post_class) AS class_room, pre, post,
  CASE WHEN pre_key <> post_key AND pre_form = post_form THEN 1 ELSE 0 END AS other_key,
  materials_first, pretest_at, posttest_at, pre_other_version, post_other_version, 1 AS n
FROM per_student`;

/** The two counts of question i's change; the key is checked (checkedKey) before it goes in. */
const changeColumns = (correctAnswer: number, index: number) => {
  const right = (test: string) => `${test}.a_${index} = ${correctAnswer}`;
  const wrong = (test: string) =>
    `(${test}.a_${index} IS NULL OR ${test}.a_${index} <> ${correctAnswer})`;
  return `  SUM(CASE WHEN ${wrong('pre')} AND ${right('post')} THEN 1 ELSE 0 END) AS wr_${index},
  SUM(CASE WHEN ${right('pre')} AND ${wrong('post')} THEN 1 ELSE 0 END) AS rw_${index}`;
};

/**
 * Over the tested students (the same students as ITEM_MEASURES), per question i the students
 * wrong on the pre-test and right on the post-test (wr_i) and right and then wrong (rw_i): the
 * discordant pairs of the exact McNemar test. A question left unanswered counts as wrong.
 */
const itemChanges = (key: AnswerKey) => `${students(key.questions)},
${tested(key)}
SELECT COUNT(*) AS answered,
${key.questions.map(({ correctAnswer }, i) => changeColumns(correctAnswer, i)).join(',\n')}
FROM pre JOIN post ON post.student = pre.student
WHERE pre.${IN_TESTED}`;

const rightAnswer = (correctAnswer: number, index: number) =>
  `(CASE WHEN a_${index} = ${correctAnswer} THEN 1 ELSE 0 END)`;
const OPTIONS = [1, 2, 3] as const;
const optionsChosen = (key: AnswerKey) => key.questions.map((_, i) => `a_${i}`).join(', ');
const inUpper = `100 * rank_high <= ${inUpperOrLower}`;

/**
 * Per source and over the tested students, the sums behind each option's share (in all and in the upper 27%, ranked as in
 * ITEM_MEASURES), each item's point-biserial and the test's KR-20 (item-quality.ts): the total
 * score X is the number of questions of the bank answered right.
 */
const itemQuality = (key: AnswerKey) => `${students(key.questions)},
${tested(key)},
chosen AS (
  SELECT 'pre' AS source, student, percentage, ${optionsChosen(key)}
  FROM pre WHERE ${IN_TESTED}
  UNION ALL
  SELECT 'post', student, percentage, ${optionsChosen(key)}
  FROM post WHERE ${IN_TESTED}
),
totals AS (
  SELECT chosen.*,
    ${key.questions.map(({ correctAnswer }, i) => rightAnswer(correctAnswer, i)).join(' + ')} AS total,
    ROW_NUMBER() OVER (PARTITION BY source ORDER BY percentage DESC, student) AS rank_high,
    COUNT(*) OVER (PARTITION BY source) AS n
  FROM chosen
)
SELECT source, COUNT(*) AS answered,
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
  .join(',\n')}
FROM totals GROUP BY source`;

/** The queries that depend on the answer key: the per-question ones and the evidence's rows. */
export interface KeyedQueries {
  itemMeasures: string;
  itemQuality: string;
  itemChanges: string;
  evidenceRows: string;
}

/** Made once per answer-key version (the version is a hash of the names and keys they read). */
const madeQueries = new Map<string, KeyedQueries>();
const KEPT_QUERIES = 100;

/** The queries of one pack version's answer key, its names and keys checked first. */
export function keyedQueries(key: AnswerKey): KeyedQueries {
  const kept = madeQueries.get(key.answerKeyVersion);
  if (kept) return kept;
  checkedKey(key);
  const made = {
    itemMeasures: itemMeasures(key),
    itemQuality: itemQuality(key),
    itemChanges: itemChanges(key),
    evidenceRows: evidenceRows(key),
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
  itemMeasures: ITEM_MEASURES,
  itemQuality: ITEM_QUALITY,
  itemChanges: ITEM_CHANGES,
  evidenceRows: EVIDENCE_ROWS,
} = keyedQueries(DEFAULT_KEY);
