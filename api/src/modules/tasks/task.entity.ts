import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { RawIndex } from '../../common/raw-index';
import { Ticket } from '../tickets/ticket.entity';
import { User } from '../users/user.entity';
import { DEFAULT_OVERDUE_REPEAT_MINUTES, TASK_PRIORITIES, TASK_STATUSES, TaskPriorityValue, TaskStatusValue } from './task.enums';
import type { TaskPriority, TaskStatus } from './task.enums';

@ObjectType({ description: 'A to-do on a ticket, with an optional due date and reminders.' })
@Entity('tasks')
// The newest-first lists: all, per ticket, per status, and the dashboard's open tasks.
@RawIndex('IDX_tasks_created', '("createdAt" DESC, "id" DESC)')
@RawIndex('IDX_tasks_ticket_created', '("ticketId", "createdAt" DESC, "id" DESC)')
@RawIndex('IDX_tasks_status_created', '("status", "createdAt" DESC, "id" DESC)')
@RawIndex('IDX_tasks_dashboard_open', '("createdAt" DESC, "id" DESC) WHERE "status" IN (\'pending\', \'in_progress\')')
export class Task {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID, { nullable: true })
  @Index()
  @Column({ type: 'uuid', nullable: true })
  ticketId: string | null;

  @ManyToOne(() => Ticket, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ticketId' })
  ticket?: Ticket | null;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field(() => TaskStatusValue)
  @Index()
  @Column({ type: 'enum', enum: TASK_STATUSES, enumName: 'task_status', default: 'pending' })
  status: TaskStatus;

  @Field(() => TaskPriorityValue)
  @Column({ type: 'enum', enum: TASK_PRIORITIES, enumName: 'task_priority', default: 'medium' })
  priority: TaskPriority;

  @Field(() => ID, { nullable: true })
  @Index()
  @Column({ type: 'uuid', nullable: true })
  assigneeId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assigneeId' })
  assignee?: User | null;

  @Field(() => ID, { nullable: true })
  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'createdById' })
  createdBy?: User | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  dueDate: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Field(() => Int, { nullable: true, description: 'Minutes before the due time for the upcoming reminder.' })
  @Column({ type: 'integer', nullable: true })
  remindBeforeMinutes: number | null;

  @Field(() => Int, { description: 'Minutes between overdue reminders.' })
  @Column({ type: 'integer', default: DEFAULT_OVERDUE_REPEAT_MINUTES })
  overdueRepeatMinutes: number;

  @Field(() => Date, { nullable: true })
  @Index()
  @Index('IDX_tasks_next_reminder_pending', { where: '"nextReminderAt" IS NOT NULL' })
  @Column({ type: 'timestamptz', nullable: true })
  nextReminderAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  lastReminderAt: Date | null;

  @Field()
  @Column({ type: 'boolean', default: false })
  upcomingReminderSent: boolean;

  @Field()
  @Column({ type: 'boolean', default: false })
  overdueReminderSent: boolean;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  snoozedUntil: Date | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
