import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Research designs: the design a session chooses when it is created (which forms its tests ask,
 * shuffled options, the date its delayed test opens, whether it is a comparison class), and what
 * each result was (its test form, its attitude ratings as JSON text, whether it is the delayed
 * test). Sessions and results saved before use none: form A, no attitude, not delayed.
 */
export class ResearchDesigns1764900000000 implements MigrationInterface {
  name = 'ResearchDesigns1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    const exact = mysql ? { charset: 'ascii', collation: 'ascii_bin' } : {};
    await queryRunner.addColumns('sessions', [
      new TableColumn({
        name: 'form_design',
        type: 'varchar',
        length: '5',
        default: "'A'",
        ...exact,
      }),
      new TableColumn({ name: 'shuffle_options', type: 'boolean', default: 0 }),
      new TableColumn({ name: 'delayed_test_from', type: 'date', isNullable: true }),
      new TableColumn({ name: 'comparison', type: 'boolean', default: 0 }),
    ]);
    for (const table of ['history_records', 'history_trash']) {
      await queryRunner.addColumns(table, [
        new TableColumn({
          name: 'test_form',
          type: 'varchar',
          length: '1',
          isNullable: true,
          ...exact,
        }),
        new TableColumn({ name: 'attitude', type: 'text', isNullable: true }),
        new TableColumn({ name: 'is_delayed', type: 'boolean', default: 0 }),
      ]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['history_trash', 'history_records']) {
      for (const column of ['is_delayed', 'attitude', 'test_form']) {
        await queryRunner.dropColumn(table, column);
      }
    }
    for (const column of ['comparison', 'delayed_test_from', 'shuffle_options', 'form_design']) {
      await queryRunner.dropColumn('sessions', column);
    }
  }
}
