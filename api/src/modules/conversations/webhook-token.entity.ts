import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A signed webhook call's one-time token (Mailgun's `token`), kept while its timestamp may still be
 * accepted: a call that repeats a token is a replay and is refused.
 */
@Entity('webhook_tokens')
export class WebhookToken {
  @PrimaryColumn({ type: 'varchar', length: 20, primaryKeyConstraintName: 'PK_webhook_tokens' })
  provider: string;

  @PrimaryColumn({ type: 'varchar', length: 200, primaryKeyConstraintName: 'PK_webhook_tokens' })
  token: string;

  @Index('IDX_webhook_tokens_received_at')
  @Column({ type: 'timestamptz' })
  receivedAt: Date;
}
