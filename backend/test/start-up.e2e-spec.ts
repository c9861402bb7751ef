import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '@piba/test-support/free-port';

/**
 * The built server as an operator starts it: closed by default in production, never printing a
 * secret, saying when it is open, and not holding idle connections. Each case starts dist/main.js.
 */
const backend = resolve(import.meta.dirname, '..');
const MAIN = join(backend, 'dist/main.js');
const STRONG_KEY = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b';
const folder = mkdtempSync(join(tmpdir(), 'piba-start-up-'));

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

let nextPort = 0;
function start(env: Record<string, string>, port = (nextPort += 1) + 40_000): Started {
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    cwd: backend,
    env: {
      PATH: process.env.PATH,
      WEB_ROOT: '/nonexistent',
      DATABASE_PATH: join(folder, `${port}.sqlite`),
      PORT: String(port),
      ...env,
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output };
}

const exitCode = (child: ChildProcess) =>
  new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

async function listening(started: Started, seconds = 30): Promise<void> {
  for (let tries = 0; tries < seconds * 10; tries += 1) {
    if (started.child.exitCode !== null) throw new Error(`exited:\n${started.output()}`);
    try {
      if ((await fetch(`${started.url}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`did not start:\n${started.output()}`);
}

const running: ChildProcess[] = [];
async function startListening(env: Record<string, string>, seconds?: number): Promise<Started> {
  const started = start(env, await freePort());
  running.push(started.child);
  await listening(started, seconds);
  return started;
}

beforeAll(() => {
  if (!existsSync(MAIN)) execFileSync('npm', ['run', 'build'], { cwd: backend });
}, 120_000);

afterAll(() => {
  for (const child of running) child.kill('SIGTERM');
  rmSync(folder, { recursive: true, force: true });
});

describe('a production server', () => {
  it('refuses to start without TEACHER_ACCESS_KEY, saying how to make one', async () => {
    const started = start({ NODE_ENV: 'production' });
    expect(await exitCode(started.child)).not.toBe(0);
    expect(started.output()).toMatch(/TEACHER_ACCESS_KEY must be set when NODE_ENV=production/);
    expect(started.output()).toContain('openssl rand -hex 24');
  });

  it.each([
    ['a repeated character', 'a'.repeat(30)],
    ['a word and digits repeated', 'password1234password1234'],
    ['an old 12-character key', 'rahasia-guru'],
  ])('refuses a weak key (%s) without printing it', async (_label, key) => {
    const started = start({ NODE_ENV: 'production', TEACHER_ACCESS_KEY: key });
    expect(await exitCode(started.child)).not.toBe(0);
    expect(started.output()).toMatch(
      /TEACHER_ACCESS_KEY (is too easy to guess|must be at least 24)/,
    );
    expect(started.output()).not.toContain(key);
  });

  it('names a malformed DATABASE_URL without printing its password', async () => {
    const started = start({
      NODE_ENV: 'production',
      TEACHER_ACCESS_KEY: STRONG_KEY,
      DATABASE_URL: 'mysql:/piba:Rahasia-Sekali-99@db/piba',
    });
    expect(await exitCode(started.child)).not.toBe(0);
    expect(started.output()).toMatch(/DATABASE_URL must look like mysql:\/\//);
    expect(started.output()).not.toContain('Rahasia-Sekali-99');
  });

  it('runs as an open demo only when asked, and says so to the pages', async () => {
    const started = await startListening({ NODE_ENV: 'production', PIBA_OPEN_ACCESS: 'true' });
    const access = await fetch(`${started.url}/api/teacher/access`);
    expect(await access.json()).toMatchObject({ open_access: true });
  });

  it('with a strong key is closed, and asks for HTTPS when PUBLIC_URL is https', async () => {
    const started = await startListening({
      NODE_ENV: 'production',
      TEACHER_ACCESS_KEY: STRONG_KEY,
      PUBLIC_URL: 'https://piba.example.ac.id',
    });
    const access = await fetch(`${started.url}/api/teacher/access`);
    expect(await access.json()).toMatchObject({ open_access: false });
    expect(access.headers.get('strict-transport-security')).toBe('max-age=15552000');
    expect((await fetch(`${started.url}/api/history`)).status).toBe(401);
    // Every session's link is built on PUBLIC_URL, in the list as when it is made.
    const admin = { 'X-Teacher-Key': STRONG_KEY, 'Content-Type': 'application/json' };
    const created = await fetch(`${started.url}/api/sessions`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ name: 'SMP A' }),
    });
    const { code } = (await created.json()) as { code: string };
    const list = (await (
      await fetch(`${started.url}/api/sessions`, { headers: admin })
    ).json()) as {
      data: Array<{ join_url: string }>;
    };
    expect(list.data.map((session) => session.join_url)).toEqual([
      `https://piba.example.ac.id/s/${code}`,
    ]);
    expect(started.output()).not.toContain(STRONG_KEY);
  });

  it('closes a connection that sends nothing within about 10 seconds', async () => {
    const started = await startListening({ NODE_ENV: 'production', PIBA_OPEN_ACCESS: 'true' });
    const socket = connect(Number(new URL(started.url).port), '127.0.0.1');
    const opened = Date.now();
    const closedAfter = await new Promise<number>((done) => {
      socket.on('error', () => undefined);
      // Read what the server says (a 408), so that its end of the connection is seen.
      socket.resume();
      socket.once('close', () => done(Date.now() - opened));
    });
    expect(closedAfter).toBeGreaterThanOrEqual(9_000);
    expect(closedAfter).toBeLessThan(12_500);
  }, 20_000);
});

describe('a development server without a key', () => {
  it('starts, and says in its output that access is open', async () => {
    const started = await startListening({ NODE_ENV: 'development' });
    expect(started.output()).toMatch(/Access is open: TEACHER_ACCESS_KEY is not set/);
    const access = await fetch(`${started.url}/api/teacher/access`);
    expect(await access.json()).toMatchObject({ open_access: true });
  });
});

describe('a replica told to stop (SIGTERM)', () => {
  it('stops being ready, cuts an answer its client does not read after 9 s, and exits within 10 s', async () => {
    const path = join(folder, 'draining.sqlite');
    const started = await startListening(
      { NODE_ENV: 'production', PIBA_OPEN_ACCESS: 'true', DATABASE_PATH: path },
      30,
    );
    expect((await fetch(`${started.url}/api/health/ready`)).status).toBe(200);
    // Far more than the sockets' buffers hold: the export waits for a reader that never comes.
    const { default: Database } = await import('better-sqlite3');
    const seed = new Database(path);
    const insert = seed.prepare(
      "INSERT INTO history_records (name, class_room, score, percentage, is_pretest, is_posttest, created_at) VALUES (?, '8A', '5/10', 50, 1, 0, '2026-11-20 01:00:00.000')",
    );
    seed.transaction(() => {
      for (let i = 0; i < 60_000; i += 1) insert.run(`Siswa ${i} ${'x'.repeat(240)}`);
    })();
    seed.close();
    const socket = connect(Number(new URL(started.url).port), '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write('GET /api/history/export.csv HTTP/1.1\r\nHost: piba\r\n\r\n');
    const first = await new Promise<Buffer>((done) => socket.once('data', done));
    expect(first.toString()).toMatch(/^HTTP\/1\.1 200/);
    socket.pause();

    const stoppedAt = Date.now();
    const exited = exitCode(started.child).then(() => Date.now());
    started.child.kill('SIGTERM');
    // Not ready any more once the signal is handled: 503, or refused once the listener closed.
    let ready: number | string = 200;
    for (let tries = 0; tries < 20 && ready === 200; tries += 1) {
      ready = await fetch(`${started.url}/api/health/ready`).then(
        (response) => response.status,
        () => 'refused',
      );
      if (ready === 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect([503, 'refused']).toContain(ready);
    // 10 s in the server, and a little more on a busy machine for the signal and the exit.
    const exitedAfter = (await exited) - stoppedAt;
    expect(exitedAfter).toBeGreaterThanOrEqual(8_500);
    expect(exitedAfter).toBeLessThan(11_000);
    expect(started.output()).toMatch(/Cut the requests still open 9 s after SIGTERM/);
    // What the client reads now is all it was sent: the export, cut before its last chunk.
    let rest = '';
    socket.on('data', (chunk: Buffer) => (rest = (rest + chunk.toString('latin1')).slice(-16)));
    await new Promise((done) => socket.once('close', done).resume());
    expect(rest.endsWith('0\r\n\r\n')).toBe(false);
  }, 60_000);
});
