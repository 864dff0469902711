import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { RawIndex } from '../../common/raw-index';
import { User } from '../users/user.entity';

export const DELIVERY_CHANNELS = ['email', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * pending: waiting for the delivery queue; held: an e-mail kept for the digest or for the end of
 * the quiet hours (sent at `dueAt`); sent; failed: given up after its retries (`lastError` says why).
 */
export const DELIVERY_STATUSES = ['pending', 'held', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One e-mail or SMS owed to a person for an event, kept until sent or given up, so none is lost. */
@Entity('notification_deliveries')
// The held-mail sweep: what falls due, oldest first.
@RawIndex('IDX_notification_deliveries_held', '("dueAt") WHERE "status" = \'held\'')
export class NotificationDelivery {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_notification_deliveries' })
  id: string;

  @Index('IDX_notification_deliveries_user')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_notification_deliveries_user' })
  user?: User;

  @Column({ type: 'enum', enum: DELIVERY_CHANNELS, enumName: 'notification_delivery_channel' })
  channel: DeliveryChannel;

  @Column({ type: 'enum', enum: DELIVERY_STATUSES, enumName: 'notification_delivery_status', default: 'pending' })
  status: DeliveryStatus;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'text' })
  body: string;

  /** The page the message links to: its ticket (a task's link is its ticket's, when it has one). */
  @Column({ type: 'uuid', nullable: true })
  ticketId: string | null;

  @Column({ type: 'uuid', nullable: true })
  taskId: string | null;

  /** When a held e-mail is sent. */
  @Column({ type: 'timestamptz', nullable: true })
  dueAt: Date | null;

  @Column({ type: 'smallint', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
