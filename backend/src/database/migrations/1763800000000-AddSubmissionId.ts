import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/** The browser's id of a quiz attempt, unique so that a retried save is stored once. */
export class AddSubmissionId1763800000000 implements MigrationInterface {
  name = 'AddSubmissionId1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'history_records',
      new TableColumn({ name: 'submission_id', type: 'varchar', length: '36', isNullable: true }),
    );
    // Several NULLs are allowed by a unique index on MySQL and SQLite alike: older records keep none.
    await queryRunner.createIndex(
      'history_records',
      new TableIndex({
        name: 'uq_history_submission_id',
        columnNames: ['submission_id'],
        isUnique: true,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('history_records', 'uq_history_submission_id');
    await queryRunner.dropColumn('history_records', 'submission_id');
  }
}
