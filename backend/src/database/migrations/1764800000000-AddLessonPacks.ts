import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';

/**
 * Lesson packs: a pack (PIBA's own lesson is the default one), its draft as the programme team
 * writes it, its published versions (immutable, named by a hash of their content), the drawings
 * by the SHA-256 of their bytes and which file name each version and draft gives them, and the
 * pack version each session shows. Sessions made before show the default pack (null).
 */
export class AddLessonPacks1764800000000 implements MigrationInterface {
  name = 'AddLessonPacks1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    const text = mysql ? { charset: 'utf8mb4', collation: 'utf8mb4_unicode_ci' } : {};
    // Ids, hashes and file names compare byte for byte.
    const exact = mysql ? { charset: 'ascii', collation: 'ascii_bin' } : {};
    // A document is JSON up to 200 KB: MySQL's TEXT holds 64 KB.
    const document = mysql
      ? { type: 'longtext', charset: 'utf8mb4', collation: 'utf8mb4_bin' }
      : { type: 'text' };
    const precision = mysql ? 3 : undefined;
    const hex = (name: string, length: number) => ({
      name,
      type: mysql ? 'char' : 'varchar',
      length: String(length),
      ...exact,
    });
    const packId = { name: 'pack_id', type: 'varchar', length: '40', ...exact };
    const file = { name: 'file', type: 'varchar', length: '100', ...exact };

    await queryRunner.createTable(
      new Table({
        name: 'packs',
        columns: [
          { ...packId, name: 'id', isPrimary: true },
          { name: 'title', type: 'varchar', length: '200', ...text },
          { name: 'is_default', type: 'boolean', default: 0 },
          { name: 'created_at', type: 'datetime', precision },
          { name: 'updated_at', type: 'datetime', precision },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'pack_drafts',
        columns: [
          { ...packId, isPrimary: true },
          { name: 'revision', type: 'integer' },
          { name: 'document', ...document },
          { name: 'updated_at', type: 'datetime', precision },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'pack_versions',
        columns: [
          { ...hex('version', 16), isPrimary: true },
          packId,
          hex('answer_key_version', 8),
          { name: 'document', ...document },
          { name: 'note', type: 'varchar', length: '500', ...text },
          { name: 'published_at', type: 'datetime', precision },
          { name: 'retired_at', type: 'datetime', precision, isNullable: true },
        ],
        indices: [
          { name: 'idx_pack_versions_pack', columnNames: ['pack_id', 'published_at'] },
          { name: 'idx_pack_versions_answer_key', columnNames: ['answer_key_version'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'pack_drawings',
        columns: [
          { ...hex('sha256', 64), isPrimary: true },
          { name: 'content_type', type: 'varchar', length: '40', ...exact },
          { name: 'bytes', type: mysql ? 'longblob' : 'blob' },
          { name: 'width', type: 'integer', isNullable: true },
          { name: 'height', type: 'integer', isNullable: true },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'pack_version_drawings',
        columns: [
          { ...hex('version', 16), isPrimary: true },
          { ...file, isPrimary: true },
          hex('sha256', 64),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'pack_draft_drawings',
        columns: [{ ...packId, isPrimary: true }, { ...file, isPrimary: true }, hex('sha256', 64)],
      }),
    );
    await queryRunner.addColumn(
      'sessions',
      new TableColumn({ ...hex('pack_version', 16), isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('sessions', 'pack_version');
    for (const table of [
      'pack_draft_drawings',
      'pack_version_drawings',
      'pack_drawings',
      'pack_versions',
      'pack_drafts',
      'packs',
    ]) {
      await queryRunner.dropTable(table);
    }
  }
}
