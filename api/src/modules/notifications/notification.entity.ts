import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { RawIndex } from '../../common/raw-index';
import { Task } from '../tasks/task.entity';
import { Ticket } from '../tickets/ticket.entity';
import { User } from '../users/user.entity';
import { NotificationTypeValue } from './notification.enums';

export const NOTIFICATION_TYPES = [
  'upcoming',
  'overdue',
  'email_connection',
  'sla_warning',
  'sla_breach',
  'ticket_assigned',
  'tenant_reply',
  'task_assigned',
  'mention',
  'urgent_alert',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** An in-app message for one user: a task reminder, an SLA warning, an assignment, a tenant's reply, a mention, or their mail account needing a reconnect. */
@ObjectType({ description: 'An in-app notification for the signed-in user, e.g. a task reminder.' })
@Entity('notifications')
// Serves "my notifications, unread first / newest first" and the unread count.
@RawIndex('IDX_notifications_user_read_created', '("userId", "readAt", "createdAt" DESC)')
@RawIndex('IDX_notifications_user_created', '("userId", "createdAt" DESC, "id" DESC)')
export class Notification {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_notifications_user' })
  user?: User;

  @Field(() => NotificationTypeValue)
  @Column({ type: 'enum', enum: NOTIFICATION_TYPES, enumName: 'notification_type' })
  type: NotificationType;

  @Field()
  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Field()
  @Column({ type: 'text' })
  body: string;

  @Field(() => ID, { nullable: true })
  @Index('IDX_notifications_task')
  @Column({ type: 'uuid', nullable: true })
  taskId: string | null;

  @ManyToOne(() => Task, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'taskId', foreignKeyConstraintName: 'FK_notifications_task' })
  task?: Task | null;

  @Field(() => ID, { nullable: true })
  @Index('IDX_notifications_ticket')
  @Column({ type: 'uuid', nullable: true })
  ticketId: string | null;

  @ManyToOne(() => Ticket, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ticketId', foreignKeyConstraintName: 'FK_notifications_ticket' })
  ticket?: Ticket | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
