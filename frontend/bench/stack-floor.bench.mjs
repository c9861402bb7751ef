// `npm run bench:stack-floor`: what React and Material UI alone cost a page, measured as
// `bench:web` measures the app. The home page's first screen (the welcome and the topic cards,
// nothing else) is built five ways, each a page served by the app's server, and measured with
// Lighthouse (mobile) at one CPU slowdown (BENCH_WEB_MACHINE_INDEX emulates a machine's speed):
//   - HTML and CSS only, no JavaScript (the ceiling);
//   - React with plain elements, drawn in the browser, and drawn when built then taken over
//     (hydrated) by React;
//   - React with Material UI, the same two ways.
// The app's own pages do more than this, so each figure is the best the app could reach on that
// stack drawn that way. Prints figures; it passes or fails nothing.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { build } from 'vite';
import { ROOT, startBenchServers } from './bench-server.mjs';
import { cpuSlowdownFor, lighthouse, medianRun, RUNS } from './lighthouse.mjs';
import { MaterialScreen } from './stack-floor/material-screen.mjs';
import { PLAIN_CSS, PlainScreen } from './stack-floor/plain-screen.mjs';

const pack = JSON.parse(
  readFileSync(join(ROOT, 'packages/shared/src/packs/piba/pack.json'), 'utf8'),
);
/** What the screen shows of the default pack, handed to the page as the app's API would. */
const lesson = {
  home: pack.home,
  topics: pack.topics.map(({ id, title, card }) => ({ id, title, card })),
};

/** The app's page shell before its script has drawn the page (index.html). */
const LOADING = `<div style="font-family: system-ui, sans-serif; padding: 48px 16px; text-align: center; color: #1c2430"><p style="font-size: 1.5rem; font-weight: 700; margin: 0">PIBA</p><p style="color: #4a5566">Memuat…</p></div>`;

/** The Material UI screen as HTML, with the rules Emotion wrote for it, as Emotion's server kit writes them. */
function materialHtml() {
  const cache = createCache({ key: 'css' });
  // Keeps every rule in `cache.inserted` rather than in <style> elements beside the markup.
  cache.compat = true;
  const html = renderToString(h(CacheProvider, { value: cache }, h(MaterialScreen, { lesson })));
  const names = Object.keys(cache.inserted).filter(
    (name) => typeof cache.inserted[name] === 'string',
  );
  const css = names.map((name) => cache.inserted[name]).join('');
  return { html, head: `<style data-emotion="css ${names.join(' ')}">${css}</style>` };
}

const plainHead = `<style>${PLAIN_CSS}</style>`;
const material = materialHtml();
const VARIANTS = [
  { name: 'HTML and CSS, no JavaScript', head: material.head, body: material.html },
  {
    name: 'React, drawn in the browser',
    head: plainHead,
    body: LOADING,
    entry: 'plain-client.mjs',
  },
  {
    name: 'React, drawn when built, hydrated',
    head: plainHead,
    body: renderToString(h(PlainScreen, { lesson })),
    entry: 'plain-hydrate.mjs',
  },
  {
    name: 'React + Material UI, drawn in the browser',
    head: '',
    body: LOADING,
    entry: 'material-client.mjs',
  },
  {
    name: 'React + Material UI, drawn when built, hydrated',
    head: material.head,
    body: material.html,
    entry: 'material-hydrate.mjs',
  },
];

/** Builds a variant's page into a folder of its own; returns the folder and its gzipped JavaScript. */
async function buildVariant(variant, folder) {
  mkdirSync(folder, { recursive: true });
  let script = '';
  let jsBytes = 0;
  if (variant.entry) {
    await build({
      configFile: false,
      logLevel: 'error',
      root: folder,
      build: {
        outDir: folder,
        emptyOutDir: false,
        manifest: true,
        rolldownOptions: { input: join(import.meta.dirname, 'stack-floor', variant.entry) },
      },
    });
    const manifest = JSON.parse(readFileSync(join(folder, '.vite/manifest.json'), 'utf8'));
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    script = `<script type="module" src="/${entry.file}"></script>`;
    for (const file of readdirSync(join(folder, 'assets')).filter((name) => name.endsWith('.js'))) {
      jsBytes += gzipSync(readFileSync(join(folder, 'assets', file))).length;
    }
  }
  writeFileSync(
    join(folder, 'index.html'),
    `<!doctype html><html lang="id"><head><meta charset="UTF-8" />` +
      `<meta name="viewport" content="width=device-width, initial-scale=1.0" />` +
      `<meta name="description" content="PIBA: belajar kesehatan reproduksi, tubuh manusia, pernapasan, dan Senam RAS." />` +
      `<title>PIBA</title><style>body{margin:0}</style>${variant.head}</head>` +
      `<body><div id="root">${variant.body}</div>` +
      `<script type="application/json" id="lesson">${JSON.stringify(lesson).replace(/</g, '\\u003c')}</script>` +
      `${script}</body></html>`,
  );
  return jsBytes;
}

const work = mkdtempSync(join(tmpdir(), 'piba-stack-floor-'));
let servers = [];
try {
  const folders = VARIANTS.map((_, index) => join(work, String(index)));
  const jsBytes = [];
  for (const [index, variant] of VARIANTS.entries()) {
    jsBytes.push(await buildVariant(variant, folders[index]));
  }
  servers = await startBenchServers(folders);
  const cpuSlowdown = await cpuSlowdownFor(`${servers[0].base}/`);
  const runs = VARIANTS.map(() => []);
  // Round by round, variant by variant: a slower spell of the machine touches each alike.
  for (let round = 0; round < RUNS; round += 1) {
    for (const [index, server] of servers.entries()) {
      runs[index].push(await lighthouse(`${server.base}/`, cpuSlowdown));
    }
  }
  console.log(
    `\nMachine: ${cpus().length} × ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  console.log(
    `The home page's first screen, Lighthouse (mobile), the median of ${RUNS} run(s) each`,
  );
  console.table(
    Object.fromEntries(
      VARIANTS.map((variant, index) => {
        const { accessibility, ...figures } = medianRun(runs[index]);
        return [variant.name, { 'JS KB gzip': +(jsBytes[index] / 1024).toFixed(1), ...figures }];
      }),
    ),
  );
} finally {
  for (const server of servers) server.stop();
  rmSync(work, { recursive: true, force: true });
}
