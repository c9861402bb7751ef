import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * Indexes shaped by the teacher's queries at 100,000 results (docs/benchmarks.md): a class's
 * page and its summary read only the class index; sorting a class by percentage walks an index
 * instead of the whole table in percentage order; the summary of every class reads a narrow one.
 */
export class IndexesForTeacherQueries1764000000000 implements MigrationInterface {
  name = 'IndexesForTeacherQueries1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('history_records', 'idx_history_class_room_created_at');
    await queryRunner.dropIndex('history_records', 'idx_history_percentage');
    await queryRunner.createIndices('history_records', [
      new TableIndex({
        name: 'idx_history_class_created',
        columnNames: ['class_room', 'created_at', 'is_pretest', 'is_posttest', 'percentage'],
      }),
      new TableIndex({
        name: 'idx_history_class_percentage',
        columnNames: ['class_room', 'percentage'],
      }),
      new TableIndex({
        name: 'idx_history_type',
        columnNames: ['is_pretest', 'is_posttest', 'percentage'],
      }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of [
      'idx_history_class_created',
      'idx_history_class_percentage',
      'idx_history_type',
    ]) {
      await queryRunner.dropIndex('history_records', name);
    }
    await queryRunner.createIndices('history_records', [
      new TableIndex({
        name: 'idx_history_class_room_created_at',
        columnNames: ['class_room', 'created_at'],
      }),
      new TableIndex({ name: 'idx_history_percentage', columnNames: ['percentage'] }),
    ]);
  }
}
