import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { preloadHomeRoute } from './vite-preload-home';

export default defineConfig({
  plugins: [react(), preloadHomeRoute()],
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
    // The only chunk past the default limit is the lazily loaded history grid.
    chunkSizeWarningLimit: 600,
  },
});
