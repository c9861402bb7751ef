import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * React's CommonJS modules that the app's code and Material UI import, each with the files whose
 * exports it hands out (production and development, so that no name either has is missing).
 */
const FRONTED: Record<string, string[]> = {
  react: ['cjs/react.production.js', 'cjs/react.development.js'],
  'react/jsx-runtime': [
    'cjs/react-jsx-runtime.production.js',
    'cjs/react-jsx-runtime.development.js',
  ],
};
const PREFIX = '\0piba:esm-front:';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * The code of an ES module front for the CommonJS module `name`: its `module.exports` as the
 * default export, and each of `exportNames` read from it once, as a constant.
 */
export function esmFrontCode(name: string, exportNames: Iterable<string>): string {
  const names = [...new Set(exportNames)]
    .filter((exported) => exported !== 'default' && IDENTIFIER.test(exported))
    .sort();
  return [
    `import commonJs from ${JSON.stringify(name)};`,
    'export default commonJs;',
    `export const { ${names.join(', ')} } = commonJs;`,
  ].join('\n');
}

/**
 * Gives React's CommonJS modules an ES module front in the production build. The bundler hands an
 * `import { useState } from 'react'` the CommonJS module through an object of getters, one bound
 * function call for every hook and every element the pages create (`jsx(...)`): on the analysis
 * page 4–5 ms of some 450 ms of script a load at full speed (docs/benchmarks-history.md). Behind
 * the front, each name is read once, when the module starts, and then called directly.
 * `require('react')` inside React DOM still gets the CommonJS module itself. Tests (Jest) and the
 * development server load React as they always did.
 */
export function reactEsmFronts(): Plugin {
  const reactRoot = dirname(require.resolve('react/package.json'));
  return {
    name: 'piba:react-esm-fronts',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer, options) {
      if (!Object.hasOwn(FRONTED, id) || importer?.startsWith(PREFIX)) return null;
      // A CommonJS module's require() keeps the module it asked for.
      if ((options as { kind?: string }).kind === 'require-call') return null;
      return PREFIX + id;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      const exportNames = FRONTED[name].flatMap((file) =>
        Object.keys(require(join(reactRoot, file)) as object),
      );
      return esmFrontCode(name, exportNames);
    },
  };
}
