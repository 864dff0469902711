import { buildContact, setCreatedAt } from '../../../test/factories/people';
import { emptyTables, gql, listReaders, startSignedInApp, type Agent, type TestApp } from '../../../test/test-app';

const FIELDS = 'id name email phone language notes createdAt';
const LIST = `query Contacts($search: String, $limit: Int, $offset: Int) {
  contacts(search: $search, limit: $limit, offset: $offset) { totalCount nodes { ${FIELDS} } } }`;
const ONE = `query Contact($id: ID!) { contact(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation Create($input: CreateContactInput!) { createContact(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($input: UpdateContactInput!) { updateContact(input: $input) { ${FIELDS} } }`;

describe('contacts', () => {
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => ({ t, agent } = await startSignedInApp()));
  afterAll(() => t.close());
  beforeEach(() => emptyTables(t, 'properties', 'contacts'));

  const { restList, gqlList } = listReaders(() => agent, { path: '/api/contacts', query: LIST, field: 'contacts', name: 'name' });

  it('needs a signed-in user on both transports', async () => {
    expect((await t.request().get('/api/contacts')).status).toBe(401);
    const res = await gql(t.request(), LIST, {});
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('creates a contact over REST with trimmed fields, blank optionals as null and English by default', async () => {
    const res = await agent.post('/api/contacts').send({ name: '  Ada Lovelace ', email: 'ada@example.test', phone: '  ', notes: '' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.test', phone: null, notes: null, language: 'English' });
    const again = await agent.get(`/api/contacts/${res.body.id}`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: res.body.id, name: 'Ada Lovelace' });
  });

  it('creates a contact over GraphQL the same way, keeping a given language', async () => {
    const res = await gql(agent, CREATE, { input: { name: 'Bo', email: 'bo@example.test', phone: '+44 1234', language: 'Welsh' } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createContact).toMatchObject({ name: 'Bo', phone: '+44 1234', language: 'Welsh', notes: null });
    const one = await gql(agent, ONE, { id: res.body.data.createContact.id });
    expect(one.body.data.contact.email).toBe('bo@example.test');
  });

  it.each([
    [{ email: 'a@example.test' }, 'name', 'Name is required'],
    [{ name: '   ', email: 'a@example.test' }, 'name', 'Name is required'],
    [{ name: 'A' }, 'email', 'Valid email address is required'],
    [{ name: 'A', email: 'not-an-address' }, 'email', 'Valid email address is required'],
    [{ name: 'x'.repeat(201), email: 'a@example.test' }, 'name', 'Name must be at most 200 characters'],
  ])('refuses %j with 400 on REST and BAD_USER_INPUT on GraphQL', async (input, field, message) => {
    const rest = await agent.post('/api/contacts').send(input);
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ message, field });
    // GraphQL's own type check answers for missing non-null fields; send them empty instead.
    const res = await gql(agent, CREATE, { input: { name: '', email: '', ...input } });
    const error = res.body.errors[0];
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    if ('name' in input && 'email' in input) expect(error.message).toBe(message);
    expect(await t.dataSource.query('SELECT id FROM contacts')).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id on both transports', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const rest = await agent.get(`/api/contacts/${id}`);
      expect(rest.status).toBe(404);
      expect(rest.body.message).toBe('Contact not found');
      const patch = await agent.patch(`/api/contacts/${id}`).send({ name: 'X' });
      expect(patch.status).toBe(404);
      const res = await gql(agent, ONE, { id });
      expect(res.body.errors[0]).toMatchObject({ message: 'Contact not found', extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('updates only the fields given; null clears an optional field; required fields cannot be emptied', async () => {
    const contact = await buildContact(t.dataSource, { name: 'Cy', email: 'cy@example.test', phone: '0123', notes: 'Gate code 42' });
    const rest = await agent.patch(`/api/contacts/${contact.id}`).send({ phone: null, language: 'French', id: 'ignored' });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      id: contact.id,
      name: 'Cy',
      email: 'cy@example.test',
      phone: null,
      language: 'French',
      notes: 'Gate code 42',
    });

    const res = await gql(agent, UPDATE, { input: { id: contact.id, name: ' Cyrus ', notes: null } });
    expect(res.body.data.updateContact).toMatchObject({ name: 'Cyrus', notes: null, language: 'French' });

    const empty = await agent.patch(`/api/contacts/${contact.id}`).send({ name: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Name is required');
    const nulled = await gql(agent, UPDATE, { input: { id: contact.id, email: null } });
    expect(nulled.body.errors[0]).toMatchObject({ message: 'Valid email address is required', extensions: { field: 'email' } });
  });

  it('pages newest first with the total on both transports', async () => {
    const base = Date.now();
    for (let i = 1; i <= 5; i++) {
      const c = await buildContact(t.dataSource, { name: `P${i}` });
      await setCreatedAt(t.dataSource, 'contacts', c.id, new Date(base - (10 - i) * 60_000));
    }
    expect(await restList({ limit: 2 })).toEqual({ names: ['P5', 'P4'], total: 5 });
    expect(await restList({ limit: 2, offset: 4 })).toEqual({ names: ['P1'], total: 5 });
    expect(await gqlList({ limit: 2, offset: 2 })).toEqual({ names: ['P3', 'P2'], total: 5 });
    expect(await gqlList({})).toEqual({ names: ['P5', 'P4', 'P3', 'P2', 'P1'], total: 5 });
    expect((await agent.get('/api/contacts').query({ limit: 0 })).status).toBe(400);
    expect((await agent.get('/api/contacts').query({ limit: 101 })).body.message).toBe('limit must be a whole number from 1 to 100');
    const bad = await gql(agent, LIST, { limit: 500 });
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('searches name, email and phone case-insensitively, taking % and _ literally', async () => {
    await buildContact(t.dataSource, { name: 'Maria Lopez', email: 'maria@lopez.test', phone: '07700 900123' });
    await buildContact(t.dataSource, { name: 'John Smith', email: 'js@HOMES.test', phone: null });
    await buildContact(t.dataSource, { name: '100% Plumbing', email: 'x_y@example.test' });
    for (const list of [(s: string) => restList({ search: s }), (s: string) => gqlList({ search: s })]) {
      expect((await list('LOPEZ')).names).toEqual(['Maria Lopez']);
      expect((await list('homes')).names).toEqual(['John Smith']);
      expect((await list('900123')).names).toEqual(['Maria Lopez']);
      expect((await list('0%')).names).toEqual(['100% Plumbing']);
      expect((await list('x_y')).names).toEqual(['100% Plumbing']);
      expect((await list('_')).names).toEqual(['100% Plumbing']);
      expect(await list('nobody')).toEqual({ names: [], total: 0 });
      expect((await list('  ')).total).toBe(3);
    }
  });

  it('serves the search from trigram indexes, not a table scan', async () => {
    const plan: { 'QUERY PLAN': string }[] = await t.dataSource.transaction(async (m) => {
      await m.query('SET LOCAL enable_seqscan = off');
      return m.query(`EXPLAIN SELECT id FROM contacts c WHERE c.name ILIKE '%lop%' OR c.email ILIKE '%lop%' OR c.phone ILIKE '%lop%'`);
    });
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    for (const index of ['IDX_contacts_name_trgm', 'IDX_contacts_email_trgm', 'IDX_contacts_phone_trgm']) {
      expect(text).toContain(index);
    }
    // No GIN pending list: rows inserted in bulk are searchable through the index at once.
    const options: { reloptions: string[] | null }[] = await t.dataSource.query(
      `SELECT reloptions FROM pg_class WHERE relname IN
        ('IDX_contacts_name_trgm', 'IDX_clients_companyName_trgm', 'IDX_properties_address_trgm')`,
    );
    expect(options).toHaveLength(3);
    for (const row of options) expect(row.reloptions).toContain('fastupdate=off');
  });

  it('answers exactly the fields of its REST view, in order, on every route (a new column does not leak)', async () => {
    const keys = ['id', 'name', 'email', 'phone', 'language', 'notes', 'createdAt', 'updatedAt'];
    const created = await agent.post('/api/contacts').send({ name: 'Sam Tenant', email: 'sam@tenant.test' });
    const answers = [
      created.body,
      (await agent.get(`/api/contacts/${created.body.id}`)).body,
      (await agent.get('/api/contacts')).body[0],
      (await agent.patch(`/api/contacts/${created.body.id}`).send({ notes: 'Prefers e-mail' })).body,
    ];
    for (const body of answers) expect(Object.keys(body)).toEqual(keys);
  });
});
