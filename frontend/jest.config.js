/**
 * CommonJS Jest: MUI and React Query ship CommonJS builds, so the simpler non-ESM setup works
 * and avoids --experimental-vm-modules. The router, wouter, ships only ES modules: ts-jest
 * compiles its files to CommonJS like the app's.
 * @type {import('jest').Config}
 */
export default {
  testEnvironment: 'jsdom',
  testTimeout: 60_000,
  // One file per core: the default (one fewer than the cores) runs them one at a time on 2 cores.
  maxWorkers: '100%',
  roots: ['<rootDir>/src'],
  // @piba/shared is loaded from its TypeScript sources, as Vite does.
  testEnvironmentOptions: { customExportConditions: ['source', 'browser'] },
  testMatch: ['**/*.test.ts?(x)'],
  setupFiles: ['<rootDir>/src/testing/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.css$': 'identity-obj-proxy',
    // import.meta.glob is Vite's; the tests load the same route modules by require.
    '(^|/)route-modules$': '<rootDir>/src/testing/route-modules.ts',
  },
  transformIgnorePatterns: ['/node_modules/(?!wouter/)'],
  transform: {
    '\\.svg$': '<rootDir>/src/testing/file-transform.cjs',
    '/node_modules/wouter/.+\\.js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } },
    ],
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          jsx: 'react-jsx',
          module: 'commonjs',
          esModuleInterop: true,
          isolatedModules: true,
          types: ['jest', '@testing-library/jest-dom'],
        },
      },
    ],
  },
};
