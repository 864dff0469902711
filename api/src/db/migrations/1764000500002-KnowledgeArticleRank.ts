import type { MigrationInterface, QueryRunner } from 'typeorm';

const RANK_VECTOR = `knowledge_article_search_vector("title", "description", "summary", NULL, "tags")`;

/**
 * What the knowledge search ranks by: the title, description, tags and summary (the search vector
 * without the content), a few hundred bytes stored in the row. Ranking by the whole search vector
 * read every match's vector out of TOAST (tens of kilobytes each for a long guide): 40 ms for a
 * common word over 5,000 articles, against 1 ms for this one. A match in the content only ranks
 * after those in the other parts; such matches are ordered by title.
 *
 * And the query of a search, `knowledge_search_query(words)`: every word as a prefix in its
 * English or its plain form, all required, except the English stop words ("how", "to", "the"),
 * which are left out when the search has other words: "how to bleed a radiator" needs "bleed"
 * and "radiator", not "how". A search of stop words only looks for them as written.
 */
export class KnowledgeArticleRank1764000500002 implements MigrationInterface {
  name = 'KnowledgeArticleRank1764000500002';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE FUNCTION knowledge_search_query(words text[]) RETURNS tsquery LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
       DECLARE
         word text;
         stemmed tsquery;
         plain tsquery;
         query tsquery := '';
         stop_words tsquery := '';
       BEGIN
         FOREACH word IN ARRAY coalesce(words, '{}') LOOP
           stemmed := to_tsquery('english'::regconfig, quote_literal(word) || ':*');
           plain := to_tsquery('simple'::regconfig, quote_literal(word) || ':*');
           IF numnode(stemmed) > 0 THEN
             query := query && (stemmed || plain);
           ELSE
             stop_words := stop_words && plain;
           END IF;
         END LOOP;
         RETURN CASE WHEN numnode(query) > 0 THEN query ELSE stop_words END;
       END
       $$`,
    );
    await q.query(`ALTER TABLE "knowledge_articles" ADD "rankVector" tsvector GENERATED ALWAYS AS (${RANK_VECTOR}) STORED`);
    await q.query(
      `INSERT INTO "typeorm_metadata" ("type", "database", "schema", "table", "name", "value") VALUES ('GENERATED_COLUMN', current_database(), current_schema(), 'knowledge_articles', 'rankVector', $1)`,
      [RANK_VECTOR],
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'knowledge_articles' AND "name" = 'rankVector'`,
    );
    await q.query(`ALTER TABLE "knowledge_articles" DROP COLUMN "rankVector"`);
    await q.query(`DROP FUNCTION knowledge_search_query(text[])`);
  }
}
