// Nest 12 packages are ES modules, so Jest runs in ESM mode (NODE_OPTIONS=--experimental-vm-modules).
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '\\.(spec|e2e-spec)\\.ts$',
  extensionsToTreatAsEsm: ['.ts'],
  // @piba/shared is tested from its sources, so a change there needs no build first.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }],
  },
  // The end-to-end suites start real databases and servers.
  testTimeout: 30_000,
  // Every test file has its own database, so files run side by side, one per core. The default
  // (one fewer than the cores) runs them one at a time on a 2-core machine, and they spend much
  // of their time waiting on the database and the servers they start.
  maxWorkers: '100%',
};
