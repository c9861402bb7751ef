import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from '@piba/test-support/free-port';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const MAIN = resolve(REPO_ROOT, 'backend/dist/main.js');
/** How long the server may take to answer its health check before startServer gives up. */
export const START_TIMEOUT_MS = 90_000;

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** The built production server (`npm run build` first), as `npm start` runs it. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  if (!existsSync(MAIN) || !existsSync(resolve(REPO_ROOT, 'frontend/dist/index.html'))) {
    throw new Error('The app is not built: run `npm run build` first (npm test does).');
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // A production server without an admin key starts only as an open demo.
      PIBA_OPEN_ACCESS: env.TEACHER_ACCESS_KEY ? 'false' : 'true',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A few seconds on a quiet machine; much longer on a busy one.
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server did not answer ${url}/api/health within ${START_TIMEOUT_MS} ms`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    url,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
