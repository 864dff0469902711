import { buildClient, buildContact, buildProperty, setCreatedAt } from '../../../test/factories/people';
import { buildArticle } from '../../../test/factories/knowledge-articles';
import { emptyTables, gql, startSignedInApp, type Agent, type TestApp } from '../../../test/test-app';
import type { ClientService } from '../clients/client.service';
import type { ContactService } from '../contacts/contact.service';
import type { KnowledgeArticleService } from '../knowledge/knowledge-article.service';
import type { PropertyService } from '../properties/property.service';
import { SEARCH_COUNT_AHEAD } from '../../common/paging';
import type { TicketService } from '../tickets/ticket.service';
import type { User } from '../users/user.entity';
import { SearchService } from './search.service';

const SEARCH = `query Search($query: String!, $limit: Int) {
  globalSearch(query: $query, limit: $limit) {
    tickets { totalCount nodes { id number title } }
    contacts { totalCount nodes { id name email } }
    clients { totalCount nodes { id companyName } }
    properties { totalCount nodes { id name address } }
    articles { totalCount nodes { id title } }
  } }`;

interface Shape {
  tickets: string[];
  contacts: string[];
  clients: string[];
  properties: string[];
  articles: string[];
  totals: { tickets: number; contacts: number; clients: number; properties: number; articles: number };
}

describe('global search', () => {
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => ({ t, agent } = await startSignedInApp()));
  afterAll(() => t.close());
  beforeEach(() => emptyTables(t, 'activities', 'tasks', 'tickets', 'properties', 'contacts', 'clients', 'knowledge_articles'));

  async function rest(q: string, limit?: number): Promise<Shape> {
    const res = await agent.get('/api/search').query(limit === undefined ? { q } : { q, limit });
    expect(res.status).toBe(200);
    const body = res.body as {
      tickets: { title: string }[];
      contacts: { name: string }[];
      clients: { companyName: string }[];
      properties: { name: string }[];
      articles: { title: string }[];
      totals: Shape['totals'];
    };
    return {
      tickets: body.tickets.map((x) => x.title),
      contacts: body.contacts.map((x) => x.name),
      clients: body.clients.map((x) => x.companyName),
      properties: body.properties.map((x) => x.name),
      articles: body.articles.map((x) => x.title),
      totals: body.totals,
    };
  }

  async function graph(query: string, limit?: number): Promise<Shape> {
    const res = await gql(agent, SEARCH, limit === undefined ? { query } : { query, limit });
    expect(res.body.errors).toBeUndefined();
    const r = res.body.data.globalSearch as {
      tickets: { totalCount: number; nodes: { title: string }[] };
      contacts: { totalCount: number; nodes: { name: string }[] };
      clients: { totalCount: number; nodes: { companyName: string }[] };
      properties: { totalCount: number; nodes: { name: string }[] };
      articles: { totalCount: number; nodes: { title: string }[] };
    };
    return {
      tickets: r.tickets.nodes.map((x) => x.title),
      contacts: r.contacts.nodes.map((x) => x.name),
      clients: r.clients.nodes.map((x) => x.companyName),
      properties: r.properties.nodes.map((x) => x.name),
      articles: r.articles.nodes.map((x) => x.title),
      totals: {
        tickets: r.tickets.totalCount,
        contacts: r.contacts.totalCount,
        clients: r.clients.totalCount,
        properties: r.properties.totalCount,
        articles: r.articles.totalCount,
      },
    };
  }

  async function ticket(title: string, clientId: string, requesterId: string): Promise<{ id: string; number: number }> {
    const res = await agent.post('/api/tickets').send({
      title,
      description: 'Reported by phone',
      priority: 'urgent',
      category: 'plumbing',
      clientId,
      requesterId,
    });
    expect(res.status).toBe(201);
    return res.body as { id: string; number: number };
  }

  it('needs a signed-in user on both transports', async () => {
    expect((await t.request().get('/api/search').query({ q: 'abc' })).status).toBe(401);
    const res = await gql(t.request(), SEARCH, { query: 'abc' });
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('finds each kind case-insensitively, newest first, with totals, the same over REST and GraphQL', async () => {
    const client = await buildClient(t.dataSource, { companyName: 'Harbour Homes Ltd' });
    await buildClient(t.dataSource, { companyName: 'Unrelated Estates' });
    const old = await buildContact(t.dataSource, { name: 'Hannah Harbourne', email: 'hannah@example.test' });
    const recent = await buildContact(t.dataSource, { name: 'Ben Stone', email: 'ben@harbour.example' });
    await buildContact(t.dataSource, { name: 'Nobody Else', email: 'nobody@example.test' });
    await setCreatedAt(t.dataSource, 'contacts', old.id, new Date('2025-01-01T00:00:00Z'));
    await setCreatedAt(t.dataSource, 'contacts', recent.id, new Date('2025-06-01T00:00:00Z'));
    await buildProperty(t.dataSource, { name: 'Harbour View Flat 2', address: '2 Quay Road' });
    await buildProperty(t.dataSource, { name: 'Hill House', address: '9 Harbour Street' });
    await buildProperty(t.dataSource, { name: 'Elm Cottage', address: '1 Lane' });
    await ticket('Boiler broken at HARBOUR view', client.id, recent.id);
    await ticket('Door lock jammed', client.id, recent.id);

    const expected = {
      tickets: ['Boiler broken at HARBOUR view'],
      contacts: ['Ben Stone', 'Hannah Harbourne'],
      clients: ['Harbour Homes Ltd'],
      properties: expect.arrayContaining(['Harbour View Flat 2', 'Hill House']) as unknown as string[],
      articles: [],
      totals: { tickets: 1, contacts: 2, clients: 1, properties: 2, articles: 0 },
    };
    const viaRest = await rest('harbour');
    expect(viaRest).toEqual(expected);
    expect(viaRest.properties).toHaveLength(2);
    expect(await graph('  Harbour ')).toEqual(expected);
  });

  it('finds a ticket by its number', async () => {
    const client = await buildClient(t.dataSource);
    const contact = await buildContact(t.dataSource);
    const created = await ticket('Radiator cold', client.id, contact.id);
    const r = await rest(String(created.number));
    expect(r.tickets).toContain('Radiator cold');
    expect((await graph(String(created.number))).tickets).toContain('Radiator cold');
  });

  it('finds active knowledge articles by full text, best match first', async () => {
    await buildArticle(t.dataSource, { title: 'Checking the fuse box', fullContent: 'A tripped radiator valve? No: a tripped switch.' });
    await buildArticle(t.dataSource, { title: 'Bleeding a radiator', summary: 'Let the air out.' });
    await buildArticle(t.dataSource, { title: 'Old radiator guide', isActive: false });
    const viaRest = await rest('radiat');
    expect(viaRest.articles).toEqual(['Bleeding a radiator', 'Checking the fuse box']);
    expect(viaRest.totals.articles).toBe(2);
    const viaGraphql = await graph('radiat', 1);
    expect(viaGraphql.articles).toEqual(['Bleeding a radiator']);
    expect(viaGraphql.totals.articles).toBe(2);
  });

  it('shows at most `limit` of each kind but counts them all', async () => {
    for (let i = 0; i < 7; i += 1) await buildContact(t.dataSource, { name: `Smith ${i}`, email: `smith${i}@example.test` });
    const byDefault = await rest('smith');
    expect(byDefault.contacts).toHaveLength(5);
    expect(byDefault.totals.contacts).toBe(7);
    const three = await graph('smith', 3);
    expect(three.contacts).toHaveLength(3);
    expect(three.totals.contacts).toBe(7);
    expect((await rest('smith', 10)).contacts).toHaveLength(7);
  });

  it('says when the ticket total stopped counting (SEARCH_COUNT_AHEAD)', async () => {
    const client = await buildClient(t.dataSource);
    const contact = await buildContact(t.dataSource);
    await t.dataSource.query(
      `INSERT INTO tickets (title, description, priority, category, "clientId", "requesterId", "dueAt")
       SELECT 'Capped leak ' || g, 'Drip', 'urgent', 'plumbing', $1, $2, now() + interval '5 days' FROM generate_series(1, $3::int) g`,
      [client.id, contact.id, SEARCH_COUNT_AHEAD + 1],
    );
    const res = await agent.get('/api/search').query({ q: 'capped leak' });
    expect(res.body.totals.tickets).toBe(SEARCH_COUNT_AHEAD);
    expect(res.body.totalsCapped).toEqual({ tickets: true, articles: false });
    expect(res.body.tickets).toHaveLength(5);
    const g = await gql(agent, 'query { globalSearch(query: "capped leak") { tickets { totalCount totalCountCapped } } }');
    expect(g.body.data.globalSearch.tickets).toEqual({ totalCount: SEARCH_COUNT_AHEAD, totalCountCapped: true });
    const few = await agent.get('/api/search').query({ q: `leak ${SEARCH_COUNT_AHEAD}` });
    expect(few.body.totalsCapped).toEqual({ tickets: false, articles: false });
    expect(few.body.totals.tickets).toBe(1);
  });

  it('answers nothing for a query under two characters after trimming', async () => {
    await buildContact(t.dataSource, { name: 'Al', email: 'al@example.test' });
    const empty = {
      tickets: [],
      contacts: [],
      clients: [],
      properties: [],
      articles: [],
      totals: { tickets: 0, contacts: 0, clients: 0, properties: 0, articles: 0 },
    };
    expect(await rest(' a ')).toEqual(empty);
    expect(await rest('')).toEqual(empty);
    expect(await graph('a')).toEqual(empty);
    expect((await rest('al')).contacts).toEqual(['Al']);
  });

  it('takes % and _ literally', async () => {
    await buildContact(t.dataSource, { name: 'Plain Name', email: 'plain@example.test' });
    await buildContact(t.dataSource, { name: '100% Lettings', email: 'lets@example.test' });
    expect((await rest('0%')).contacts).toEqual(['100% Lettings']);
    expect((await graph('%%')).contacts).toEqual([]);
  });

  it.each(['0', '11', 'x', '-1'])('refuses limit=%s with 400 on REST', async (limit) => {
    const res = await agent.get('/api/search').query({ q: 'abc', limit });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'limit must be a whole number from 1 to 10', field: 'limit' });
  });

  it.each([0, 11])('refuses limit %d with BAD_USER_INPUT on GraphQL', async (limit) => {
    const res = await gql(agent, SEARCH, { query: 'abc', limit });
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].message).toBe('limit must be a whole number from 1 to 10');
  });

  it('refuses a query over 200 characters on both transports', async () => {
    const long = 'x'.repeat(201);
    const res = await agent.get('/api/search').query({ q: long });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Search must be at most 200 characters');
    const g = await gql(agent, SEARCH, { query: long });
    expect(g.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(g.body.errors[0].message).toBe('Search must be at most 200 characters');
  });
});

describe('SearchService without a database', () => {
  function fakes() {
    const page = { nodes: [], totalCount: 0 };
    const tickets = { list: jest.fn(async () => page) };
    const contacts = { list: jest.fn(async () => page) };
    const clients = { list: jest.fn(async () => page) };
    const properties = { list: jest.fn(async () => page) };
    const articles = { list: jest.fn(async () => page) };
    const service = new SearchService(
      tickets as unknown as TicketService,
      contacts as unknown as ContactService,
      clients as unknown as ClientService,
      properties as unknown as PropertyService,
      articles as unknown as KnowledgeArticleService,
    );
    return { service, calls: [tickets.list, contacts.list, clients.list, properties.list, articles.list] };
  }
  const me = { id: '00000000-0000-4000-8000-000000000001' } as User;

  it('asks none of the services for a query under two characters', async () => {
    const { service, calls } = fakes();
    for (const query of ['', ' ', 'a', '  b  ']) await service.search(query, 5, me);
    for (const call of calls) expect(call).not.toHaveBeenCalled();
  });

  it('asks every service once, with the trimmed text and the first page of `limit` rows', async () => {
    const { service, calls } = fakes();
    await service.search('  leak ', 3, me);
    const [tickets, articles, ...others] = [calls[0], calls[4], ...calls.slice(1, 4)];
    expect(tickets).toHaveBeenCalledWith({ search: 'leak' }, { limit: 3, offset: 0 }, me);
    expect(articles).toHaveBeenCalledWith({ search: 'leak', isActive: true }, { limit: 3, offset: 0 });
    for (const call of others) expect(call).toHaveBeenCalledWith({ search: 'leak', limit: 3, offset: 0 });
  });
});
