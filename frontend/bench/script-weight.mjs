// The JavaScript a page loads on a first visit, weighed two ways: as the browser received it (the
// server sends the build's Brotli copies, docs/deploy.md) and gzipped, the measure the goals in
// docs/benchmarks.md are stated in (gzip at its default level, which it was sent as once).
import { gzipSync } from 'node:zlib';

/**
 * Every script `path` loaded, once the network is idle, with its bytes as received (`sent`) and
 * gzipped (`gzip`), largest first. The service worker is kept out: once it takes over, it serves
 * the chunks it has cached from Cache Storage, which the browser reports at their decoded size.
 */
export async function pageScripts(browser, base, path) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  const received = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => [new URL(entry.name).pathname, entry.encodedBodySize]),
  );
  await context.close();
  const scripts = await Promise.all(
    received.map(async ([file, sent]) => {
      const code = Buffer.from(await (await fetch(`${base}${file}`)).arrayBuffer());
      return { file, sent, gzip: gzipSync(code).length };
    }),
  );
  return scripts.sort((a, b) => b.sent - a.sent);
}

/** The scripts' total bytes as received and gzipped. */
export function totalWeight(scripts) {
  return {
    sent: scripts.reduce((sum, script) => sum + script.sent, 0),
    gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
  };
}

export const kilobytes = (bytes) => +(bytes / 1024).toFixed(1);
