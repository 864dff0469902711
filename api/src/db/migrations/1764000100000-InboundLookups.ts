import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lookups of inbound messages (modules/conversations/inbound.service.ts):
 * - an e-mail replying to a stored message (In-Reply-To, References) finds it by its provider's
 *   message id, whichever provider sent it (the unique constraint leads with the provider);
 * - a sender no channel identity names yet is matched to a contact by the digits of the contact's
 *   phone number ('+44 20 7946 0000' and '+442079460000' are one number).
 */
export class InboundLookups1764000100000 implements MigrationInterface {
  name = 'InboundLookups1764000100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_messages_provider_message_id" ON "messages" ("providerMessageId")`);
    await queryRunner.query(`CREATE INDEX "IDX_contacts_phone_digits" ON "contacts" (regexp_replace("phone", '\\D', '', 'g'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_contacts_phone_digits"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_messages_provider_message_id"`);
  }
}
