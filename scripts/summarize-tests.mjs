// Sums the jest and Playwright JSON reports into one closing line: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const missing = [];

for (const name of ['api', 'web']) {
  const file = path.join(dir, `${name}.json`);
  if (!existsSync(file)) {
    missing.push(name);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

const e2e = path.join(dir, 'e2e.json');
if (existsSync(e2e)) {
  const { stats, errors = [] } = JSON.parse(readFileSync(e2e, 'utf8'));
  passed += stats.expected + stats.flaky;
  // Errors outside any test (a web server that did not start, a setup that threw) fail the run too.
  failed += stats.unexpected + errors.length;
  skipped += stats.skipped;
  if (errors.length) console.log(`browser tests: ${errors.length} error(s) outside the tests, e.g. ${errors[0].message?.split('\n')[0]}`);
} else {
  missing.push('e2e');
}

if (missing.length) console.log(`missing test reports: ${missing.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || missing.length > 0 || passed === 0 ? 1 : 0);
