import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { inferredAnswerKeyVersion, UNVERSIONED_ANSWER_KEY } from '../../history/index.js';

const BATCH = 500;

/**
 * The version of the answer key each result was scored with, so that the analysis measures the
 * questions with results of one key at a time. A result saved before gets the version of the key
 * in force then when its stored score is what that key gives its answers, otherwise the
 * unversioned marker (answers.ts); without answers, null. Computed here rather than in SQL, which reads JSON
 * differently on MySQL and SQLite.
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
