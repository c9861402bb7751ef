import type { Plugin, Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import { routeModule, TEACHER_LAYOUT_MODULE, TEACHER_PAGES } from '../src/app/teacher-pages';
import {
  DEFAULT_PACK_CACHE,
  PACK_VERSIONS_CACHE,
} from '../src/features/lesson-pack/offline-caches';

type Chunk = Rollup.OutputChunk;

/**
 * The teacher's pages that are not precached: their chunks (and what only they use) stay out of
 * the precache. The build fails if one of these has no chunk.
 */
const TEACHER_MODULES = [
  ...TEACHER_PAGES.filter((page) => !page.precached).map(routeModule),
  TEACHER_LAYOUT_MODULE,
];

/** Every file a set of chunks loads, now or later: imports, lazy imports, their CSS and images. */
function reachable(starts: Chunk[], byFile: Map<string, Chunk>, stopAt: (chunk: Chunk) => boolean) {
  const files = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((file) => files.add(file));
    chunk.viteMetadata?.importedAssets.forEach((file) => files.add(file));
    [...chunk.imports, ...chunk.dynamicImports]
      .map((file) => byFile.get(file))
      .forEach((next) => next && !stopAt(next) && visit(next));
  };
  starts.forEach(visit);
  return files;
}

/**
 * Finds the files that only the teacher's pages load, and gives Workbox a transform that drops
 * them from the precache. The student pages, the images they show, and everything they share
 * with the teacher's pages stay in it.
 */
function teacherOnlyFiles(): { plugin: Plugin; dropFromPrecache: ManifestTransform } {
  let teacherOnly = new Set<string>();
  const plugin: Plugin = {
    name: 'piba:teacher-only-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const isTeacher = (chunk: Chunk) =>
        TEACHER_MODULES.some((module) => chunk.facadeModuleId?.endsWith(module));
      const teacherRoutes = chunks.filter(isTeacher);
      if (teacherRoutes.length !== TEACHER_MODULES.length) {
        this.error(`Expected a chunk for each of ${TEACHER_MODULES.join(', ')}`);
      }
      const student = reachable(
        chunks.filter((chunk) => chunk.isEntry),
        byFile,
        isTeacher,
      );
      const teacher = reachable(teacherRoutes, byFile, () => false);
      teacherOnly = new Set([...teacher].filter((file) => !student.has(file)));
    },
  };
  const dropFromPrecache: ManifestTransform = (entries) => ({
    manifest: entries.filter((entry) => !teacherOnly.has(entry.url)),
    warnings: [],
  });
  return { plugin, dropFromPrecache };
}

/**
 * A published pack version and its drawings: immutable, so kept for good once loaded. Workbox
 * matches a same-origin address anywhere in it (its regular expressions go into sw.js as written).
 */
export const PACK_VERSION_URL = /\/api\/pack-versions\/[0-9a-f]{16}(\/drawings\/[^/?#]+)?$/;
/** The default pack's current version: the network's answer first, the kept one offline. */
export const DEFAULT_PACK_URL = /\/api\/pack-versions\/default$/;

/**
 * The service worker (Workbox, generated at build time; `vite dev` has none): it precaches the
 * student app so that it opens and works without a connection once `/` has loaded. Of the API it
 * keeps only the lesson: each pack version the app loads and its drawings (cache first, as they
 * never change) and the default pack's current version (network first, kept for offline). Every
 * other answer goes to the network, and the outbox retries a result that fails.
 * A new version waits until the student presses "Muat ulang" (features/app-update).
 */
export function studentAppOffline(): Plugin[] {
  const { plugin, dropFromPrecache } = teacherOnlyFiles();
  return [
    plugin,
    ...VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      // features/app-update registers it, in production builds only.
      injectRegister: false,
      manifest: {
        name: 'PIBA',
        short_name: 'PIBA',
        description:
          'PIBA (Pembelajaran Interaktif Berbasis Aplikatif): belajar kesehatan reproduksi, tubuh manusia, pernapasan, dan Senam RAS lewat slide, video, dan quiz — juga tanpa internet setelah dibuka sekali.',
        lang: 'id',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1a56a8',
        background_color: '#f5f7fb',
        icons: [
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/pwa-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The manifest and its icons (favicon.svg among them) are added by the plugin itself.
        globPatterns: ['**/*.{js,css,html}', 'assets/**/*.{svg,png,jpg,webp}'],
        // The pages' own shells (page-shells.ts): offline, every page opens from index.html.
        globIgnores: ['pages/**'],
        manifestTransforms: [dropFromPrecache],
        // Any page of the app opens from the cached shell; the API and media files never do.
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/media(\/|$)/],
        // The first visit's page is controlled at once, so its later lazy pages come from the
        // cache. An update still waits for the student (no skipWaiting).
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // Workbox's runtime inside sw.js rather than a file of its own: the browser checks every
        // file of the service worker for a new version on each visit, so one file is one check.
        inlineWorkboxRuntime: true,
        runtimeCaching: [
          {
            urlPattern: PACK_VERSION_URL,
            handler: 'CacheFirst',
            options: {
              cacheName: PACK_VERSIONS_CACHE,
              // A few packs' drawings; the oldest go first.
              expiration: { maxEntries: 300 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: DEFAULT_PACK_URL,
            handler: 'NetworkFirst',
            options: {
              cacheName: DEFAULT_PACK_CACHE,
              // On a connection that hangs, the kept lesson rather than a long wait.
              networkTimeoutSeconds: 5,
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ];
}
