// `npm run build --workspace web`: type-checks and builds the web app (`build:full`) unless web/dist
// was built from exactly the current inputs. The inputs' contents are hashed, not their times, and
// the hash is written into web/dist only after a build succeeded: a failed or interrupted build, a
// deleted dist or any changed byte of an input builds again. PMP_FULL_BUILD=1 always builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const WEB = path.join(ROOT, 'web');
const STAMP = path.join(WEB, 'dist', '.build-inputs');

/** Everything the web build reads: its workspace, the shared package's source, the installed packages. */
const INPUT_DIRS = ['web', 'packages/shared'];
const INPUT_FILES = ['package-lock.json', 'node_modules/.package-lock.json'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage']);

function filesUnder(dir) {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(relative);
    return entry.isFile() ? [relative] : [];
  });
}

function inputsHash() {
  const hash = createHash('sha256');
  const files = [...INPUT_DIRS.flatMap(filesUnder), ...INPUT_FILES.filter((f) => existsSync(path.join(ROOT, f)))].sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(ROOT, file)))
      .update('\0');
  // What Vite reads from the environment, and the Node.js that runs it.
  const env = Object.entries(process.env).filter(([name]) => name.startsWith('VITE_') || name === 'NODE_ENV');
  hash.update(JSON.stringify([process.version, ...env.sort()]));
  return hash.digest('hex');
}

const inputs = inputsHash();
if (process.env.PMP_FULL_BUILD !== '1' && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === inputs) {
  console.log('web: up to date (no input changed since web/dist was built)');
  process.exit(0);
}
// npm_execpath is the npm running this script; outside npm, `npm` from PATH.
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
const build = spawnSync(npm[0], [...npm.slice(1), 'run', 'build:full'], {
  cwd: WEB,
  stdio: 'inherit',
  shell: npm.length === 1 && process.platform === 'win32',
});
if (build.status !== 0) process.exit(build.status ?? 1);
writeFileSync(STAMP, inputs);
