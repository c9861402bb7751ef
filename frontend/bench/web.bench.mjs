// `npm run bench:web [-- build ...]`: the JavaScript (gzipped and as sent) that `/` and the two
// teacher pages (`/history`, `/history/analytics`) load, and Lighthouse (mobile) performance and
// accessibility scores of the student pages and the teacher pages, for one or more builds of the
// frontend (folders holding a `vite build`; the one the server finds, `frontend/dist` or
// `WEB_ROOT`, when none is given). Several builds are measured in one run, page by page and round by round in
// turn, at one CPU slowdown, so that a slower spell of the machine touches each alike.
// With --no-script-copy, the first build's pages are also measured as a copy without their
// JavaScript (no-script-copy.mjs): what the pages alone would score, the ceiling of any script.
// Run after `npm run build` (the npm script does). Prints figures; it passes or fails nothing.
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { BENCH_PORT, CHROME_FLAGS, CHROME_PATH, startBenchServers } from './bench-server.mjs';
import { cpuSlowdownFor, lighthouse, medianRun, RUNS } from './lighthouse.mjs';
import { startNoScriptCopy } from './no-script-copy.mjs';
import { offlineJourney, repeatVisit } from './offline-figures.mjs';
import { kilobytes, pageScripts, totalWeight } from './script-weight.mjs';

const {
  positionals: builds,
  values: { 'no-script-copy': withNoScriptCopy },
} = parseArgs({ allowPositionals: true, options: { 'no-script-copy': { type: 'boolean' } } });
const TEACHER_PAGES = ['/history', '/history/analytics'];

// No build given: the one the server finds (frontend/dist, or WEB_ROOT). Every other port: the
// port after each server's is its repeat visit's counting proxy (offline-figures.mjs).
const webRoots = builds.length > 0 ? builds : [undefined];
const servers = (await startBenchServers(webRoots, { step: 2 })).map((server, index) => ({
  ...server,
  name: webRoots[index] ?? process.env.WEB_ROOT ?? 'frontend/dist',
}));
try {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const js = servers.map(() => ({}));
  for (const [index, server] of servers.entries()) {
    for (const path of ['/', ...TEACHER_PAGES]) {
      js[index][path] = totalWeight(await pageScripts(browser, server.base, path));
    }
  }
  await browser.close();
  const pages = ['/', '/questions', '/topics/slide-1', ...TEACHER_PAGES];
  if (withNoScriptCopy) {
    const port = BENCH_PORT + 2 * servers.length;
    const copy = await startNoScriptCopy(servers[0], pages, port);
    servers.push({ ...copy, name: `${servers[0].name}, its pages without JavaScript`, copy: true });
    js.push({});
  }
  const runs = servers.map(() => Object.fromEntries(pages.map((path) => [path, []])));
  const cpuSlowdown = await cpuSlowdownFor(`${servers[0].base}/`);
  // Round by round, page by page, build by build, so that a slower spell of the machine touches
  // every page and every build alike.
  for (let round = 0; round < RUNS; round += 1) {
    for (const path of pages) {
      for (const [index, server] of servers.entries()) {
        runs[index][path].push(await lighthouse(`${server.base}${path}`, cpuSlowdown));
      }
    }
  }

  console.log(
    `\nMachine: ${cpus().length} × ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  for (const [index, server] of servers.entries()) {
    console.log(`\n=== ${server.name}`);
    const lighthouseTable = () =>
      console.table(Object.fromEntries(pages.map((path) => [path, medianRun(runs[index][path])])));
    if (server.copy) {
      console.log(`Lighthouse, as for the app, the median of ${RUNS} run(s) per page`);
      lighthouseTable();
      continue;
    }
    console.log(
      '\nJavaScript loaded, gzipped and as sent (goals, gzipped: / at most 150 KB, /history and /history/analytics at most 170 KB)',
    );
    console.table(
      Object.fromEntries(
        Object.entries(js[index]).map(([path, { gzip, sent }]) => [
          path,
          { 'KB gzip': kilobytes(gzip), 'KB as sent': kilobytes(sent) },
        ]),
      ),
    );
    console.log(
      `Lighthouse, mobile emulation, the median of ${RUNS} run(s) per page (goals: performance ≥ 0.95 on student pages, ≥ 0.90 on teacher pages at a machine index of about 4,000; ≥ 0.90 and ≥ 0.80 at about 1,000; accessibility ≥ 0.95, 1.00 on teacher pages; cumulative layout shift at most 0.05)`,
    );
    lighthouseTable();

    // The app with its service worker: a repeat visit, and the journey with the network cut.
    const offlineBrowser = await chromium.launch({
      executablePath: CHROME_PATH,
      args: CHROME_FLAGS,
    });
    const visits = await repeatVisit(offlineBrowser, server.port);
    const journey = await offlineJourney(offlineBrowser, server.base);
    await offlineBrowser.close();
    console.log('\nBytes over the network for / (goal for the repeat visit: under 5 KB)');
    console.table({
      'first visit (precaches the student app)': { KB: +(visits.firstVisit / 1024).toFixed(1) },
      'repeat visit': { KB: +(visits.repeatVisit / 1024).toFixed(2) },
    });
    console.log(
      `Repeat visit asked the network for: ${visits.fromNetwork.join(', ') || 'nothing'}`,
    );
    console.log('\nStudent journey after the first load of /, with the network cut');
    console.table(journey.steps);
    console.log(
      `Rows saved after reconnecting: ${journey.rows} (expected 1), ${journey.savedAfter ?? '–'} s after the connection returned`,
    );
  }
} finally {
  for (const server of servers) server.stop();
}
