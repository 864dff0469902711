import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tickets: trigram indexes for the case-insensitive substring search (title, description, number),
 * composite indexes for the list filters in newest-first order, and the SLA rules as SQL functions
 * (due interval per priority; SLA state at a given time) so every query computes them the same way.
 */
export class TicketSearchAndSla1763900200000 implements MigrationInterface {
  name = 'TicketSearchAndSla1763900200000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE INDEX "IDX_tickets_title_trgm" ON "tickets" USING gin ("title" gin_trgm_ops)`);
    await q.query(`CREATE INDEX "IDX_tickets_description_trgm" ON "tickets" USING gin ("description" gin_trgm_ops)`);
    await q.query(`CREATE INDEX "IDX_tickets_number_trgm" ON "tickets" USING gin (("number"::text) gin_trgm_ops)`);
    await q.query(`CREATE INDEX "IDX_tickets_status_created" ON "tickets" ("status", "createdAt" DESC, "id")`);
    await q.query(`CREATE INDEX "IDX_tickets_priority_created" ON "tickets" ("priority", "createdAt" DESC, "id")`);
    await q.query(`CREATE INDEX "IDX_tickets_status_priority_created" ON "tickets" ("status", "priority", "createdAt" DESC, "id")`);
    await q.query(`CREATE INDEX "IDX_tickets_category_created" ON "tickets" ("category", "createdAt" DESC, "id")`);
    await q.query(`CREATE INDEX "IDX_tickets_assignee_created" ON "tickets" ("assigneeId", "createdAt" DESC, "id")`);
    await q.query(`CREATE INDEX "IDX_tickets_created_id" ON "tickets" ("createdAt" DESC, "id")`);
    await q.query(`CREATE INDEX "IDX_troubleshooting_sessions_escalated" ON "troubleshooting_sessions" ("escalatedTicketId")`);
    // SLA targets (docs/product.md §9): emergency 24 hours, urgent 5 days, important 10 days.
    await q.query(`CREATE FUNCTION ticket_sla_interval(p ticket_priority) RETURNS interval
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT CASE p WHEN 'emergency' THEN interval '24 hours' WHEN 'urgent' THEN interval '5 days' ELSE interval '10 days' END $$`);
    // Overdue once the due time has passed (not at it); on time when resolved at or before it.
    await q.query(`CREATE FUNCTION ticket_sla_state(resolved_at timestamptz, due_at timestamptz, at timestamptz) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT CASE
        WHEN resolved_at IS NOT NULL THEN CASE WHEN resolved_at <= due_at THEN 'resolved-on-time' ELSE 'resolved-late' END
        WHEN at > due_at THEN 'overdue'
        ELSE 'on-track' END $$`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION ticket_sla_state(timestamptz, timestamptz, timestamptz)`);
    await q.query(`DROP FUNCTION ticket_sla_interval(ticket_priority)`);
    await q.query(`DROP INDEX "IDX_troubleshooting_sessions_escalated"`);
    await q.query(`DROP INDEX "IDX_tickets_created_id"`);
    await q.query(`DROP INDEX "IDX_tickets_assignee_created"`);
    await q.query(`DROP INDEX "IDX_tickets_category_created"`);
    await q.query(`DROP INDEX "IDX_tickets_status_priority_created"`);
    await q.query(`DROP INDEX "IDX_tickets_priority_created"`);
    await q.query(`DROP INDEX "IDX_tickets_status_created"`);
    await q.query(`DROP INDEX "IDX_tickets_number_trgm"`);
    await q.query(`DROP INDEX "IDX_tickets_description_trgm"`);
    await q.query(`DROP INDEX "IDX_tickets_title_trgm"`);
    // pg_trgm stays: other parts' indexes use it too.
  }
}
