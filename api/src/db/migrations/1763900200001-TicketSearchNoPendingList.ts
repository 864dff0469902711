import type { MigrationInterface, QueryRunner } from 'typeorm';

const TRIGRAM_INDEXES = ['IDX_tickets_title_trgm', 'IDX_tickets_description_trgm', 'IDX_tickets_number_trgm'];

/**
 * The ticket search indexes take new rows into the index at once (no GIN pending list), as the
 * people search indexes do: rows waiting in a pending list are scanned one by one by every search
 * until the next vacuum. Tickets are created by people at human pace, so the dearer insert costs
 * nothing that matters, while every search stays an index lookup.
 */
export class TicketSearchNoPendingList1763900200001 implements MigrationInterface {
  name = 'TicketSearchNoPendingList1763900200001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of TRIGRAM_INDEXES) {
      await queryRunner.query(`ALTER INDEX "public"."${index}" SET (fastupdate = off)`);
      await queryRunner.query(`SELECT gin_clean_pending_list('"public"."${index}"'::regclass)`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of TRIGRAM_INDEXES) {
      await queryRunner.query(`ALTER INDEX "public"."${index}" RESET (fastupdate)`);
    }
  }
}
