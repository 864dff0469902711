import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The knowledge search ranks only the articles whose rank vector (title, description, tags,
 * summary) holds every word, found through a GIN index of their own; the rest of the matches (the
 * words are in the content) follow and are read only when a page reaches them.
 *
 * The rank vector is kept in the row (STORAGE MAIN): beside the content and the search vector a
 * row passed PostgreSQL's 2 kB limit, so it moved the rank vector out to TOAST too, and ranking
 * read it from there (index lookup and chunk) for every match. The rows are rewritten so that
 * those already stored follow the new storage.
 */
export class KnowledgeArticleRankIndex1764000600001 implements MigrationInterface {
  name = 'KnowledgeArticleRankIndex1764000600001';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "knowledge_articles" ALTER COLUMN "rankVector" SET STORAGE MAIN`);
    // Recomputes the generated columns, so the stored rank vectors move back into their rows.
    await q.query(`UPDATE "knowledge_articles" SET "title" = "title"`);
    await q.query(`CREATE INDEX "IDX_knowledge_articles_rank" ON "knowledge_articles" USING gin ("rankVector")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_knowledge_articles_rank"`);
    await q.query(`ALTER TABLE "knowledge_articles" ALTER COLUMN "rankVector" SET STORAGE EXTENDED`);
  }
}
