import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { brotliCopies } from './build-plugins/brotli-copies';
import { compileHints } from './build-plugins/compile-hints';
import { pageShells } from './build-plugins/page-shells';
import { reactEsmFronts } from './build-plugins/react-esm-fronts';
import { studentAppOffline } from './build-plugins/pwa';
import { themeWithoutCssVariables } from './build-plugins/theme-without-css-variables';

/** Material UI, its styling engine and the small packages they are built on. */
const UI_LIBRARY =
  /[\\/]node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|icons-material)|@emotion|react-transition-group|@popperjs|clsx|prop-types|react-is|stylis|hoist-non-react-statics)[\\/]/;
/**
 * Material UI's portal, which only the handover sheet and the charts' tooltips draw: a file of its
 * own, loaded with them. (The app's dialogs are the browser's own, ModalDialog; nothing loads
 * Material UI's dialog, modal or backdrop.)
 */
const PORTAL = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]Portal[\\/]/;
/**
 * A dialog's title, text and actions (and the context they read, in Material UI's dialog folder),
 * which the app's dialogs draw inside the browser's own.
 */
const DIALOG_PARTS =
  /[\\/]node_modules[\\/]@mui[\\/]material[\\/](Dialog\w+[\\/]|Dialog[\\/]DialogContext)/;
/** Components that only the teacher's pages draw: tables and the plain select of pagers. */
const TEACHER_UI = /[\\/]node_modules[\\/]@mui[\\/]material[\\/](Table\w*|NativeSelect|Input)[\\/]/;
/** Of those, what most of the teacher's pages draw (a page's own table parts stay with it). */
const TABLES =
  /[\\/]node_modules[\\/]@mui[\\/]material[\\/](Table|TableBody|TableCell|TableHead|TableRow|TableContainer|NativeSelect|Input)[\\/]/;
/** Material UI's transition (fade, collapse), which dialogs and folding sections use. */
const TRANSITION = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]internal[\\/]Transition/;
/** React Query: only the teacher's pages use it. */
const QUERY = /[\\/]node_modules[\\/]@tanstack[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    reactEsmFronts(),
    themeWithoutCssVariables(),
    pageShells(),
    compileHints(),
    brotliCopies(),
    ...studentAppOffline(),
  ],
  resolve: {
    // @piba/shared is bundled from its TypeScript sources: no build of it needed for the app.
    conditions: ['source', ...defaultClientConditions],
    alias: {
      // wouter reads the address through the use-sync-external-store shim, a CommonJS module
      // that on React 18 and later only hands out React's own hook but still bundles its fallback
      // (0.2 KB gzip on every page); React's hook is taken directly instead.
      'use-sync-external-store/shim/index.js': fileURLToPath(
        new URL('./src/lib/use-sync-external-store.ts', import.meta.url),
      ),
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    // Lets scripts (bench:web) list the chunks each page loads.
    manifest: true,
    // Images stay separate files: inlined as base64 they would weigh on the JavaScript budget.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // A feature's index.ts re-exports its public pieces; a page takes only the pieces it uses.
      // Without this, importing one piece would bring in every module of that feature's index
      // that runs code when loaded (the analysis page would also load the results table).
      // @piba/shared says so in its package.json (`sideEffects: false`), which these rules would
      // otherwise override: without it the lesson-pack checks and the default pack's document,
      // which the student app reads from the server, would be bundled into every page.
      treeshake: {
        moduleSideEffects: [
          { test: /\/src\/features\//, sideEffects: false },
          { test: /\/packages\/shared\/src\//, sideEffects: false },
          // Emotion imports it for `withTheme`, which Material UI never calls; the package does not
          // say it has no side effects, so without this it stays in the main bundle (1.7 KB).
          { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        ],
      },
      output: {
        // Fewer, larger files: over HTTP/1.1 a browser fetches six files at a time, so on a slow
        // network each further round of files costs a round trip. Left to itself, the bundler
        // made one file per set of pages sharing a module (22 files for the results page).
        codeSplitting: {
          groups: [
            // What the entry imports (React, the theme, the API client) in the entry's own file.
            { name: 'index', tags: ['$initial'], priority: 3 },
            // The Material UI components that most pages use, in one file. A page loads a few
            // components it does not draw; the home page still loads less than before, as the
            // shared file compresses better than many small ones (docs/benchmarks.md). Six
            // pages, not four: the teacher's pages are many, and components that only they share
            // (tables, chips, accordions) stay out of the student pages' file. Tables and the
            // pager's select, which many teacher pages share, stay out of it too.
            {
              name: 'ui',
              test: (id) =>
                UI_LIBRARY.test(id) &&
                !PORTAL.test(id) &&
                !DIALOG_PARTS.test(id) &&
                !TEACHER_UI.test(id) &&
                !TRANSITION.test(id),
              minShareCount: 6,
              priority: 2,
            },
            // React Query and the tables each in one file that the teacher's pages share: left to
            // itself, the bundler cut React Query into five files by the pages using each part.
            { name: 'query', test: QUERY, priority: 2 },
            // The teacher's pages open with nothing that fades or folds.
            { name: 'transition', test: TRANSITION, priority: 2 },
            { name: 'tables', test: TABLES, priority: 2 },
            // The portal in a file of its own, loaded with what draws it.
            { name: 'portal', test: PORTAL, priority: 1 },
            // A dialog's parts in another, loaded with the dialogs that draw them.
            { name: 'dialog-parts', test: DIALOG_PARTS, priority: 2 },
          ],
        },
      },
    },
  },
});
