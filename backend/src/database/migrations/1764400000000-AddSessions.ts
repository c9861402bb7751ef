import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * Sessions, one named run of the programme per school, and each result's session. Results saved
 * before keep no session, as results saved without a join link do.
 */
export class AddSessions1764400000000 implements MigrationInterface {
  name = 'AddSessions1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    const text = mysql ? { charset: 'utf8mb4', collation: 'utf8mb4_unicode_ci' } : {};
    // Join codes and key hashes compare byte for byte.
    const exact = mysql ? { charset: 'ascii', collation: 'ascii_bin' } : {};
    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { name: 'code', type: 'varchar', length: '8', isPrimary: true, ...exact },
          { name: 'name', type: 'varchar', length: '100', ...text },
          { name: 'open', type: 'boolean' },
          { name: 'key_hash', type: 'varchar', length: '160', ...exact },
          { name: 'created_at', type: 'datetime', precision: mysql ? 3 : undefined },
        ],
      }),
    );
    await queryRunner.addColumn(
      'history_records',
      new TableColumn({
        name: 'session_code',
        type: 'varchar',
        length: '8',
        isNullable: true,
        ...exact,
      }),
    );
    await queryRunner.createIndex(
      'history_records',
      new TableIndex({
        name: 'idx_history_session_created',
        columnNames: ['session_code', 'created_at', 'id'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('history_records', 'idx_history_session_created');
    await queryRunner.dropColumn('history_records', 'session_code');
    await queryRunner.dropTable('sessions');
  }
}
