import { buildClient, setCreatedAt } from '../../../test/factories/people';
import { emptyTables, gql, listReaders, startSignedInApp, type Agent, type TestApp } from '../../../test/test-app';

const FIELDS = 'id firstName lastName email phone jobTitle linkedin company language notes companyName address website companyNumber';
const LIST = `query Clients($search: String, $limit: Int, $offset: Int) {
  clients(search: $search, limit: $limit, offset: $offset) { totalCount nodes { ${FIELDS} } } }`;
const ONE = `query Client($id: ID!) { client(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation Create($input: CreateClientInput!) { createClient(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($input: UpdateClientInput!) { updateClient(input: $input) { ${FIELDS} } }`;

const VALID = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@harbour.test', companyName: 'Harbour Homes Ltd' };

describe('clients', () => {
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => ({ t, agent } = await startSignedInApp()));
  afterAll(() => t.close());
  beforeEach(() => emptyTables(t, 'properties', 'clients'));

  const { restList, gqlList } = listReaders(() => agent, { path: '/api/clients', query: LIST, field: 'clients', name: 'companyName' });

  it('needs a signed-in user', async () => {
    expect((await t.request().get('/api/clients')).status).toBe(401);
    expect((await gql(t.request(), LIST, {})).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('creates over REST and GraphQL alike: trimmed, English by default, https:// added to a bare website', async () => {
    const rest = await agent.post('/api/clients').send({ ...VALID, website: 'harbour.test', address: ' 1 Quay St ', phone: '' });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ ...VALID, website: 'https://harbour.test', address: '1 Quay St', phone: null, language: 'English' });
    expect((await agent.get(`/api/clients/${rest.body.id}`)).body.companyName).toBe('Harbour Homes Ltd');

    const res = await gql(agent, CREATE, {
      input: { ...VALID, companyName: 'Dock Lettings', website: 'http://dock.test/about', companyNumber: 'SC123456', language: 'German' },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createClient).toMatchObject({
      companyName: 'Dock Lettings',
      website: 'http://dock.test/about',
      companyNumber: 'SC123456',
      language: 'German',
    });
    expect((await gql(agent, ONE, { id: res.body.data.createClient.id })).body.data.client.lastName).toBe('Hopper');
  });

  it.each([
    [{ firstName: ' ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ email: 'grace' }, 'email', 'Valid email address is required'],
    [{ companyName: '  ' }, 'companyName', 'Company name is required'],
    [{ website: 'not a url' }, 'website', 'Website must be a valid URL'],
    [{ website: 'ftp://files.test' }, 'website', 'Website must be a valid URL'],
  ])('refuses %j with the same message on both transports', async (change, field, message) => {
    const rest = await agent.post('/api/clients').send({ ...VALID, ...change });
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ message, field });
    const res = await gql(agent, CREATE, { input: { ...VALID, ...change } });
    expect(res.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await t.dataSource.query('SELECT id FROM clients')).toEqual([]);
  });

  it('answers 404 for unknown ids', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await agent.get(`/api/clients/${id}`)).body).toEqual({ message: 'Client not found' });
    expect((await agent.patch(`/api/clients/x`).send({})).status).toBe(404);
    expect((await gql(agent, UPDATE, { input: { id } })).body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('updates only the given fields; null clears an optional one', async () => {
    const client = await buildClient(t.dataSource, { companyName: 'Old Name', website: 'https://old.test', notes: 'VIP' });
    const rest = await agent.patch(`/api/clients/${client.id}`).send({ companyName: 'New Name', website: null });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ companyName: 'New Name', website: null, notes: 'VIP', firstName: client.firstName });
    const res = await gql(agent, UPDATE, { input: { id: client.id, website: 'new.test', notes: '' } });
    expect(res.body.data.updateClient).toMatchObject({ website: 'https://new.test', notes: null, companyName: 'New Name' });
    const bad = await agent.patch(`/api/clients/${client.id}`).send({ email: 'nope' });
    expect(bad.body).toEqual({ message: 'Valid email address is required', field: 'email' });
  });

  it('pages newest first and searches company name, address, website and company number', async () => {
    const base = Date.now();
    const rows: [string, Partial<Record<string, string>>][] = [
      ['Alpha Estates', { address: '12 Mill Lane, Leeds' }],
      ['Beta Property', { website: 'https://beta-homes.test' }],
      ['Gamma Group', { companyNumber: 'GB-778899' }],
    ];
    for (const [i, [companyName, extra]] of rows.entries()) {
      const c = await buildClient(t.dataSource, { companyName, ...extra });
      await setCreatedAt(t.dataSource, 'clients', c.id, new Date(base - (10 - i) * 60_000));
    }
    expect(await restList({ limit: 2 })).toEqual({ names: ['Gamma Group', 'Beta Property'], total: 3 });
    expect(await gqlList({ limit: 2, offset: 2 })).toEqual({ names: ['Alpha Estates'], total: 3 });
    for (const list of [(s: string) => restList({ search: s }), (s: string) => gqlList({ search: s })]) {
      expect((await list('ALPHA')).names).toEqual(['Alpha Estates']);
      expect((await list('mill lane')).names).toEqual(['Alpha Estates']);
      expect((await list('beta-HOMES')).names).toEqual(['Beta Property']);
      expect((await list('778899')).names).toEqual(['Gamma Group']);
      expect((await list('A')).total).toBe(3);
      expect((await list('Hopper')).total).toBe(0); // the contact person's name is not searched
    }
  });

  it('answers exactly the fields of its REST view, in order, on every route (a new column does not leak)', async () => {
    const keys = [
      'id',
      'firstName',
      'lastName',
      'email',
      'phone',
      'jobTitle',
      'linkedin',
      'company',
      'language',
      'notes',
      'companyName',
      'address',
      'website',
      'companyNumber',
      'createdAt',
      'updatedAt',
    ];
    const created = await agent.post('/api/clients').send(VALID);
    const answers = [
      created.body,
      (await agent.get(`/api/clients/${created.body.id}`)).body,
      (await agent.get('/api/clients')).body[0],
      (await agent.patch(`/api/clients/${created.body.id}`).send({ notes: 'VIP' })).body,
    ];
    for (const body of answers) expect(Object.keys(body)).toEqual(keys);
  });
});
