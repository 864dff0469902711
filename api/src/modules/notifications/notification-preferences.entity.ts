import type { NotificationChannels, NotificationEvent } from '@pmp/shared';
import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * One person's notification preferences, created with the defaults the first time they are read
 * or used. The channels are one JSON object keyed by event, merged over the defaults on read, so
 * an event added later starts at its default without a migration.
 */
@Entity('notification_preferences')
export class NotificationPreferences {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_notification_preferences' })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_notification_preferences_user' })
  user?: User;

  /** Only the events the person changed; the rest are the defaults (DEFAULT_NOTIFICATION_CHANNELS). */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  channels: Partial<Record<NotificationEvent, NotificationChannels>>;

  /** E.164, for SMS. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  mobilePhone: string | null;

  /** Local times in the person's zone ("HH:MM:SS" as PostgreSQL answers a time); both or neither. */
  @Column({ type: 'time', nullable: true })
  quietHoursStart: string | null;

  @Column({ type: 'time', nullable: true })
  quietHoursEnd: string | null;

  /** Non-urgent e-mail is gathered into one e-mail a day instead of one per event. */
  @Column({ type: 'boolean', default: false })
  digest: boolean;

  /** Read by the web app: whether an urgent alert plays a sound. */
  @Column({ type: 'boolean', default: true })
  urgentAlertSound: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
