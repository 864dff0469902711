import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `knowledge_search_query` asks for a word once when its English stem is the start of the word as
 * written: "radiator" was `'radiat':* | 'radiator':*`, and every article the second finds the first
 * finds too, but the GIN index walked the entries of both (and of "boiler" twice, whose stem is the
 * word). Now it is `'radiat':*`; a stem that is not the word's start ("happy": "happi") keeps both.
 * The matches are the same.
 */
export class KnowledgeSearchQueryPrefix1764000600002 implements MigrationInterface {
  name = 'KnowledgeSearchQueryPrefix1764000600002';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE OR REPLACE FUNCTION knowledge_search_query(words text[]) RETURNS tsquery LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
       DECLARE
         word text;
         stemmed tsquery;
         plain tsquery;
         stem text;
         query tsquery := '';
         stop_words tsquery := '';
       BEGIN
         FOREACH word IN ARRAY coalesce(words, '{}') LOOP
           stemmed := to_tsquery('english'::regconfig, quote_literal(word) || ':*');
           plain := to_tsquery('simple'::regconfig, quote_literal(word) || ':*');
           IF numnode(stemmed) = 0 THEN
             stop_words := stop_words && plain;
             CONTINUE;
           END IF;
           -- One lexeme each ('radiat':*): the plain prefix's matches are among the stem's.
           stem := substring(stemmed::text FROM '^''([^'']*)'':\\*$');
           IF stem IS NOT NULL AND starts_with(substring(plain::text FROM '^''([^'']*)'':\\*$'), stem) THEN
             query := query && stemmed;
           ELSE
             query := query && (stemmed || plain);
           END IF;
         END LOOP;
         RETURN CASE WHEN numnode(query) > 0 THEN query ELSE stop_words END;
       END
       $$`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE OR REPLACE FUNCTION knowledge_search_query(words text[]) RETURNS tsquery LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
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
  }
}
