import { buildMatrixEntry } from '../../../test/factories/knowledge-articles';
import { buildClient, buildContact, buildProperty } from '../../../test/factories/people';
import { emptyTables, gql, startSignedInApp, type Agent, type TestApp } from '../../../test/test-app';

const FIELDS = 'id country category issueType description responsibility urgencyLevel legalNotes isActive createdAt';
const LIST = `query Matrix($filter: ResponsibilityMatrixFilter, $limit: Int, $offset: Int) {
  responsibilityMatrix(filter: $filter, limit: $limit, offset: $offset) { totalCount nodes { issueType country } } }`;
const CREATE = `mutation Create($input: CreateResponsibilityMatrixEntryInput!) { createResponsibilityMatrixEntry(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($input: UpdateResponsibilityMatrixEntryInput!) { updateResponsibilityMatrixEntry(input: $input) { ${FIELDS} } }`;
const DEACTIVATE = `mutation Deactivate($id: ID!) { deactivateResponsibilityMatrixEntry(id: $id) { id isActive } }`;
const LOOKUP = `query Lookup($country: Country!, $category: Category!) { responsibilityFor(country: $country, category: $category) { issueType responsibility } }`;
const FOR_TICKET = `query ForTicket($ticketId: ID!) { ticketResponsibility(ticketId: $ticketId) {
  ticketId country countryFromProperty category bestMatchId entries { id issueType responsibility legalNotes } } }`;

const DUPLICATE = 'An entry for this country, category and issue type already exists';

describe('responsibility matrix', () => {
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => ({ t, agent } = await startSignedInApp()));
  afterAll(() => t.close());
  beforeEach(() => emptyTables(t, 'responsibility_matrix', 'activities', 'tickets', 'properties', 'contacts', 'clients'));

  it('needs a signed-in user on both transports', async () => {
    expect((await t.request().get('/api/knowledge/responsibility-matrix')).status).toBe(401);
    const res = await gql(t.request(), LIST, {});
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('creates an entry over REST (UK, active by default) and over GraphQL, trimmed', async () => {
    const rest = await agent.post('/api/knowledge/responsibility-matrix').send({
      category: 'heating',
      issueType: '  Boiler breakdown ',
      responsibility: 'landlord',
      urgencyLevel: 'Emergency (24 hours)',
      legalNotes: 'Landlord and Tenant Act 1985, s.11: the landlord keeps installations for heating and hot water in repair.',
      description: '',
    });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({
      country: 'UK',
      category: 'heating',
      issueType: 'Boiler breakdown',
      responsibility: 'landlord',
      description: null,
      isActive: true,
    });
    expect((await agent.get(`/api/knowledge/responsibility-matrix/${rest.body.id}`)).body).toEqual(rest.body);

    const g = await gql(agent, CREATE, {
      input: { country: 'FR', category: 'HEATING', issueType: 'Entretien chaudière', responsibility: 'TENANT' },
    });
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.createResponsibilityMatrixEntry).toMatchObject({ country: 'FR', responsibility: 'TENANT', isActive: true });
  });

  it.each([
    [
      { issueType: 'x', responsibility: 'landlord' },
      'category',
      'Category must be plumbing, electrical, heating, appliances, security or other',
    ],
    [{ category: 'heating', responsibility: 'landlord' }, 'issueType', 'Issue type is required'],
    [{ category: 'heating', issueType: '  ', responsibility: 'landlord' }, 'issueType', 'Issue type is required'],
    [{ category: 'heating', issueType: 'x' }, 'responsibility', 'Responsibility must be landlord, tenant or shared'],
    [
      { category: 'heating', issueType: 'x', responsibility: 'landlord', country: 'US' },
      'country',
      'Country must be UK, DE, FR, ES, IT, NL, BE, AT, CH or IE',
    ],
  ])('refuses %j with 400 and its message', async (input, field, message) => {
    const res = await agent.post('/api/knowledge/responsibility-matrix').send(input);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, field });
  });

  it('refuses a second entry for the same country, category and issue type with 409, on create and on update', async () => {
    await buildMatrixEntry(t.dataSource, { country: 'UK', category: 'heating', issueType: 'Boiler breakdown' });
    const body = { country: 'UK', category: 'heating', issueType: 'Boiler breakdown', responsibility: 'tenant' };
    const rest = await agent.post('/api/knowledge/responsibility-matrix').send(body);
    expect(rest.status).toBe(409);
    expect(rest.body).toEqual({ message: DUPLICATE, field: 'issueType' });
    const g = await gql(agent, CREATE, { input: { category: 'HEATING', issueType: 'Boiler breakdown', responsibility: 'TENANT' } });
    expect(g.body.errors[0]).toMatchObject({ message: DUPLICATE, extensions: { code: 'CONFLICT' } });

    // The same issue type in another country or category is another entry.
    expect((await agent.post('/api/knowledge/responsibility-matrix').send({ ...body, country: 'DE' })).status).toBe(201);
    const other = await agent.post('/api/knowledge/responsibility-matrix').send({ ...body, category: 'plumbing' });
    expect(other.status).toBe(201);
    const renamed = await agent.patch(`/api/knowledge/responsibility-matrix/${other.body.id}`).send({ category: 'heating' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toBe(DUPLICATE);
  });

  it('updates, deactivates and lists entries by country, category and issue type, the same on both transports', async () => {
    const boiler = await buildMatrixEntry(t.dataSource, { country: 'UK', category: 'heating', issueType: 'Boiler breakdown' });
    await buildMatrixEntry(t.dataSource, { country: 'UK', category: 'heating', issueType: 'Bleeding radiators', responsibility: 'tenant' });
    await buildMatrixEntry(t.dataSource, { country: 'DE', category: 'heating', issueType: 'Heizungsausfall' });
    await buildMatrixEntry(t.dataSource, { country: 'UK', category: 'plumbing', issueType: 'Blocked sink', responsibility: 'tenant' });

    const patched = await agent
      .patch(`/api/knowledge/responsibility-matrix/${boiler.id}`)
      .send({ responsibility: 'shared', legalNotes: 'Shared when the tenant damaged it.', urgencyLevel: null });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ responsibility: 'shared', legalNotes: 'Shared when the tenant damaged it.', urgencyLevel: null });
    const g = await gql(agent, UPDATE, { input: { id: boiler.id, responsibility: 'LANDLORD' } });
    expect(g.body.data.updateResponsibilityMatrixEntry).toMatchObject({
      responsibility: 'LANDLORD',
      legalNotes: 'Shared when the tenant damaged it.',
    });

    const all = await agent.get('/api/knowledge/responsibility-matrix');
    expect(all.body.map((e: { issueType: string }) => e.issueType)).toEqual([
      'Blocked sink',
      'Bleeding radiators',
      'Boiler breakdown',
      'Heizungsausfall',
    ]);
    expect(all.headers['x-total-count']).toBe('4');
    const ukHeating = await agent.get('/api/knowledge/responsibility-matrix').query({ country: 'UK', category: 'heating' });
    expect(ukHeating.body.map((e: { issueType: string }) => e.issueType)).toEqual(['Bleeding radiators', 'Boiler breakdown']);
    const viaGraphql = await gql(agent, LIST, { filter: { country: 'UK', category: 'HEATING' } });
    expect(viaGraphql.body.data.responsibilityMatrix.nodes.map((e: { issueType: string }) => e.issueType)).toEqual([
      'Bleeding radiators',
      'Boiler breakdown',
    ]);

    const off = await agent.post(`/api/knowledge/responsibility-matrix/${boiler.id}/deactivate`);
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    const lookup = await agent.get('/api/knowledge/responsibility-matrix/lookup').query({ country: 'UK', category: 'heating' });
    expect(lookup.body.map((e: { issueType: string }) => e.issueType)).toEqual(['Bleeding radiators']);
    const lookupG = await gql(agent, LOOKUP, { country: 'UK', category: 'HEATING' });
    expect(lookupG.body.data.responsibilityFor).toEqual([{ issueType: 'Bleeding radiators', responsibility: 'TENANT' }]);
    expect((await agent.get('/api/knowledge/responsibility-matrix').query({ isActive: 'false' })).body).toHaveLength(1);
    const again = await gql(agent, DEACTIVATE, { id: boiler.id });
    expect(again.body.data.deactivateResponsibilityMatrixEntry).toEqual({ id: boiler.id, isActive: false });
    // PATCH isActive: true brings it back.
    expect((await agent.patch(`/api/knowledge/responsibility-matrix/${boiler.id}`).send({ isActive: true })).body.isActive).toBe(true);
  });

  it('answers 404 for an unknown entry and 400 for a lookup without country or category', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await agent.get(`/api/knowledge/responsibility-matrix/${unknown}`)).body).toEqual({
      message: 'Responsibility matrix entry not found',
    });
    expect((await agent.post(`/api/knowledge/responsibility-matrix/${unknown}/deactivate`)).status).toBe(404);
    expect((await agent.patch(`/api/knowledge/responsibility-matrix/nope`).send({ responsibility: 'tenant' })).status).toBe(404);
    const lookup = await agent.get('/api/knowledge/responsibility-matrix/lookup').query({ country: 'UK' });
    expect(lookup.status).toBe(400);
    expect(lookup.body.field).toBe('category');
  });

  it('answers exactly the fields of its REST view, in order, on every route', async () => {
    const keys = [
      'id',
      'country',
      'category',
      'issueType',
      'description',
      'responsibility',
      'urgencyLevel',
      'legalNotes',
      'isActive',
      'createdAt',
    ];
    const path = '/api/knowledge/responsibility-matrix';
    const created = await agent.post(path).send({ category: 'heating', issueType: 'Boiler breakdown', responsibility: 'landlord' });
    expect(created.status).toBe(201);
    const answers = [
      created.body,
      (await agent.get(`${path}/${created.body.id}`)).body,
      (await agent.get(path)).body[0],
      (await agent.get(`${path}/lookup?country=UK&category=heating`)).body[0],
      (await agent.patch(`${path}/${created.body.id}`).send({ urgencyLevel: 'Emergency' })).body,
      (await agent.post(`${path}/${created.body.id}/deactivate`)).body,
    ];
    for (const body of answers) expect(Object.keys(body)).toEqual(keys);
  });

  describe('for a ticket', () => {
    async function ticket(fields: { title: string; description?: string; category: string; propertyId?: string | null }) {
      const client = await buildClient(t.dataSource);
      const requester = await buildContact(t.dataSource);
      const res = await agent.post('/api/tickets').send({
        description: 'Reported by phone',
        priority: 'urgent',
        clientId: client.id,
        requesterId: requester.id,
        ...fields,
      });
      expect(res.status).toBe(201);
      return res.body as { id: string };
    }

    it("shows the entries for the ticket's property's country and category, the one matching its words first", async () => {
      await buildMatrixEntry(t.dataSource, {
        country: 'DE',
        category: 'heating',
        issueType: 'Heizungsausfall (boiler failure)',
        responsibility: 'landlord',
        legalNotes: '§ 535 BGB: der Vermieter hält die Heizung instand.',
      });
      await buildMatrixEntry(t.dataSource, {
        country: 'DE',
        category: 'heating',
        issueType: 'Bleeding radiators',
        responsibility: 'tenant',
        description: 'Small repairs the tenancy agreement gives the tenant.',
      });
      await buildMatrixEntry(t.dataSource, {
        country: 'UK',
        category: 'heating',
        issueType: 'Boiler breakdown',
        responsibility: 'landlord',
      });
      await buildMatrixEntry(t.dataSource, { country: 'DE', category: 'plumbing', issueType: 'Blocked drain', responsibility: 'tenant' });
      await buildMatrixEntry(t.dataSource, { country: 'DE', category: 'heating', issueType: 'Old rule', isActive: false });

      const berlin = await buildProperty(t.dataSource, { name: 'Berlin flat', country: 'DE' });
      const created = await ticket({
        title: 'Radiator cold at the top',
        description: 'Needs bleeding?',
        category: 'heating',
        propertyId: berlin.id,
      });

      const rest = await agent.get(`/api/knowledge/responsibility-matrix/ticket/${created.id}`);
      expect(rest.status).toBe(200);
      expect(rest.body).toMatchObject({ ticketId: created.id, country: 'DE', countryFromProperty: true, category: 'heating' });
      expect(rest.body.entries.map((e: { issueType: string }) => e.issueType)).toEqual([
        'Bleeding radiators',
        'Heizungsausfall (boiler failure)',
      ]);
      expect(rest.body.bestMatchId).toBe(rest.body.entries[0].id);
      expect(Object.keys(rest.body)).toEqual(['ticketId', 'country', 'countryFromProperty', 'category', 'entries', 'bestMatchId']);
      const entryKeys = Object.keys((await agent.get(`/api/knowledge/responsibility-matrix/${rest.body.entries[0].id}`)).body);
      for (const entry of rest.body.entries) expect(Object.keys(entry)).toEqual(entryKeys);

      const g = await gql(agent, FOR_TICKET, { ticketId: created.id });
      expect(g.body.errors).toBeUndefined();
      expect(g.body.data.ticketResponsibility).toMatchObject({ country: 'DE', category: 'HEATING', bestMatchId: rest.body.bestMatchId });
      expect(g.body.data.ticketResponsibility.entries.map((e: { responsibility: string }) => e.responsibility)).toEqual([
        'TENANT',
        'LANDLORD',
      ]);

      // A boiler ticket at the same property: the boiler entry first, with its legal note.
      const boiler = await ticket({ title: 'Boiler failure, no heating', category: 'heating', propertyId: berlin.id });
      const forBoiler = await gql(agent, FOR_TICKET, { ticketId: boiler.id });
      expect(forBoiler.body.data.ticketResponsibility.entries[0]).toMatchObject({
        issueType: 'Heizungsausfall (boiler failure)',
        responsibility: 'LANDLORD',
        legalNotes: '§ 535 BGB: der Vermieter hält die Heizung instand.',
      });
    });

    it('uses the default country (UK) for a ticket without a property, and names no best match when no words are shared', async () => {
      await buildMatrixEntry(t.dataSource, { country: 'UK', category: 'security', issueType: 'Lost keys', responsibility: 'tenant' });
      await buildMatrixEntry(t.dataSource, {
        country: 'UK',
        category: 'security',
        issueType: 'Broken entry door lock',
        responsibility: 'landlord',
      });
      const created = await ticket({ title: 'Intercom silent', category: 'security' });
      const res = await agent.get(`/api/knowledge/responsibility-matrix/ticket/${created.id}`);
      expect(res.body).toMatchObject({ country: 'UK', countryFromProperty: false, category: 'security', bestMatchId: null });
      expect(res.body.entries.map((e: { issueType: string }) => e.issueType)).toEqual(['Broken entry door lock', 'Lost keys']);

      const none = await ticket({ title: 'Odd smell', category: 'other' });
      expect((await agent.get(`/api/knowledge/responsibility-matrix/ticket/${none.id}`)).body).toMatchObject({
        entries: [],
        bestMatchId: null,
      });
    });

    it("answers 'Ticket not found' for an unknown ticket", async () => {
      const res = await agent.get('/api/knowledge/responsibility-matrix/ticket/00000000-0000-4000-8000-000000000000');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Ticket not found' });
    });
  });
});

describe('a property country', () => {
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => ({ t, agent } = await startSignedInApp()));
  afterAll(() => t.close());

  it('is UK unless given, can be changed, and is checked', async () => {
    const created = await agent.post('/api/properties').send({ name: 'Flat 1', address: '1 Rue de Rivoli' });
    expect(created.body.country).toBe('UK');
    const moved = await agent.patch(`/api/properties/${created.body.id}`).send({ country: 'FR' });
    expect(moved.body.country).toBe('FR');
    const bad = await agent.post('/api/properties').send({ name: 'X', address: 'Y', country: 'XX' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Country must be UK, DE, FR, ES, IT, NL, BE, AT, CH or IE', field: 'country' });
    const g = await gql(agent, `query { property(id: "${created.body.id}") { country } }`);
    expect(g.body.data.property.country).toBe('FR');
  });
});
