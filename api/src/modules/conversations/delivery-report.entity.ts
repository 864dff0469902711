import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { MESSAGE_STATUSES } from './conversation.enums';
import type { MessageStatus } from './conversation.enums';

/**
 * A provider's delivery report that came before the send it reports on was recorded (Twilio may
 * call back before its answer to the send has been stored): kept until the send records its id,
 * which then applies it. Reports nobody claims are dropped after a day.
 */
@Entity('delivery_reports')
export class DeliveryReport {
  @PrimaryColumn({ type: 'varchar', length: 50, primaryKeyConstraintName: 'PK_delivery_reports' })
  provider: string;

  @PrimaryColumn({ type: 'varchar', length: 255, primaryKeyConstraintName: 'PK_delivery_reports' })
  providerMessageId: string;

  @Column({ type: 'enum', enum: MESSAGE_STATUSES, enumName: 'message_status' })
  status: MessageStatus;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Index('IDX_delivery_reports_received_at')
  @Column({ type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;
}
