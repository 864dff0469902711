import { MigrationInterface, QueryRunner } from 'typeorm';

/** The mailboxes the desk reads over IMAP, with their checkpoint, last mail and last error. */
export class Mailboxes1795826306705 implements MigrationInterface {
  name = 'Mailboxes1795826306705';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TYPE "public"."mailbox_tls_mode" AS ENUM('tls', 'starttls')
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."mailbox_auth" AS ENUM('password', 'oauth2')
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."mailbox_after_read" AS ENUM('seen', 'move')
        `);
    await queryRunner.query(`
            CREATE TABLE "mailboxes" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "address" character varying(320) NOT NULL,
                "host" character varying(255) NOT NULL,
                "port" integer NOT NULL,
                "tls" "public"."mailbox_tls_mode" NOT NULL,
                "username" character varying(320) NOT NULL,
                "auth" "public"."mailbox_auth" NOT NULL DEFAULT 'password',
                "passwordEncrypted" text,
                "userId" uuid,
                "folder" character varying(255) NOT NULL DEFAULT 'INBOX',
                "afterRead" "public"."mailbox_after_read" NOT NULL DEFAULT 'seen',
                "moveTo" character varying(255),
                "firstReadDays" integer NOT NULL DEFAULT '7',
                "uidValidity" bigint,
                "lastUid" bigint,
                "windowLastUid" bigint,
                "lastReceivedAt" TIMESTAMP WITH TIME ZONE,
                "lastError" text,
                "lastErrorAt" TIMESTAMP WITH TIME ZONE,
                "enabled" boolean NOT NULL DEFAULT true,
                "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_mailboxes_userId" UNIQUE ("userId"),
                CONSTRAINT "UQ_mailboxes_address" UNIQUE ("address"),
                CONSTRAINT "PK_1471bf7ef6d7f1279fbbdf89a1d" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "mailboxes"
            ADD CONSTRAINT "FK_95961d67e1f00f7ff4da6e78e09" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "mailboxes" DROP CONSTRAINT "FK_95961d67e1f00f7ff4da6e78e09"
        `);
    await queryRunner.query(`
            DROP TABLE "mailboxes"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."mailbox_after_read"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."mailbox_auth"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."mailbox_tls_mode"
        `);
  }
}
