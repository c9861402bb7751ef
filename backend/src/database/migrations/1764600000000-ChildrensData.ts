import { randomBytes } from 'node:crypto';
import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * What keeps children's data accountable (docs/privacy.md): a trash for deleted results, the
 * audit log, each session's consent record, a mark on results whose name became a pseudonym,
 * and the deployment's secret that participant codes are made with.
 */
export class ChildrensData1764600000000 implements MigrationInterface {
  name = 'ChildrensData1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    const text = mysql ? { charset: 'utf8mb4', collation: 'utf8mb4_unicode_ci' } : {};
    const exact = mysql ? { charset: 'ascii', collation: 'ascii_bin' } : {};
    const sortKey = mysql ? { charset: 'utf8mb4', collation: 'utf8mb4_bin' } : {};
    const precision = mysql ? 3 : undefined;
    await queryRunner.createTable(
      new Table({
        name: 'history_trash',
        columns: [
          // The result's own id, kept so that a restored result is the same result.
          { name: 'id', type: 'integer', isPrimary: true },
          { name: 'submission_id', type: 'varchar', length: '36', isNullable: true, ...text },
          { name: 'participant_id', type: 'varchar', length: '36', isNullable: true, ...text },
          { name: 'answers', type: 'text', isNullable: true },
          { name: 'answer_key_version', type: 'varchar', length: '16', isNullable: true },
          { name: 'session_code', type: 'varchar', length: '8', isNullable: true, ...exact },
          { name: 'name', type: 'varchar', length: '100', isNullable: true, ...text },
          { name: 'class_room', type: 'varchar', length: '50', isNullable: true, ...text },
          { name: 'name_sort', type: 'varchar', length: '255', ...sortKey },
          { name: 'class_sort', type: 'varchar', length: '255', ...sortKey },
          { name: 'score', type: 'varchar', length: '7' },
          { name: 'percentage', type: 'smallint' },
          { name: 'is_pretest', type: 'boolean' },
          { name: 'is_posttest', type: 'boolean' },
          { name: 'pseudonymised', type: 'boolean', default: 0 },
          { name: 'created_at', type: 'datetime', precision },
          { name: 'deleted_at', type: 'datetime', precision },
        ],
        indices: [
          { name: 'idx_trash_submission_id', columnNames: ['submission_id'] },
          { name: 'idx_trash_session_deleted', columnNames: ['session_code', 'deleted_at'] },
          { name: 'idx_trash_deleted', columnNames: ['deleted_at'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'at', type: 'datetime', precision },
          { name: 'actor', type: 'varchar', length: '20', ...exact },
          { name: 'action', type: 'varchar', length: '20', ...exact },
          { name: 'target', type: 'varchar', length: '300', isNullable: true, ...text },
          { name: 'detail', type: 'varchar', length: '500', isNullable: true, ...text },
          { name: 'address', type: 'varchar', length: '64', isNullable: true, ...exact },
        ],
        indices: [{ name: 'idx_audit_at', columnNames: ['at', 'id'] }],
      }),
    );
    await queryRunner.addColumns('sessions', [
      new TableColumn({
        name: 'consent_confirmed_by',
        type: 'varchar',
        length: '100',
        isNullable: true,
        ...text,
      }),
      new TableColumn({
        name: 'consent_confirmed_at',
        type: 'datetime',
        precision,
        isNullable: true,
      }),
    ]);
    await queryRunner.addColumn(
      'history_records',
      new TableColumn({ name: 'pseudonymised', type: 'boolean', default: 0 }),
    );
    await queryRunner.createIndex(
      'history_records',
      // The daily pseudonym job finds the results past retention whose names are still real.
      new TableIndex({
        name: 'idx_history_pseudonymised_created',
        columnNames: ['pseudonymised', 'created_at'],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'piba_settings',
        columns: [
          { name: 'name', type: 'varchar', length: '64', isPrimary: true, ...exact },
          { name: 'value', type: 'varchar', length: '255', ...exact },
        ],
      }),
    );
    // Participant codes are an HMAC with this secret: stable for a student, and not a hash of a
    // name that anyone with the class list could recompute.
    await queryRunner.query('INSERT INTO piba_settings (name, value) VALUES (?, ?)', [
      'participant_code_secret',
      randomBytes(32).toString('hex'),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('piba_settings');
    await queryRunner.dropIndex('history_records', 'idx_history_pseudonymised_created');
    await queryRunner.dropColumn('history_records', 'pseudonymised');
    await queryRunner.dropColumn('sessions', 'consent_confirmed_at');
    await queryRunner.dropColumn('sessions', 'consent_confirmed_by');
    await queryRunner.dropTable('audit_log');
    await queryRunner.dropTable('history_trash');
  }
}
