import { Column, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryColumn } from 'typeorm';
import { RawIndex } from '../../common/raw-index';
import { Message } from '../conversations/message.entity';
import { User } from '../users/user.entity';

/**
 * An urgent inbound message that must reach a person: opened in the transaction that stores the
 * message, alerted round by round (one person of the rota, then the next, then the admins) until
 * someone opens the message.
 */
@Entity('urgent_incidents')
// The sweep reads only the incidents due an alert round.
@RawIndex('IDX_urgent_incidents_next_alert', '("nextAlertAt") WHERE "nextAlertAt" IS NOT NULL')
export class UrgentIncident {
  @PrimaryColumn({ type: 'uuid' })
  messageId: string;

  @OneToOne(() => Message, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'messageId', foreignKeyConstraintName: 'FK_urgent_incidents_message' })
  message?: Message;

  /** Why the message reads as urgent, in an agent's words. */
  @Column({ type: 'varchar', length: 300 })
  reason: string;

  @Column({ type: 'timestamptz' })
  raisedAt: Date;

  /** How many alert rounds have gone out. */
  @Column({ type: 'smallint', default: 0 })
  rounds: number;

  /** When the next round is due; null once acknowledged or when nobody is left to alert. */
  @Column({ type: 'timestamptz', nullable: true })
  nextAlertAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  acknowledgedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  acknowledgedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'acknowledgedById', foreignKeyConstraintName: 'FK_urgent_incidents_acknowledged_by' })
  acknowledgedBy?: User | null;
}
