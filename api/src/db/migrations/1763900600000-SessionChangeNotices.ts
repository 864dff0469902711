import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every api process keeps the sessions it read in the last minute (modules/auth/session-cache.ts).
 * These triggers tell all of them, through NOTIFY session_changes, what they must forget:
 * 's:{sid}' when a session row is updated or deleted (sign-out, touch, pruning), 'u:{id}' when a
 * user row is (deactivation, renaming, deletion), '*' when either table is truncated. Inserts need
 * no notice: a session nobody has read yet is in no cache.
 */
export class SessionChangeNotices1763900600000 implements MigrationInterface {
  name = 'SessionChangeNotices1763900600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM pg_notify('session_changes', '*');
        ELSIF TG_TABLE_NAME = 'sessions' THEN
          PERFORM pg_notify('session_changes', 's:' || OLD.sid);
        ELSE
          PERFORM pg_notify('session_changes', 'u:' || OLD.id);
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of ['sessions', 'users']) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_changed_notify" AFTER UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION notify_session_change()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER "${table}_truncated_notify" AFTER TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['sessions', 'users']) {
      await queryRunner.query(`DROP TRIGGER "${table}_truncated_notify" ON "${table}"`);
      await queryRunner.query(`DROP TRIGGER "${table}_changed_notify" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION notify_session_change()`);
  }
}
