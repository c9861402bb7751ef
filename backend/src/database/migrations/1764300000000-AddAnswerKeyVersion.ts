import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

const BATCH = 500;

/**
 * The version of the answer key each result was scored with, so that the analysis measures the
 * questions with results of one key at a time. A result saved before gets the version of the key
 * in force then when its stored score is what that key gives its answers, otherwise the
 * unversioned marker; without answers, null. Computed here rather than in SQL, which reads JSON
 * differently on MySQL and SQLite.
 *
 * The rule, the key and its hash are copied below as they were on this migration's date, not
 * imported: a migration that ran on a database must do the same on the next fresh one, whatever
 * the app's code becomes (the app's own rule is inferredAnswerKeyVersion in history/answers.ts).
 */
export class AddAnswerKeyVersion1764300000000 implements MigrationInterface {
  name = 'AddAnswerKeyVersion1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'history_records',
      new TableColumn({
        name: 'answer_key_version',
        type: 'varchar',
        length: '16',
        isNullable: true,
      }),
    );
    for (let rows = await batchAfter(queryRunner, 0); rows.length > 0;) {
      const byVersion = new Map<string, number[]>();
      for (const row of rows) {
        const version =
          inferredAnswerKeyVersion(parsed(row.answers), row.score) ?? UNVERSIONED_ANSWER_KEY;
        byVersion.set(version, [...(byVersion.get(version) ?? []), row.id]);
      }
      for (const [version, ids] of byVersion) {
        await queryRunner.query(
          `UPDATE history_records SET answer_key_version = ? WHERE id IN (${ids.map(() => '?').join(', ')})`,
          [version, ...ids],
        );
      }
      rows = await batchAfter(queryRunner, Number(rows[rows.length - 1].id));
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('history_records', 'answer_key_version');
  }
}

/** The next results with answers, in the order of their ids. */
function batchAfter(
  queryRunner: QueryRunner,
  id: number,
): Promise<Array<{ id: number; score: string; answers: string }>> {
  return queryRunner.query(
    `SELECT id, score, answers FROM history_records WHERE answers IS NOT NULL AND id > ? ORDER BY id LIMIT ${BATCH}`,
    [id],
  );
}

/** Stored answers that are not a JSON object are answers of no known key. */
function parsed(text: string): object {
  try {
    return (JSON.parse(text) as object | null) ?? {};
  } catch {
    return {};
  }
}

/** The marker of results whose key is unknown; not being hex, it never equals a version. */
const UNVERSIONED_ANSWER_KEY = 'legacy00';

/** The key in force when results began to carry their answer key's version, in the bank's order. */
const FIRST_VERSIONED_KEY: ReadonlyArray<{ name: string; correctAnswer: 1 | 2 | 3 }> = [
  { name: 'question6', correctAnswer: 2 },
  { name: 'question7', correctAnswer: 1 },
  { name: 'question8', correctAnswer: 3 },
  { name: 'question9', correctAnswer: 2 },
  { name: 'question10', correctAnswer: 3 },
  { name: 'question1', correctAnswer: 1 },
  { name: 'question2', correctAnswer: 2 },
  { name: 'question3', correctAnswer: 3 },
  { name: 'question4', correctAnswer: 1 },
  { name: 'question5', correctAnswer: 2 },
];

/** FNV-1a, 32 bit, as 8 hex digits, over UTF-16 code units (the bytes of an ASCII text). */
function fnv1a32(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** That key's version, over names and keys only (`question6:2|…`). */
const FIRST_ANSWER_KEY_VERSION = fnv1a32(
  FIRST_VERSIONED_KEY.map(({ name, correctAnswer }) => `${name}:${correctAnswer}`).join('|'),
);

/** The most questions a saved score may have. */
const MAX_QUESTIONS = 100;
const QUESTION_NAME_PATTERN = /^\w{1,40}$/;

const isOption = (value: unknown) => value === 1 || value === 2 || value === 3;

/** Answers to some bank: short names, each 1, 2 or 3. */
function isWellFormedAnswers(value: unknown): value is Readonly<Record<string, 1 | 2 | 3>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length >= 1 &&
    entries.length <= MAX_QUESTIONS &&
    entries.every(([name, option]) => QUESTION_NAME_PATTERN.test(name) && isOption(option))
  );
}

/** One point per right answer, written `correct/total`. */
function scoreOf(
  questions: ReadonlyArray<{ name: string; correctAnswer: 1 | 2 | 3 }>,
  answers: Readonly<Record<string, 1 | 2 | 3 | undefined>>,
): string {
  const correct = questions.filter(
    (question) => answers[question.name] === question.correctAnswer,
  ).length;
  return `${correct}/${questions.length}`;
}

/**
 * The first versioned key's version when the answers, to exactly that key's questions, score as
 * the result says with that key; otherwise unversioned. Without answers, null.
 */
function inferredAnswerKeyVersion(answers: unknown, score: string): string | null {
  if (answers === null || answers === undefined) return null;
  const complete =
    isWellFormedAnswers(answers) &&
    Object.keys(answers).length === FIRST_VERSIONED_KEY.length &&
    FIRST_VERSIONED_KEY.every(({ name }) => name in answers);
  return complete && scoreOf(FIRST_VERSIONED_KEY, answers) === score
    ? FIRST_ANSWER_KEY_VERSION
    : UNVERSIONED_ANSWER_KEY;
}
