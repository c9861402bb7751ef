import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

export class CreateHistoryRecords1763700000000 implements MigrationInterface {
  name = 'CreateHistoryRecords1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    const text = mysql ? { charset: 'utf8mb4', collation: 'utf8mb4_unicode_ci' } : {};
    await queryRunner.createTable(
      new Table({
        name: 'history_records',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'name', type: 'varchar', length: '100', isNullable: true, ...text },
          { name: 'class_room', type: 'varchar', length: '50', isNullable: true, ...text },
          { name: 'score', type: 'varchar', length: '7' },
          { name: 'percentage', type: 'smallint' },
          { name: 'is_pretest', type: 'boolean' },
          { name: 'is_posttest', type: 'boolean' },
          {
            name: 'created_at',
            type: 'datetime',
            precision: mysql ? 3 : undefined,
            default: mysql ? 'CURRENT_TIMESTAMP(3)' : "(strftime('%Y-%m-%d %H:%M:%f', 'now'))",
          },
        ],
        indices: [
          new TableIndex({ name: 'idx_history_created_at', columnNames: ['created_at', 'id'] }),
          new TableIndex({
            name: 'idx_history_class_room_created_at',
            columnNames: ['class_room', 'created_at'],
          }),
          new TableIndex({ name: 'idx_history_name', columnNames: ['name'] }),
          new TableIndex({ name: 'idx_history_percentage', columnNames: ['percentage'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('history_records');
  }
}
