import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';
import { reportSkipped } from './skipped.js';

export interface TestRedis {
  /** REDIS_URL for the app. */
  url: string;
  port: number;
  /** Stops the server: the app finds Redis unreachable. */
  stop(): Promise<void>;
  /** Starts it again, empty, on the same port. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

/** Whether a Redis server answers PING on the port. */
function answers(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('data', (reply) => {
      done(reply.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('error', () => done(false));
    socket.once('timeout', () => {
      done(false);
      socket.destroy();
    });
  });
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Redis ${what} within 10 s`);
}

/**
 * A redis-server of the test's own, on a free port of 127.0.0.1, keeping nothing on disk.
 * Outside CI a missing redis-server skips the suite with a reason; in CI it fails the run.
 */
export async function startRedis(): Promise<TestRedis | null> {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    const reason = 'redis-server is not installed';
    if (process.env.CI === 'true') throw new Error(`${reason}; CI requires it.`, { cause: error });
    reportSkipped(
      'the Redis end-to-end tests',
      `${reason}. Install it (apt-get install redis-server).`,
    );
    return null;
  }
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'piba-redis-'));
  const pidFile = join(folder, 'redis.pid');
  const start = async () => {
    execFileSync('redis-server', [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      folder,
      '--pidfile',
      pidFile,
      '--daemonize',
      'yes',
    ]);
    await until(() => answers(port), 'did not answer');
  };
  const stop = async () => {
    let pid: number;
    try {
      pid = Number(readFileSync(pidFile, 'utf8').trim());
    } catch {
      return;
    }
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      return;
    }
    await until(async () => !(await answers(port)), 'did not stop');
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    async close() {
      await stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
