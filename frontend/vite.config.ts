import { defaultClientConditions, defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { studentAppOffline } from './pwa.config';

type Chunk = Rollup.OutputChunk;

function withStaticImports(start: Chunk, byFile: Map<string, Chunk>): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    chunk.imports.forEach((file) => byFile.has(file) && visit(byFile.get(file)!));
  };
  visit(start);
  return files;
}

/**
 * Most visits start at `/`. Its page is a lazy chunk, so without a hint the browser only asks for
 * it after the main bundle has run. Modulepreload links fetch it alongside the main bundle.
 */
function preloadHomeRoute(routeModule = 'src/app/routes/home.tsx'): Plugin {
  return {
    name: 'piba:preload-home-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((item) => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        const home = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(routeModule));
        if (!entry || !home) return [];
        const loaded = withStaticImports(entry, byFile);
        return [...withStaticImports(home, byFile)]
          .filter((file) => !loaded.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadHomeRoute(), ...studentAppOffline()],
  // @piba/shared is bundled from its TypeScript sources: no build of it needed for the app.
  resolve: { conditions: ['source', ...defaultClientConditions] },
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
      treeshake: { moduleSideEffects: [{ test: /\/src\/features\//, sideEffects: false }] },
    },
  },
});
