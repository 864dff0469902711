/**
 * Jest transform for the few ESM-only packages the api uses (openid-client and what it and
 * oauth2-mock-server import): jest's CommonJS runtime cannot require ES modules, so their files
 * are transpiled to CommonJS here. Node itself loads them as they are (require of ES modules).
 */
const { createHash } = require('node:crypto');
const ts = require('typescript');

/** Part of every cache key: changing the transform changes it. */
const TRANSFORM_VERSION = 'own-require';

module.exports = {
  process(source, filename) {
    // A file that makes its own require from import.meta.url (email-reply-parser) uses the module's.
    const commonSource = source.replace(/^\s*const require = createRequire\(import\.meta\.url\);?\s*$/m, '');
    const { outputText } = ts.transpileModule(commonSource, {
      // Named .js: TypeScript treats a .mjs file as an ES module whatever `module` says.
      fileName: filename.replace(/\.mjs$/, '.js'),
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, allowJs: true, esModuleInterop: true },
    });
    return { code: outputText };
  },
  getCacheKey(source, filename) {
    return createHash('sha256')
      .update(ts.version)
      .update(TRANSFORM_VERSION)
      .update('\0')
      .update(filename)
      .update('\0')
      .update(source)
      .digest('hex');
  },
};
