import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The import boundaries (eslint.config.mjs, docs/architecture.md "Boundaries") hold: each snippet
 * is linted as if it were the named file, with the repository's own ESLint config. ESLint runs in a
 * child process: it loads its flat config with import(), which Jest's module sandbox does not allow.
 */
const ROOT = path.resolve(__dirname, '../..');
const RULE = '@typescript-eslint/no-restricted-imports';

interface Case {
  filePath: string;
  code: string;
}

function restrictedImports(cases: Case[]): string[][] {
  const script = `
    import { readFileSync } from 'node:fs';
    import { ESLint } from 'eslint';
    const cases = JSON.parse(readFileSync(0, 'utf8'));
    // The boundaries need no types: without the type-aware rules each snippet lints in moments.
    const eslint = new ESLint({
      cwd: process.cwd(),
      overrideConfig: {
        languageOptions: { parserOptions: { projectService: false } },
        rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
      },
    });
    const out = [];
    for (const { filePath, code } of cases) {
      const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
      const fatal = result.messages.filter((m) => m.fatal || m.ruleId === null);
      if (fatal.length) throw new Error(filePath + ': ' + fatal.map((m) => m.message).join('; '));
      out.push(result.messages.filter((m) => m.ruleId === ${JSON.stringify(RULE)}).map((m) => m.message));
    }
    process.stdout.write(JSON.stringify(out));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[][];
}

/** Each import line as the only import of a small file that uses what it imports. */
function usingImport(filePath: string, importLine: string): Case {
  const names = /\{\s*(?:type\s+)?(\w+)/.exec(importLine)?.[1] ?? 'x';
  return {
    filePath,
    code: `${importLine}\nexport const used: unknown = ${importLine.startsWith('import type') ? 'null as unknown as ' + names : names};\n`,
  };
}

describe('import boundaries (eslint)', () => {
  const service = 'api/src/modules/tickets/ticket.service.ts';
  const resolver = 'api/src/modules/tasks/task.resolver.ts';
  const router = 'api/src/modules/tickets/ticket.rest.ts';
  const entity = 'api/src/modules/tickets/ticket.entity.ts';
  const page = 'web/src/features/tickets/TicketsPage.tsx';
  const dashboard = 'api/src/modules/dashboard/dashboard.service.ts';
  const taskService = 'api/src/modules/tasks/task.service.ts';

  const refused: [string, Case][] = [
    ["a service imports another feature's entity", usingImport(service, "import { Client } from '../clients/client.entity';")],
    ["a service imports another feature's REST router", usingImport(service, "import { clientsRouter } from '../clients/client.rest';")],
    ["a service imports another feature's resolver", usingImport(service, "import { ClientResolver } from '../clients/client.resolver';")],
    ["a service imports another feature's SQL", usingImport(service, "import { CLIENT_ROW } from '../clients/client.queries';")],
    ["a service imports the tickets' SLA rule", usingImport(taskService, "import { slaStateSql } from '../tickets/ticket.sla';")],
    ["the dashboard imports the tickets' SQL", usingImport(dashboard, "import { TicketQueries } from '../tickets/ticket.queries';")],
    ['a router imports http/', usingImport(router, "import { requireUser } from '../../http/require-user';")],
    ['a resolver imports graphql/', usingImport(resolver, "import type { GraphQLServers } from '../../graphql/server';")],
    ['a resolver holds the database', usingImport(resolver, "import { DataSource } from 'typeorm';")],
    ['a web feature imports the app shell', usingImport(page, 'import { AppRoutes } from "../../app/AppRoutes";')],
    ["a web feature imports another feature's file", usingImport(page, 'import { TaskForm } from "../tasks/TaskForm";')],
  ];

  const allowed: [string, Case][] = [
    ["a service imports another feature's service", usingImport(service, "import { ClientService } from '../clients/client.service';")],
    ["a service names another feature's entity as a type", usingImport(service, "import type { Client } from '../clients/client.entity';")],
    ["a service imports another feature's enums", usingImport(service, "import { TaskStatusValue } from '../tasks/task.enums';")],
    ["a service imports its own feature's entity", usingImport(service, "import { Ticket } from './ticket.entity';")],
    ["the dashboard imports the tickets' SLA rule", usingImport(dashboard, "import { slaOverdueSql } from '../tickets/ticket.sla';")],
    ['a feature imports common/', usingImport(router, "import { requireUser } from '../../common/require-user';")],
    ["an entity relates to another feature's entity", usingImport(entity, "import { Client } from '../clients/client.entity';")],
    [
      "a resolver names another feature's entity as its GraphQL type",
      usingImport(resolver, "import { User } from '../users/user.entity';"),
    ],
    ['a web feature imports lib/', usingImport(page, 'import { PageHeader } from "../../lib/PageHeader";')],
    ["a web feature imports another feature's index", usingImport(page, 'import { TaskForm } from "../tasks";')],
    ["a web feature imports another feature's hooks", usingImport(page, 'import { useUpdateTask } from "../tasks/useTasks";')],
  ];

  let results: string[][];
  beforeAll(() => {
    results = restrictedImports([...refused, ...allowed].map(([, c]) => c));
  }, 60_000);

  it.each(refused.map(([name], i) => [name, i] as const))('refuses: %s', (_name, i) => {
    expect(results[i]).toHaveLength(1);
  });

  it.each(allowed.map(([name], i) => [name, refused.length + i] as const))('allows: %s', (_name, i) => {
    expect(results[i]).toEqual([]);
  });
});
