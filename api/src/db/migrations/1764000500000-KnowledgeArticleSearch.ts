import type { MigrationInterface, QueryRunner } from 'typeorm';

const SEARCH_VECTOR = `knowledge_article_search_vector("title", "description", "summary", "fullContent", "tags")`;

/**
 * Full-text search of knowledge articles (KnowledgeArticleService.list).
 *
 * `searchVector` is kept by PostgreSQL as a stored generated column: the title weighted A, the
 * description and the tags B, the summary and the content C. Each part is indexed twice, in the
 * English configuration (stemmed, stop words dropped: "radiators" finds "radiator") and in the
 * simple one (every word as written, lower-cased), so that a query word matched as a prefix finds
 * a word either way ("radiat" finds "radiator" whose English stem is "radiat", "radiato" finds it
 * through the simple form). HTML tags in the content are not words to the parser. One GIN index
 * serves every search; a (title, id) index the list without one.
 *
 * The function is IMMUTABLE (a generated column needs that): its configurations are named, not
 * taken from the session's default_text_search_config.
 */
export class KnowledgeArticleSearch1764000500000 implements MigrationInterface {
  name = 'KnowledgeArticleSearch1764000500000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE FUNCTION knowledge_article_search_vector(title text, description text, summary text, content text, tags text[])
       RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
         SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
             || setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A')
             || setweight(to_tsvector('english'::regconfig, coalesce(description, '') || ' ' || array_to_string(tags, ' ')), 'B')
             || setweight(to_tsvector('simple'::regconfig, coalesce(description, '') || ' ' || array_to_string(tags, ' ')), 'B')
             || setweight(to_tsvector('english'::regconfig, coalesce(summary, '') || ' ' || coalesce(content, '')), 'C')
             || setweight(to_tsvector('simple'::regconfig, coalesce(summary, '') || ' ' || coalesce(content, '')), 'C')
       $$`,
    );
    await q.query(`ALTER TABLE "knowledge_articles" ADD "searchVector" tsvector GENERATED ALWAYS AS (${SEARCH_VECTOR}) STORED`);
    await q.query(`CREATE INDEX "IDX_knowledge_articles_search" ON "knowledge_articles" USING gin ("searchVector")`);
    await q.query(`CREATE INDEX "IDX_knowledge_articles_title" ON "knowledge_articles" ("title", "id")`);
    // Where TypeORM looks up a generated column's expression (see migration SearchTextMetadata).
    await q.query(
      `CREATE TABLE IF NOT EXISTS "typeorm_metadata" ("type" character varying NOT NULL, "database" character varying, "schema" character varying, "table" character varying, "name" character varying, "value" text)`,
    );
    await q.query(
      `INSERT INTO "typeorm_metadata" ("type", "database", "schema", "table", "name", "value") VALUES ('GENERATED_COLUMN', current_database(), current_schema(), 'knowledge_articles', 'searchVector', $1)`,
      [SEARCH_VECTOR],
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'knowledge_articles' AND "name" = 'searchVector'`,
    );
    await q.query(`DROP INDEX "IDX_knowledge_articles_title"`);
    await q.query(`DROP INDEX "IDX_knowledge_articles_search"`);
    await q.query(`ALTER TABLE "knowledge_articles" DROP COLUMN "searchVector"`);
    await q.query(`DROP FUNCTION knowledge_article_search_vector(text, text, text, text, text[])`);
  }
}
