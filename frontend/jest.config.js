/**
 * CommonJS Jest: MUI, React Router and React Query all ship CommonJS builds, so the
 * simpler non-ESM setup works and avoids --experimental-vm-modules.
 * @type {import('jest').Config}
 */
export default {
  testEnvironment: 'jsdom',
  testTimeout: 60_000,
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
  transform: {
    '\\.svg$': '<rootDir>/src/testing/file-transform.cjs',
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
