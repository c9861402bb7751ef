import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { Draining } from '../../src/health/draining.js';
import type { TestDatabase } from '@piba/test-support/databases';
import { freePort } from '@piba/test-support/free-port';
import { startTestApp, type TestApp } from '../support/test-app.js';

const backend = resolve(import.meta.dirname, '../..');
const MAIN = resolve(backend, 'dist/main.js');

/** The host's environment without what npm and Jest add, so it cannot steer a child. */
const hostEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(npm_|NODE_OPTIONS$|NODE_ENV$|INIT_CWD$)/i.test(key),
    ),
  ) as Record<string, string>;

/** The server as a replica with MIGRATIONS=skip starts it; resolves once it has exited. */
async function startReplica(env: Record<string, string>) {
  let output = '';
  const port = String(await freePort());
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    cwd: backend,
    env: { ...hostEnv(), WEB_ROOT: '/nonexistent', PORT: port, MIGRATIONS: 'skip', ...env },
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  return new Promise<{ code: number | null; output: string; seconds: number }>((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      done({ code, output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** The migrations the database has run, by name. */
async function migrationsRun(dataSource: DataSource): Promise<string[]> {
  const rows: Array<{ name: string }> = await dataSource.query(
    'SELECT name FROM migrations ORDER BY id',
  );
  return rows.map(({ name }) => name);
}

/**
 * Readiness and migrations that run once: a replica started with MIGRATIONS=skip does not
 * migrate and refuses an older schema; `npm run migration:run` brings it up to date; then
 * /api/health/ready answers 200, and 503 when a migration is missing or the server is draining,
 * while /api/health stays as it is. Neither check counts against the rate limit.
 */
export function describeReadiness(label: string, database: TestDatabase | null) {
  (database ? describe : describe.skip)(`readiness and migrations on ${label}`, () => {
    const { DATABASE_URL, DATABASE_PATH = '' } = database?.env ?? {};
    const options = dataSourceOptions({ DATABASE_URL, DATABASE_PATH });
    const all = (options.migrations as Array<new () => { name?: string }>).map(
      (Migration) => new Migration().name!,
    );
    let testApp: TestApp;
    const http = () => request(testApp.app.getHttpServer());

    beforeAll(async () => {
      if (!existsSync(MAIN)) execFileSync('npm', ['run', 'build'], { cwd: backend });
      // A database as the previous version left it: every migration but the last.
      const before = new DataSource({
        ...options,
        migrations: (options.migrations as unknown[]).slice(0, -1) as typeof options.migrations,
        migrationsRun: false,
      });
      await before.initialize();
      await before.runMigrations();
      await before.destroy();
    }, 120_000);

    afterAll(async () => {
      await testApp?.close();
      await database?.drop();
    });

    it('a replica with MIGRATIONS=skip refuses an older schema at once, naming npm run migration:run, and migrates nothing', async () => {
      const replica = await startReplica(database!.env);
      expect(replica.code).not.toBe(0);
      expect(replica.output).toContain('npm run migration:run');
      expect(replica.output).toContain(all.at(-1));
      // Not retried as an unreachable database is (20 tries, 3 s apart).
      expect(replica.seconds).toBeLessThan(15);
      const check = new DataSource({ ...options, migrationsRun: false });
      await check.initialize();
      expect(await migrationsRun(check)).toEqual(all.slice(0, -1));
      await check.destroy();
    }, 30_000);

    it('npm run migration:run brings the schema up to date', async () => {
      await promisify(execFile)('npm', ['run', 'migration:run'], {
        cwd: backend,
        env: { ...hostEnv(), ...database!.env },
      });
      const check = new DataSource({ ...options, migrationsRun: false });
      await check.initialize();
      expect(await migrationsRun(check)).toEqual(all);
      await check.destroy();
    }, 60_000);

    describe('a replica on the current schema', () => {
      beforeAll(async () => {
        testApp = await startTestApp({
          ...database!.env,
          MIGRATIONS: 'skip',
          RATE_LIMIT_PER_MINUTE: '3',
        });
      });

      it('is ready: accepting, its database answers, its schema is current', async () => {
        const ready = await http().get('/api/health/ready').expect(200);
        const up = { status: 'up' };
        const timed = { status: 'up', responseTime: expect.any(Number) };
        const all = { accepting: up, database: timed, schema: timed };
        expect(ready.body).toEqual({ status: 'ok', info: all, error: {}, details: all });
      });

      it('counts neither check against the rate limit', async () => {
        for (let i = 0; i < 10; i += 1) {
          const health = await http().get('/api/health').expect(200);
          const ready = await http().get('/api/health/ready').expect(200);
          expect(health.headers.ratelimit).toBeUndefined();
          expect(ready.headers.ratelimit).toBeUndefined();
        }
        // The limit of 3 is still whole: the checks above took none of it.
        for (let i = 0; i < 3; i += 1) await http().get('/api/teacher/access').expect(200);
        await http().get('/api/teacher/access').expect(429);
        await http().get('/api/health/ready').expect(200);
      });

      it('is not ready when a migration of its version has not run, and healthy all the same', async () => {
        const last = all.at(-1)!;
        const [row] = await testApp.dataSource.query(
          'SELECT id, timestamp, name FROM migrations WHERE name = ?',
          [last],
        );
        await testApp.dataSource.query('DELETE FROM migrations WHERE name = ?', [last]);
        try {
          const ready = await http().get('/api/health/ready').expect(503);
          expect(ready.body.status).toBe('error');
          expect(ready.body.error.schema.status).toBe('down');
          expect(ready.body.error.schema.message).toContain(last);
          expect(ready.body.error.schema.message).toContain('npm run migration:run');
          expect(ready.body.info).toMatchObject({ accepting: { status: 'up' } });
          await http().get('/api/health').expect(200);
        } finally {
          await testApp.dataSource.query(
            'INSERT INTO migrations (id, timestamp, name) VALUES (?, ?, ?)',
            [row.id, row.timestamp, row.name],
          );
        }
        await http().get('/api/health/ready').expect(200);
      });

      it('stops being ready at once when it starts draining, while /api/health stays 200', async () => {
        testApp.app.get(Draining).start();
        const ready = await http().get('/api/health/ready').expect(503);
        expect(ready.body.error).toEqual({
          accepting: { status: 'down', message: 'shutting down' },
        });
        await http().get('/api/health').expect(200);
      });
    });
  });
}
