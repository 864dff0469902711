/** Jest runs the web tests in jsdom; ts-jest transpiles (type checking is `tsc` in `npm run build`). */
module.exports = {
  testEnvironment: 'jsdom',
  // user-event types a key at a time and jsdom re-renders the whole form on each: on a busy 2-core
  // machine a form test that fills a dialog takes tens of seconds. One limit for every file.
  testTimeout: 60_000,
  // The shared package's tests (plain functions) run here too.
  roots: ['<rootDir>/src', '<rootDir>/../packages/shared/src'],
  setupFiles: ['<rootDir>/src/test/jsdomPolyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
  },
  moduleNameMapper: {
    '\\.(css)$': 'identity-obj-proxy',
    // marked publishes ES modules only under its "exports"; jest's CommonJS runtime loads its UMD build.
    '^marked$': require.resolve('../node_modules/marked/lib/marked.umd.js'),
  },
  // "@pmp/source": @pmp/shared from its TypeScript source, so tests need no build.
  testEnvironmentOptions: { customExportConditions: ['@pmp/source', 'browser', 'require', 'default'] },
};
