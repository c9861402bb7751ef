import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router publishes a production build (its development warnings left out) beside its
 * development build, but its package exports name only the development one, for every condition.
 * The app's build bundles the production one; `vite dev` keeps the warnings.
 */
export function routerProductionBuild(): Plugin {
  const build = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  const files: Record<string, string> = {
    'react-router': join(build, 'index.mjs'),
    'react-router/dom': join(build, 'dom-export.mjs'),
  };
  return {
    name: 'piba:router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return files[source] ?? null;
    },
  };
}
