import { DataSource } from 'typeorm';
import { FIRST_ANSWER_KEY_VERSION, FIRST_VERSIONED_KEY } from '../../src/history/answers.js';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { AddAnswerKeyVersion1764300000000 } from '../../src/database/migrations/1764300000000-AddAnswerKeyVersion.js';
import { answersScoring } from '../support/answers.js';
import type { TestDatabase } from '@piba/test-support/databases';

/** More than one batch of the migration (500 rows). */
const AGREEING = 520;

/** Rows as the schema before the migration stores them: `[score, answers as text]`. */
const earlierRows: Array<[string, string | null]> = [
  ...Array.from({ length: AGREEING }, (): [string, string] => [
    '7/10',
    JSON.stringify(answersScoring(7, false, FIRST_VERSIONED_KEY)),
  ]),
  ['8/10', JSON.stringify(answersScoring(7, false, FIRST_VERSIONED_KEY))],
  // Right by today's key, but results stored before versions were scored with the key of then.
  ['10/10', JSON.stringify(answersScoring(10))],
  ['3/3', JSON.stringify({ soal1: 1, soal2: 2, soal3: 3 })],
  ['5/10', 'not json'],
  ['5/10', 'null'],
  ['5/10', null],
];

/**
 * Runs the migrations up to the one before AddAnswerKeyVersion on an empty database, stores
 * results as they were, then runs AddAnswerKeyVersion alone and reads what it gave each.
 */
export function describeAnswerKeyMigration(label: string, database: TestDatabase | null) {
  (database ? describe : describe.skip)(`the answer key migration on ${label}`, () => {
    afterAll(() => database?.drop());

    it('gives earlier results the version of the key of their time only when that key gives their score', async () => {
      const { DATABASE_URL, DATABASE_PATH = '' } = database!.env;
      const options = dataSourceOptions({ DATABASE_URL, DATABASE_PATH });
      const all = options.migrations as Array<new () => unknown>;
      const before = new DataSource({
        ...options,
        migrations: all.filter((migration) => migration !== AddAnswerKeyVersion1764300000000),
        migrationsRun: false,
      });
      await before.initialize();
      await before.runMigrations();
      await before.query(
        `INSERT INTO history_records (score, answers, percentage, is_pretest, is_posttest, created_at) VALUES ${earlierRows
          .map(() => "(?, ?, 50, 1, 0, '2026-11-20 01:00:00.000')")
          .join(', ')}`,
        earlierRows.flat(),
      );
      await before.destroy();

      const after = new DataSource({ ...options, migrationsRun: false });
      await after.initialize();
      try {
        expect(await after.runMigrations()).toMatchObject([
          { name: 'AddAnswerKeyVersion1764300000000' },
        ]);
        const rows: Array<{ answer_key_version: string | null }> = await after.query(
          'SELECT answer_key_version FROM history_records ORDER BY id',
        );
        expect(rows.map((row) => row.answer_key_version)).toEqual([
          ...Array.from({ length: AGREEING }, () => FIRST_ANSWER_KEY_VERSION),
          'legacy00',
          'legacy00',
          'legacy00',
          'legacy00',
          'legacy00',
          null,
        ]);
      } finally {
        await after.destroy();
      }
    });
  });
}
