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
        if (!id.endsWith('/src/content/home.ts')) return null;
        return code.replace(/subtitle:\s*'[^']*'/, `subtitle: ${JSON.stringify(subtitle)}`);
      },
    },
  ],
});
