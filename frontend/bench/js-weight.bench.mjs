// `node frontend/bench/js-weight.bench.mjs [web root] [page …]`: the JavaScript each page loads
// on a first visit, gzipped and as sent, counted as `bench:web` counts it (script-weight.mjs),
// with the files it loaded. Without Lighthouse: a quick check of a build (by default
// frontend/dist; any `vite build --outDir` given). Run after a build; prints figures, passes or fails nothing.
import { chromium } from 'playwright-core';
import { BENCH_PORT, CHROME_FLAGS, CHROME_PATH, startBenchServer } from './bench-server.mjs';
import { kilobytes, pageScripts, totalWeight } from './script-weight.mjs';

const [webRoot, ...asked] = process.argv.slice(2);
const pages =
  asked.length > 0
    ? asked
    : ['/', '/topics/slide-1', '/questions', '/history', '/history/analytics'];

const server = await startBenchServer(BENCH_PORT, webRoot ? { webRoot } : {});
try {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  for (const path of pages) {
    const scripts = await pageScripts(browser, server.base, path);
    const total = totalWeight(scripts);
    console.log(
      `${path}: ${kilobytes(total.gzip)} KB gzip (${kilobytes(total.sent)} KB as sent) in ${scripts.length} files`,
    );
    for (const { file, gzip, sent } of scripts)
      console.log(
        `  ${String(kilobytes(gzip)).padStart(6)}  ${String(kilobytes(sent)).padStart(6)}  ${file}`,
      );
  }
  await browser.close();
} finally {
  server.stop();
}
