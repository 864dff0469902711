import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messages that failed before the reasons were put in an agent's words kept texts naming the
 * server's settings; the thread shows them, so they get the words a send gives now (the texts of
 * `CHANNEL_MESSAGES` in @pmp/shared, written out: a migration must not change with the code).
 */
const REWRITES: [string, string][] = [
  [
    'SMS and WhatsApp are not configured (TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN)',
    'Text messages are not set up yet: ask an administrator',
  ],
  ['No SMS sender number is configured', 'There is no number to send text messages from yet: ask an administrator'],
  ['No WhatsApp sender number is configured', 'There is no number to send WhatsApp messages from yet: ask an administrator'],
];

export class PlainSendFailureReasons1764000700000 implements MigrationInterface {
  name = 'PlainSendFailureReasons1764000700000';

  public async up(q: QueryRunner): Promise<void> {
    for (const [before, after] of REWRITES) {
      await q.query(`UPDATE messages SET error = $2 WHERE direction = 'outbound' AND error = $1`, [before, after]);
    }
  }

  public async down(): Promise<void> {
    // The old texts named settings an agent cannot act on; they are not brought back.
  }
}
