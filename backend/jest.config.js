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
};
