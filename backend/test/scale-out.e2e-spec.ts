import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { TEACHER_KEY_HEADER } from '@piba/shared';
import { freePort } from '@piba/test-support/free-port';
import { startRedis } from '@piba/test-support/redis';
import { reportSkipped } from '@piba/test-support/skipped';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { specPayload } from './support/history-api.js';
import { startReplicatedMariadb } from './support/mariadb-replication.js';
import { TEACHER_KEY } from './support/teacher-key.js';

/**
 * The scaled deployment as docs/deploy.md ("Scaling") describes it, on this machine: three built
 * app processes (dist/main.js) behind HAProxy with the repository's haproxy.cfg, one MariaDB
 * primary with a replica of it (DATABASE_REPLICA_URLS), and one Redis. Migrations run once
 * before the processes start with MIGRATIONS=skip. Each student's device has an address of its
 * own (a 127.x.y.z source address), as behind a school's network.
 */
const backend = resolve(import.meta.dirname, '..');
const MAIN = join(backend, 'dist/main.js');
const HAPROXY_CFG = resolve(backend, '../deploy/haproxy/haproxy.cfg');
const RATE_LIMIT = 20;
const CLASS_SIZE = 30;
const CLASS = '7S';
const MARKER = 'Penanda Replika';
const admin = { [TEACHER_KEY_HEADER]: TEACHER_KEY };

function haproxyInstalled(): boolean {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    if (process.env.CI === 'true') throw new Error('haproxy is not installed; CI requires it.');
    reportSkipped(
      'the scale-out end-to-end test',
      'haproxy is not installed. Install it (apt-get install haproxy).',
    );
    return false;
  }
}

const cluster = haproxyInstalled() ? await startReplicatedMariadb() : null;
const redis = cluster && (await startRedis());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP request from the source address `from` (127.0.0.0/8), read to the end. */
function send(
  url: string,
  options: { from?: string; method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const request = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        localAddress: options.from,
        headers: {
          ...options.headers,
          ...(options.body ? { 'Content-Type': 'application/json' } : {}),
        },
        agent: false,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          done({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
        response.on('error', fail);
      },
    );
    request.on('error', fail);
    request.end(options.body);
  });
}

interface App {
  child: ChildProcess;
  url: string;
  output: () => string;
}

async function until<T>(what: string, check: () => Promise<T | undefined>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${what} within ${ms} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

(cluster && redis ? describe : describe.skip)('three app processes behind HAProxy', () => {
  const folder = mkdtempSync(join(tmpdir(), 'piba-scale-out-'));
  const apps: App[] = [];
  let haproxy: ChildProcess;
  let balancer: string;
  let env: Record<string, string>;

  const startApp = async (): Promise<App> => {
    const port = await freePort();
    let output = '';
    const child = spawn(process.execPath, [MAIN], {
      cwd: backend,
      env: { ...env, PORT: String(port) },
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const app = { child, url: `http://127.0.0.1:${port}`, output: () => output };
    let last = 'no answer';
    await until(
      'the app process answered ready',
      async () => {
        if (child.exitCode !== null) throw new Error(`exited:\n${output}`);
        const answer = await send(`${app.url}/api/health/ready`);
        last = `${answer.status} ${answer.body}`;
        return answer.status === 200 ? true : undefined;
      },
      // Minutes on a machine busy with other suites; seconds on a quiet one.
      180_000,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)} (last: ${last})\n${output}`);
    });
    return app;
  };

  beforeAll(async () => {
    if (!existsSync(MAIN) || !existsSync(join(backend, 'dist/replicas/replica-reads.js'))) {
      execFileSync('npm', ['run', 'build'], { cwd: backend, stdio: 'ignore' });
    }
    // The migrations once, before any app process starts (the migrate service, the Job).
    const migrate = new DataSource(
      dataSourceOptions({ DATABASE_URL: cluster!.primaryUrl, DATABASE_PATH: '' }),
    );
    await migrate.initialize();
    await migrate.destroy();
    await cluster!.caughtUp();

    env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      TEACHER_ACCESS_KEY: TEACHER_KEY,
      DATABASE_URL: cluster!.primaryUrl,
      DATABASE_REPLICA_URLS: cluster!.replicaUrl,
      REDIS_URL: redis!.url,
      MIGRATIONS: 'skip',
      TRUST_PROXY: '1',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      WEB_ROOT: '/nonexistent',
      LOG_LEVEL: 'warn',
    };
    apps.push(...(await Promise.all([startApp(), startApp(), startApp()])));

    // The repository's configuration, with the three processes for Docker's DNS names.
    const port = await freePort();
    const servers = apps
      .map((app, i) => `    server app${i + 1} ${new URL(app.url).host}`)
      .join('\n');
    const config = readFileSync(HAPROXY_CFG, 'utf8')
      .replace(/^\s*#.*\n/gm, '')
      .replace(/^resolvers docker\n(?:[ \t]+.*\n)+/m, '')
      .replace('bind :8080', `bind 127.0.0.1:${port}`)
      .replace(/ resolvers docker init-addr \S+/, '')
      .replace(/^\s*server-template .*$/m, servers)
      .replace(/^\s*log stdout .*$/m, '');
    expect(config).not.toMatch(/docker|server-template/);
    const configFile = join(folder, 'haproxy.cfg');
    writeFileSync(configFile, config);
    haproxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: 'ignore' });
    balancer = `http://127.0.0.1:${port}`;
    await until(
      'HAProxy sent a request to a ready process',
      async () => ((await send(`${balancer}/api/health/ready`)).status === 200 ? true : undefined),
      20_000,
    );
  }, 400_000);

  afterAll(async () => {
    for (const app of apps) app.child.kill('SIGTERM');
    haproxy?.kill('SIGTERM');
    await Promise.all(
      apps.map((app) =>
        app.child.exitCode === null && app.child.signalCode === null
          ? new Promise((done) => app.child.once('exit', done))
          : Promise.resolve(),
      ),
    );
    await redis?.close();
    await cluster?.close();
    rmSync(folder, { recursive: true, force: true });
  }, 30_000);

  const count = async (sql: string, values: unknown[] = []) => {
    const dataSource = new DataSource({ type: 'mysql', url: cluster!.primaryUrl });
    await dataSource.initialize();
    try {
      return await dataSource.query<Array<Record<string, unknown>>>(sql, values);
    } finally {
      await dataSource.destroy();
    }
  };

  it('saves every result of a class exactly once while one process is killed mid-run', async () => {
    let saved = 0;
    let savedBeforeKill = 0;
    /** A student's device as the outbox is: one submission id, sent again until it is saved. */
    const student = async (i: number) => {
      await new Promise((done) => setTimeout(done, i * 20));
      const body = JSON.stringify({
        ...specPayload,
        name: `Siswa ${i + 1}`,
        class_room: CLASS,
        submission_id: randomUUID(),
      });
      const statuses: number[] = [];
      let backoff = 100;
      for (const deadline = Date.now() + 45_000; Date.now() < deadline;) {
        try {
          const answer = await send(`${balancer}/api/history`, {
            method: 'POST',
            from: `127.0.1.${i + 1}`,
            body,
          });
          statuses.push(answer.status);
          if (answer.status === 200 || answer.status === 201) {
            saved += 1;
            return statuses;
          }
          if (answer.status < 500 && answer.status !== 429) {
            return [...statuses, answer.body];
          }
        } catch {
          // The connection failed: the device tries again.
          statuses.push(0);
        }
        await new Promise((done) => setTimeout(done, backoff));
        backoff = Math.min(backoff * 2, 2_000);
      }
      throw new Error(`Siswa ${i + 1} was not saved: ${statuses.join(', ')}`);
    };
    // Killed once a few are saved, while the rest of the class is sending.
    const killed = (async () => {
      while (saved < 5) await new Promise((done) => setTimeout(done, 5));
      savedBeforeKill = saved;
      apps[1].child.kill('SIGKILL');
    })();
    const tries = await Promise.all(Array.from({ length: CLASS_SIZE }, (_, i) => student(i)));
    await killed;
    expect(apps[1].child.signalCode).toBe('SIGKILL');
    expect(savedBeforeKill).toBeLessThan(CLASS_SIZE / 2);

    // Every student was saved, none refused (a refusal ends with the answer's text).
    expect(tries.filter((statuses) => ![200, 201].includes(Number(statuses.at(-1))))).toEqual([]);
    const rows = await count(
      'SELECT name, COUNT(*) AS saved FROM history_records WHERE class_room = ? GROUP BY name',
      [CLASS],
    );
    expect(rows).toHaveLength(CLASS_SIZE);
    expect(rows.every((row) => Number(row.saved) === 1)).toBe(true);
  }, 120_000);

  it('refuses one address beyond the per-address limit, whichever process answers', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 3 * RATE_LIMIT; i += 1) {
      answers.push(await send(`${balancer}/api/teacher/access`, { from: '127.0.2.1' }));
    }
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMIT);
    expect(statuses.slice(RATE_LIMIT).every((status) => status === 429)).toBe(true);
    // One count for the deployment: what remains goes down by one per request, whichever of
    // the processes counted it.
    const remaining = answers
      .slice(0, RATE_LIMIT)
      .map((answer) => /remaining=(\d+)/.exec(String(answer.headers.ratelimit))?.[1]);
    expect(remaining).toEqual(
      Array.from({ length: RATE_LIMIT }, (_, i) => String(RATE_LIMIT - i - 1)),
    );
    // Another device is not affected.
    expect((await send(`${balancer}/api/teacher/access`, { from: '127.0.2.2' })).status).toBe(200);
  });

  it('shows a save made through one process in the analysis of another within a second', async () => {
    const [a, b] = [apps[0], apps[2]];
    const from = '127.0.3.1';
    const created = await send(`${a.url}/api/sessions`, {
      method: 'POST',
      from,
      headers: admin,
      body: JSON.stringify({ name: 'SMP Skala' }),
    });
    expect(created.status).toBe(201);
    const { code } = JSON.parse(created.body) as { code: string };
    const save = (classRoom: string) =>
      send(`${b.url}/api/history`, {
        method: 'POST',
        from: `127.0.3.${classRoom === '8A' ? 2 : 3}`,
        body: JSON.stringify({ ...specPayload, session_code: code, class_room: classRoom }),
      });
    const analysis = () => send(`${a.url}/api/analytics?session=${code}`, { from, headers: admin });
    expect((await save('8A')).status).toBe(201);
    const before = await analysis();
    expect(before.status).toBe(200);
    expect(before.body).not.toContain('"8B"');

    expect((await save('8B')).status).toBe(201);
    const savedAt = Date.now();
    await until(
      'the analysis showed the new class',
      async () => ((await analysis()).body.includes('"8B"') ? true : undefined),
      1_000,
    );
    expect(Date.now() - savedAt).toBeLessThan(1_000);
  });

  it('runs the daily retention job on one process when all run it at once', async () => {
    const script = [
      "import 'reflect-metadata';",
      "import { NestFactory } from '@nestjs/core';",
      "const { AppModule } = await import('./dist/app.module.js');",
      "const { HistoryRetention } = await import('./dist/history/history-retention.js');",
      'const app = await NestFactory.createApplicationContext(AppModule, { logger: false });',
      'const result = await app.get(HistoryRetention).runScheduled();',
      'await app.close();',
      'console.log(JSON.stringify(result));',
      'process.exit(0);',
    ].join('\n');
    const run = () =>
      new Promise<string>((done, fail) => {
        let output = '';
        const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
          cwd: backend,
          env: { ...env, LOG_LEVEL: 'silent' },
        });
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('exit', (code) =>
          code === 0 ? done(output.trim().split('\n').at(-1) ?? '') : fail(new Error(output)),
        );
      });
    const results = await Promise.all([run(), run(), run()]);
    expect(results.filter((result) => result !== 'null')).toEqual([
      JSON.stringify({ purged: 0, pseudonymised: 0 }),
    ]);
  }, 240_000);

  it('serves the export of all results from the replica, and the table from the primary', async () => {
    await cluster!.caughtUp();
    // A row the replica alone holds: only a read of the replica finds it.
    await cluster!.onReplica(
      'CREATE TEMPORARY TABLE marker SELECT * FROM history_records WHERE class_room = ? LIMIT 1',
      [CLASS],
    );
    await cluster!.onReplica(
      'UPDATE marker SET id = 2000000000, name = ?, submission_id = NULL, participant_id = NULL',
      [MARKER],
    );
    await cluster!.onReplica('INSERT INTO history_records SELECT * FROM marker');

    const csv = await send(`${balancer}/api/history/export.csv`, {
      from: '127.0.4.1',
      headers: admin,
    });
    expect(csv.status).toBe(200);
    expect(csv.body).toContain(MARKER);
    for (let i = 1; i <= CLASS_SIZE; i += 1) expect(csv.body).toContain(`Siswa ${i},`);
    const table = await send(`${balancer}/api/history?q=Penanda`, {
      from: '127.0.4.1',
      headers: admin,
    });
    expect(table.status).toBe(200);
    expect(JSON.parse(table.body).meta.total).toBe(0);
  });
});
