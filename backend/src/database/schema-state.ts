import type { DataSource } from 'typeorm';

/** TypeORM's default name for the table of migrations run. */
const MIGRATIONS_TABLE = 'migrations';

/**
 * The migrations of this version that the database has not run, oldest first: none when its
 * schema is current (or newer, from a later version rolled out beside this one).
 */
export async function pendingMigrations(dataSource: DataSource): Promise<string[]> {
  const table = dataSource.options.migrationsTableName ?? MIGRATIONS_TABLE;
  const runner = dataSource.createQueryRunner();
  try {
    const run = (await runner.hasTable(table))
      ? ((await runner.query(`SELECT name FROM ${dataSource.driver.escape(table)}`)) as Array<{
          name: string;
        }>)
      : [];
    const done = new Set(run.map(({ name }) => name));
    return dataSource.migrations
      .map((migration) => migration.name ?? migration.constructor.name)
      .filter((name) => !done.has(name));
  } finally {
    await runner.release();
  }
}

/** A server started with MIGRATIONS=skip on a schema older than its code. */
export class SchemaBehindError extends Error {
  constructor(readonly pending: string[]) {
    super(
      `The database schema is older than this version of PIBA: ${pending.length} ` +
        `migration${pending.length === 1 ? '' : 's'} not run (${pending.join(', ')}). ` +
        'With MIGRATIONS=skip the server does not migrate: run `npm run migration:run` ' +
        '(the migration Job or one-shot service) first, then start it again.',
    );
    this.name = 'SchemaBehindError';
    // The message says it all: no stack under it in the start-up output.
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** Throws SchemaBehindError when a migration of this version has not run on the database. */
export async function refuseOlderSchema(dataSource: DataSource): Promise<void> {
  const pending = await pendingMigrations(dataSource);
  if (pending.length > 0) throw new SchemaBehindError(pending);
}
