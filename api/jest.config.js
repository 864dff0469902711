/** api tests: real PostgreSQL (embedded, or TEST_DATABASE_URL), one fresh database per test file. */

/** Packages published only as ES modules, which jest's CommonJS runtime needs transpiled. */
const ESM_ONLY_PACKAGES = [
  'openid-client',
  'oauth4webapi',
  'jose',
  'oauth2-mock-server',
  'is-plain-obj',
  // file-type (image sniffing) and what it imports.
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer/inflate',
  'uint8array-extras',
  '@borewit/text-codec',
  // email-reply-parser (quoted history and signatures of inbound mail).
  'email-reply-parser',
];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: { ignoreCodes: [151002] } }],
    // ESM-only packages (openid-client and the OAuth mock's dependencies): see test/esm-to-cjs.cjs.
    '/node_modules/.+\\.m?js$': '<rootDir>/test/esm-to-cjs.cjs',
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY_PACKAGES.join('|')})/)`],
  // file-type exports its Node entry only under the `import` and `module-sync` conditions, which
  // jest's CommonJS resolver does not use: point at that entry (transpiled like the others).
  moduleNameMapper: { '^file-type$': require.resolve('file-type') },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  setupFiles: ['reflect-metadata'],
  // @pmp/shared from its TypeScript source (the "@pmp/source" export condition), so tests need no build.
  testEnvironmentOptions: { customExportConditions: ['@pmp/source', 'node', 'node-addons'] },
  testTimeout: 30000,
};
