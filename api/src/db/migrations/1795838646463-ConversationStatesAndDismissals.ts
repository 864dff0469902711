import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversations at a desk's volume: a state (open, waiting, closed) and an assignee, read marks
 * per user, the sender's address on each message, triage dismissals and blocked senders; indexes
 * for the list's filters and its text search.
 *
 * Existing conversations: the contact's last message makes them unread; those only the desk's
 * filters touched, or quiet for over 30 days, start closed.
 */
export class ConversationStatesAndDismissals1795838646463 implements MigrationInterface {
  name = 'ConversationStatesAndDismissals1795838646463';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "blocked_senders" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "address" character varying(320) NOT NULL,
                "channel" "public"."channel" NOT NULL,
                "note" character varying(500),
                "createdById" uuid,
                "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_blocked_senders_address" UNIQUE ("address"),
                CONSTRAINT "PK_blocked_senders" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "conversation_reads" (
                "userId" uuid NOT NULL,
                "conversationId" uuid NOT NULL,
                "readAt" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "PK_conversation_reads" PRIMARY KEY ("userId", "conversationId")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "conversations"
            ADD "lastInboundAt" TIMESTAMP WITH TIME ZONE
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."conversation_state" AS ENUM('open', 'waiting', 'closed')
        `);
    await queryRunner.query(`
            ALTER TABLE "conversations"
            ADD "state" "public"."conversation_state" NOT NULL DEFAULT 'open'
        `);
    await queryRunner.query(`
            ALTER TABLE "conversations"
            ADD "assigneeId" uuid
        `);
    await queryRunner.query(`
            ALTER TABLE "messages"
            ADD "fromAddress" character varying(320)
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."triage_dismiss_reason" AS ENUM('no_action', 'spam')
        `);
    await queryRunner.query(`
            ALTER TABLE "messages"
            ADD "dismissReason" "public"."triage_dismiss_reason"
        `);
    await queryRunner.query(`
            ALTER TABLE "messages"
            ADD "dismissNote" character varying(500)
        `);
    await queryRunner.query(`
            ALTER TABLE "messages"
            ADD "dismissedById" uuid
        `);
    await queryRunner.query(`
            ALTER TABLE "messages"
            ADD "dismissedAt" TIMESTAMP WITH TIME ZONE
        `);
    await queryRunner.query(`
            ALTER TABLE "conversations"
            ADD CONSTRAINT "FK_conversations_assignee" FOREIGN KEY ("assigneeId") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "messages"
            ADD CONSTRAINT "FK_messages_dismissed_by" FOREIGN KEY ("dismissedById") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "blocked_senders"
            ADD CONSTRAINT "FK_blocked_senders_created_by" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "conversation_reads"
            ADD CONSTRAINT "FK_conversation_reads_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "conversation_reads"
            ADD CONSTRAINT "FK_conversation_reads_conversation" FOREIGN KEY ("conversationId") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            UPDATE "conversations" c SET "lastInboundAt" = m.last
              FROM (SELECT "conversationId", max("createdAt") AS last FROM "messages"
                     WHERE direction = 'inbound' AND "filteredReason" IS NULL GROUP BY "conversationId") m
             WHERE m."conversationId" = c.id
        `);
    await queryRunner.query(`
            UPDATE "conversations" SET state = 'closed'
             WHERE "lastInboundAt" IS NULL OR "lastMessageAt" < now() - interval '30 days'
        `);
    // Twilio's sender is in the webhook's From (whatsapp:+44...); an e-mail's From is kept as written.
    await queryRunner.query(`
            UPDATE "messages" SET "fromAddress" = regexp_replace("rawData"->>'From', '^whatsapp:', '')
             WHERE direction = 'inbound' AND provider = 'twilio' AND "rawData"->>'From' IS NOT NULL
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_conversations_state_last_message" ON "conversations" (state, "lastMessageAt" DESC NULLS LAST, id DESC)
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_conversations_assignee_last_message" ON "conversations" ("assigneeId", "lastMessageAt" DESC NULLS LAST, id DESC)
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_conversations_subject_trgm" ON "conversations" USING gin (lower((subject)::text) gin_trgm_ops)
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_messages_body_trgm" ON "messages" USING gin (lower(body) gin_trgm_ops)
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of [
      'IDX_messages_body_trgm',
      'IDX_conversations_subject_trgm',
      'IDX_conversations_assignee_last_message',
      'IDX_conversations_state_last_message',
    ]) {
      await queryRunner.query(`DROP INDEX "public"."${index}"`);
    }
    await queryRunner.query(`
            ALTER TABLE "conversation_reads" DROP CONSTRAINT "FK_conversation_reads_conversation"
        `);
    await queryRunner.query(`
            ALTER TABLE "conversation_reads" DROP CONSTRAINT "FK_conversation_reads_user"
        `);
    await queryRunner.query(`
            ALTER TABLE "blocked_senders" DROP CONSTRAINT "FK_blocked_senders_created_by"
        `);
    await queryRunner.query(`
            ALTER TABLE "messages" DROP CONSTRAINT "FK_messages_dismissed_by"
        `);
    await queryRunner.query(`
            ALTER TABLE "conversations" DROP CONSTRAINT "FK_conversations_assignee"
        `);
    await queryRunner.query(`
            ALTER TABLE "messages" DROP COLUMN "dismissedAt"
        `);
    await queryRunner.query(`
            ALTER TABLE "messages" DROP COLUMN "dismissedById"
        `);
    await queryRunner.query(`
            ALTER TABLE "messages" DROP COLUMN "dismissNote"
        `);
    await queryRunner.query(`
            ALTER TABLE "messages" DROP COLUMN "dismissReason"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."triage_dismiss_reason"
        `);
    await queryRunner.query(`
            ALTER TABLE "messages" DROP COLUMN "fromAddress"
        `);
    await queryRunner.query(`
            ALTER TABLE "conversations" DROP COLUMN "assigneeId"
        `);
    await queryRunner.query(`
            ALTER TABLE "conversations" DROP COLUMN "state"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."conversation_state"
        `);
    await queryRunner.query(`
            ALTER TABLE "conversations" DROP COLUMN "lastInboundAt"
        `);
    await queryRunner.query(`
            DROP TABLE "conversation_reads"
        `);
    await queryRunner.query(`
            DROP TABLE "blocked_senders"
        `);
  }
}
