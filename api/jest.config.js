/** api tests: real PostgreSQL (embedded, or TEST_DATABASE_URL), one fresh database per test file. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: { ignoreCodes: [151002] } }] },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  setupFiles: ['reflect-metadata'],
  // @pmp/shared from its TypeScript source (the "@pmp/source" export condition), so tests need no build.
  testEnvironmentOptions: { customExportConditions: ['@pmp/source', 'node', 'node-addons'] },
  testTimeout: 30000,
};
