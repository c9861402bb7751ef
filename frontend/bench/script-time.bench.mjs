// `npm run bench:script-time [-- --path /history] [--loads 5] <build>`: where a page's script time
// goes while it loads, by package (React DOM, Material UI, Emotion and stylis, TanStack Query, the
// app's own folders), from V8's sampling profiler, at the machine's full speed, the mean of a few
// loads on a phone-sized screen. The build must be unminified, so that each function can be traced
// to the package its code came from: `npx vite build --minify false --outDir <folder>` in
// frontend/. Prints figures; it passes or fails nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH, PHONE, startBenchServers } from './bench-server.mjs';

const {
  positionals: [build],
  values: options,
} = parseArgs({
  allowPositionals: true,
  options: {
    path: { type: 'string', default: '/' },
    loads: { type: 'string', default: '5' },
    functions: { type: 'string', default: '15' },
  },
});
if (!build) {
  console.error('Give an unminified build: npx vite build --minify false --outDir <folder>');
  process.exit(2);
}
const LOADS = Math.max(1, Number(options.loads));

/**
 * For each script of the build, the first line of every module bundled into it: the bundler
 * heads each module with a comment naming its file (`// ../node_modules/react-dom/...`).
 */
function moduleStarts(folder) {
  const starts = new Map();
  for (const file of readdirSync(join(folder, 'assets')).filter((name) => name.endsWith('.js'))) {
    const lines = readFileSync(join(folder, 'assets', file), 'utf8').split('\n');
    const heads = [];
    lines.forEach((line, index) => {
      const head = /^\/\/ (\S+)$/.exec(line);
      if (head) heads.push([index, head[1]]);
    });
    starts.set(file, heads);
  }
  return starts;
}

const starts = moduleStarts(build);
if (![...starts.values()].some((heads) => heads.length > 0)) {
  console.error(
    `${build} is minified: its scripts do not name the modules in them. Build it with npx vite build --minify false --outDir <folder>`,
  );
  process.exit(2);
}

/** The package (or the app's folder) that the code at `line` of the script at `url` came from. */
function origin(url, line) {
  const file = url.split('/').pop();
  if (!file) return '(the browser: garbage collection, fetch, DOM calls)';
  const heads = starts.get(file);
  if (!heads) return file;
  let module = '(bundler runtime)';
  for (const [start, name] of heads) {
    if (start > line) break;
    module = name;
  }
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (dependency) return dependency[1];
  const app = /(?:^|\/)src\/((?:[^/]+\/)?[^/]+)/.exec(module);
  return app ? `app: src/${app[1]}` : module;
}

const [server] = await startBenchServers([build]);
const byOrigin = new Map();
const byFunction = new Map();
let total = 0;
let browser;
try {
  browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  for (let load = 0; load < LOADS; load += 1) {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    const inspector = await context.newCDPSession(page);
    await inspector.send('Profiler.enable');
    await inspector.send('Profiler.setSamplingInterval', { interval: 100 });
    await inspector.send('Profiler.start');
    await page.goto(`${server.base}${options.path}`, { waitUntil: 'networkidle' });
    // The parts drawn after the first screen (lib/use-stages.ts).
    await page.waitForTimeout(1500);
    const { profile } = await inspector.send('Profiler.stop');
    const selfTime = new Map();
    profile.samples.forEach((node, index) =>
      selfTime.set(node, (selfTime.get(node) ?? 0) + (profile.timeDeltas[index] ?? 0)),
    );
    for (const node of profile.nodes) {
      const ms = (selfTime.get(node.id) ?? 0) / 1000;
      const { functionName, url, lineNumber } = node.callFrame;
      if (!ms || functionName === '(idle)' || functionName === '(program)') continue;
      total += ms;
      const from = origin(url, lineNumber);
      byOrigin.set(from, (byOrigin.get(from) ?? 0) + ms);
      const name = `${functionName || '(anonymous)'} (${from})`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    }
    await context.close();
  }
} finally {
  await browser?.close();
  server.stop();
}

const perLoad = (ms) => +(ms / LOADS).toFixed(1);
const table = (entries, count) =>
  Object.fromEntries(
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => [
        name,
        { 'ms a load': perLoad(ms), share: `${Math.round((ms / total) * 100)} %` },
      ]),
  );
console.log(
  `${options.path}: ${perLoad(total)} ms of script a load (the mean of ${LOADS}), at full speed`,
);
console.table(table(byOrigin, 20));
console.log('The functions that took most of it, by their own time:');
console.table(table(byFunction, Number(options.functions)));
