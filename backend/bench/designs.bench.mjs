// `BENCH_ONLY=designs npm run bench -w @piba/backend` (the built backend): 100,000 results in 40
// sessions that use every research design, on a pack version with a form B and an attitude
// scale published through the API, then one session's analysis and the programme view measured
// while computing: a result saved to the session before each request moves its stamp, so the
// kept answer is never used (the analysis cache has no switch; its key is the stamp); the
// programme view then reads that session again and keeps the other sessions' parts, as it does
// for a teacher. Prints figures; it passes or fails nothing.
import { spawn } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { createConnection } from 'mysql2/promise';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/** Requests timed one at a time, each after a save, per measure. */
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const PORT = 3901;
const JOIN_ALPHABET = '23456789BCDFGHJKMNPQRSTVWXYZ';
const SESSIONS = Array.from(
  { length: 40 },
  (_, i) => `DSGN${JOIN_ALPHABET[Math.floor(i / 28)]}${JOIN_ALPHABET[i % 28]}`,
);
const CLASSES = ['7A', '7B', '8A', '8B', '9A'];
const SCALE = [
  { id: 'suka-olahraga', text: 'Saya suka berolahraga.', positive: true },
  { id: 'senam-mudah', text: 'Senam mudah saya ikuti.', positive: true },
  { id: 'senam-membosankan', text: 'Senam itu membosankan.', positive: false },
  { id: 'tubuh-penting', text: 'Menjaga tubuh itu penting.', positive: true },
];
/**
 * The design of session `i`, four kinds of ten sessions: AB-BA forms with a delayed test; A-B
 * forms with shuffled options; comparison classes; taught classes with a delayed test. Every
 * session is on the designed pack version, so every pre- and post-test carries attitude ratings.
 */
const designOf = (i) =>
  [
    { form_design: 'AB-BA', shuffle_options: false, delayed: true, comparison: false },
    { form_design: 'A-B', shuffle_options: true, delayed: false, comparison: false },
    { form_design: 'A', shuffle_options: false, delayed: false, comparison: true },
    { form_design: 'A', shuffle_options: false, delayed: true, comparison: false },
  ][i % 4];

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function call(base, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text);
}

/**
 * The default pack duplicated, given a form B (its questions under other names, so another answer
 * key) and an attitude scale, and published, as an admin does through the API.
 */
async function publishDesignedPack(base) {
  const standard = await call(base, 'GET', '/pack-versions/default');
  const draft = await call(base, 'POST', '/packs', { from_version: standard.version });
  const document = {
    ...draft.document,
    title: 'Paket Desain (bench)',
    form_b: draft.document.questions.map((question, index) => ({
      ...question,
      name: `bentukb${index + 1}`,
    })),
    attitude_scale: SCALE,
  };
  await call(base, 'PUT', `/packs/${draft.id}/draft`, { revision: draft.revision, document });
  let published;
  try {
    published = await call(base, 'POST', `/packs/${draft.id}/publish`, {});
  } catch (error) {
    // The instrument check blocks publishing (errors, warnings not reviewed): print what it found.
    const problems = await call(base, 'GET', `/packs/${draft.id}/draft/check`);
    throw new Error(`${error.message}\n${JSON.stringify(problems).slice(0, 2000)}`, {
      cause: error,
    });
  }
  const version = await call(base, 'GET', `/pack-versions/${published.version}`);
  return version;
}

/** Rows of results, student by student: pre, post and (in sessions with one) delayed tests. */
function* results(pack, shared, naturalSortKey) {
  const forms = {
    A: { questions: pack.document.questions, key: pack.answer_key_version },
    B: {
      questions: pack.document.form_b,
      key: shared.answerKeyVersion(pack.document.form_b),
    },
  };
  const start = Date.now() - ROWS * 1000;
  let n = 0;
  for (let student = 0; ; student += 1) {
    const i = student % SESSIONS.length;
    const design = designOf(i);
    const swap = Math.floor(student / SESSIONS.length) % 2 === 1;
    const [first, second] =
      design.form_design === 'AB-BA'
        ? swap
          ? ['B', 'A']
          : ['A', 'B']
        : design.form_design === 'A-B'
          ? ['A', 'B']
          : ['A', 'A'];
    const pre = student % 8;
    const gain = design.comparison ? student % 2 : (student * 7) % 5;
    const post = Math.min(10, pre + gain);
    const tests = [
      { form: first, right: pre, pretest: true, delayed: false },
      { form: second, right: post, pretest: false, delayed: false },
      ...(design.delayed
        ? [{ form: first, right: Math.max(0, post - (student % 3)), pretest: false, delayed: true }]
        : []),
    ];
    const name = `Siswa ${student}`;
    const classRoom = CLASSES[Math.floor(student / SESSIONS.length) % CLASSES.length];
    const participant = `00000000-0000-4000-8000-${String(student).padStart(12, '0')}`;
    for (const [phase, test] of tests.entries()) {
      if (n >= ROWS) return;
      const { questions, key } = forms[test.form];
      const answers = Object.fromEntries(
        questions.map((q, k) => [
          q.name,
          k < test.right ? q.correctAnswer : (q.correctAnswer % 3) + 1,
        ]),
      );
      const attitude = test.delayed
        ? null
        : JSON.stringify(
            Object.fromEntries(
              SCALE.map((item, k) => [item.id, 1 + ((student * 3 + k * 7 + phase * 2) % 5)]),
            ),
          );
      yield [
        participant,
        JSON.stringify(answers),
        key,
        name,
        classRoom,
        naturalSortKey(name),
        naturalSortKey(classRoom),
        `${test.right}/10`,
        test.right * 10,
        test.pretest,
        !test.pretest,
        new Date(start + n * 1000),
        SESSIONS[i],
        test.form === 'B' ? 'B' : null,
        attitude,
        test.delayed,
      ];
      n += 1;
    }
  }
}

/** The 40 sessions and the results, with bulk inserts; answers how many of each kind. */
async function seed(url, pack) {
  const shared = await import('@piba/shared');
  const { naturalSortKey } = await import('../dist/results/natural-order.js');
  const connection = await createConnection({ uri: url });
  await connection.query('DELETE FROM history_records');
  await connection.query('DELETE FROM sessions');
  await connection.query(
    'INSERT INTO sessions (code, name, open, key_hash, created_at, pack_version, form_design, shuffle_options, delayed_test_from, comparison) VALUES ?',
    [
      SESSIONS.map((code, i) => {
        const design = designOf(i);
        return [
          code,
          `Sesi ${i + 1}`,
          true,
          'bench',
          new Date(Date.now() - 40 * 86_400_000 - i * 1000),
          pack.version,
          design.form_design,
          design.shuffle_options,
          design.delayed ? '2026-01-01' : null,
          design.comparison,
        ];
      }),
    ],
  );
  const counts = { results: 0, formB: 0, attitude: 0, delayed: 0 };
  let batch = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await connection.query(
      'INSERT INTO history_records (participant_id, answers, answer_key_version, name, class_room, name_sort, class_sort, score, percentage, is_pretest, is_posttest, created_at, session_code, test_form, attitude, is_delayed) VALUES ?',
      [batch],
    );
    batch = [];
  };
  for (const row of results(pack, shared, naturalSortKey)) {
    counts.results += 1;
    if (row[13] === 'B') counts.formB += 1;
    if (row[14] !== null) counts.attitude += 1;
    if (row[15]) counts.delayed += 1;
    batch.push(row);
    if (batch.length === 5000) await flush();
  }
  await flush();
  await connection.query('ANALYZE TABLE history_records');
  await connection.end();
  return counts;
}

/**
 * `SAMPLES` requests of `url`, one at a time, each right after a result saved to `session`
 * (moving that session's stamp and the programme's), timed to the last byte; with `deleted`
 * the saved result is deleted again (a deletion names its session, so the programme view reads
 * that session again and keeps the others' parts). req/s is one connection's: samples over the
 * seconds the requests themselves took.
 */
async function recomputed(base, url, session, pack, { timeOnce, percentile }, deleted) {
  const questions = pack.document.questions;
  const save = () =>
    call(base, 'POST', '/history', {
      name: 'Siti Aminah',
      class_room: '8A',
      session_code: session,
      answers: Object.fromEntries(questions.map((q) => [q.name, q.correctAnswer])),
      answer_key_version: pack.answer_key_version,
      score: '10/10',
      percentage: 100,
      is_pretest: true,
      is_posttest: false,
    });
  const times = [];
  let bytes = 0;
  for (let i = 0; i < SAMPLES; i += 1) {
    const saved = await save();
    if (deleted) {
      const answer = await fetch(`${base}/history/${saved.id}`, { method: 'DELETE' });
      if (answer.status !== 204) throw new Error(`DELETE /history/${saved.id}: ${answer.status}`);
    }
    const once = await timeOnce(url);
    if (once.status !== 200) throw new Error(`${url}: ${once.status}`);
    times.push(once.ms);
    bytes = once.bytes;
  }
  const total = times.reduce((sum, ms) => sum + ms, 0);
  times.sort((a, b) => a - b);
  return {
    'req/s': Number(((SAMPLES * 1000) / total).toFixed(1)),
    'p50 ms': percentile(times, 0.5),
    'p99 ms': percentile(times, 0.99),
    'max ms': times.at(-1),
    KB: Math.round(bytes / 1024),
  };
}

export async function designsOnly(admin, env, tools) {
  const { databaseUrl, waitFor, timeOnce, load, summary, percentile } = tools;
  await admin.query('DROP DATABASE IF EXISTS piba_bench');
  await admin.query('CREATE DATABASE piba_bench CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  const api = spawn(process.execPath, [resolve(import.meta.dirname, '../dist/main.js')], {
    env: {
      ...env,
      PORT: String(PORT),
      DATABASE_URL: databaseUrl('piba_bench'),
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${PORT}/api`;
    await waitFor(`${base}/health/ready`);
    await sleep(1_000);
    if (api.exitCode !== null) throw new Error(`Port ${PORT} is taken: stop what listens there`);
    const pack = await publishDesignedPack(base);
    const counts = await seed(databaseUrl('piba_bench'), pack);
    const session = SESSIONS[0];
    const targets = {
      'analysis, one AB-BA session with a delayed test': `${base}/analytics?session=${session}`,
      'programme view, 40 sessions': `${base}/analytics/programme`,
    };
    const before = loadavg();
    const loads = {};
    for (const [label, url] of Object.entries(targets)) {
      // The designs the answer holds: every one the selection uses should be there.
      const first = await call(base, 'GET', url.slice(base.length));
      const designs = Object.keys(first.designs ?? {}).join(', ') || 'none';
      const programme = url.endsWith('/programme');
      loads[`GET ${label}, after a save${programme ? ' to one session' : ''}`] = {
        ...(await recomputed(base, url, session, pack, { timeOnce, percentile }, false)),
        designs,
      };
      if (programme) {
        loads[`GET ${label}, after a save and its deletion`] = {
          ...(await recomputed(base, url, session, pack, { timeOnce, percentile }, true)),
          designs,
        };
      }
      loads[`GET ${label}, kept (10 connections)`] = summary(
        await load(url, { pid: api.pid, connections: 10 }),
      );
    }
    const after = loadavg();
    console.log(
      `\nMachine: ${cpus().length} × ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    );
    console.log(
      `Load average (1, 5, 15 min) before the loads: ${before.map((l) => l.toFixed(1)).join(', ')}; after: ${after.map((l) => l.toFixed(1)).join(', ')}`,
    );
    console.log(
      `${counts.results} seeded results in ${SESSIONS.length} sessions (${counts.formB} on form B, ${counts.attitude} with attitude ratings, ${counts.delayed} delayed tests); pack version ${pack.version}`,
    );
    console.log(
      `Recomputed: ${SAMPLES} requests one at a time, each after a save to ${session} (and its deletion, for the programme view's second row); kept: ${SECONDS} s after a 3 s warm-up\n`,
    );
    console.table(loads);
  } finally {
    api.kill('SIGTERM');
    await sleep(1_000);
    await admin.query('DROP DATABASE IF EXISTS piba_bench');
    await admin.end();
  }
}
