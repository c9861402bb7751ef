// `npm run bench:api`: seeds 100,000 results in 40 sessions into MariaDB/MySQL, then measures POST
// and GET of the built API against a bare node:http + mysql2 baseline, and the same baseline behind
// Express (the floor of the decided stack), and the analysis (one session's, the programme view).
// Prints figures; it passes or fails nothing. BENCH_ONLY=analysis measures the analysis alone.
// BENCH_ONLY=scaled (`npm run bench:api:scaled`): POST and GET of one app process, then of one and
// of three behind HAProxy (deploy/haproxy/haproxy.cfg) sharing one Redis, on the same database.
// BENCH_ONLY=designs: the analysis of sessions using every research design (designs.bench.mjs).
import { execFileSync, fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { createConnection } from 'mysql2/promise';

const MYSQL_URL = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/';
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CLASSES = Array.from(
  { length: 40 },
  (_, i) => `${7 + (i % 3)}${String.fromCharCode(65 + Math.floor(i / 3))}`,
);
/** 40 sessions, one class each; their join codes in the app's alphabet. */
const JOIN_ALPHABET = '23456789BCDFGHJKMNPQRSTVWXYZ';
const SESSIONS = CLASSES.map(
  (_, i) => `BNCH${JOIN_ALPHABET[Math.floor(i / 28)]}${JOIN_ALPHABET[i % 28]}`,
);
const ONLY = process.env.BENCH_ONLY;
const payload = JSON.stringify({
  name: 'Siti Aminah',
  class_room: '8A',
  score: '7/10',
  percentage: 70,
  is_pretest: true,
  is_posttest: false,
});

const databaseUrl = (name) =>
  Object.assign(new URL(MYSQL_URL), { pathname: `/${name}` }).toString();
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const peakRssMb = (pid) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
/** User + system CPU seconds a process has used (Linux), or null where it cannot be read. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
/** The local database server's process, when it runs on this machine. */
function databasePid() {
  for (const name of ['mariadbd', 'mysqld']) {
    try {
      return Number(execFileSync('pgrep', ['-x', '-o', name], { encoding: 'utf8' }).trim());
    } catch {
      /* not this one */
    }
  }
  return null;
}

async function waitFor(url) {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  throw new Error(`${url} did not come up`);
}

/**
 * One pre-test and one post-test per student, with answers, spread over 40 classes, each the
 * class of one session (when the database has the sessions table: the API's, not the baselines').
 */
async function seed(name, { sessions = false } = {}) {
  const { answerKeyVersion, questions } = await import('@piba/shared');
  const version = answerKeyVersion(questions);
  // The app's own sort keys, as it stores them beside each name and class.
  const { naturalSortKey } = await import('../dist/results/natural-order.js');
  const connection = await createConnection({ uri: databaseUrl(name) });
  await connection.query('DELETE FROM history_records');
  if (sessions) {
    await connection.query('DELETE FROM sessions');
    await connection.query(
      'INSERT INTO sessions (code, name, open, key_hash, created_at) VALUES ?',
      [
        SESSIONS.map((code, i) => [
          code,
          `Sesi ${i + 1}`,
          true,
          'bench',
          new Date(Date.now() - i * 1000),
        ]),
      ],
    );
  }
  const start = Date.now() - ROWS * 1000;
  for (let offset = 0; offset < ROWS; offset += 5000) {
    const rows = Array.from({ length: Math.min(5000, ROWS - offset) }, (_, i) => {
      const n = offset + i;
      const student = Math.floor(n / 2);
      // Post-tests gain 0 to 40 points, unevenly: differences a test can be run on.
      const correct = (student % 8) + (n % 2) * ((student * 7) % 5);
      const answers = Object.fromEntries(
        questions.map((q, k) => [
          q.name,
          k < correct ? q.correctAnswer : (q.correctAnswer % 3) + 1,
        ]),
      );
      const participant = `00000000-0000-4000-8000-${String(student).padStart(12, '0')}`;
      return [
        participant,
        JSON.stringify(answers),
        version,
        `Siswa ${student}`,
        CLASSES[student % CLASSES.length],
        naturalSortKey(`Siswa ${student}`),
        naturalSortKey(CLASSES[student % CLASSES.length]),
        `${correct}/10`,
        correct * 10,
        n % 2 === 0,
        n % 2 === 1,
        new Date(start + n * 1000),
        ...(sessions ? [SESSIONS[student % SESSIONS.length]] : []),
      ];
    });
    await connection.query(
      `INSERT INTO history_records (participant_id, answers, answer_key_version, name, class_room, name_sort, class_sort, score, percentage, is_pretest, is_posttest, created_at${sessions ? ', session_code' : ''}) VALUES ?`,
      [rows],
    );
  }
  // As after any bulk load: fresh index statistics, so the planner sees 100,000 rows.
  await connection.query('ANALYZE TABLE history_records');
  await connection.end();
}

/** Duration and size of one whole response, read to the end. */
async function timeOnce(url) {
  const started = performance.now();
  const response = await fetch(url);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: Math.round(performance.now() - started), bytes, status: response.status };
}

/** The CPU seconds of several processes together (the app processes behind a balancer). */
function cpuSecondsOf(pids) {
  const each = [pids].flat().map(cpuSeconds);
  return each.includes(null) ? null : each.reduce((sum, seconds) => sum + seconds, 0);
}

/**
 * One autocannon run after a 3 s warm-up (JIT, pools, buffer pool), with the CPU the server (the
 * process or processes `pid`) and the database spent per answered request during the measured
 * part.
 */
async function load(url, { pid, ...options }) {
  const warmup = { connections: options.connections, duration: 3 };
  const measured = autocannon({ url, duration: SECONDS, warmup, ...options });
  const db = databasePid();
  let before = null;
  // The measured part starts when the warm-up ends; autocannon emits 'start' for each phase.
  measured.on('start', () => {
    before = { server: cpuSecondsOf(pid), db: db && cpuSeconds(db) };
  });
  const result = await measured;
  const requests = result.requests.total;
  const perRequest = (start, end) =>
    start === null || end === null ? null : Math.round(((end - start) / requests) * 1e6);
  return Object.assign(result, {
    cpu: {
      server: perRequest(before?.server ?? null, cpuSecondsOf(pid)),
      db: db ? perRequest(before?.db ?? null, cpuSeconds(db)) : null,
    },
  });
}

const summary = (result) => ({
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  non2xx: result.non2xx + result.errors,
  'server CPU µs/req': result.cpu.server,
  'database CPU µs/req': result.cpu.db,
});

async function measure(label, child, port, database) {
  await waitFor(`http://127.0.0.1:${port}/api/history?page=1&classRoom=8A`);
  await seed(database, { sessions: label === 'PIBA API' });
  const post = await load(`http://127.0.0.1:${port}/api/history`, {
    pid: child.pid,
    connections: 50,
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json' },
  });
  const get = await load(`http://127.0.0.1:${port}/api/history?page=7&classRoom=8B`, {
    pid: child.pid,
    connections: 10,
  });
  const extra = label === 'PIBA API' ? await measureTeacherTools(port, child.pid) : {};
  const rss = peakRssMb(child.pid);
  child.kill('SIGTERM');
  return { label, post: summary(post), get: summary(get), rss: Math.round(rss), extra };
}

/** What only PIBA has: the filtered list, a class's analysis and the CSV export. */
async function measureTeacherTools(port, pid) {
  const base = `http://127.0.0.1:${port}/api`;
  const filtered = await load(
    `${base}/history?classRoom=8B&type=posttest&q=Siswa%201&sort=-percentage&from=2020-01-01T00:00:00Z`,
    { pid, connections: 10 },
  );
  const analysis = await load(`${base}/analytics?classRoom=8B`, {
    pid,
    connections: 1,
    duration: 10,
  });
  return {
    loads: {
      'GET filtered': summary(filtered),
      'GET analytics, one class': summary(analysis),
      ...(await measureAnalysis(port, pid)),
    },
    exports: {
      'export.csv, one class': await timeOnce(`${base}/history/export.csv?classRoom=8B`),
      'export.csv, every row': await timeOnce(`${base}/history/export.csv`),
    },
  };
}

const percentile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/**
 * One session's whole analysis and the programme view (every session and the pool), each
 * (1) as kept between changes, 10 connections; (2) recomputed: right after a result is saved,
 * one request at a time; (3) on a lab day: 10 connections while a class saves 5 results a second.
 */
async function measureAnalysis(port, pid) {
  const base = `http://127.0.0.1:${port}/api`;
  const targets = {
    'analysis, one session': `${base}/analytics?session=${SESSIONS[7]}`,
    'programme view, 40 sessions': `${base}/analytics/programme`,
  };
  const save = () =>
    fetch(`${base}/history`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...JSON.parse(payload), session_code: SESSIONS[7] }),
    });
  const loads = {};
  for (const [label, url] of Object.entries(targets)) {
    loads[`GET ${label}, kept`] = summary(await load(url, { pid, connections: 10 }));
    const cold = [];
    for (let i = 0; i < 30; i += 1) {
      await save();
      cold.push((await timeOnce(url)).ms);
    }
    cold.sort((a, b) => a - b);
    loads[`GET ${label}, recomputed`] = {
      'req/s': null,
      'p50 ms': percentile(cold, 0.5),
      'p99 ms': percentile(cold, 0.99),
      non2xx: 0,
    };
    let saving = true;
    const writer = (async () => {
      while (saving) {
        await save();
        await sleep(200);
      }
    })();
    loads[`GET ${label}, 5 saves/s`] = summary(await load(url, { pid, connections: 10 }));
    saving = false;
    await writer;
  }
  return loads;
}

/** The analysis alone: the API on the seeded database, no baselines. */
async function analysisOnly(admin, env) {
  await admin.query('DROP DATABASE IF EXISTS piba_bench');
  await admin.query('CREATE DATABASE piba_bench CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  const api = spawn(process.execPath, [resolve(import.meta.dirname, '../dist/main.js')], {
    env: {
      ...env,
      PORT: '3901',
      DATABASE_URL: databaseUrl('piba_bench'),
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: 'ignore',
  });
  await waitFor('http://127.0.0.1:3901/api/history?page=1&classRoom=8A');
  await seed('piba_bench', { sessions: true });
  const loads = await measureAnalysis(3901, api.pid);
  api.kill('SIGTERM');
  await admin.query('DROP DATABASE piba_bench');
  await admin.end();
  console.log(
    `\nMachine: ${cpus().length} × ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  console.log(
    `${ROWS} seeded rows in ${SESSIONS.length} sessions, ${SECONDS} s per load after a 3 s warm-up\n`,
  );
  console.table(loads);
}

/** POST (50 connections) and GET of a class's page (10) at `base`, the server being `pids`. */
async function postAndGet(base, pids) {
  const post = await load(`${base}/api/history`, {
    pid: pids,
    connections: 50,
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json' },
  });
  const get = await load(`${base}/api/history?page=7&classRoom=8B`, { pid: pids, connections: 10 });
  return { post: summary(post), get: summary(get) };
}

/** The repository's HAProxy configuration with `ports` for its replicas, listening on `port`. */
function haproxyConfig(port, ports) {
  const servers = ports.map((p, i) => `    server app${i + 1} 127.0.0.1:${p}`).join('\n');
  return readFileSync(resolve(import.meta.dirname, '../../deploy/haproxy/haproxy.cfg'), 'utf8')
    .replace(/^\s*#.*\n/gm, '')
    .replace(/^resolvers docker\n(?:[ \t]+.*\n)+/m, '')
    .replace('bind :8080', `bind 127.0.0.1:${port}`)
    .replace(/ resolvers docker init-addr \S+/, '')
    .replace(/^\s*server-template .*$/m, servers)
    .replace(/^\s*log stdout .*$/m, '');
}

/** The processes a scaled run started, stopped also when the run fails. */
const started = [];
const track = (child) => (started.push(child), child);

/**
 * One app process alone, then one and three behind HAProxy sharing one Redis (the rate limit
 * counted there), each on the same freshly seeded database, with the same loads: the two runs
 * through HAProxy differ only in the number of processes. The server CPU of a run behind HAProxy
 * is that of its app processes together; HAProxy's and Redis's are printed apart.
 */
async function scaled(admin, env) {
  await admin.query('DROP DATABASE IF EXISTS piba_bench');
  await admin.query('CREATE DATABASE piba_bench CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  const main = resolve(import.meta.dirname, '../dist/main.js');
  const appEnv = {
    ...env,
    DATABASE_URL: databaseUrl('piba_bench'),
    RATE_LIMIT_PER_MINUTE: '100000000',
  };
  const one = track(
    spawn(process.execPath, [main], { env: { ...appEnv, PORT: '3901' }, stdio: 'ignore' }),
  );
  await waitFor('http://127.0.0.1:3901/api/health/ready');
  await sleep(1_000);
  // Another server on the port would answer in its place.
  if (one.exitCode !== null) throw new Error('Port 3901 is taken: stop what listens there');
  await seed('piba_bench', { sessions: true });
  const alone = await postAndGet('http://127.0.0.1:3901', one.pid);
  one.kill('SIGTERM');
  await sleep(2_000);

  const folder = mkdtempSync(join(tmpdir(), 'piba-bench-scaled-'));
  const redis = track(
    spawn(
      'redis-server',
      [
        '--port',
        '3910',
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        folder,
      ],
      { stdio: 'ignore' },
    ),
  );
  /** `ports.length` app processes behind HAProxy, measured, then stopped. */
  const behindHaproxy = async (ports) => {
    const apps = ports.map((port) =>
      track(
        spawn(process.execPath, [main], {
          env: {
            ...appEnv,
            PORT: String(port),
            MIGRATIONS: 'skip',
            REDIS_URL: 'redis://127.0.0.1:3910',
            TRUST_PROXY: '1',
          },
          stdio: 'ignore',
        }),
      ),
    );
    for (const port of ports) await waitFor(`http://127.0.0.1:${port}/api/health/ready`);
    await sleep(1_000);
    if (apps.some((app) => app.exitCode !== null)) {
      throw new Error(`One of the ports ${ports.join(', ')} is taken: stop what listens there`);
    }
    writeFileSync(join(folder, 'haproxy.cfg'), haproxyConfig(3920, ports));
    const haproxy = track(
      spawn('haproxy', ['-db', '-f', join(folder, 'haproxy.cfg')], { stdio: 'ignore' }),
    );
    // Two health checks, 2 s apart, before HAProxy sends requests to every replica.
    await waitFor('http://127.0.0.1:3920/api/health/ready');
    await sleep(5_000);
    await seed('piba_bench', { sessions: true });
    const before = { haproxy: cpuSeconds(haproxy.pid), redis: cpuSeconds(redis.pid) };
    const figures = await postAndGet(
      'http://127.0.0.1:3920',
      apps.map((app) => app.pid),
    );
    const aside = {
      haproxy: cpuSeconds(haproxy.pid) - before.haproxy,
      redis: cpuSeconds(redis.pid) - before.redis,
    };
    for (const child of [haproxy, ...apps]) child.kill('SIGTERM');
    await sleep(2_000);
    return { ...figures, aside };
  };
  const single = await behindHaproxy([3921]);
  const three = await behindHaproxy([3921, 3922, 3923]);
  redis.kill('SIGTERM');
  await sleep(1_000);
  rmSync(folder, { recursive: true, force: true });
  await admin.query('DROP DATABASE piba_bench');
  await admin.end();

  console.log(
    `\nMachine: ${cpus().length} × ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  console.log(
    `${ROWS} seeded rows, ${SECONDS} s per run after a 3 s warm-up; POST 50 connections, GET 10 connections\n`,
  );
  console.table({
    'one process alone POST': alone.post,
    'one process alone GET': alone.get,
    '1 process + HAProxy + Redis POST': single.post,
    '1 process + HAProxy + Redis GET': single.get,
    '3 processes + HAProxy + Redis POST': three.post,
    '3 processes + HAProxy + Redis GET': three.get,
  });
  for (const [name, { aside }] of Object.entries({ '1 process': single, '3 processes': three })) {
    console.log(
      `CPU seconds during the runs with ${name}: HAProxy ${aside.haproxy.toFixed(1)}, Redis ${aside.redis.toFixed(1)}`,
    );
  }
}

async function main() {
  const admin = await createConnection({ uri: MYSQL_URL });
  // Made-up results only: an open server, as a demo is.
  const env = { ...process.env, NODE_ENV: 'production', PIBA_OPEN_ACCESS: 'true' };
  if (ONLY === 'analysis') return analysisOnly(admin, env);
  if (ONLY === 'scaled') return scaled(admin, env);
  if (ONLY === 'designs') {
    const { designsOnly } = await import('./designs.bench.mjs');
    return designsOnly(admin, env, { databaseUrl, waitFor, timeOnce, load, summary, percentile });
  }
  const databases = ['piba_bench', 'piba_bench_baseline', 'piba_bench_express'];
  for (const name of databases) {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  }
  const api = spawn(process.execPath, [resolve(import.meta.dirname, '../dist/main.js')], {
    env: {
      ...env,
      PORT: '3901',
      DATABASE_URL: databaseUrl('piba_bench'),
      // The rate limit stays on but out of reach: this measures the server, not the limit.
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: 'ignore',
  });
  const ours = await measure('PIBA API', api, 3901, 'piba_bench');
  /** A baseline server (baseline-server.mjs) on the schema the API's migrations made. */
  const baseline = async (label, kind, port, database) => {
    await admin.query(`CREATE TABLE ${database}.history_records LIKE piba_bench.history_records`);
    const child = fork(resolve(import.meta.dirname, 'baseline-server.mjs'), {
      env: { ...env, BASELINE: kind, PORT: String(port), DATABASE_URL: databaseUrl(database) },
      stdio: 'ignore',
    });
    return measure(label, child, port, database);
  };
  const bare = await baseline('node:http + mysql2', 'http', 3902, 'piba_bench_baseline');
  const floor = await baseline('Express + mysql2', 'express', 3903, 'piba_bench_express');
  for (const name of databases) await admin.query(`DROP DATABASE ${name}`);
  await admin.end();

  console.log(
    `\nMachine: ${cpus().length} × ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  console.log(
    `${ROWS} seeded rows, ${SECONDS} s per run after a 3 s warm-up; POST 50 connections, GET 10 connections\n`,
  );
  console.table(
    Object.fromEntries(
      [ours, bare, floor].flatMap(({ label, post, get, rss }) => [
        [`${label} POST`, { ...post, 'peak RSS MB': rss }],
        [`${label} GET`, get],
      ]),
    ),
  );
  console.log(
    "\nTeacher tools (PIBA only; filtered list 10 connections, one class's analysis 1 connection, the rest as measureAnalysis says)",
  );
  console.table(ours.extra.loads);
  console.table(ours.extra.exports);
  const ratio = (a, b) => (a['req/s'] / b['req/s']).toFixed(2);
  console.log(
    `POST throughput ours/baseline: ${ratio(ours.post, bare.post)} (goal ≥ 0.8; p99 goal < 50 ms)`,
  );
  console.log(`GET throughput ours/baseline: ${ratio(ours.get, bare.get)} (GET p99 goal < 20 ms)`);
  console.log(
    `Express alone/baseline: POST ${ratio(floor.post, bare.post)}, GET ${ratio(floor.get, bare.get)} (the decided stack's floor)`,
  );
}

main().catch((error) => {
  for (const child of started) child.kill('SIGTERM');
  console.error(error);
  process.exit(1);
});
