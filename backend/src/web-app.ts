import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ServeStaticModuleOptions } from '@nestjs/serve-static';
import type { Environment } from './config/environment.js';

/** frontend/dist, seen from backend/dist or backend/src. */
const DEFAULT_WEB_ROOT = resolve(import.meta.dirname, '../../frontend/dist');

/**
 * Serves the built student app with an SPA fallback for its client routes. `/api/...` never
 * falls back, so an unknown API path stays a 404 JSON answer. Without a build, the API runs alone.
 */
export function webAppOptions(env: Pick<Environment, 'WEB_ROOT'>): ServeStaticModuleOptions[] {
  const rootPath = resolve(env.WEB_ROOT ?? DEFAULT_WEB_ROOT);
  if (!existsSync(join(rootPath, 'index.html'))) return [];
  return [
    {
      rootPath,
      exclude: ['/api/{*path}'],
      serveStaticOptions: {
        setHeaders: (response, path) => {
          // Vite fingerprints everything under assets/; index.html must always be revalidated.
          const fingerprinted = path.includes(`${join('assets', '')}`);
          response.setHeader(
            'Cache-Control',
            fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      },
    },
  ];
}
