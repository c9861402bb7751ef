import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { NaturalSortKeys1764500000000 } from '../../src/database/migrations/1764500000000-NaturalSortKeys.js';
import type { TestDatabase } from '@piba/test-support/databases';

/** More than one batch of the migration (500 rows), numbered the way a teacher types them. */
const NUMBERED = 505;

/**
 * Runs every migration but NaturalSortKeys on an empty database, stores results as they were,
 * then runs NaturalSortKeys and pages through the results in the order of the keys it filled in.
 */
export function describeNaturalSortMigration(label: string, database: TestDatabase | null) {
  (database ? describe : describe.skip)(`the natural sort migration on ${label}`, () => {
    afterAll(() => database?.drop());

    it('gives every earlier result the keys that sort Siswa 2 before Siswa 10', async () => {
      const { DATABASE_URL, DATABASE_PATH = '' } = database!.env;
      const options = dataSourceOptions({ DATABASE_URL, DATABASE_PATH });
      const all = options.migrations as Array<new () => unknown>;
      const before = new DataSource({
        ...options,
        migrations: all.filter((migration) => migration !== NaturalSortKeys1764500000000),
        migrationsRun: false,
      });
      await before.initialize();
      await before.runMigrations();
      // Saved newest name first, so that the order of the ids is not the order asked for.
      const rows: Array<[string | null, string | null]> = [
        ...Array.from({ length: NUMBERED }, (_, i): [string, string] => [
          `Siswa ${NUMBERED - i}`,
          `${(i % 3) + 8}A`,
        ]),
        ['ani', '10A'],
        ['Élan', null],
        // Compared byte by byte on both databases: '~' comes after the letters.
        ['~Zed', null],
        [null, null],
      ];
      await before.query(
        `INSERT INTO history_records (name, class_room, score, percentage, is_pretest, is_posttest, created_at) VALUES ${rows
          .map(() => "(?, ?, '5/10', 50, 1, 0, '2026-11-20 01:00:00.000')")
          .join(', ')}`,
        rows.flat(),
      );
      await before.destroy();

      const after = new DataSource({ ...options, migrationsRun: false });
      await after.initialize();
      try {
        expect(await after.runMigrations()).toMatchObject([
          { name: 'NaturalSortKeys1764500000000' },
        ]);
        const names: Array<{ name: string | null }> = await after.query(
          'SELECT name FROM history_records ORDER BY name_sort, id',
        );
        expect(names.map((row) => row.name)).toEqual([
          null,
          'ani',
          'Élan',
          ...Array.from({ length: NUMBERED }, (_, i) => `Siswa ${i + 1}`),
          '~Zed',
        ]);
        const classes: Array<{ class_room: string | null }> = await after.query(
          'SELECT DISTINCT class_room, class_sort FROM history_records ORDER BY class_sort',
        );
        expect(classes.map((row) => row.class_room)).toEqual([null, '8A', '9A', '10A']);
      } finally {
        await after.destroy();
      }
    });
  });
}
