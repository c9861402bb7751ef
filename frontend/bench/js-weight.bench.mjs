// `node frontend/bench/js-weight.bench.mjs [web root] [page …]`: the gzipped JavaScript each page
// loads on a first visit, counted as `bench:web` counts it (every script the browser received,
// the service worker blocked, once the network is idle), with the files it loaded. Without
// Lighthouse: a quick check of a build (by default frontend/dist; any `vite build --outDir`
// given). Run after a build; prints figures, passes or fails nothing.
import { chromium } from 'playwright-core';
import { BENCH_PORT, CHROME_FLAGS, CHROME_PATH, startBenchServer } from './bench-server.mjs';

const [webRoot, ...asked] = process.argv.slice(2);
const pages =
  asked.length > 0
    ? asked
    : ['/', '/topics/slide-1', '/questions', '/history', '/history/analytics'];

const server = await startBenchServer(BENCH_PORT, webRoot ? { webRoot } : {});
try {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  for (const path of pages) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${server.base}${path}`, { waitUntil: 'networkidle' });
    const files = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => [new URL(entry.name).pathname, entry.encodedBodySize]),
    );
    await context.close();
    const total = files.reduce((sum, [, bytes]) => sum + bytes, 0);
    console.log(`${path}: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files`);
    for (const [file, bytes] of files.sort((a, b) => b[1] - a[1]))
      console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)}  ${file}`);
  }
  await browser.close();
} finally {
  server.stop();
}
