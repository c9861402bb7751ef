import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/** Pairs a student's pre- and post-test and keeps the answers for per-question analysis. */
export class AddParticipantAndAnswers1763900000000 implements MigrationInterface {
  name = 'AddParticipantAndAnswers1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('history_records', [
      new TableColumn({ name: 'participant_id', type: 'varchar', length: '36', isNullable: true }),
      new TableColumn({ name: 'answers', type: 'text', isNullable: true }),
    ]);
    await queryRunner.createIndex(
      'history_records',
      new TableIndex({ name: 'idx_history_participant_id', columnNames: ['participant_id'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('history_records', 'idx_history_participant_id');
    await queryRunner.dropColumns('history_records', ['participant_id', 'answers']);
  }
}
