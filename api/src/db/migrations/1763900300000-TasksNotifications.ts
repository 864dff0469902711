import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tasks and reminders: the notifications table (in-app reminders for a user) and the indexes that
 * serve the task lists (per ticket, per status, newest first) and the reminder worker's scan.
 */
export class TasksNotifications1763900300000 implements MigrationInterface {
  name = 'TasksNotifications1763900300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."notification_type" AS ENUM('upcoming', 'overdue')`);
    await queryRunner.query(
      `CREATE TABLE "notifications" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "userId" uuid NOT NULL, "type" "public"."notification_type" NOT NULL, "title" character varying(300) NOT NULL, "body" text NOT NULL, "taskId" uuid, "ticketId" uuid, "readAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_notifications" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_notifications_user_read_created" ON "notifications" ("userId", "readAt", "createdAt" DESC)`);
    // The whole list (read and unread), newest first.
    await queryRunner.query(`CREATE INDEX "IDX_notifications_user_created" ON "notifications" ("userId", "createdAt" DESC, "id" DESC)`);
    await queryRunner.query(`CREATE INDEX "IDX_notifications_task" ON "notifications" ("taskId")`);
    await queryRunner.query(`CREATE INDEX "IDX_notifications_ticket" ON "notifications" ("ticketId")`);
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "FK_notifications_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "FK_notifications_task" FOREIGN KEY ("taskId") REFERENCES "tasks"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "FK_notifications_ticket" FOREIGN KEY ("ticketId") REFERENCES "tickets"("id") ON DELETE CASCADE`,
    );
    // Task lists: a ticket's tasks, tasks by status, all tasks; each newest first.
    await queryRunner.query(`CREATE INDEX "IDX_tasks_ticket_created" ON "tasks" ("ticketId", "createdAt" DESC, "id" DESC)`);
    await queryRunner.query(`CREATE INDEX "IDX_tasks_status_created" ON "tasks" ("status", "createdAt" DESC, "id" DESC)`);
    await queryRunner.query(`CREATE INDEX "IDX_tasks_created" ON "tasks" ("createdAt" DESC, "id" DESC)`);
    // The reminder worker only scans tasks that still have a reminder to send.
    await queryRunner.query(
      `CREATE INDEX "IDX_tasks_next_reminder_pending" ON "tasks" ("nextReminderAt") WHERE "nextReminderAt" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_tasks_next_reminder_pending"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_tasks_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_tasks_status_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_tasks_ticket_created"`);
    await queryRunner.query(`DROP TABLE "notifications"`);
    await queryRunner.query(`DROP TYPE "public"."notification_type"`);
  }
}
