import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * On MySQL every text column gets one collation, whatever the server's default (MariaDB's is
 * utf8mb4_general_ci, MySQL 8.4's utf8mb4_0900_ai_ci): the analysis compares participant ids with
 * class-and-name keys, and mixed collations make MySQL refuse such a comparison.
 */
export class OneCollation1764100000000 implements MigrationInterface {
  name = 'OneCollation1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'mysql') return;
    await queryRunner.query(
      'ALTER TABLE history_records CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
    );
  }

  async down(): Promise<void> {
    // Converting back would need the server's earlier default, which is not known here.
  }
}
