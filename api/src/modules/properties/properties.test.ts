import { buildClient, buildContact, buildProperty, setCreatedAt } from '../../../test/factories/people';
import { emptyTables, gql, listReaders, startSignedInApp, type Agent, type TestApp } from '../../../test/test-app';

const FIELDS = 'id name address clientId contactId client { id companyName } contact { id name }';
const LIST = `query Properties($search: String, $clientId: ID, $limit: Int, $offset: Int) {
  properties(search: $search, clientId: $clientId, limit: $limit, offset: $offset) { totalCount nodes { ${FIELDS} } } }`;
const ONE = `query Property($id: ID!) { property(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation Create($input: CreatePropertyInput!) { createProperty(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($input: UpdatePropertyInput!) { updateProperty(input: $input) { ${FIELDS} } }`;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('properties', () => {
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => ({ t, agent } = await startSignedInApp()));
  afterAll(() => t.close());
  beforeEach(() => emptyTables(t, 'properties'));

  const { restList, gqlList } = listReaders(() => agent, { path: '/api/properties', query: LIST, field: 'properties', name: 'name' });

  it('creates with a client and a contact on both transports, answering both objects', async () => {
    const client = await buildClient(t.dataSource, { companyName: 'Harbour Homes' });
    const contact = await buildContact(t.dataSource, { name: 'Sam Tenant' });
    const rest = await agent
      .post('/api/properties')
      .send({ name: ' Flat 2 ', address: '4 Dock Rd', clientId: client.id, contactId: contact.id });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({
      name: 'Flat 2',
      clientId: client.id,
      contactId: contact.id,
      client: { id: client.id, companyName: 'Harbour Homes' },
      contact: { id: contact.id, name: 'Sam Tenant' },
    });
    const got = await agent.get(`/api/properties/${rest.body.id}`);
    expect(got.body.client.companyName).toBe('Harbour Homes');

    const res = await gql(agent, CREATE, { input: { name: 'Flat 3', address: '4 Dock Rd', contactId: contact.id } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createProperty).toMatchObject({ clientId: null, client: null, contact: { name: 'Sam Tenant' } });
    const one = await gql(agent, ONE, { id: res.body.data.createProperty.id });
    expect(one.body.data.property.contact.id).toBe(contact.id);
  });

  it.each([
    [{ address: '1 Road' }, 'name', 'Property name is required'],
    [{ name: ' ', address: '1 Road' }, 'name', 'Property name is required'],
    [{ name: 'Flat', address: '' }, 'address', 'Address is required'],
    [{ name: 'Flat', address: '1 Road', clientId: UNKNOWN }, 'clientId', 'Client not found'],
    [{ name: 'Flat', address: '1 Road', clientId: 'not-an-id' }, 'clientId', 'Client not found'],
    [{ name: 'Flat', address: '1 Road', contactId: UNKNOWN }, 'contactId', 'Contact not found'],
  ])('refuses %j with 400 naming the field on both transports', async (input, field, message) => {
    const rest = await agent.post('/api/properties').send(input);
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ message, field });
    const res = await gql(agent, CREATE, { input: { name: '', ...input, address: input.address ?? '' } });
    expect(res.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await t.dataSource.query('SELECT id FROM properties')).toEqual([]);
  });

  it('sets and clears client and contact independently', async () => {
    const client = await buildClient(t.dataSource);
    const contact = await buildContact(t.dataSource);
    const property = await buildProperty(t.dataSource, { clientId: client.id });
    const rest = await agent.patch(`/api/properties/${property.id}`).send({ contactId: contact.id });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ clientId: client.id, contactId: contact.id, name: property.name });
    const res = await gql(agent, UPDATE, { input: { id: property.id, clientId: null, address: '9 New Rd' } });
    expect(res.body.data.updateProperty).toMatchObject({ clientId: null, client: null, contactId: contact.id, address: '9 New Rd' });
    const bad = await agent.patch(`/api/properties/${property.id}`).send({ contactId: UNKNOWN });
    expect(bad.body).toEqual({ message: 'Contact not found', field: 'contactId' });
    expect((await agent.get(`/api/properties/${UNKNOWN}`)).body).toEqual({ message: 'Property not found' });
    expect((await gql(agent, UPDATE, { input: { id: UNKNOWN } })).body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it("lists one client's properties (?clientId=), pages newest first and searches name, address, client and contact", async () => {
    const harbour = await buildClient(t.dataSource, { companyName: 'Harbour Homes' });
    const other = await buildClient(t.dataSource, { companyName: 'Other Co' });
    const maria = await buildContact(t.dataSource, { name: 'Maria Lopez' });
    const base = Date.now();
    const rows = [
      { name: 'Rose Cottage', address: '1 Mill Lane', clientId: harbour.id },
      { name: 'Flat 7', address: '22 Station Road', clientId: harbour.id, contactId: maria.id },
      { name: 'Unit B', address: '3 Quay', clientId: other.id },
      { name: 'Loft', address: '5 Hill', contactId: maria.id },
    ];
    for (const [i, row] of rows.entries()) {
      const p = await buildProperty(t.dataSource, row);
      await setCreatedAt(t.dataSource, 'properties', p.id, new Date(base - (10 - i) * 60_000));
    }
    expect(await restList({ clientId: harbour.id })).toEqual({ names: ['Flat 7', 'Rose Cottage'], total: 2 });
    expect(await gqlList({ clientId: harbour.id, limit: 1, offset: 1 })).toEqual({ names: ['Rose Cottage'], total: 2 });
    expect(await restList({ limit: 3 })).toEqual({ names: ['Loft', 'Unit B', 'Flat 7'], total: 4 });
    expect(await restList({ clientId: UNKNOWN })).toEqual({ names: [], total: 0 });
    expect((await agent.get('/api/properties').query({ clientId: 'x' })).status).toBe(400);
    for (const list of [(q: Record<string, string>) => restList(q), (q: Record<string, string>) => gqlList(q)]) {
      expect((await list({ search: 'COTTAGE' })).names).toEqual(['Rose Cottage']);
      expect((await list({ search: 'station' })).names).toEqual(['Flat 7']);
      expect((await list({ search: 'harbour' })).names).toEqual(['Flat 7', 'Rose Cottage']);
      expect((await list({ search: 'lopez' })).names).toEqual(['Loft', 'Flat 7']);
      expect((await list({ search: 'lopez', clientId: harbour.id })).names).toEqual(['Flat 7']);
      expect(await list({ search: 'zzz' })).toEqual({ names: [], total: 0 });
    }
  });

  it('serves the search and the client filter from indexes', async () => {
    const plan = async (sql: string) =>
      t.dataSource.transaction(async (m) => {
        await m.query('SET LOCAL enable_seqscan = off');
        const rows: { 'QUERY PLAN': string }[] = await m.query(`EXPLAIN ${sql}`);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    const search = await plan(`SELECT id FROM properties WHERE name ILIKE '%mill%' OR address ILIKE '%mill%'`);
    expect(search).toContain('IDX_properties_name_trgm');
    expect(search).toContain('IDX_properties_address_trgm');
    expect(await plan(`SELECT id FROM clients WHERE "companyName" ILIKE '%harb%'`)).toContain('IDX_clients_companyName_trgm');
    const byClient = await plan(`SELECT id FROM properties WHERE "clientId" = '${UNKNOWN}' ORDER BY "createdAt" DESC, id DESC LIMIT 25`);
    expect(byClient).toContain('IDX_properties_client_newest');
  });

  it('answers exactly the fields of its REST view, in order, its client and contact as their own REST answers', async () => {
    const keys = ['id', 'name', 'address', 'country', 'clientId', 'client', 'contactId', 'contact', 'createdAt', 'updatedAt'];
    const client = await buildClient(t.dataSource);
    const contact = await buildContact(t.dataSource);
    const linked = await agent
      .post('/api/properties')
      .send({ name: 'Flat 9', address: '9 Dock Rd', clientId: client.id, contactId: contact.id });
    const alone = await agent.post('/api/properties').send({ name: 'Flat 10', address: '10 Dock Rd' });
    expect(alone.body).toMatchObject({ client: null, contact: null });
    const answers = [
      linked.body,
      alone.body,
      (await agent.get(`/api/properties/${linked.body.id}`)).body,
      ...(await agent.get('/api/properties')).body,
      (await agent.patch(`/api/properties/${alone.body.id}`).send({ name: 'Flat 10a' })).body,
    ];
    for (const body of answers) expect(Object.keys(body)).toEqual(keys);
    const clientKeys = Object.keys((await agent.get(`/api/clients/${client.id}`)).body);
    const contactKeys = Object.keys((await agent.get(`/api/contacts/${contact.id}`)).body);
    expect(Object.keys(linked.body.client)).toEqual(clientKeys);
    expect(Object.keys(linked.body.contact)).toEqual(contactKeys);
  });
});
