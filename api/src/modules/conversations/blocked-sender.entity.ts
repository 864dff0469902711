import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { User } from '../users/user.entity';
import { CHANNELS } from './conversation.enums';
import type { Channel } from './conversation.enums';

/**
 * A sender whose messages are spam: what they send is still stored (nothing is lost) but marked
 * and kept out of the triage queue. The address is the channel identity's (a lower-cased e-mail
 * address or an E.164 number), so one block covers SMS and WhatsApp from a number.
 */
@Entity('blocked_senders')
@Unique('UQ_blocked_senders_address', ['address'])
export class BlockedSender {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_blocked_senders' })
  id: string;

  @Column({ type: 'varchar', length: 320 })
  address: string;

  /** The channel of the message it was blocked from. */
  @Column({ type: 'enum', enum: CHANNELS, enumName: 'channel' })
  channel: Channel;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'createdById', foreignKeyConstraintName: 'FK_blocked_senders_created_by' })
  createdBy?: User | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
