import { buildSchema, graphql, type GraphQLResolveInfo } from 'graphql';
import { perSelection, selectedFieldNames } from './graphql-selection';

const schema = buildSchema(`
  type Client { id: ID! name: String! }
  type Ticket { id: ID! title: String! status: String! client: Client! }
  type Page { total: Int! nodes: [Ticket!]! }
  type Query { tickets: Page! ticket: Ticket! }
`);

/** Runs `source` and returns what `pick(info)` said in the root field's resolver. */
async function seen<T>(source: string, pick: (info: GraphQLResolveInfo) => T, variables?: Record<string, unknown>): Promise<T[]> {
  const picked: T[] = [];
  const page = { total: 0, nodes: [] };
  const ticket = { id: '1', title: 't', status: 's', client: { id: 'c', name: 'n' } };
  const result = await graphql({
    schema,
    source,
    variableValues: variables,
    rootValue: {
      tickets: (_args: unknown, _ctx: unknown, info: GraphQLResolveInfo) => (picked.push(pick(info)), page),
      ticket: (_args: unknown, _ctx: unknown, info: GraphQLResolveInfo) => (picked.push(pick(info)), ticket),
    },
  });
  expect(result.errors).toBeUndefined();
  return picked;
}

describe('selectedFieldNames', () => {
  it('names the fields under a path through fragments, inline fragments and aliases', async () => {
    const [names] = await seen(
      `query { tickets { total nodes { id ...Card ... on Ticket { status } renamed: title } } }
       fragment Card on Ticket { title client { id } ...More }
       fragment More on Ticket { __typename }`,
      (info) => selectedFieldNames(info, ['nodes']),
    );
    expect([...names].sort()).toEqual(['__typename', 'client', 'id', 'status', 'title']);
  });

  it('counts a field that @skip or @include may leave out', async () => {
    const [names] = await seen(
      'query($no: Boolean!) { ticket { id title @include(if: $no) client @skip(if: true) { id } } }',
      (info) => selectedFieldNames(info),
      {
        no: false,
      },
    );
    expect([...names].sort()).toEqual(['client', 'id', 'title']);
  });

  it('is empty under a path that is not selected', async () => {
    const [names] = await seen('{ tickets { total } }', (info) => selectedFieldNames(info, ['nodes']));
    expect(names.size).toBe(0);
  });
});

describe('perSelection', () => {
  it('derives once per field node of a document, and apart for each document', async () => {
    let derived = 0;
    const fields = perSelection(['nodes'], (names) => (derived++, [...names].sort().join()));
    const { parse } = await import('graphql');
    const narrow = parse('{ tickets { nodes { id } } }');
    const wide = parse('{ tickets { nodes { id title } } }');
    const run = async (document: ReturnType<typeof parse>) => {
      let got = '';
      const { execute } = await import('graphql');
      await execute({
        schema,
        document,
        rootValue: { tickets: (_a: unknown, _c: unknown, info: GraphQLResolveInfo) => ((got = fields(info)), { total: 0, nodes: [] }) },
      });
      return got;
    };
    expect(await run(narrow)).toBe('id');
    expect(await run(narrow)).toBe('id');
    expect(await run(wide)).toBe('id,title');
    expect(derived).toBe(2);
  });

  it('merges a field selected twice in one place, without keeping it', async () => {
    let derived = 0;
    const fields = perSelection(['nodes'], (names) => (derived++, [...names].sort().join()));
    const [a, b] = [
      ...(await seen('{ tickets { nodes { id } } tickets { nodes { title } } }', fields)),
      ...(await seen('{ tickets { nodes { id } } tickets { nodes { title } } }', fields)),
    ];
    expect([a, b]).toEqual(['id,title', 'id,title']);
    expect(derived).toBe(2);
  });
});
