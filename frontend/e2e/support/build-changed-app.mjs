// Builds the app again into another folder, with one visible change (Home's subtitle), as a new
// version deployed after the students opened the old one. Usage: node build-changed-app.mjs <outDir> <subtitle>
import { resolve } from 'node:path';
import { build } from 'vite';

const [outDir, subtitle] = process.argv.slice(2);
const frontend = resolve(import.meta.dirname, '../..');

await build({
  root: frontend,
  configFile: resolve(frontend, 'vite.config.ts'),
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
  plugins: [
    {
      name: 'piba-test:new-subtitle',
      enforce: 'pre',
      transform(code, id) {
        // The page's own code changes (the lesson pack it shows comes from the server).
        if (!id.endsWith('/src/app/routes/home.tsx')) return null;
        const changed = code.replace(
          '{pack.document.home.subtitle}',
          `{${JSON.stringify(subtitle)}}`,
        );
        if (changed === code) throw new Error('home.tsx no longer shows the pack subtitle');
        return changed;
      },
    },
  ],
});
