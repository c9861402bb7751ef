// `npm run bench:web`: the gzipped JavaScript that `/` and the two teacher pages (`/history`,
// `/history/analytics`) load, and Lighthouse (mobile) performance and accessibility scores of the
// student pages and the teacher pages.
// Run after `npm run build` (the npm script does). Prints figures; it passes or fails nothing.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { offlineJourney, repeatVisit } from './offline-figures.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3911);
const BASE = `http://127.0.0.1:${PORT}`;
const TEACHER_PAGES = ['/history', '/history/analytics'];
// Lighthouse's simulated scores move by several hundredths between runs on the same machine;
// each page is measured this many times and the median run is printed, with the range.
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function startServer(dataDir) {
  // Another server on the port (another run of this script) would be measured instead of this one.
  if (
    await fetch(`${BASE}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${PORT} is already in use: set BENCH_WEB_PORT to a free port`);
  }
  const server = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATABASE_PATH: join(dataDir, 'bench.sqlite'),
    },
    stdio: 'ignore',
  });
  let exited = false;
  server.on('exit', () => (exited = true));
  for (let i = 0; i < 100 && !exited; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return server;
    } catch {
      /* starting */
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('server did not start');
}

async function seedResults() {
  for (let i = 0; i < 30; i += 1) {
    const correct = i % 11;
    await fetch(`${BASE}/api/history`, {
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

/** Compressed bytes of every script the page loaded, as the browser received them. */
async function scriptBytes(browser, path) {
  const page = await browser.newPage();
  await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
  const bytes = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  );
  await page.close();
  return bytes;
}

async function lighthouse(path, attempts = 3) {
  try {
    return await lighthouseOnce(path);
  } catch (error) {
    // Lighthouse now and then fails to record the page load's trace (NO_NAVSTART); a new run
    // records it.
    if (attempts <= 1) throw error;
    console.error(`Lighthouse failed on ${path}, running it again: ${error.stderr ?? error}`);
    return lighthouse(path, attempts - 1);
  }
}

async function lighthouseOnce(path) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      resolve(ROOT, 'node_modules/lighthouse/cli/index.js'),
      `${BASE}${path}`,
      '--output=json',
      '--quiet',
      '--only-categories=performance,accessibility',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const { categories, audits } = JSON.parse(stdout);
  return {
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    'FCP s': +(audits['first-contentful-paint'].numericValue / 1000).toFixed(2),
    'LCP s': +(audits['largest-contentful-paint'].numericValue / 1000).toFixed(2),
    'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
    CLS: +audits['cumulative-layout-shift'].numericValue.toFixed(3),
  };
}

/** The run with the median performance score, and the range of the scores over every run. */
function medianRun(results) {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const low = sorted[0].performance;
  const high = sorted.at(-1).performance;
  return { ...median, 'perf range': low === high ? `${low}` : `${low}–${high}` };
}

const dataDir = mkdtempSync(join(tmpdir(), 'piba-bench-web-'));
const server = await startServer(dataDir);
try {
  await seedResults();
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const js = {};
  for (const path of ['/', ...TEACHER_PAGES]) js[path] = await scriptBytes(browser, path);
  await browser.close();
  const pages = ['/', '/questions', '/topics/slide-1', ...TEACHER_PAGES];
  const runs = Object.fromEntries(pages.map((path) => [path, []]));
  // Round by round, so that a slower spell of the machine touches every page alike.
  for (let round = 0; round < RUNS; round += 1) {
    for (const path of pages) runs[path].push(await lighthouse(path));
  }
  const scores = Object.fromEntries(pages.map((path) => [path, medianRun(runs[path])]));

  console.log(
    `\nMachine: ${cpus().length} × ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  console.log('\nGzipped JavaScript loaded (goals: / at most 160 KB, /history at most 200 KB)');
  console.table(
    Object.fromEntries(
      Object.entries(js).map(([path, bytes]) => [path, { 'KB gzip': +(bytes / 1024).toFixed(1) }]),
    ),
  );
  console.log(
    `Lighthouse, mobile emulation, the median of ${RUNS} run(s) per page (goals: performance ≥ 0.95 on student pages, ≥ 0.90 on teacher pages; accessibility ≥ 0.95, 1.00 on teacher pages)`,
  );
  console.table(scores);

  // The app with its service worker: a repeat visit, and the journey with the network cut.
  const offlineBrowser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const visits = await repeatVisit(offlineBrowser, PORT);
  const journey = await offlineJourney(offlineBrowser, BASE);
  await offlineBrowser.close();
  console.log('\nBytes over the network for / (goal for the repeat visit: under 5 KB)');
  console.table({
    'first visit (precaches the student app)': { KB: +(visits.firstVisit / 1024).toFixed(1) },
    'repeat visit': { KB: +(visits.repeatVisit / 1024).toFixed(2) },
  });
  console.log(`Repeat visit asked the network for: ${visits.fromNetwork.join(', ') || 'nothing'}`);
  console.log('\nStudent journey after the first load of /, with the network cut');
  console.table(journey.steps);
  console.log(
    `Rows saved after reconnecting: ${journey.rows} (expected 1), ${journey.savedAfter ?? '–'} s after the connection returned`,
  );
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
