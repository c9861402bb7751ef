import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';

/**
 * The order in which students arrive at a session's test, for the counterbalanced forms
 * (AB-BA): a counter on each session, raised by one in a single statement for each new student,
 * and the number each student was given, so that the same student is given the same number
 * again (on another computer, or the day of the post-test). Sessions made before count from 0.
 */
export class ArrivalOrder1765000000000 implements MigrationInterface {
  name = 'ArrivalOrder1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    const exact = mysql ? { charset: 'ascii', collation: 'ascii_bin' } : {};
    await queryRunner.addColumn(
      'sessions',
      new TableColumn({ name: 'arrivals', type: 'int', default: 0 }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'session_arrivals',
        columns: [
          { name: 'session_code', type: 'varchar', length: '8', isPrimary: true, ...exact },
          { name: 'participant_id', type: 'varchar', length: '36', isPrimary: true, ...exact },
          { name: 'arrival', type: 'int' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('session_arrivals');
    await queryRunner.dropColumn('sessions', 'arrivals');
  }
}
