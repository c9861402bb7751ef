// The built app served as in production on an embedded database of its own, with a class's
// results, for the web benchmarks, and the Chromium they measure it in.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
/** The port the benchmarks serve the app on (a second build takes the next one, and so on). */
export const BENCH_PORT = Number(process.env.BENCH_WEB_PORT ?? 3911);
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * Chromium as the benchmarks run it, headless and without its background connections: on a
 * machine with a closed network those fail, many at a time, while the page loads.
 */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lighthouse's mobile screen, for the benchmarks that load a page as a phone draws it. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
};

/**
 * Starts `backend/dist/main.js` on `port` (serving `webRoot`, the built frontend unless given)
 * and seeds 30 results. Returns its address and `stop()`.
 */
export async function startBenchServer(port, { webRoot } = {}) {
  const base = `http://127.0.0.1:${port}`;
  // Another server on the port (another run of a benchmark) would be measured instead of this one.
  if (await isUp(base))
    throw new Error(`port ${port} is already in use: set BENCH_WEB_PORT to a free port`);
  const dataDir = mkdtempSync(join(tmpdir(), 'piba-bench-web-'));
  const server = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Made-up results only: an open server, as a demo is.
      PIBA_OPEN_ACCESS: 'true',
      PORT: String(port),
      DATABASE_PATH: join(dataDir, 'bench.sqlite'),
      ...(webRoot ? { WEB_ROOT: resolve(webRoot) } : {}),
    },
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  let exited = false;
  server.on('exit', () => (exited = true));
  for (let i = 0; i < 100 && !exited; i += 1) {
    if (await isUp(base)) {
      await seedResults(base);
      return { base, stop };
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  stop();
  throw new Error('server did not start');
}

/**
 * Starts a server for each of `webRoots` (folders holding a `vite build`; `undefined`: the one the
 * server finds), on `BENCH_PORT` and then every `step`-th port after it (a step of 2 leaves each
 * server's next port free, for a proxy in front of it). Returns them, each with its `port`; if
 * one fails to start, stops those already started.
 */
export async function startBenchServers(webRoots, { step = 1 } = {}) {
  const servers = [];
  try {
    for (const [index, webRoot] of webRoots.entries()) {
      const port = BENCH_PORT + step * index;
      servers.push({ port, ...(await startBenchServer(port, webRoot ? { webRoot } : {})) });
    }
  } catch (error) {
    for (const server of servers) server.stop();
    throw error;
  }
  return servers;
}

/** The median of `numbers` (the lower of the middle two for an even count). */
export const median = (numbers) =>
  [...numbers].sort((a, b) => a - b)[Math.floor((numbers.length - 1) / 2)];

function isUp(base) {
  return fetch(`${base}/api/health`).then(
    (answer) => answer.ok,
    () => false,
  );
}

async function seedResults(base) {
  for (let i = 0; i < 30; i += 1) {
    const correct = i % 11;
    await fetch(`${base}/api/history`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Siswa ${i + 1}`,
        class_room: `8${'ABC'[i % 3]}`,
        score: `${correct}/10`,
        percentage: correct * 10,
        is_pretest: i % 2 === 0,
        is_posttest: i % 2 === 1,
      }),
    });
  }
}
