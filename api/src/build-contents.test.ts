import path from 'node:path';
import ts from 'typescript';

/**
 * The api's build (tsconfig.build.json → dist/) holds product code only: every file it compiles is
 * reached from an entry point through the imports of product files. Code that only tests import
 * (fixtures, helpers) belongs in api/test/, which the build never compiles.
 */

const API = path.resolve(__dirname, '..');

/**
 * What runs from dist/: the server, the package scripts (the demo seed, the schema, the migration
 * commands and TypeORM's CLI data source), and the migrations the data source loads by name.
 */
const ENTRY_POINTS = [
  'src/main.ts',
  'src/db/seed/seed-demo.ts',
  'src/graphql/emit-schema.ts',
  'src/db/migration-cli.ts',
  'src/modules/users/admin-cli.ts',
  'src/db/cli-data-source.ts',
  /^src\/db\/migrations\/[^/]+\.ts$/,
];

/** The files tsconfig.build.json compiles, relative to api/. */
function buildFiles(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(API, 'tsconfig.build.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.build.json could not be read');
  return config.fileNames.map((f) => path.relative(API, f).split(path.sep).join('/'));
}

/** The relative imports of a file (static, dynamic, re-exports, `import type`), as api/-relative paths. */
function importsOf(file: string, known: Set<string>): string[] {
  const { importedFiles } = ts.preProcessFile(ts.sys.readFile(path.join(API, file)) ?? '', true, true);
  return importedFiles
    .filter((i) => i.fileName.startsWith('.'))
    .flatMap((i) => {
      const base = path.posix.join(path.posix.dirname(file), i.fileName);
      return [`${base}.ts`, `${base}/index.ts`, base].filter((candidate) => known.has(candidate)).slice(0, 1);
    });
}

/** The files of `files` that no entry point reaches through imports. */
function unreachable(files: string[], isEntry: (file: string) => boolean, imports: (file: string) => string[]): string[] {
  const reached = new Set(files.filter(isEntry));
  const queue = [...reached];
  while (queue.length) {
    for (const next of imports(queue.shift()!)) {
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  return files.filter((f) => !reached.has(f));
}

describe('the api build', () => {
  const files = buildFiles();
  const known = new Set(files);
  const isEntry = (file: string) => ENTRY_POINTS.some((p) => (typeof p === 'string' ? p === file : p.test(file)));

  it('compiles no test file and nothing from api/test/', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => f.endsWith('.test.ts') || !f.startsWith('src/'))).toEqual([]);
  });

  it('compiles only files an entry point reaches through product imports', () => {
    expect(files.filter(isEntry)).toContain('src/main.ts');
    expect(unreachable(files, isEntry, (f) => importsOf(f, known))).toEqual([]);
  });

  it('reports a file that only a test imports', () => {
    const graph: Record<string, string[]> = {
      'src/main.ts': ['src/a.service.ts'],
      'src/a.service.ts': [],
      'src/a.fixtures.ts': [],
    };
    expect(
      unreachable(
        Object.keys(graph),
        (f) => f === 'src/main.ts',
        (f) => graph[f],
      ),
    ).toEqual(['src/a.fixtures.ts']);
  });
});
