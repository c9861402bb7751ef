import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Whether a pre-test was taken after its student had already opened the slides or the video
 * (docs/product.md): such a pre-test does not measure what the student knew before the lesson.
 * Results saved before are taken as pre-tests taken first, which is what the app asked for.
 */
export class MaterialsSeenFirst1764700000000 implements MigrationInterface {
  name = 'MaterialsSeenFirst1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['history_records', 'history_trash']) {
      await queryRunner.addColumn(
        table,
        new TableColumn({ name: 'materials_seen_first', type: 'boolean', default: 0 }),
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['history_trash', 'history_records']) {
      await queryRunner.dropColumn(table, 'materials_seen_first');
    }
  }
}
