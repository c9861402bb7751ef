import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import jest from 'eslint-plugin-jest';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const directoriesIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The server's modules; common/, config/ and database/ are the ground they stand on. */
const BACKEND = 'backend/src';
const backendModules = directoriesIn(BACKEND).filter(
  (name) => !['common', 'config', 'database'].includes(name),
);
const FEATURES = 'frontend/src/features';
const features = directoriesIn(FEATURES);

const WORKSPACES = 'The workspaces meet only through @piba/shared and @piba/test-support.';
const BELOW_FEATURES =
  'src/lib and @piba/shared sit below the features and pages, not on top of them.';

/**
 * Import boundaries, as patterns over the import path (ESLint's own rule: no resolver, so no
 * native dependency). Case-sensitive, so a feature named `home` does not catch an icon `Home`.
 */
const restrictImports = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    { patterns: patterns.map((p) => ({ caseSensitive: true, ...p })) },
  ],
});

/** Another feature is reached through its index.ts only: `../../history`, never `../../history/api/x`. */
const throughIndexOnly = (feature, others = features, where = 'features') =>
  others
    .filter((other) => other !== feature)
    .map((other) => ({
      group: [`**/${other}/*`, `!**/${other}/index`, `!**/${other}/index.js`],
      message: `Import from ${where}/${other}/index.ts, its public surface.`,
    }));

const NOT_FROM_APPS = {
  group: ['**/backend', '**/backend/**', '**/frontend', '**/frontend/**'],
  message: 'packages/ sit below the app and the server: they import neither.',
};

/** TypeScript sources linted with type information: each is in one of the workspaces' tsconfigs. */
const TYPED = [
  'backend/{src,test,bench}/**/*.ts',
  'frontend/src/**/*.{ts,tsx}',
  'frontend/e2e/**/*.ts',
  'frontend/*.config.ts',
  'frontend/build-plugins/**/*.ts',
  'packages/*/src/**/*.ts',
];
const TESTS = [
  'backend/test/**/*.ts',
  '**/*.spec.ts',
  '**/*.test.{ts,tsx}',
  'frontend/e2e/**/*.ts',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/coverage/**', '**/node_modules/**', 'test-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Type-aware rules for the TypeScript sources, each file checked in the tsconfig that holds it.
  // Placed before the rules below so that their options (no-unused-vars) still win.
  {
    files: TYPED,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // --fix marks the names inline (`import { type A, b }`); types alone read `import type { A }`.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Tests only: supertest's response.body, JSON.parse and Jest's matchers (expect.any) are `any`.
    files: TESTS,
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // An expect under an if, a catch or a ternary is skipped without failing when the condition
    // changes (a label renamed): find the row first and expect it to be there.
    files: TESTS,
    plugins: { jest },
    rules: { 'jest/no-conditional-expect': 'error' },
  },
  {
    // The nearest tsconfig.json builds @piba/shared without its tests; this one holds both.
    files: ['packages/shared/src/**/*.ts'],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: './packages/shared/tsconfig.test.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    files: [
      'backend/**/*.{ts,js,mjs}',
      'packages/**/*.{ts,js}',
      '*.js',
      'frontend/*.{js,ts}',
      'frontend/{bench,build-plugins,e2e}/**/*.{ts,js,mjs}',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['backend/**/*.{ts,js,mjs}'],
    rules: restrictImports({ group: ['**/frontend', '**/frontend/**'], message: WORKSPACES }),
  },
  // app.module.ts, the root that wires the modules together, is the one file that imports each
  // module's *.module.ts directly (docs/architecture.md, "Boundaries").
  ...[...backendModules, 'common', 'config', 'database'].map((name) => ({
    files: [`${BACKEND}/${name}/**/*.ts`],
    rules: restrictImports(
      { group: ['**/frontend', '**/frontend/**'], message: WORKSPACES },
      ...throughIndexOnly(name, backendModules, BACKEND),
    ),
  })),
  {
    files: ['frontend/**/*.{ts,tsx,js,mjs}'],
    rules: restrictImports({ group: ['**/backend', '**/backend/**'], message: WORKSPACES }),
  },
  ...features.map((feature) => ({
    files: [`${FEATURES}/${feature}/**/*.{ts,tsx}`],
    rules: restrictImports(
      { group: ['**/backend', '**/backend/**'], message: WORKSPACES },
      ...throughIndexOnly(feature),
    ),
  })),
  {
    files: ['frontend/src/lib/**/*.{ts,tsx}'],
    rules: restrictImports(
      { group: ['**/backend', '**/backend/**'], message: WORKSPACES },
      { group: ['**/features', '**/features/**', '**/app', '**/app/**'], message: BELOW_FEATURES },
    ),
  },
  {
    files: ['packages/test-support/**/*.ts'],
    rules: restrictImports(NOT_FROM_APPS),
  },
  ...[
    // A file may import its own package's files, never anything outside its `src`.
    { files: ['packages/shared/src/*.ts'], outside: ['../*', '../**'] },
    { files: ['packages/shared/src/*/*.ts'], outside: ['../../*', '../../**'] },
  ].map(({ files, outside }) => ({
    files,
    rules: restrictImports(
      {
        group: outside,
        message: "@piba/shared is the server's too: it cannot import the app.",
      },
      NOT_FROM_APPS,
      {
        group: ['react', 'react-dom', 'react/*', '@mui/*', '@tanstack/*'],
        message: '@piba/shared runs on the server too: no UI libraries.',
      },
    ),
  })),
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    // The build treats feature modules as side-effect free (vite.config.ts), so an import kept
    // only for what a module does when loaded would be dropped.
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[specifiers.length=0][importKind!='type']:not([source.value=/\\.css$/]):not([source.value='@testing-library/jest-dom'])",
          message: 'A bare side-effect import would be dropped from the build: import a name.',
        },
        {
          // Material UI 9's Typography takes a text colour as `textSecondary`; it drops a palette
          // path such as `text.secondary` without a word, and the text keeps the body's colour.
          selector: "JSXAttribute[name.name='color'][value.value=/^text\\./]",
          message:
            "Typography's color is textPrimary, textSecondary or textDisabled: Material UI ignores a palette path such as text.secondary (sx={{ color: 'text.secondary' }} takes one).",
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
);
