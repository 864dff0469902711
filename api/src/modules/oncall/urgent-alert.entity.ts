import { ALERT_CHANNELS, type AlertChannel } from '@pmp/shared';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { User } from '../users/user.entity';
import { UrgentIncident } from './urgent-incident.entity';

export const ALERT_OUTCOMES = ['sent', 'failed'] as const;
export type AlertOutcome = (typeof ALERT_OUTCOMES)[number];

/** One way one person was alerted about an urgent message, and whether it went. */
@Entity('urgent_alerts')
@Unique('UQ_urgent_alerts_once', ['messageId', 'userId', 'channel'])
@Index('IDX_urgent_alerts_user', ['userId'])
export class UrgentAlert {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  messageId: string;

  @ManyToOne(() => UrgentIncident, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'messageId', referencedColumnName: 'messageId', foreignKeyConstraintName: 'FK_urgent_alerts_incident' })
  incident?: UrgentIncident;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_urgent_alerts_user' })
  user?: User;

  /** 1 for the first person alerted, 2 after the first escalation, ... */
  @Column({ type: 'smallint' })
  round: number;

  @Column({ type: 'enum', enum: ALERT_CHANNELS, enumName: 'alert_channel' })
  channel: AlertChannel;

  @Column({ type: 'enum', enum: ALERT_OUTCOMES, enumName: 'alert_outcome' })
  outcome: AlertOutcome;

  /** Why it failed, or what stood in for it ("sent by e-mail instead"). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  detail: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
