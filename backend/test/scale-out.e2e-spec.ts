import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
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
 * own (a 127.x.y.z source address), which HAProxy passes in X-Forwarded-For (TRUST_PROXY=1), as
 * behind a school's network.
 */
const backend = resolve(import.meta.dirname, '..');
const MAIN = join(backend, 'dist/main.js');
const HAPROXY_CFG = resolve(backend, '../deploy/haproxy/haproxy.cfg');
const RATE_LIMIT = 20;
const FAILED_KEY_LIMIT = 10;
const CLASS_SIZE = 200;
const CLASS = '7S';
/** Students who start sending at the same moment, and how often such a group arrives. */
const ARRIVING_TOGETHER = 10;
const ARRIVALS_MS = 500;
/** A SIGTERM-ed process is gone within this (main.ts drains for at most 10 s). */
const DRAIN_MS = 12_000;
const admin = { [TEACHER_KEY_HEADER]: TEACHER_KEY };

/** What the test starts of its own, by the Debian package that installs it. */
const PROGRAMS = {
  haproxy: 'haproxy',
  mariadbd: 'mariadb-server',
  'mariadb-install-db': 'mariadb-server',
  'redis-server': 'redis-server',
};

/**
 * Whether every program is installed: checked before any is started, so that none is left
 * running. Outside CI a missing one skips the suite saying which; in CI it fails the run.
 */
function programsInstalled(): boolean {
  const missing = Object.keys(PROGRAMS).filter((program) => {
    try {
      execFileSync(program, [program === 'haproxy' ? '-v' : '--version'], { stdio: 'ignore' });
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length === 0) return true;
  const packages = [
    ...new Set(missing.map((program) => PROGRAMS[program as keyof typeof PROGRAMS])),
  ];
  const reason = `not installed: ${missing.join(', ')}`;
  if (process.env.CI === 'true')
    throw new Error(`${reason}; CI requires them (.ci/run installs them).`);
  reportSkipped(
    'the scale-out end-to-end test',
    `${reason}. Install them (apt-get install ${packages.join(' ')}).`,
  );
  return false;
}

const cluster = programsInstalled() ? await startReplicatedMariadb() : null;
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
    await sleep(100);
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((done) => child.once('exit', () => done()));

/** HAProxy's own view of each app process: its state (UP, DOWN, …) and requests sent to it. */
function balancerView(socket: string): Promise<Map<string, { status: string; sent: number }>> {
  return new Promise((done, fail) => {
    let text = '';
    const connection = connect(socket, () => connection.end('show stat\n'));
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => (text += chunk));
    connection.on('error', fail);
    connection.on('end', () => {
      const [header, ...lines] = text.trim().split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const view = new Map<string, { status: string; sent: number }>();
      for (const line of lines) {
        const row = Object.fromEntries(line.split(',').map((value, i) => [columns[i], value]));
        if (row.pxname === 'app' && /^app\d$/.test(row.svname)) {
          view.set(row.svname, { status: row.status, sent: Number(row.stot) });
        }
      }
      done(view);
    });
  });
}

(cluster && redis ? describe : describe.skip)('three app processes behind HAProxy', () => {
  const folder = mkdtempSync(join(tmpdir(), 'piba-scale-out-'));
  const statsSocket = join(folder, 'haproxy.sock');
  const apps: App[] = [];
  let haproxy: ChildProcess;
  let balancer: string;
  let env: Record<string, string>;

  /** An app process on `port` (a free one when not given), once its readiness answers 200. */
  const startApp = async (port?: number): Promise<App> => {
    port ??= await freePort();
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

  /** Waits until HAProxy's health checks (of /api/health/ready) count every process in. */
  const allUp = () =>
    until(
      'HAProxy counted every app process as up',
      async () => {
        const view = await balancerView(statsSocket);
        return view.size === 3 && [...view.values()].every(({ status }) => status === 'UP')
          ? view
          : undefined;
      },
      30_000,
    );

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
      FAILED_KEY_LIMIT_PER_MINUTE: String(FAILED_KEY_LIMIT),
      WEB_ROOT: '/nonexistent',
      LOG_LEVEL: 'warn',
    };
    apps.push(...(await Promise.all([startApp(), startApp(), startApp()])));

    // The repository's configuration, with the three processes for Docker's DNS names and a
    // socket to read HAProxy's view of them.
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
      .replace(/^\s*log stdout .*$/m, `    stats socket ${statsSocket} level user`);
    expect(config).not.toMatch(/docker|server-template/);
    // Only a process whose readiness answers 200 gets requests: none that is draining.
    expect(config).toMatch(/^\s*option httpchk GET \/api\/health\/ready$/m);
    expect(config).toMatch(/^\s*http-check expect status 200$/m);
    const configFile = join(folder, 'haproxy.cfg');
    writeFileSync(configFile, config);
    haproxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: 'ignore' });
    balancer = `http://127.0.0.1:${port}`;
    // Up once two health checks each passed.
    await allUp();
  }, 400_000);

  afterAll(async () => {
    for (const app of apps) app.child.kill('SIGTERM');
    haproxy?.kill('SIGTERM');
    await Promise.all(apps.map((app) => exited(app.child)));
    await redis?.close();
    await cluster?.close();
    rmSync(folder, { recursive: true, force: true });
  }, 30_000);

  const onPrimary = async (sql: string, values: unknown[] = []) => {
    const dataSource = new DataSource({ type: 'mysql', url: cluster!.primaryUrl });
    await dataSource.initialize();
    try {
      return await dataSource.query<Array<Record<string, unknown>>>(sql, values);
    } finally {
      await dataSource.destroy();
    }
  };

  it('saves every result of 200 students exactly once while the processes are killed and rolled over', async () => {
    let started = 0;
    let sending = 0;
    /** A student's device as the outbox is: one submission id, sent again until it is saved. */
    const student = async (i: number) => {
      const body = JSON.stringify({
        ...specPayload,
        name: `Siswa ${i + 1}`,
        class_room: CLASS,
        submission_id: randomUUID(),
      });
      const statuses: Array<number | string> = [];
      let backoff = 100;
      for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
        sending += 1;
        try {
          const answer = await send(`${balancer}/api/history`, {
            method: 'POST',
            from: `127.0.1.${i + 1}`,
            body,
          });
          statuses.push(answer.status);
          if (answer.status === 200 || answer.status === 201) return statuses;
          // Anything but a server or balancer failure is a refusal: a 429 would mean the
          // addresses were not told apart.
          if (answer.status < 500) return [...statuses, answer.body];
        } catch {
          // The connection failed: the device tries again.
          statuses.push(0);
        } finally {
          sending -= 1;
        }
        await sleep(backoff * (0.5 + Math.random() / 2));
        backoff = Math.min(backoff * 2, 1_000);
      }
      throw new Error(`Siswa ${i + 1} was not saved: ${statuses.join(', ')}`);
    };

    // The class arrives ten students at a time; each step of the rollout lets in the next
    // quarter, so that students are sending before, during and after every restart, and a
    // group of them has just sent when a process is stopped.
    const QUARTER = CLASS_SIZE / 4;
    let allowed = QUARTER;
    const students: Array<Promise<Array<number | string>>> = [];
    const waiting = new Map<number, () => void>();
    const arrivals = (async () => {
      while (started < CLASS_SIZE) {
        while (started >= allowed) await sleep(10);
        for (const end = started + ARRIVING_TOGETHER; started < end; started += 1) {
          students.push(student(started));
        }
        for (const [n, go] of waiting) {
          if (started > n) {
            waiting.delete(n);
            go();
          }
        }
        await sleep(ARRIVALS_MS);
      }
    })();
    /** Once student n (counting from 0) has just sent, with the others arriving with them. */
    const whenSending = (n: number) =>
      new Promise<void>((go) => (started > n ? go() : waiting.set(n, go))).then(() => sleep(5));
    const during: Array<{ step: string; started: number; sending: number }> = [];
    const step = (name: string) => during.push({ step: name, started, sending });

    // 1. One process dies (SIGKILL) while the second group is sending, and is started again on
    //    its port.
    await whenSending(ARRIVING_TOGETHER);
    step('killed app2');
    apps[1].child.kill('SIGKILL');
    await exited(apps[1].child);
    apps[1] = await startApp(Number(new URL(apps[1].url).port));
    await allUp();
    // 2. and 3. The other two are updated one by one: SIGTERM, its exit, started again, ready.
    for (const { quarter, index } of [
      { quarter: 1, index: 0 },
      { quarter: 2, index: 2 },
    ]) {
      allowed = QUARTER * (quarter + 1);
      await whenSending(QUARTER * quarter + ARRIVING_TOGETHER);
      step(`stopped app${index + 1}`);
      const { child, url } = apps[index];
      const stoppedAt = Date.now();
      child.kill('SIGTERM');
      await exited(child);
      // It finished what it was answering and exited by itself, within the drain time.
      expect({ code: child.exitCode, within: Date.now() - stoppedAt < DRAIN_MS }).toEqual({
        code: 0,
        within: true,
      });
      apps[index] = await startApp(Number(new URL(url).port));
      await allUp();
    }
    allowed = CLASS_SIZE;
    await arrivals;
    const tries = await Promise.all(students);

    // Every step came while students were sending, and with more still to arrive.
    expect(during.map(({ step: name }) => name)).toEqual([
      'killed app2',
      'stopped app1',
      'stopped app3',
    ]);
    for (const moment of during) {
      expect(moment.sending).toBeGreaterThan(0);
      expect(moment.started).toBeLessThan(CLASS_SIZE);
    }
    // Every student was saved, none refused (a refusal ends with the answer's text).
    expect(tries.filter((statuses) => ![200, 201].includes(Number(statuses.at(-1))))).toEqual([]);
    const keys = await onPrimary(
      'SELECT submission_id, COUNT(*) AS saved FROM history_records WHERE class_room = ? GROUP BY submission_id',
      [CLASS],
    );
    expect(keys).toHaveLength(CLASS_SIZE);
    expect(keys.filter((row) => Number(row.saved) !== 1)).toEqual([]);
    const [{ total }] = await onPrimary(
      'SELECT COUNT(*) AS total FROM history_records WHERE class_room = ?',
      [CLASS],
    );
    expect(Number(total)).toBe(CLASS_SIZE);
    // The restarted processes take requests again.
    const view = await balancerView(statsSocket);
    const sentBefore = [...view.values()].map(({ sent }) => sent);
    for (let i = 0; i < 6; i += 1) {
      expect((await send(`${balancer}/api/health`, { from: '127.0.2.9' })).status).toBe(200);
    }
    const sentAfter = [...(await balancerView(statsSocket)).values()].map(({ sent }) => sent);
    expect(sentAfter.map((sent, i) => sent - sentBefore[i])).toEqual([2, 2, 2]);
  }, 300_000);

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

  it('locks wrong keys for an address once ten tried over all processes, and lets the right key in', async () => {
    const from = '127.0.5.1';
    const table = (key: string) =>
      send(`${balancer}/api/history?pageSize=1`, { from, headers: { [TEACHER_KEY_HEADER]: key } });
    const sentBefore = [...(await allUp()).values()].map(({ sent }) => sent);
    const wrong = await Promise.all(
      Array.from({ length: FAILED_KEY_LIMIT }, (_, i) => table(`${TEACHER_KEY}-salah-${i}`)),
    );
    const sentAfter = [...(await balancerView(statsSocket)).values()].map(({ sent }) => sent);
    expect(wrong.map((answer) => answer.status)).toEqual(Array(FAILED_KEY_LIMIT).fill(401));
    // Spread over the processes: none of them saw more than four of the ten.
    const shares = sentAfter.map((sent, i) => sent - sentBefore[i]);
    expect(shares.every((share) => share >= 3 && share <= 4)).toBe(true);

    const locked = await Promise.all([table('kunci-keliru-lain'), table('kunci-keliru-lagi')]);
    for (const answer of locked) {
      expect(answer.status).toBe(429);
      expect(JSON.parse(answer.body).code).toBe('wrong_key_throttled');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The teacher behind the same address still enters, on every process.
    const right = await Promise.all([table(TEACHER_KEY), table(TEACHER_KEY), table(TEACHER_KEY)]);
    expect(right.map((answer) => answer.status)).toEqual([200, 200, 200]);
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

  it('reads the export of all results on the replica, as its query log shows', async () => {
    await cluster!.caughtUp();
    const logging = (on: boolean) => {
      const sql = on
        ? "SET GLOBAL log_output = 'TABLE', GLOBAL general_log = 'ON'"
        : "SET GLOBAL general_log = 'OFF'";
      return Promise.all([cluster!.onReplica(sql), onPrimary(sql)]);
    };
    /** The export's batches: its SELECTs of the results, 1,000 rows at a time. */
    const exportReads =
      "SELECT COUNT(*) AS found FROM mysql.general_log WHERE command_type = 'Query' " +
      "AND thread_id <> CONNECTION_ID() AND CONVERT(argument USING utf8mb4) LIKE 'SELECT %' " +
      "AND CONVERT(argument USING utf8mb4) LIKE '%`history_records`%LIMIT 1000%'";
    await logging(true);
    let csv: Answer;
    try {
      csv = await send(`${balancer}/api/history/export.csv`, { from: '127.0.4.1', headers: admin });
    } finally {
      await logging(false);
    }
    expect(csv.status).toBe(200);
    for (let i = 1; i <= CLASS_SIZE; i += 1) expect(csv.body).toContain(`Siswa ${i},`);
    const [[onReplica]] = (await cluster!.onReplica(exportReads)) as [Array<{ found: number }>];
    const [onThePrimary] = await onPrimary(exportReads);
    expect({ replica: Number(onReplica.found), primary: Number(onThePrimary.found) }).toEqual({
      replica: 1,
      primary: 0,
    });
  });
});
