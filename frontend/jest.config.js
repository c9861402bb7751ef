/**
 * CommonJS Jest: MUI, React Router and React Query all ship CommonJS builds, so the
 * simpler non-ESM setup works and avoids --experimental-vm-modules.
 * @type {import('jest').Config}
 */
export default {
  testEnvironment: 'jsdom',
  testTimeout: 60_000,
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts?(x)'],
  setupFiles: ['<rootDir>/src/testing/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
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
