import type { MigrationInterface, QueryRunner } from 'typeorm';

const TRIGRAM_INDEXES = [
  'IDX_contacts_name_trgm',
  'IDX_contacts_email_trgm',
  'IDX_contacts_phone_trgm',
  'IDX_clients_companyName_trgm',
  'IDX_clients_address_trgm',
  'IDX_clients_website_trgm',
  'IDX_clients_companyNumber_trgm',
  'IDX_properties_name_trgm',
  'IDX_properties_address_trgm',
];

/**
 * The people search indexes take new rows into the index at once (no GIN pending list). With the
 * pending list, rows inserted in bulk (demo seed, bench, imports) stayed unindexed until the next
 * vacuum and every search scanned them one by one, many times slower than through the index
 * (figures in bench/CHANGELOG.md). Contacts, clients and properties are written rarely, so the
 * slower insert is no cost.
 */
export class PeopleSearchNoPendingList1763900100001 implements MigrationInterface {
  name = 'PeopleSearchNoPendingList1763900100001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of TRIGRAM_INDEXES) {
      await queryRunner.query(`ALTER INDEX "public"."${index}" SET (fastupdate = off)`);
      // Moves anything already waiting in the pending list into the index.
      await queryRunner.query(`SELECT gin_clean_pending_list('"public"."${index}"'::regclass)`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of TRIGRAM_INDEXES) {
      await queryRunner.query(`ALTER INDEX "public"."${index}" RESET (fastupdate)`);
    }
  }
}
