/**
 * The import graph's rules, checked by `npm run lint:deps` (.ci/import-graph.mjs).
 *
 * Files: no file reaches itself through its imports, type-only imports included (a type-only
 * circle is the first step to a run-time one, and it already ties the two files together).
 *
 * Modules: what `archi` collapses to. A module is a top folder of backend/src (history,
 * sessions, common, …), a feature of frontend/src (features/<name>) or a top folder there (app,
 * lib, components, content), or a package; the files directly in a workspace's src (main.ts,
 * app.module.ts, …) are that workspace's root. No two modules may import each other, directly or
 * around a circle. Tests and the frontend's test helpers are left out of the modules' graph: a
 * test may import what it checks from anywhere.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'These files import each other, directly or around a circle (type imports count).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are dependencies too: `import type` and `import { type X }`.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // @piba/shared and @piba/test-support resolve to their sources, as Vite and Jest load them.
      conditionNames: ['source', 'import', 'require', 'node', 'default'],
    },
    reporterOptions: {
      archi: {
        // A folder with its trailing slash; a workspace's root files collapse to its src/.
        collapsePattern:
          '^(?:backend/src/(?:[^/]+/|(?=[^/]+$))|frontend/src/(?:features/[^/]+/|[^/]+/|(?=[^/]+$))|packages/[^/]+/)',
        filters: {
          includeOnly: { path: '^(?:backend/src|frontend/src|packages/[^/]+/src)/' },
          exclude: { path: '\\.(?:test|spec)\\.tsx?$|^frontend/src/testing/' },
        },
      },
    },
  },
};
