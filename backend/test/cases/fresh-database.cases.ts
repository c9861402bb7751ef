import { readFileSync, writeFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { AddAnswerKeyVersion1764300000000 } from '../../src/database/migrations/1764300000000-AddAnswerKeyVersion.js';
import { inferredAnswerKeyVersion, UNVERSIONED_ANSWER_KEY } from '../../src/history/index.js';
import { naturalSortKey } from '../../src/results/index.js';
import { databaseSchema } from '../support/database-schema.js';
import type { TestDatabase } from '@piba/test-support/databases';

/** One right answer each, in the order of the first versioned key (answers.ts). */
const FIRST_KEY_ALL_RIGHT =
  '{"question6":2,"question7":1,"question8":3,"question9":2,"question10":3,' +
  '"question1":1,"question2":2,"question3":3,"question4":1,"question5":2}';
const FIRST_KEY_SEVEN_RIGHT =
  '{"question6":2,"question7":1,"question8":3,"question9":2,"question10":3,' +
  '"question1":1,"question2":2,"question3":1,"question4":2,"question5":3}';

/**
 * Results as the schema before the first data migration stores them: `[name, class, score,
 * answers as text]`. Literal, so that the fixture never changes with the code under test.
 */
const earlierResults: Array<[string | null, string | null, string, string | null]> = [
  ['Siswa 10', '8A', '10/10', FIRST_KEY_ALL_RIGHT],
  ['Siswa 2', '10A', '7/10', FIRST_KEY_SEVEN_RIGHT],
  ['Siswa 02', '9a', '8/10', FIRST_KEY_SEVEN_RIGHT],
  ['siswa 1', '08A', '7/10', FIRST_KEY_SEVEN_RIGHT.replace('"question5":3', '"question5":3,"x":1')],
  ['ani', 'X IPA 1', '3/3', '{"soal1":1,"soal2":2,"soal3":3}'],
  ['Ani', 'X IPA 10', '5/10', 'not json'],
  ['Élan', 'XI-IPS-2', '5/10', 'null'],
  ['Elan', null, '5/10', null],
  ['  Budi   Santoso  ', 'kelas 007', '0/10', '[1,2,3]'],
  ['ﬁona 3½', 'Ⅻ B', '5/10', '5'],
  ['Zoë 00', '', '10/10', FIRST_KEY_ALL_RIGHT.replace('"question5":2', '"question5":4')],
  ['😀 Emoji 12345678901234567890', '9A', '7/10', '{}'],
  ['~Zed', 'İ', '7/10', FIRST_KEY_SEVEN_RIGHT],
  [null, null, '5/10', null],
  ['Ñandú 1e3', '10 a', '10/10', FIRST_KEY_ALL_RIGHT],
];

const fixture = (driver: string) =>
  new URL(`../fixtures/migrations/fresh-database.${driver}.json`, import.meta.url);

/**
 * Builds a database with every migration, with results stored as they were before the first
 * data migration, and compares its schema and its rows with what the migrations gave when the
 * fixture was recorded. Set RECORD_FRESH_DATABASE=1 to record the fixture again; only a change
 * that a fresh database should really see may do that.
 */
export function describeFreshDatabase(label: string, database: TestDatabase | null) {
  (database ? describe : describe.skip)(`a fresh database on ${label}`, () => {
    let migrated: Awaited<ReturnType<typeof freshDatabase>>;

    beforeAll(async () => {
      migrated = await freshDatabase(database!);
    });
    afterAll(() => database?.drop());

    it('gets the schema and the stored values the migrations gave when the fixture was recorded', () => {
      const path = fixture(migrated.driver);
      if (process.env.RECORD_FRESH_DATABASE) {
        writeFileSync(path, `${JSON.stringify(migrated.snapshot, null, 2)}\n`);
      }
      expect(migrated.snapshot).toEqual(JSON.parse(readFileSync(path, 'utf8')));
    });

    // A migration keeps the logic of its date on purpose, so that an old migration never does
    // something else on the next fresh database. When one of these functions changes, the rows
    // it computed before no longer match the rows the app writes: add a migration that computes
    // them again with the new function.
    it("stores the answer-key versions and sort keys today's functions give", () => {
      expect(migrated.snapshot.results).toHaveLength(earlierResults.length);
      for (const row of migrated.snapshot.results) {
        const answers = row.answers as string | null;
        expect({
          id: row.id,
          answer_key_version: row.answer_key_version,
          name_sort: row.name_sort,
          class_sort: row.class_sort,
        }).toEqual({
          id: row.id,
          answer_key_version:
            answers === null
              ? null
              : (inferredAnswerKeyVersion(parsed(answers), row.score as string) ??
                UNVERSIONED_ANSWER_KEY),
          name_sort: naturalSortKey(row.name as string | null),
          class_sort: naturalSortKey(row.class_room as string | null),
        });
      }
    });
  });
}

async function freshDatabase({ env: { DATABASE_URL, DATABASE_PATH = '' } }: TestDatabase) {
  const options = dataSourceOptions({ DATABASE_URL, DATABASE_PATH });
  const all = options.migrations as Array<new () => unknown>;
  const before = new DataSource({
    ...options,
    migrations: all.slice(0, all.indexOf(AddAnswerKeyVersion1764300000000)),
    migrationsRun: false,
  });
  await before.initialize();
  await before.runMigrations();
  await before.query(
    `INSERT INTO history_records (name, class_room, score, answers, percentage, is_pretest, is_posttest, created_at) VALUES ${earlierResults
      .map(() => "(?, ?, ?, ?, 50, 1, 0, '2026-11-20 01:00:00.000')")
      .join(', ')}`,
    earlierResults.flat(),
  );
  await before.destroy();

  const after = new DataSource({ ...options, migrationsRun: false });
  await after.initialize();
  try {
    await after.runMigrations();
    const rows: Array<Record<string, unknown>> = await after.query(
      'SELECT * FROM history_records ORDER BY id',
    );
    const settings: Array<{ name: string; value: string }> = await after.query(
      'SELECT name, value FROM piba_settings ORDER BY name',
    );
    return {
      driver: after.options.type === 'mysql' ? 'mysql' : 'sqlite',
      snapshot: {
        schema: await databaseSchema(after),
        results: rows.map(comparable),
        // The participant code secret is random: only its form is the migrations'.
        settings: settings.map(({ name, value }) => ({
          name,
          value: /^[0-9a-f]{64}$/.test(value),
        })),
      },
    };
  } finally {
    await after.destroy();
  }
}

/** Columns in name order, and MySQL's dates as the text SQLite stores. */
const comparable = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(row)
      .sort()
      .map((key) => {
        const value = row[key];
        return [key, value instanceof Date ? value.toISOString() : value];
      }),
  );

function parsed(text: string): object {
  try {
    return (JSON.parse(text) as object | null) ?? {};
  } catch {
    return {};
  }
}
