import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * A feature's SQL names only its own tables (docs/architecture.md "Boundaries"): the import lint
 * cannot see a table named inside a string. Every non-test file under modules/<feature>/ is read;
 * each string and template literal is scanned for the tables after FROM, JOIN, INTO, UPDATE and
 * TABLE (and the table-name strings handed to TypeORM's query builder), and each table is mapped to
 * the feature that owns it. Migrations (db/) are exempt.
 */
const SRC = __dirname;
const MODULES = path.join(SRC, 'modules');
const MIGRATIONS = path.join(SRC, 'db/migrations');

/** Tables created only by migrations (no entity), with the feature that owns them. */
const MIGRATION_ONLY_TABLES: Record<string, string> = {
  // The dashboard's daily figures, maintained by triggers on tickets for the dashboard's reads.
  ticket_daily_stats: 'dashboard',
  // TypeORM's own bookkeeping; no feature reads it.
  typeorm_metadata: 'db',
};

interface Allowed {
  /** A file, or a folder (ending in '/'), relative to api/src. */
  path: string;
  /** The other features' tables it may name. */
  tables: string[];
}

/** The short list of files whose SQL reads other features' tables, each for a reason. */
const ALLOWED: Allowed[] = [
  // The dashboard's figures: the tickets and tasks counted in a few statements per screen.
  { path: 'modules/dashboard/', tables: ['tickets', 'tasks'] },
  // The ticket's read model (benchmarked): list rows and the detail carry the client, requester,
  // property and assignee read in the same statement.
  { path: 'modules/tickets/ticket.queries.ts', tables: ['clients', 'contacts', 'properties', 'users'] },
  // Routing an inbound message weighs its sender's tickets and properties in one statement, inside
  // the transaction that stores it; conversations own the rule of which tickets are candidates.
  { path: 'modules/conversations/routing.queries.ts', tables: ['tickets', 'properties'] },
  // The properties list's search matches the client's company and the contact's name, each branch
  // served by its trigram index, in the statement that pages the list.
  { path: 'modules/properties/property.service.ts', tables: ['clients', 'contacts'] },
  // The conversation list's search matches the contact's name, e-mail and phone (their trigram
  // indexes) in the statement that pages the list; an urgent alert names its sender.
  { path: 'modules/conversations/conversation.service.ts', tables: ['contacts'] },
  // The Channels screen's figures: each channel's newest message received, sent and failed, read
  // in one pass over the messages (as the dashboard counts tickets).
  { path: 'modules/channels/channels.service.ts', tables: ['messages'] },
  // Auth owns the accounts: a request's session is read with its active user in one statement.
  { path: 'modules/auth/session-store.ts', tables: ['users'] },
];

const SQL_KEYWORD = /\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+(?:ONLY\s+)?/gi;
const NAME = /^(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/i;
/** What may follow a table in a FROM list before the next table: an alias, then a comma. */
const ALIAS_THEN_COMMA =
  /^(?:\s+(?:AS\s+)?(?!(?:WHERE|JOIN|LEFT|RIGHT|INNER|CROSS|FULL|ON|USING|GROUP|ORDER|LIMIT|SET)\b)[a-z_][a-z0-9_]*)?\s*,\s*/i;
const QUERY_BUILDER_TABLE_ARG = new Set(['from', 'into', 'update', 'innerJoin', 'leftJoin', 'innerJoinAndSelect', 'leftJoinAndSelect']);

/** The table names a piece of SQL names (with their FROM-list neighbours). */
function tablesNamedIn(sql: string): string[] {
  const found: string[] = [];
  for (const keyword of sql.matchAll(SQL_KEYWORD)) {
    let rest = sql.slice(keyword.index + keyword[0].length);
    for (;;) {
      const name = NAME.exec(rest);
      if (!name) break;
      found.push(name[1].toLowerCase());
      rest = rest.slice(name[0].length);
      const next = ALIAS_THEN_COMMA.exec(rest);
      if (!next || !/^FROM$/i.test(keyword[0].trim().split(/\s+/)[0])) break;
      rest = rest.slice(next[0].length);
    }
  }
  return found;
}

/** Every string a source file holds (template literals with their substitutions left blank), and query-builder table names. */
function sqlTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) texts.push([node.head.text, ...node.templateSpans.map((s) => ` ${s.literal.text}`)].join(' '));
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      QUERY_BUILDER_TABLE_ARG.has(node.expression.name.text) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      texts.push(`FROM ${node.arguments[0].text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/** The feature folders under modules/ (the registry, modules/index.ts, sits beside them). */
function featureFolders(): string[] {
  return readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Table name → owning feature: each module folder's @Entity tables, and the migration-only tables above. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const feature of featureFolders()) {
    for (const file of readdirSync(path.join(MODULES, feature)).filter((f) => f.endsWith('.entity.ts'))) {
      for (const m of readFileSync(path.join(MODULES, feature, file), 'utf8').matchAll(/@Entity\(\s*'([a-z_0-9]+)'/g))
        owners.set(m[1], feature);
    }
  }
  for (const [table, feature] of Object.entries(MIGRATION_ONLY_TABLES)) owners.set(table, feature);
  return owners;
}

interface Violation {
  file: string;
  table: string;
  owner: string;
}

/** The other features' tables each file's SQL names, minus what `allowed` grants. `files`: path under api/src → source. */
function sqlOwnershipViolations(files: Map<string, string>, owners: Map<string, string>, allowed: Allowed[]): Violation[] {
  const violations: Violation[] = [];
  for (const [file, source] of files) {
    const feature = /^modules\/([^/]+)\//.exec(file)?.[1];
    if (!feature) continue;
    const named = new Set(sqlTexts(file, source).flatMap(tablesNamedIn));
    for (const table of named) {
      const owner = owners.get(table);
      if (owner === undefined || owner === feature) continue;
      if (allowed.some((a) => (a.path.endsWith('/') ? file.startsWith(a.path) : file === a.path) && a.tables.includes(table))) continue;
      violations.push({ file, table, owner });
    }
  }
  return violations;
}

function moduleSources(): Map<string, string> {
  const files = new Map<string, string>();
  for (const feature of featureFolders()) {
    for (const name of readdirSync(path.join(MODULES, feature))) {
      if (!name.endsWith('.ts') || name.endsWith('.test.ts') || name.endsWith('.d.ts')) continue;
      files.set(`modules/${feature}/${name}`, readFileSync(path.join(MODULES, feature, name), 'utf8'));
    }
  }
  return files;
}

describe('SQL ownership', () => {
  const owners = tableOwners();

  it('maps every table the migrations create to a feature', () => {
    const created = readdirSync(MIGRATIONS).flatMap((f) =>
      [...readFileSync(path.join(MIGRATIONS, f), 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?([a-z_0-9]+)"?/gi)].map((m) => m[1]),
    );
    expect(created.length).toBeGreaterThan(0);
    expect(created.filter((table) => !owners.has(table))).toEqual([]);
  });

  it("no feature's SQL names another feature's table outside the allowlist", () => {
    expect(sqlOwnershipViolations(moduleSources(), owners, ALLOWED)).toEqual([]);
  });

  it('every allowlist entry is still needed', () => {
    const sources = moduleSources();
    const unused = ALLOWED.flatMap((a) =>
      a.tables
        .filter((table) => {
          const others = ALLOWED.map((b) => (b === a ? { ...b, tables: b.tables.filter((t) => t !== table) } : b));
          const matching = new Map([...sources].filter(([file]) => (a.path.endsWith('/') ? file.startsWith(a.path) : file === a.path)));
          return sqlOwnershipViolations(matching, owners, others).length === 0;
        })
        .map((table) => `${a.path}: ${table}`),
    );
    expect(unused).toEqual([]);
  });

  describe('reports a violation', () => {
    const check = (file: string, source: string) =>
      sqlOwnershipViolations(new Map([[file, source]]), owners, ALLOWED).map((v) => `${v.table} (${v.owner})`);

    it.each([
      ['a SELECT of another feature’s table', 'const SQL = `SELECT * FROM tickets t WHERE t.id = $1`;', ['tickets (tickets)']],
      ['a JOIN', 'const SQL = \'SELECT s.id FROM tasks s JOIN "users" u ON u.id = s."assigneeId"\';', ['users (users)']],
      ['a FROM list', 'const SQL = `SELECT 1 FROM tasks s, properties p WHERE p.id = ${"$1"}`;', ['properties (properties)']],
      ['an UPDATE', 'void m.query(`UPDATE tickets SET title = $2 WHERE id = $1`, [id, title]);', ['tickets (tickets)']],
      ['an INSERT', "void m.query('INSERT INTO activities (content) VALUES ($1)', [text]);", ['activities (tickets)']],
      ['a DELETE', "void m.query('DELETE FROM public.clients WHERE id = $1', [id]);", ['clients (clients)']],
      ["a query builder's table", "qb.from('contacts', 'c');", ['contacts (contacts)']],
    ])('%s', (_name, source, expected) => {
      expect(check('modules/tasks/task.service.ts', source)).toEqual(expected);
    });

    it("an allowed file's table outside its list", () => {
      expect(
        check('modules/tickets/ticket.queries.ts', 'const SQL = `SELECT 1 FROM tickets t JOIN tasks k ON k."ticketId" = t.id`;'),
      ).toEqual(['tasks (tasks)']);
    });
  });

  describe('allows', () => {
    it.each([
      ["the feature's own tables", 'modules/tasks/task.service.ts', 'const SQL = `SELECT * FROM tasks WHERE id = $1`;'],
      [
        "an allowlisted file's listed tables",
        'modules/tickets/ticket.queries.ts',
        'const SQL = `SELECT 1 FROM tickets t JOIN clients c ON true`;',
      ],
      ['words that are not tables', 'modules/tasks/task.service.ts', "const text = 'Escalated from the guided troubleshooting';"],
    ])('%s', (_name, file, source) => {
      expect(sqlOwnershipViolations(new Map([[file, source]]), owners, ALLOWED)).toEqual([]);
    });
  });
});
