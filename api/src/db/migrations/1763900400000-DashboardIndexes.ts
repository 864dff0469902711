import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the dashboard's aggregates (modules/dashboard/dashboard.service.ts):
 * - resolved in a period (compliance, resolution time): a range on "resolvedAt", covering the
 *   columns the aggregate reads so that it can be answered from the index;
 * - active tickets per priority and overdue ones: a partial index over the tickets not completed;
 * - Recent Tasks: the newest pending or in-progress tasks.
 * Tickets created in a period use the existing index on "createdAt".
 */
export class DashboardIndexes1763900400000 implements MigrationInterface {
  name = 'DashboardIndexes1763900400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_tickets_dashboard_resolved" ON "tickets" ("resolvedAt") INCLUDE ("dueAt", "createdAt") WHERE "resolvedAt" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_tickets_dashboard_active" ON "tickets" ("priority", "dueAt") WHERE "status" <> 'completed'`);
    await queryRunner.query(
      `CREATE INDEX "IDX_tasks_dashboard_open" ON "tasks" ("createdAt" DESC, "id" DESC) WHERE "status" IN ('pending', 'in_progress')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_tasks_dashboard_open"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_tickets_dashboard_active"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_tickets_dashboard_resolved"`);
  }
}
