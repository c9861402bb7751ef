// Prints, as JSON, the Emotion styles each teacher page given as an argument draws first
// (src/app/first-paint-styles.tsx), drawn in jsdom with the production builds of React and
// Material UI, whose style names the browser will compute. Run by the build: see
// first-paint-styles.config.ts.
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';

if (process.env.NODE_ENV !== 'production') throw new Error('Run with NODE_ENV=production');
const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
});
const { window } = dom;
window.matchMedia = () => ({
  matches: false,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
});
for (const name of Object.getOwnPropertyNames(window)) {
  if (!(name in globalThis)) globalThis[name] = window[name];
}
Object.assign(globalThis, { window, document: window.document, navigator: window.navigator });

const vite = await createServer({
  root: import.meta.dirname,
  configFile: false,
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  resolve: { conditions: ['source'] },
  ssr: { noExternal: ['@piba/shared'] },
});
try {
  const { firstPaintStyles } = await vite.ssrLoadModule('/src/app/first-paint-styles.tsx');
  const styles = {};
  for (const path of process.argv.slice(2)) styles[path] = await firstPaintStyles(path);
  await new Promise((done) => process.stdout.write(JSON.stringify(styles), done));
} finally {
  await vite.close();
}
// React Query's cache timers would keep the process alive for minutes.
process.exit(0);
