// Scenario: knowledge search (issue "Knowledge base", Performance). 5,000 articles of realistic
// length (the demo guides' texts, each article a different mix of them under its own title) are
// seeded with SQL; then the Knowledge Base's search is read at 20 connections, beside its SQL floor
// (the statements KnowledgeArticleService.list sends for it, replayed through `pg`).
// Targets: p99 under 50 ms, at least a third of the floor's requests per second.
import { apiModule, apiServices, capturingDataSource } from '../lib/sql-floor.mjs';
import { registerUser } from '../lib/server.mjs';

const ARTICLES = 5_000;
const COUNTRIES = ['UK', 'DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'CH', 'IE'];

/** Inserts ARTICLES articles made from the demo guides' texts; answers the seconds it took. */
async function seedArticles(dataSource) {
  const { articles } = apiModule('db/seed/demo-knowledge').demoKnowledge();
  const started = performance.now();
  const texts = articles.map((a) => ({
    title: a.title,
    description: a.description,
    summary: a.summary ?? a.description,
    // The demo guides carry their text as `content` (the seed writes it to fullContent).
    content: a.content,
    category: a.category,
    tags: a.tags ?? [],
  }));
  await dataSource.query(
    `INSERT INTO knowledge_articles (title, description, summary, "fullContent", country, category, responsibility, tags,
                                     "estimatedDuration", difficulty, "isActive")
     SELECT t->>'title' || ' (' || i || ')', t->>'description', t->>'summary',
            -- Each article carries its guide's text and the next guide's, so words recur across many.
            (t->>'content') || E'\\n\\n' || (n->>'content'),
            ($2::text[])[1 + i % array_length($2::text[], 1)]::country, (t->>'category')::category,
            CASE WHEN i % 3 = 0 THEN 'landlord' ELSE 'tenant' END::responsibility,
            ARRAY(SELECT jsonb_array_elements_text(t->'tags')), 10 + i % 50, 'beginner'::article_difficulty, i % 20 <> 0
       FROM generate_series(1, $3::int) AS i,
            LATERAL (SELECT ($1::jsonb)->(i % jsonb_array_length($1::jsonb)) AS t,
                            ($1::jsonb)->((i + 1) % jsonb_array_length($1::jsonb)) AS n) pick`,
    [JSON.stringify(texts), COUNTRIES, ARTICLES],
  );
  await dataSource.query('VACUUM ANALYZE knowledge_articles');
  return (performance.now() - started) / 1000;
}

export default {
  name: 'knowledge',
  title: 'Knowledge search (5,000 articles)',
  connections: 20,

  async prepare(server) {
    const { cookie } = await registerUser(server);
    const url = server.databaseUrl();
    const { dataSource, capture } = await capturingDataSource(url);
    try {
      const seedSeconds = await seedArticles(dataSource);
      console.log(`  seeded ${ARTICLES.toLocaleString('en-US')} articles in ${seedSeconds.toFixed(1)} s`);
      const { knowledgeArticles } = apiServices(server, dataSource);
      const page = { limit: 25, offset: 0 };
      const floors = {
        word: await capture(() => knowledgeArticles.list({ search: 'radiator', isActive: true }, page)),
        filtered: await capture(() => knowledgeArticles.list({ search: 'boiler pressure', country: 'UK', isActive: true }, page)),
      };
      return { cookie, floors, databaseUrl: url };
    } finally {
      await dataSource.destroy();
    }
  },

  cases({ cookie, floors, databaseUrl }) {
    const search = (label, path, floor) => ({
      label,
      request: {
        method: 'GET',
        path,
        headers: { cookie, accept: 'application/json' },
        check: (_s, body) => {
          const rows = JSON.parse(body);
          return Array.isArray(rows) && rows.length > 0 ? null : 'no articles found';
        },
      },
      floor: { url: databaseUrl, statementsFor: () => floor },
      target: { maxP99Ms: 50, maxFloorFactor: 3 },
    });
    return [
      search(
        'GET /api/knowledge/articles?search=radiator&isActive=true',
        '/api/knowledge/articles?search=radiator&isActive=true',
        floors.word,
      ),
      search(
        'GET /api/knowledge/articles?search=boiler pressure&country=UK&isActive=true',
        '/api/knowledge/articles?search=boiler%20pressure&country=UK&isActive=true',
        floors.filtered,
      ),
    ];
  },
};
