// `npm run bench:long-tasks -- [--path /history] [--runs 12] [--browser both] [build ...]`: the
// main thread's long tasks while a page loads, at a 4× slower CPU, for one or more builds of the
// frontend (folders holding a `vite build`; the current `frontend/dist` when none is given).
// Builds are loaded in turn, run after run, so that a slower spell of the machine touches each
// alike.
//
// Each page is loaded twice a run (`--browser both`, the default): through Playwright, which
// attaches an inspector as Lighthouse does ("inspector"), and without one, as a student's browser
// runs ("plain"; see plain-chromium.mjs for what the inspector costs). `--browser inspector` or
// `--browser plain` loads it one way only.
//
// Total blocking time is counted as Lighthouse counts it (each task's time beyond 50 ms, after
// the first contentful paint) from the browser's Long Tasks API, without Lighthouse's network
// simulation: a quicker and steadier way to compare two builds than the Lighthouse score. The
// largest paint is the browser's own (its last largest-contentful-paint entry), as slowed.
// Prints figures; it passes or fails nothing.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH, median, ROOT, startBenchServers } from './bench-server.mjs';
import { launchPlainChromium, loadPlain } from './plain-chromium.mjs';

const { values, positionals } = parseArgs({
  options: {
    path: { type: 'string', default: '/history' },
    runs: { type: 'string', default: '12' },
    browser: { type: 'string', default: 'both' },
  },
  allowPositionals: true,
});
const builds = positionals.length > 0 ? positionals : [`${ROOT}/frontend/dist`];

const BROWSERS = { inspector: 'with an inspector', plain: 'without an inspector' };
const browsers = values.browser === 'both' ? Object.keys(BROWSERS) : [values.browser];
if (!browsers.every((name) => name in BROWSERS))
  throw new Error(`--browser is inspector, plain or both, not ${values.browser}`);

/**
 * Records the page's long tasks, its first contentful paint and its largest paint so far in
 * `globalThis.__longTasks`.
 */
function observeLongTasks() {
  const seen = { tasks: [], fcp: 0, lcp: 0 };
  globalThis.__longTasks = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** One load of `url` from a fresh profile through Playwright, which attaches an inspector. */
async function loadWithInspector(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(observeLongTasks);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The page's last background passes.
  await page.waitForTimeout(1500);
  const seen = await page.evaluate(() => globalThis.__longTasks);
  await context.close();
  return blockingTime(seen);
}

/** One load of `url` from a fresh profile in a Chromium without an inspector. */
async function loadPlainly(chrome, url) {
  const seen = await loadPlain(chrome, url, {
    cpuRate: 4,
    initScript: `(${observeLongTasks})()`,
    // No "network idle" without the Network domain: the load event, then the requests the page
    // makes after it and its last background passes.
    settleMs: 3000,
    expression: 'globalThis.__longTasks',
  });
  return blockingTime(seen);
}

/** Total blocking time and the longest task after the first contentful paint; the largest paint. */
function blockingTime({ tasks, fcp, lcp }) {
  const durations = tasks.filter(([start]) => start >= fcp).map(([, duration]) => duration);
  return {
    tbt: durations.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    longest: Math.max(0, ...durations),
    lcp,
  };
}

const mean = (numbers) => numbers.reduce((sum, n) => sum + n, 0) / numbers.length;

const servers = await startBenchServers(builds);
try {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const chrome = launchPlainChromium(CHROME_PATH, CHROME_FLAGS);
  const load = {
    inspector: (url) => loadWithInspector(browser, url),
    plain: (url) => loadPlainly(chrome, url),
  };
  const loads = Object.fromEntries(browsers.map((name) => [name, builds.map(() => [])]));
  try {
    for (let run = 0; run < Number(values.runs); run += 1) {
      for (const [index, server] of servers.entries()) {
        for (const name of browsers) {
          loads[name][index].push(await load[name](`${server.base}${values.path}`));
        }
      }
    }
  } finally {
    await browser.close();
    chrome.close();
  }
  for (const name of browsers) {
    console.log(
      `${values.path}, ${values.runs} loads per build, CPU 4× slower, ${BROWSERS[name]} (ms)`,
    );
    console.table(
      Object.fromEntries(
        builds.map((build, index) => {
          const tbt = loads[name][index].map((one) => one.tbt);
          const longest = loads[name][index].map((one) => one.longest);
          const lcp = loads[name][index].map((one) => one.lcp);
          return [
            build,
            {
              'TBT median': Math.round(median(tbt)),
              'TBT mean': Math.round(mean(tbt)),
              'longest task median': Math.round(median(longest)),
              'largest paint median': Math.round(median(lcp)),
            },
          ];
        }),
      ),
    );
  }
} finally {
  for (const server of servers) server.stop();
}
