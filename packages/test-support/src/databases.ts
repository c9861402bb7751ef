import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { reportSkipped } from './skipped.js';

export const MYSQL_URL = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/';

export interface TestDatabase {
  /** Environment for the app: DATABASE_URL or DATABASE_PATH. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A freshly created MySQL/MariaDB database for one test file, dropped afterwards.
 * Outside CI an unreachable server skips the MySQL suites with a reason; in CI it fails the run.
 */
export async function createMysqlDatabase(): Promise<TestDatabase | null> {
  const name = `piba_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  let admin;
  try {
    admin = await createConnection({ uri: MYSQL_URL, connectTimeout: 3_000 });
  } catch (error) {
    const reason = `MySQL at ${MYSQL_URL} is unreachable (${(error as Error).message})`;
    if (process.env.CI === 'true') throw new Error(`${reason}; CI requires it.`, { cause: error });
    reportSkipped('the MySQL end-to-end tests', `${reason}. Set MYSQL_URL or start MariaDB.`);
    return null;
  }
  // The server's default character set and collation, as a plain CREATE DATABASE gets them.
  await admin.query(`CREATE DATABASE \`${name}\``);
  await admin.end();
  const url = new URL(MYSQL_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const connection = await createConnection({ uri: MYSQL_URL });
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
}

/** An embedded SQLite file in its own temporary folder. */
export function createSqliteDatabase(): Promise<TestDatabase> {
  const folder = mkdtempSync(join(tmpdir(), 'piba-test-'));
  return Promise.resolve({
    env: { DATABASE_PATH: join(folder, 'piba.sqlite') },
    drop() {
      rmSync(folder, { recursive: true, force: true });
      return Promise.resolve();
    },
  });
}
