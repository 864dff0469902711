import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The triage queue (docs/product.md §10). Each inbound message waiting for triage carries the
 * routing suggestion computed once when it arrived (the suggested ticket, how sure, why, and
 * whether it reads as urgent), so reading the queue is one indexed scan with no text matching per
 * row. The partial index serves the queue's order (urgent first, then oldest first) over the
 * waiting messages only. pg_trgm, which the routing's text match uses, is enabled by earlier
 * migrations.
 */
export class TriageRouting1764000200000 implements MigrationInterface {
  name = 'TriageRouting1764000200000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE "public"."triage_confidence" AS ENUM('high', 'medium', 'low')`);
    await q.query(
      `ALTER TABLE "messages" ADD "suggestedTicketId" uuid, ADD "suggestionConfidence" "public"."triage_confidence", ADD "suggestionReason" text, ADD "urgent" boolean NOT NULL DEFAULT false`,
    );
    await q.query(
      `ALTER TABLE "messages" ADD CONSTRAINT "FK_messages_suggested_ticket" FOREIGN KEY ("suggestedTicketId") REFERENCES "tickets"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `CREATE INDEX "IDX_messages_triage_queue" ON "messages" ("urgent" DESC, "createdAt", "id") WHERE "status" = 'pending_triage'`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."IDX_messages_triage_queue"`);
    await q.query(`ALTER TABLE "messages" DROP CONSTRAINT "FK_messages_suggested_ticket"`);
    await q.query(
      `ALTER TABLE "messages" DROP COLUMN "urgent", DROP COLUMN "suggestionReason", DROP COLUMN "suggestionConfidence", DROP COLUMN "suggestedTicketId"`,
    );
    await q.query(`DROP TYPE "public"."triage_confidence"`);
  }
}
