import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pageShells } from './page-shells.config';
import { studentAppOffline } from './pwa.config';

export default defineConfig({
  plugins: [react(), pageShells(), ...studentAppOffline()],
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
