import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail that arrives as MIME keeps its original (a file, named here), and mail the desk does not
 * triage (its own, auto-replies, list mail, delivery reports) says why. Mailgun's one-time tokens
 * are remembered while their signature may be accepted, so a replayed call is refused.
 */
export class RawMail1764001000000 implements MigrationInterface {
  name = 'RawMail1764001000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "messages" ADD "rawBlobRef" text`);
    await q.query(`ALTER TABLE "messages" ADD "filteredReason" text`);
    await q.query(
      `CREATE TABLE "webhook_tokens" ("provider" character varying(20) NOT NULL, "token" character varying(200) NOT NULL, "receivedAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_webhook_tokens" PRIMARY KEY ("provider", "token"))`,
    );
    await q.query(`CREATE INDEX "IDX_webhook_tokens_received_at" ON "webhook_tokens" ("receivedAt") `);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "webhook_tokens"`);
    await q.query(`ALTER TABLE "messages" DROP COLUMN "filteredReason"`);
    await q.query(`ALTER TABLE "messages" DROP COLUMN "rawBlobRef"`);
  }
}
