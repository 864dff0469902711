import { buildArticle } from '../../../test/factories/knowledge-articles';
import { emptyTables, gql, startSignedInApp, type Agent, type TestApp } from '../../../test/test-app';
import { SEARCH_COUNT_AHEAD } from '../../common/paging';
import { searchQuerySql, searchWords } from './knowledge-article.service';

const FIELDS = `id title description summary fullContent heroImageUrl country category responsibility isActive
  createdById updatedById tags estimatedDuration difficulty legalNotes lastReviewed createdAt updatedAt`;
const LIST = `query Articles($filter: KnowledgeArticleFilter, $limit: Int, $offset: Int) {
  knowledgeArticles(filter: $filter, limit: $limit, offset: $offset) { totalCount nodes { id title } } }`;
const ONE = `query Article($id: ID!) { knowledgeArticle(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation Create($input: CreateKnowledgeArticleInput!) { createKnowledgeArticle(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($input: UpdateKnowledgeArticleInput!) { updateKnowledgeArticle(input: $input) { ${FIELDS} } }`;

/** GraphQL speaks the enum names (PLUMBING), REST the values (plumbing). */
const GRAPHQL_VALUE: Record<string, string> = { category: 'upper', country: 'same' };

describe('knowledge articles', () => {
  let t: TestApp;
  let agent: Agent;
  let me: { id: string };

  beforeAll(async () => {
    ({ t, agent } = await startSignedInApp());
    me = (await agent.get('/api/user')).body as { id: string };
  });
  afterAll(() => t.close());
  beforeEach(() => emptyTables(t, 'knowledge_articles'));

  /** The same list over both transports, as titles and total; `query` as the REST query string has it. */
  async function both(query: Record<string, string | number> = {}): Promise<{ titles: string[]; total: number }> {
    const res = await agent.get('/api/knowledge/articles').query(query);
    expect(res.status).toBe(200);
    const rest = { titles: (res.body as { title: string }[]).map((a) => a.title), total: Number(res.headers['x-total-count']) };

    const { limit, offset, ...rawFilter } = query;
    const filter: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(rawFilter)) {
      if (value === 'all' || value === '') continue;
      if (key === 'isActive') filter.isActive = value === 'true';
      else filter[key] = GRAPHQL_VALUE[key] === 'upper' ? String(value).toUpperCase() : value;
    }
    const g = await gql(agent, LIST, { filter, limit, offset });
    expect(g.body.errors).toBeUndefined();
    const page = g.body.data.knowledgeArticles as { totalCount: number; nodes: { title: string }[] };
    expect({ titles: page.nodes.map((a) => a.title), total: page.totalCount }).toEqual(rest);
    return rest;
  }

  it('needs a signed-in user on both transports', async () => {
    expect((await t.request().get('/api/knowledge/articles')).status).toBe(401);
    expect((await t.request().post('/api/knowledge/articles').send({ title: 'x' })).status).toBe(401);
    const res = await gql(t.request(), LIST, {});
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers exactly the fields of its REST view, in order, on every route (never the search vectors)', async () => {
    const keys = [
      'id',
      'title',
      'description',
      'summary',
      'fullContent',
      'heroImageUrl',
      'country',
      'category',
      'responsibility',
      'isActive',
      'createdById',
      'updatedById',
      'tags',
      'estimatedDuration',
      'difficulty',
      'legalNotes',
      'lastReviewed',
      'createdAt',
      'updatedAt',
    ];
    const created = await agent.post('/api/knowledge/articles').send({ title: 'Boiler pressure low', tags: ['boiler'] });
    expect(created.status).toBe(201);
    const answers = [
      created.body,
      (await agent.get(`/api/knowledge/articles/${created.body.id}`)).body,
      (await agent.get('/api/knowledge/articles')).body[0],
      (await agent.get('/api/knowledge/articles?search=boiler')).body[0],
      (await agent.patch(`/api/knowledge/articles/${created.body.id}`).send({ summary: 'Top it up' })).body,
    ];
    for (const body of answers) expect(Object.keys(body)).toEqual(keys);
  });

  describe('create and update', () => {
    it("creates an article over REST with the form's defaults, trimmed text and the author", async () => {
      const res = await agent
        .post('/api/knowledge/articles')
        .send({ title: '  Bleeding a radiator ', description: ' ', heroImageUrl: '', tags: [' heating', 'radiator', '', 'heating'] });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        title: 'Bleeding a radiator',
        description: null,
        heroImageUrl: null,
        category: 'plumbing',
        responsibility: 'tenant',
        country: 'UK',
        isActive: true,
        difficulty: 'beginner',
        estimatedDuration: 30,
        tags: ['heating', 'radiator'],
        createdById: me.id,
        updatedById: me.id,
      });
      expect(res.body).not.toHaveProperty('searchVector');
      const again = await agent.get(`/api/knowledge/articles/${res.body.id}`);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(res.body);
    });

    it('creates an article over GraphQL the same way, keeping what is given', async () => {
      const given = {
        title: 'Boiler pressure',
        category: 'HEATING',
        responsibility: 'SHARED',
        country: 'DE',
        isActive: false,
        difficulty: 'INTERMEDIATE',
        estimatedDuration: 15,
        heroImageUrl: 'https://images.example.test/boiler.jpg',
        legalNotes: 'BGB §535',
      };
      const res = await gql(agent, CREATE, { input: { ...given, lastReviewed: '2026-01-15' } });
      expect(res.body.errors).toBeUndefined();
      const created = res.body.data.createKnowledgeArticle;
      expect(created).toMatchObject({ ...given, tags: [], createdById: me.id });
      expect(new Date(created.lastReviewed).toISOString()).toBe('2026-01-15T00:00:00.000Z');
      const one = await gql(agent, ONE, { id: created.id });
      expect(one.body.data.knowledgeArticle).toEqual(created);
      const rest = await agent.get(`/api/knowledge/articles/${created.id}`);
      expect(rest.body).toMatchObject({ category: 'heating', responsibility: 'shared', difficulty: 'intermediate', country: 'DE' });
    });

    it('accepts an uploaded image path as the hero image', async () => {
      const path = `/api/uploads/knowledge-base/${'a'.repeat(32)}.png`;
      const res = await agent.post('/api/knowledge/articles').send({ title: 'With image', heroImageUrl: path });
      expect(res.status).toBe(201);
      expect(res.body.heroImageUrl).toBe(path);
    });

    it.each([
      [{}, 'title', 'Title is required'],
      [{ title: '   ' }, 'title', 'Title is required'],
      [{ title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
      [{ title: 'A', heroImageUrl: 'not a url' }, 'heroImageUrl', 'Hero image must be a valid URL'],
      [{ title: 'A', heroImageUrl: 'javascript:alert(1)' }, 'heroImageUrl', 'Hero image must be a valid URL'],
      [{ title: 'A', heroImageUrl: '/etc/passwd' }, 'heroImageUrl', 'Hero image must be a valid URL'],
      [{ title: 'A', estimatedDuration: -1 }, 'estimatedDuration', 'Duration must be a whole number of minutes from 0 to 1440'],
      [{ title: 'A', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags', 'Tags: at most 20, each at most 50 characters'],
      [{ title: 'A', lastReviewed: 'yesterday' }, 'lastReviewed', 'Last reviewed must be an ISO date or date and time'],
    ])('refuses %j with 400 on REST and BAD_USER_INPUT on GraphQL', async (input, field, message) => {
      const rest = await agent.post('/api/knowledge/articles').send(input);
      expect(rest.status).toBe(400);
      expect(rest.body).toEqual({ message, field });
      const res = await gql(agent, CREATE, { input: { title: '', ...input } });
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(res.body.errors[0].message).toBe(message);
      expect(await t.dataSource.query('SELECT id FROM knowledge_articles')).toEqual([]);
    });

    it.each([
      ['country', 'XX', 'Country must be UK, DE, FR, ES, IT, NL, BE, AT, CH or IE'],
      ['category', 'garden', 'Category must be plumbing, electrical, heating, appliances, security or other'],
      ['responsibility', 'council', 'Responsibility must be landlord, tenant or shared'],
      ['difficulty', 'expert', 'Difficulty must be beginner, intermediate, advanced, easy, medium or hard'],
    ])('refuses an unknown %s over REST with its message', async (field, value, message) => {
      const res = await agent.post('/api/knowledge/articles').send({ title: 'A', [field]: value });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, field });
    });

    it('stores Markdown or HTML content as written, with no script, handler or javascript: link left', async () => {
      const content = [
        '# Bleeding a radiator',
        '',
        '> Turn the heating **off** first & let it cool.',
        '',
        '<script>alert("x")</script><img src="https://img.example.test/key.png" onerror="alert(1)" alt="Radiator key">',
        '<p onclick="steal()">Open the <a href="javascript:alert(1)">valve</a> a quarter turn.</p>',
        '[Call us](javascript:alert(document.cookie)) or <iframe src="https://evil.example"></iframe>',
        '[ref]: JavaScript:alert(1)',
      ].join('\n');
      const res = await agent.post('/api/knowledge/articles').send({ title: 'Radiator', fullContent: content });
      expect(res.status).toBe(201);
      const stored = res.body.fullContent as string;
      expect(stored).toContain('# Bleeding a radiator');
      expect(stored).toContain('> Turn the heating **off** first & let it cool.');
      expect(stored).toContain('<img src="https://img.example.test/key.png" alt="Radiator key" />');
      expect(stored).toContain('<p>Open the <a rel="noopener noreferrer">valve</a> a quarter turn.</p>');
      expect(stored).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);

      // The same on an update over GraphQL.
      const updated = await gql(agent, UPDATE, { input: { id: res.body.id, fullContent: '<svg onload="alert(1)"></svg>Safe text' } });
      expect(updated.body.data.updateKnowledgeArticle.fullContent).toBe('Safe text');
    });

    it('updates the fields given over REST and GraphQL; an empty hero image removes it; the title cannot be cleared', async () => {
      const article = await buildArticle(t.dataSource, { title: 'Old title', heroImageUrl: 'https://x.example.test/a.png', tags: ['a'] });
      const patched = await agent
        .patch(`/api/knowledge/articles/${article.id}`)
        .send({ title: ' New title ', heroImageUrl: '', responsibility: 'landlord' });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({
        id: article.id,
        title: 'New title',
        heroImageUrl: null,
        responsibility: 'landlord',
        tags: ['a'],
        updatedById: me.id,
      });
      expect(new Date(patched.body.updatedAt).getTime()).toBeGreaterThan(article.updatedAt.getTime());

      const blank = await agent.patch(`/api/knowledge/articles/${article.id}`).send({ title: null });
      expect(blank.status).toBe(400);
      expect(blank.body).toEqual({ message: 'Title is required', field: 'title' });
      const g = await gql(agent, UPDATE, { input: { id: article.id, title: null } });
      expect(g.body.errors[0].message).toBe('Title is required');

      const viaGraphql = await gql(agent, UPDATE, { input: { id: article.id, isActive: false, tags: [] } });
      expect(viaGraphql.body.data.updateKnowledgeArticle).toMatchObject({ title: 'New title', isActive: false, tags: [] });
    });

    it("answers 'Article not found' (404, NOT_FOUND) for an unknown id", async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const res = await agent.get(`/api/knowledge/articles/${id}`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'Article not found' });
        const patch = await agent.patch(`/api/knowledge/articles/${id}`).send({ title: 'x' });
        expect(patch.status).toBe(404);
        const g = await gql(agent, ONE, { id });
        expect(g.body.errors[0]).toMatchObject({ message: 'Article not found', extensions: { code: 'NOT_FOUND' } });
      }
    });
  });

  describe('list, filters and search', () => {
    it('filters by category, country and isActive (all means any), by title without a search, the same on both transports', async () => {
      await buildArticle(t.dataSource, { title: 'Leaking tap', category: 'plumbing', country: 'UK' });
      await buildArticle(t.dataSource, { title: 'Cold radiator', category: 'heating', country: 'UK' });
      await buildArticle(t.dataSource, { title: 'Heizung entlüften', category: 'heating', country: 'DE' });
      await buildArticle(t.dataSource, { title: 'Archived boiler guide', category: 'heating', country: 'UK', isActive: false });

      expect(await both()).toEqual({
        titles: ['Archived boiler guide', 'Cold radiator', 'Heizung entlüften', 'Leaking tap'],
        total: 4,
      });
      expect((await both({ isActive: 'true' })).titles).toEqual(['Cold radiator', 'Heizung entlüften', 'Leaking tap']);
      expect((await both({ isActive: 'false' })).titles).toEqual(['Archived boiler guide']);
      expect((await both({ category: 'heating', isActive: 'true' })).titles).toEqual(['Cold radiator', 'Heizung entlüften']);
      expect((await both({ category: 'heating', country: 'DE' })).titles).toEqual(['Heizung entlüften']);
      expect((await both({ category: 'all', country: 'all', isActive: 'true' })).total).toBe(3);
      expect((await both({ country: 'FR' })).titles).toEqual([]);
    });

    it('refuses an unknown filter value with 400', async () => {
      const category = await agent.get('/api/knowledge/articles').query({ category: 'garden' });
      expect(category.status).toBe(400);
      expect(category.body.field).toBe('category');
      const active = await agent.get('/api/knowledge/articles').query({ isActive: 'yes' });
      expect(active.status).toBe(400);
      expect(active.body).toEqual({ message: 'isActive must be true or false', field: 'isActive' });
      const long = await agent.get('/api/knowledge/articles').query({ search: 'x'.repeat(201) });
      expect(long.body).toEqual({ message: 'Search must be at most 200 characters', field: 'search' });
    });

    it('ranks a title match above a description or tag match, and those above a content-only match', async () => {
      await buildArticle(t.dataSource, {
        title: 'Checking the fuse box',
        fullContent: 'If the boiler has no power, check the boiler fuse. The boiler switch may be off. Boiler boiler boiler.',
      });
      await buildArticle(t.dataSource, { title: 'Low water pressure', description: 'When the boiler gauge drops below 1 bar.' });
      await buildArticle(t.dataSource, { title: 'Boiler not firing', description: 'No hot water or heating.' });
      await buildArticle(t.dataSource, { title: 'Unrelated guide', fullContent: 'Nothing about heating here.' });

      expect(await both({ search: 'boiler' })).toEqual({
        titles: ['Boiler not firing', 'Low water pressure', 'Checking the fuse box'],
        total: 3,
      });
      // Tags count as much as the description.
      await buildArticle(t.dataSource, { title: 'Annual service', tags: ['boiler', 'gas safety'] });
      const withTag = await both({ search: 'boiler' });
      expect(withTag.titles[0]).toBe('Boiler not firing');
      expect(withTag.titles[withTag.titles.length - 1]).toBe('Checking the fuse box');
      expect(withTag.titles).toContain('Annual service');
    });

    it('puts the articles with every word in the title, description, tags or summary first, and pages through both kinds', async () => {
      // Every word in the ranked parts: ranked by ts_rank (title first).
      await buildArticle(t.dataSource, { title: 'Boiler pressure low', description: 'Top up the boiler.' });
      await buildArticle(t.dataSource, { title: 'Topping up', description: 'When the boiler pressure falls below 1 bar.' });
      // A word only in the content: after them, by title (a title holding the other word does not lift it).
      await buildArticle(t.dataSource, { title: 'Boiler noises', fullContent: 'Banging at high pressure.' });
      await buildArticle(t.dataSource, { title: 'Annual check', fullContent: 'The boiler pressure is read by the engineer.' });
      await buildArticle(t.dataSource, { title: 'Cold water', fullContent: 'Mains pressure and a boiler.' });
      await buildArticle(t.dataSource, { title: 'Boiler manual', description: 'Where to find it.' });

      const all = ['Boiler pressure low', 'Topping up', 'Annual check', 'Boiler noises', 'Cold water'];
      expect(await both({ search: 'boiler pressure' })).toEqual({ titles: all, total: 5 });
      expect(await both({ search: 'boiler pressure', limit: 2, offset: 0 })).toEqual({ titles: all.slice(0, 2), total: 5 });
      expect(await both({ search: 'boiler pressure', limit: 2, offset: 1 })).toEqual({ titles: all.slice(1, 3), total: 5 });
      expect(await both({ search: 'boiler pressure', limit: 2, offset: 3 })).toEqual({ titles: all.slice(3, 5), total: 5 });
      expect(await both({ search: 'boiler pressure', limit: 2, offset: 5 })).toEqual({ titles: [], total: 5 });
    });

    it('finds a word from its first letters, another form of it, and only articles with every word', async () => {
      await buildArticle(t.dataSource, { title: 'Bleeding radiators', summary: 'Let trapped air out with a radiator key.' });
      await buildArticle(t.dataSource, { title: 'Tripped switch', fullContent: 'Reset the **consumer unit** switch.' });
      await buildArticle(t.dataSource, { title: 'Noisy pipes', fullContent: '<p>Air in the <em>radiator</em> pipes knocks.</p>' });

      expect((await both({ search: 'radiat' })).titles).toEqual(['Bleeding radiators', 'Noisy pipes']);
      expect((await both({ search: 'radiato' })).titles).toEqual(['Bleeding radiators', 'Noisy pipes']);
      expect((await both({ search: 'Radiator' })).titles).toEqual(['Bleeding radiators', 'Noisy pipes']);
      expect((await both({ search: 'radiator key' })).titles).toEqual(['Bleeding radiators']);
      expect((await both({ search: 'consumer unit' })).titles).toEqual(['Tripped switch']);
      expect((await both({ search: 'bled' })).titles).toEqual([]);
      // HTML tags are not words: "em" finds nothing, and tsquery syntax is only text.
      expect((await both({ search: 'em' })).titles).toEqual([]);
      expect((await both({ search: "air & !(pipes) | 'knock':*" })).titles).toEqual(['Noisy pipes']);
      expect(await both({ search: '!!! ---' })).toEqual({ titles: [], total: 0 });
    });

    it('leaves English stop words out of a search that has other words', async () => {
      await buildArticle(t.dataSource, { title: 'Bleeding radiators', summary: 'Let trapped air out with a radiator key.' });
      await buildArticle(t.dataSource, { title: 'The washing machine', description: 'How to clean its filter.' });
      expect((await both({ search: 'how to bleed a radiator' })).titles).toEqual(['Bleeding radiators']);
      // Only stop words: they are looked for as written.
      expect((await both({ search: 'how to' })).titles).toEqual(['The washing machine']);
    });

    it('asks for a word once when its stem starts the word as written, else in both forms', async () => {
      const query = async (words: string[]) =>
        ((await t.dataSource.query(`SELECT knowledge_search_query($1::text[])::text AS q`, [words])) as { q: string }[])[0].q;
      expect(await query(['radiator'])).toBe("'radiat':*");
      expect(await query(['boiler', 'pressure'])).toBe("'boiler':* & 'pressur':*");
      expect(await query(['happy'])).toBe("'happi':* | 'happy':*");
      expect(await query(['how', 'to'])).toBe("'how':* & 'to':*");
    });

    it('finds the matches through the full-text index (the query is folded to a constant)', async () => {
      await buildArticle(t.dataSource, { title: 'Leak under the sink' });
      const runner = t.dataSource.createQueryRunner();
      try {
        await runner.startTransaction();
        await runner.query('SET LOCAL enable_seqscan = off');
        const plan = (await runner.query(
          `EXPLAIN SELECT id FROM knowledge_articles WHERE "searchVector" @@ knowledge_search_query($1::text[])`,
          [['leak']],
        )) as { 'QUERY PLAN': string }[];
        expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('IDX_knowledge_articles_search');
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    });

    it('searches within the filters, and pages with the total over all pages', async () => {
      for (let i = 1; i <= 5; i += 1) {
        await buildArticle(t.dataSource, { title: `Leak ${i}`, category: i % 2 ? 'plumbing' : 'heating', isActive: i !== 5 });
      }
      expect(await both({ search: 'leak', category: 'plumbing', isActive: 'true' })).toEqual({ titles: ['Leak 1', 'Leak 3'], total: 2 });
      expect(await both({ search: 'leak', limit: 2, offset: 2 })).toEqual({ titles: ['Leak 3', 'Leak 4'], total: 5 });
      expect(await both({ search: 'leak', limit: 2, offset: 10 })).toEqual({ titles: [], total: 5 });
      expect(await both({ limit: 2, offset: 10 })).toEqual({ titles: [], total: 5 });
    });

    it('counts a search 50 past the offset, then says the total is a lower bound', async () => {
      await t.dataSource.query(
        `INSERT INTO knowledge_articles (title, category, responsibility)
         SELECT 'Damp wall ' || g, 'other', 'tenant' FROM generate_series(1, $1::int) g`,
        [SEARCH_COUNT_AHEAD + 2],
      );
      const capped = await agent.get('/api/knowledge/articles').query({ search: 'damp', limit: 2 });
      expect(capped.body).toHaveLength(2);
      expect(capped.headers['x-total-count']).toBe(String(SEARCH_COUNT_AHEAD));
      expect(capped.headers['x-total-count-capped']).toBe('true');
      expect(capped.headers.link).toContain('rel="next"');
      // A page as long as the count goes: the capped total says more exist, so Next is there.
      const full = await agent.get('/api/knowledge/articles').query({ search: 'damp', limit: SEARCH_COUNT_AHEAD });
      expect(full.headers['x-total-count']).toBe(String(SEARCH_COUNT_AHEAD));
      expect(full.headers['x-total-count-capped']).toBe('true');
      expect(full.headers.link).toContain(`offset=${SEARCH_COUNT_AHEAD}>; rel="next"`);
      const g = await gql(agent, `query { knowledgeArticles(filter: { search: "damp" }, limit: 2) { totalCount totalCountCapped } }`);
      expect(g.body.data.knowledgeArticles).toEqual({ totalCount: SEARCH_COUNT_AHEAD, totalCountCapped: true });
      // Nearer the end every match is counted.
      const near = await agent.get('/api/knowledge/articles').query({ search: 'damp', limit: 2, offset: 10 });
      expect(near.headers['x-total-count']).toBe(String(SEARCH_COUNT_AHEAD + 2));
      expect(near.headers['x-total-count-capped']).toBeUndefined();
      const past = await agent.get('/api/knowledge/articles').query({ search: 'damp', limit: 2, offset: 100 });
      expect(past.body).toEqual([]);
      expect(past.headers['x-total-count']).toBe(String(SEARCH_COUNT_AHEAD + 2));
      // Without a search every article is counted.
      const all = await gql(agent, `query { knowledgeArticles(limit: 2) { totalCount totalCountCapped } }`);
      expect(all.body.data.knowledgeArticles).toEqual({ totalCount: SEARCH_COUNT_AHEAD + 2, totalCountCapped: false });
    });

    it('counts the content-only matches too when the ranked ones alone do not reach the cap', async () => {
      await t.dataSource.query(
        // 10 say "mould" in their title, 50 more only in their content.
        `INSERT INTO knowledge_articles (title, "fullContent", category, responsibility)
         SELECT CASE WHEN g <= 10 THEN 'Mould ' ELSE 'Wall ' END || g, CASE WHEN g > 10 THEN 'Wipe the mould off.' END, 'other', 'tenant'
           FROM generate_series(1, 10 + $1::int) g`,
        [SEARCH_COUNT_AHEAD],
      );
      const res = await agent.get('/api/knowledge/articles').query({ search: 'mould', limit: 2 });
      expect(res.headers['x-total-count']).toBe(String(SEARCH_COUNT_AHEAD));
      expect(res.headers['x-total-count-capped']).toBe('true');
      const near = await agent.get('/api/knowledge/articles').query({ search: 'mould', limit: 2, offset: 20 });
      expect(near.headers['x-total-count']).toBe(String(SEARCH_COUNT_AHEAD + 10));
      expect(near.headers['x-total-count-capped']).toBeUndefined();
    });

    it("sends each article of a list as the same bytes as the article's own answer", async () => {
      const tricky = 'Quotes " and \\ back\\slash, a tab\t, lines\r\n, a bell \u0007, \u2028, é, 漏水, 🚿 and </script>';
      await buildArticle(t.dataSource, {
        title: `Shower leak ${tricky}`,
        description: tricky,
        summary: null,
        fullContent: `# Steps\n\n${tricky}`,
        heroImageUrl: 'https://example.com/a.png',
        tags: ['leak', 'say "hi"', 'ø'],
        estimatedDuration: 15,
        difficulty: 'advanced',
        legalNotes: 'Landlord & tenant',
        lastReviewed: new Date('2026-03-04T05:06:07.089Z'),
        createdById: me.id,
      });
      await buildArticle(t.dataSource, { title: 'Shower tray cracked', isActive: false, estimatedDuration: null, difficulty: null });
      await buildArticle(t.dataSource, { title: 'Heater', fullContent: 'The shower is cold.', category: 'heating', country: 'DE' });
      for (const query of [{}, { search: 'shower' }, { search: 'shower', isActive: 'true' }, { category: 'heating', country: 'DE' }]) {
        const list = await agent.get('/api/knowledge/articles').query(query);
        expect(list.status).toBe(200);
        expect(list.headers['content-type']).toMatch(/^application\/json/);
        const ids = (list.body as { id: string }[]).map((a) => a.id);
        expect(ids.length).toBeGreaterThan(0);
        const ones = await Promise.all(ids.map((id) => agent.get(`/api/knowledge/articles/${id}`)));
        expect(list.text).toBe(`[${ones.map((one) => one.text).join(',')}]`);
      }
      const empty = await agent.get('/api/knowledge/articles').query({ search: 'shower', offset: 10 });
      expect(empty.text).toBe('[]');
      expect(empty.headers['x-total-count']).toBe('3');
    });
  });
});

describe('knowledge search query', () => {
  it('keeps letters and digits as lower-cased words, once each, at most twelve', () => {
    expect(searchWords("  Boiler's  PRESSURE -1.5 bar boiler ")).toEqual(['boiler', 's', 'pressure', '1', '5', 'bar']);
    expect(searchWords('Heizung entlüften')).toEqual(['heizung', 'entlüften']);
    expect(searchWords(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))).toHaveLength(12);
    expect(searchWords('')).toEqual([]);
  });

  it('hands the words to knowledge_search_query as one parameter', () => {
    expect(searchQuerySql(['leak', 'tap'], 3)).toEqual({ sql: 'knowledge_search_query($3::text[])', params: [['leak', 'tap']] });
  });
});
