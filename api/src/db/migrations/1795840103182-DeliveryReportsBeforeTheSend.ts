import { MigrationInterface, QueryRunner } from 'typeorm';

/** Delivery reports that come before their send was recorded (Twilio may call back first), kept until it is. */
export class DeliveryReportsBeforeTheSend1795840103182 implements MigrationInterface {
  name = 'DeliveryReportsBeforeTheSend1795840103182';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "delivery_reports" (
                "provider" character varying(50) NOT NULL,
                "providerMessageId" character varying(255) NOT NULL,
                "status" "public"."message_status" NOT NULL,
                "error" text,
                "receivedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_delivery_reports" PRIMARY KEY ("provider", "providerMessageId")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_delivery_reports_received_at" ON "delivery_reports" ("receivedAt")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."IDX_delivery_reports_received_at"
        `);
    await queryRunner.query(`
            DROP TABLE "delivery_reports"
        `);
  }
}
