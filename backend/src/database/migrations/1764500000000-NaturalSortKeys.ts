import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

const BATCH = 500;
const KEYS = ['name_sort', 'class_sort'] as const;

/**
 * The keys that sort names and classes naturally ("Siswa 2" before "Siswa 10"), filled in for
 * every result saved before. They are computed here rather than in SQL, which MySQL and SQLite
 * could not write alike, by a copy of the app's function (naturalSortKey in
 * results/natural-order.ts) as it was on this migration's date: a migration that ran on a
 * database must do the same on the next fresh one, whatever the app's code becomes. On MySQL
 * the keys are compared byte by byte (utf8mb4_bin), as SQLite compares text, so both sort the
 * same. The results table's sorts by name and by class, and the export in those orders, walk the
 * keys' indexes (the name's own index served only the name sort, and goes).
 */
export class NaturalSortKeys1764500000000 implements MigrationInterface {
  name = 'NaturalSortKeys1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    await queryRunner.addColumns(
      'history_records',
      KEYS.map(
        (name) =>
          new TableColumn({
            name,
            type: 'varchar',
            length: String(SORT_KEY_LENGTH),
            default: "''",
            ...(mysql ? { charset: 'utf8mb4', collation: 'utf8mb4_bin' } : {}),
          }),
      ),
    );
    for (let rows = await batchAfter(queryRunner, 0); rows.length > 0;) {
      const ids = rows.map((row) => row.id);
      const cases = (key: (row: (typeof rows)[number]) => string) => ({
        sql: `CASE id ${rows.map(() => 'WHEN ? THEN ?').join(' ')} END`,
        parameters: rows.flatMap((row) => [row.id, key(row)]),
      });
      const names = cases((row) => naturalSortKey(row.name));
      const classes = cases((row) => naturalSortKey(row.class_room));
      await queryRunner.query(
        `UPDATE history_records SET name_sort = ${names.sql}, class_sort = ${classes.sql} WHERE id IN (${ids.map(() => '?').join(', ')})`,
        [...names.parameters, ...classes.parameters, ...ids],
      );
      rows = await batchAfter(queryRunner, Number(rows[rows.length - 1].id));
    }
    await queryRunner.dropIndex('history_records', 'idx_history_name');
    await queryRunner.createIndices('history_records', [
      new TableIndex({ name: 'idx_history_name_sort', columnNames: ['name_sort'] }),
      new TableIndex({ name: 'idx_history_class_sort', columnNames: ['class_sort'] }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('history_records', 'idx_history_name_sort');
    await queryRunner.dropIndex('history_records', 'idx_history_class_sort');
    await queryRunner.createIndex(
      'history_records',
      new TableIndex({ name: 'idx_history_name', columnNames: ['name'] }),
    );
    for (const name of KEYS) await queryRunner.dropColumn('history_records', name);
  }
}

/** The next results, in the order of their ids. */
function batchAfter(
  queryRunner: QueryRunner,
  id: number,
): Promise<Array<{ id: number; name: string | null; class_room: string | null }>> {
  return queryRunner.query(
    `SELECT id, name, class_room FROM history_records WHERE id > ? ORDER BY id LIMIT ${BATCH}`,
    [id],
  );
}

const SORT_KEY_LENGTH = 255;

/**
 * The text without accents, in lower case, with runs of spaces made one space and each number
 * written as its count of digits (two digits) followed by the digits without leading zeros.
 */
function naturalSortKey(text: string | null | undefined): string {
  if (!text) return '';
  const key = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\d+/g, (digits) => {
      const number = digits.replace(/^0+/, '');
      return String(Math.min(number.length, 99)).padStart(2, '0') + number;
    });
  // Cut by code points, never inside a character that takes two UTF-16 units.
  return Array.from(key).slice(0, SORT_KEY_LENGTH).join('');
}
