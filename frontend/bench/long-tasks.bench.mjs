// `npm run bench:long-tasks -- [--path /history] [--runs 12] [build ...]`: the main thread's long
// tasks while a page loads, at a 4× slower CPU, for one or more builds of the frontend (folders
// holding a `vite build`; the current `frontend/dist` when none is given). Builds are loaded in
// turn, run after run, so that a slower spell of the machine touches each alike.
//
// Total blocking time is counted as Lighthouse counts it (each task's time beyond 50 ms, after
// the first contentful paint) from the browser's Long Tasks API, without Lighthouse's network
// simulation: a quicker and steadier way to compare two builds than the Lighthouse score.
// Prints figures; it passes or fails nothing.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { BENCH_PORT, CHROME_FLAGS, CHROME_PATH, ROOT, startBenchServer } from './bench-server.mjs';

const { values, positionals } = parseArgs({
  options: {
    path: { type: 'string', default: '/history' },
    runs: { type: 'string', default: '12' },
  },
  allowPositionals: true,
});
const builds = positionals.length > 0 ? positionals : [`${ROOT}/frontend/dist`];

/** Long tasks after the first contentful paint of one load of `url`, from a fresh profile. */
async function loadOnce(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen = { tasks: [], fcp: 0 };
    globalThis.__longTasks = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
      }
    }).observe({ type: 'paint', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The page's last background passes.
  await page.waitForTimeout(1500);
  const { tasks, fcp } = await page.evaluate(() => globalThis.__longTasks);
  await context.close();
  const durations = tasks.filter(([start]) => start >= fcp).map(([, duration]) => duration);
  return {
    tbt: durations.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    longest: Math.max(0, ...durations),
  };
}

const median = (numbers) =>
  [...numbers].sort((a, b) => a - b)[Math.floor((numbers.length - 1) / 2)];
const mean = (numbers) => numbers.reduce((sum, n) => sum + n, 0) / numbers.length;

const servers = [];
try {
  for (const [index, webRoot] of builds.entries()) {
    servers.push(await startBenchServer(BENCH_PORT + index, { webRoot }));
  }
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const loads = builds.map(() => []);
  for (let run = 0; run < Number(values.runs); run += 1) {
    for (const [index, server] of servers.entries()) {
      loads[index].push(await loadOnce(browser, `${server.base}${values.path}`));
    }
  }
  await browser.close();
  console.log(`${values.path}, ${values.runs} loads per build, CPU 4× slower (ms)`);
  console.table(
    Object.fromEntries(
      builds.map((build, index) => {
        const tbt = loads[index].map((load) => load.tbt);
        return [
          build,
          {
            'TBT median': Math.round(median(tbt)),
            'TBT mean': Math.round(mean(tbt)),
            'longest task median': Math.round(median(loads[index].map((load) => load.longest))),
          },
        ];
      }),
    ),
  );
} finally {
  for (const server of servers) server.stop();
}
