import type { MigrationInterface, QueryRunner } from 'typeorm';

const OLD_TRIGRAM_INDEXES: Array<[name: string, expression: string]> = [
  ['IDX_tickets_title_trgm', '"title"'],
  ['IDX_tickets_description_trgm', '"description"'],
  ['IDX_tickets_number_trgm', '("number"::text)'],
];

/**
 * Ticket search reads one lower-cased column instead of three ILIKE tests per row.
 *
 * `searchText` is the number, title and description, lower-cased and joined by U+001F (a control
 * character a search can never contain, so no match spans two fields), kept by PostgreSQL itself
 * as a stored generated column. The search is then `"searchText" LIKE lower(pattern)`: the same
 * rows as ILIKE on each field (PostgreSQL's ILIKE is lower() on both sides), but the lower-casing
 * is paid once per write instead of once per row per search (bench/RESULTS.md: ILIKE was most of
 * a search's database time), and one trigram index replaces the three per-field ones.
 *
 * A common word is found fastest by walking the newest-first index until enough tickets have
 * matched. The single-column createdAt index goes: the planner preferred it for that walk, with
 * an extra sort step, over the (createdAt DESC, id) index that gives the order as it is. (The
 * walk cannot read "searchText" from the index itself: a B-tree entry must fit in a page, and a
 * 10,000-character description does not.)
 *
 * The entity declares the column (never selected nor written); only TicketService's search reads it.
 */
export class TicketSearchText1763900500000 implements MigrationInterface {
  name = 'TicketSearchText1763900500000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "tickets" ADD "searchText" text GENERATED ALWAYS AS (lower("number"::text || E'\\x1f' || "title" || E'\\x1f' || "description")) STORED`,
    );
    await q.query(`CREATE INDEX "IDX_tickets_search_text_trgm" ON "tickets" USING gin ("searchText" gin_trgm_ops) WITH (fastupdate = off)`);
    for (const [name] of OLD_TRIGRAM_INDEXES) await q.query(`DROP INDEX "${name}"`);
    await q.query(`DROP INDEX "IDX_e5a32949aaaa731c7ec0dc89e9"`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_e5a32949aaaa731c7ec0dc89e9" ON "tickets" ("createdAt")`);
    for (const [name, expression] of OLD_TRIGRAM_INDEXES) {
      await q.query(`CREATE INDEX "${name}" ON "tickets" USING gin (${expression} gin_trgm_ops) WITH (fastupdate = off)`);
    }
    await q.query(`DROP INDEX "IDX_tickets_search_text_trgm"`);
    await q.query(`ALTER TABLE "tickets" DROP COLUMN "searchText"`);
  }
}
