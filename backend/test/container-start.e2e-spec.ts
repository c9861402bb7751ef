import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { TEACHER_KEY_HEADER } from '@piba/shared';
import { createMysqlDatabase } from '@piba/test-support/databases';
import { readRuntimeStage } from './support/dockerfile.js';
import { freePort } from '@piba/test-support/free-port';
import { specPayload } from './support/history-api.js';
import { TEACHER_KEY } from './support/teacher-key.js';

const asAdmin = { [TEACHER_KEY_HEADER]: TEACHER_KEY };

/**
 * No Docker engine runs where the tests do, so this runs the image's runtime stage on the host:
 * a clean folder with what the Dockerfile copies and its production install, started with its
 * command and ENV against MariaDB. Everything it does is read from the Dockerfile.
 */
const root = resolve(import.meta.dirname, '../..');
const stage = readRuntimeStage(join(root, 'Dockerfile'));
const database = await createMysqlDatabase();

/** The host's environment without what npm and Jest add, so it cannot steer the install. */
const hostEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^(npm_|NODE_OPTIONS$|NODE_ENV$|INIT_CWD$)/i.test(key),
  ),
);

function prepareImageFolder(folder: string) {
  const built = ['backend/dist/main.js', 'frontend/dist/index.html'];
  if (!built.every((file) => existsSync(join(root, file)))) {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  // In the Dockerfile's order: npm ci empties node_modules, so what is copied there comes after.
  const copy = (afterInstall: boolean) => {
    for (const { source, destination, into } of stage.copies.filter(
      (entry) => entry.afterInstall === afterInstall,
    )) {
      const from = join(root, source);
      const directory = statSync(from).isDirectory();
      const to = join(folder, destination, into && !directory ? basename(source) : '');
      mkdirSync(dirname(to), { recursive: true });
      cpSync(from, to, { recursive: true });
    }
  };
  copy(false);
  const install = spawnSync('/bin/sh', ['-c', stage.install], {
    cwd: folder,
    env: { ...hostEnv, ...stage.installEnv },
    encoding: 'utf8',
  });
  if (install.status !== 0) throw new Error(`${stage.install} failed:\n${install.stderr}`);
  copy(true);
}

/** Resolves to the exit code, or says which signal ended the process or that it still runs. */
function exitWithin(child: ChildProcess, milliseconds: number): Promise<number | string> {
  return new Promise((done) => {
    const timer = setTimeout(() => done(`still running after ${milliseconds} ms`), milliseconds);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      done(code ?? `ended by ${signal}`);
    });
  });
}

(database ? describe : describe.skip)('the image start command, run as the Dockerfile says', () => {
  let folder: string;
  let server: ChildProcess;
  let output = '';
  let env: Record<string, string>;
  let base: string;

  const healthcheck = () =>
    spawnSync(stage.healthcheck[0], stage.healthcheck.slice(1), { cwd: folder, env }).status;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'piba-image-'));
    prepareImageFolder(folder);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // As compose passes it: the image runs with NODE_ENV=production, which needs the admin key.
    env = {
      PATH: process.env.PATH!,
      ...stage.env,
      ...database!.env,
      TEACHER_ACCESS_KEY: TEACHER_KEY,
      PORT: String(port),
    };
    const [command, ...args] = stage.command;
    server = spawn(command, args, { cwd: folder, env });
    server.stdout!.on('data', (chunk) => (output += chunk));
    server.stderr!.on('data', (chunk) => (output += chunk));
    for (let waited = 0; waited < 30_000; waited += 250) {
      if (server.exitCode !== null) break;
      const health = await fetch(`${base}/api/health`).catch(() => null);
      if (health?.status === 200) return;
      await new Promise((done) => setTimeout(done, 250));
    }
    throw new Error(`the server did not become healthy:\n${output}`);
    // The production install takes two to four minutes on a machine busy with other suites.
  }, 300_000);

  // Removing the install's 30,000 files takes half a minute on a busy disk.
  afterAll(async () => {
    server?.kill('SIGKILL');
    if (folder) rmSync(folder, { recursive: true, force: true });
    await database?.drop();
  }, 120_000);

  it('holds only the backend production packages: no better-sqlite3, no frontend-only packages', () => {
    const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));
    const backend = Object.keys(read('backend/package.json').dependencies);
    const frontendOnly = Object.keys(read('frontend/package.json').dependencies).filter(
      (name) => !backend.includes(name),
    );
    const absent = ['better-sqlite3', ...frontendOnly];
    expect(absent.filter((name) => existsSync(join(folder, 'node_modules', name)))).toEqual([]);
    expect(existsSync(join(folder, 'node_modules/@nestjs/core'))).toBe(true);
    // Shared with the app, and loaded from its build, not its sources.
    expect(existsSync(join(folder, 'node_modules/@piba/shared/dist/index.js'))).toBe(true);
    expect(existsSync(join(folder, 'node_modules/@piba/shared/src/index.ts'))).toBe(false);
    // Beside it, the default pack's files, which the server stores as a pack version at start.
    expect(existsSync(join(folder, 'node_modules/@piba/shared/src/packs/piba/pack.json'))).toBe(
      true,
    );
  });

  it('is healthy, by /api/health and by the HEALTHCHECK command', async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect(healthcheck()).toBe(0);
  });

  it('saves a result in MySQL and lists it', async () => {
    const created = await fetch(`${base}/api/history`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(specPayload),
    });
    expect(created.status).toBe(201);
    const list = await fetch(`${base}/api/history`, { headers: asAdmin });
    expect(list.status).toBe(200);
    expect((await list.json()).data).toEqual([expect.objectContaining(specPayload)]);
  });

  it('serves the student app at /', async () => {
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('runs npm run migration:run and npm run retention:run in /app/backend, as the migration Job and an operator do', () => {
    // npm's own logs go to a home of their own, as the image's node user has one.
    const home = mkdtempSync(join(tmpdir(), 'piba-npm-home-'));
    const run = (script: string) =>
      spawnSync('npm', ['run', script], {
        cwd: join(folder, 'backend'),
        env: { ...env, HOME: home, npm_config_update_notifier: 'false' },
        encoding: 'utf8',
      });
    try {
      const migrate = run('migration:run');
      expect(migrate.stderr + migrate.stdout).toMatch(/No migrations are pending/);
      expect(migrate.status).toBe(0);
      const retention = run('retention:run');
      expect(retention.stdout).toMatch(/Purged 0 results from the trash; pseudonymised 0 results/);
      expect(retention.status).toBe(0);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  }, 60_000);

  it('finishes a request in flight at SIGTERM, exits with code 0 within 10 s, and the HEALTHCHECK then fails', async () => {
    const rows = 30_000;
    const connection = await createConnection({ uri: database!.env.DATABASE_URL });
    for (let offset = 0; offset < rows; offset += 5_000) {
      const batch = Array.from({ length: 5_000 }, (_, i) => [
        `Siswa ${offset + i}`,
        '8A',
        '5/10',
        50,
        1,
        0,
        new Date(),
      ]);
      await connection.query(
        'INSERT INTO history_records (name, class_room, score, percentage, is_pretest, is_posttest, created_at) VALUES ?',
        [batch],
      );
    }
    await connection.end();
    const response = await fetch(`${base}/api/history/export.csv`, { headers: asAdmin });
    const reader = response.body!.getReader();
    let text = new TextDecoder().decode((await reader.read()).value);

    const exit = exitWithin(server, 10_000);
    server.kill('SIGTERM');
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += new TextDecoder().decode(chunk.value);
    }
    // The header, the one result saved above, and every seeded row.
    expect(text.trim().split('\r\n')).toHaveLength(1 + 1 + rows);
    expect(await exit).toBe(0);
    expect(healthcheck()).not.toBe(0);
  }, 30_000);
});
