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
  maxWorkers: 1,
};
