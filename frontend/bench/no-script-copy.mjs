// A copy of pages as they stand once loaded, without their JavaScript: the same elements and the
// same styles, served as plain HTML. Measured beside the app, it shows how far the page itself
// (its size, layout and paint, the browser's own work) limits a score, and how much is left to
// the scripts.
/* global document, HTMLStyleElement -- in the page, through page.evaluate */
import { createServer, request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { CHROME_FLAGS, CHROME_PATH, PHONE } from './bench-server.mjs';
import { chromium } from 'playwright-core';

/**
 * Loads each of `paths` from `base` in a fresh browser profile on a phone's screen (as
 * Lighthouse does), waits until
 * the page has drawn its later parts, and returns its HTML with the styles written out and every
 * script removed.
 */
async function snapshot(base, paths) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const pages = new Map();
  try {
    for (const path of paths) {
      const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      // The parts a page draws after its first screen (lib/use-stages.ts) take a few frames more.
      await page.waitForTimeout(2000);
      const html = await page.evaluate(() => {
        // Material UI's styles are inserted into the style sheets' rules, not as text.
        for (const sheet of document.styleSheets) {
          if (sheet.ownerNode instanceof HTMLStyleElement) {
            sheet.ownerNode.textContent = [...sheet.cssRules]
              .map((rule) => rule.cssText)
              .join('\n');
          }
        }
        for (const node of document.querySelectorAll(
          'script, link[rel="modulepreload"], link[rel="manifest"]',
        )) {
          node.remove();
        }
        return `<!doctype html>\n${document.documentElement.outerHTML}`;
      });
      pages.set(path, gzipSync(html));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return pages;
}

/**
 * Serves the copy of `paths` (taken from the app at `server.base`) on `port`, gzipped as the app
 * serves its pages; every other request (pictures, the API) goes on to the app. Returns its
 * address and `stop()`.
 */
export async function startNoScriptCopy(server, paths, port) {
  const pages = await snapshot(server.base, paths);
  const target = new URL(server.base);
  const copy = createServer((incoming, answer) => {
    const page = pages.get(new URL(incoming.url, 'http://copy').pathname);
    if (incoming.method === 'GET' && page) {
      answer.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'gzip',
        'cache-control': 'no-cache',
      });
      answer.end(page);
      return;
    }
    const onward = request(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (reply) => {
        answer.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(answer);
      },
    );
    onward.on('error', () => answer.destroy());
    incoming.pipe(onward);
  });
  await new Promise((listening) => copy.listen(port, '127.0.0.1', listening));
  return { base: `http://127.0.0.1:${port}`, port, stop: () => copy.close() };
}
