// Browser end-to-end tests: real Chromium against the real built server and MariaDB.
/** @type {import('jest').Config} */
export default {
  rootDir: '.',
  testEnvironment: 'node',
  testRegex: '\\.browser-spec\\.ts$',
  extensionsToTreatAsEsm: ['.ts'],
  // @piba/shared and @piba/test-support are loaded from their TypeScript sources.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }],
  },
  testTimeout: 120_000,
  // Two files at once: each has its own server, database and Chromium, and a browser test spends
  // most of its time waiting on pages and the network it emulates.
  maxWorkers: 2,
};
