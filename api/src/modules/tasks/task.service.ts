import { displayName, NotificationEvent } from '@pmp/shared';
import type { DataSource, EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import type { Clock } from '../../common/clock';
import { Invalid, NotFound } from '../../common/errors';
import type { Page } from '../../common/paging';
import type { Notifier } from '../notifications/notifier.service';
import type { TicketService } from '../tickets/ticket.service';
import type { User } from '../users/user.entity';
import type { UserService } from '../users/user.service';
import { nextReminderAt } from './reminder-schedule';
import { Task } from './task.entity';
import { DEFAULT_OVERDUE_REPEAT_MINUTES, DEFAULT_REMIND_BEFORE_MINUTES, TaskPriorityValue } from './task.enums';
import { TASK_MESSAGES, type CreateTaskInput, type TaskFilter, type UpdateTaskInput } from './task.inputs';
import { isUuid } from '../../common/search-pattern';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/;
/** A due date picked "now" in a form reaches the server a moment later; that is not "the past". */
const PAST_GRACE_MS = 60_000;

/**
 * An ISO date or date-time as a Date: a date alone means the end of that day (UTC), so "today" is
 * still a valid due date; a date-time without a zone is read as UTC (never the server's zone).
 */
export function parseTaskDate(value: string, field: string, message: string): Date {
  const text = DATE_ONLY.test(value) ? `${value}T23:59:59.999Z` : HAS_ZONE.test(value) ? value : `${value}Z`;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new Invalid(message, field);
  // Reject dates the Date constructor silently rolled over (2030-02-31 -> March 3).
  if (date.toISOString().slice(0, 10) !== value.slice(0, 10) && !HAS_ZONE.test(value)) throw new Invalid(message, field);
  return date;
}

function trimmedOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Tasks (docs/product.md §4, §5, §9): creation from a ticket, editing, and the reminder schedule fields. */
export class TaskService {
  private readonly tasks: Repository<Task>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly tickets: TicketService,
    private readonly users: UserService,
    /** Tells the assignee of a task, in the change's transaction. */
    private readonly notifier?: Pick<Notifier, 'notify'>,
  ) {
    this.tasks = dataSource.getRepository(Task);
  }

  /** Tasks newest first, optionally one ticket's and/or in some statuses; the assignee comes along. */
  async list(filter: TaskFilter): Promise<Page<Task>> {
    const [nodes, totalCount] = await this.listQuery(filter).getManyAndCount();
    return { nodes, totalCount };
  }

  /**
   * The list's query. offset/limit (not skip/take): the to-one join never multiplies rows, so one
   * plain query walks the (ticketId | status, createdAt DESC, id DESC) index.
   */
  listQuery(filter: TaskFilter): SelectQueryBuilder<Task> {
    const query = this.tasks.createQueryBuilder('task').leftJoinAndSelect('task.assignee', 'assignee');
    if (filter.ticketId) query.andWhere('task.ticketId = :ticketId', { ticketId: filter.ticketId });
    if (filter.statuses?.length) query.andWhere('task.status IN (:...statuses)', { statuses: filter.statuses });
    return query
      .orderBy('task.createdAt', 'DESC')
      .addOrderBy('task.id', 'DESC')
      .offset(filter.offset)
      .limit(filter.limit ?? undefined);
  }

  async get(id: string): Promise<Task> {
    if (!isUuid(id)) throw new NotFound(TASK_MESSAGES.taskNotFound);
    const task = await this.tasks.findOne({ where: { id }, relations: { assignee: true } });
    if (!task) throw new NotFound(TASK_MESSAGES.taskNotFound);
    return task;
  }

  /**
   * A new pending task created by `creator` (whatever createdById a client sends). With a ticket,
   * its `task_created` activity is recorded in the same transaction.
   */
  async create(input: CreateTaskInput, creator: User): Promise<Task> {
    const now = this.clock.now();
    const dueDate = input.dueDate ? this.futureDueDate(input.dueDate, now) : null;
    if (!dueDate) {
      if (input.remindBeforeMinutes != null) throw new Invalid(TASK_MESSAGES.remindersNeedDueDate, 'remindBeforeMinutes');
      if (input.overdueRepeatMinutes != null) throw new Invalid(TASK_MESSAGES.remindersNeedDueDate, 'overdueRepeatMinutes');
    }
    const id = await this.dataSource.transaction(async (manager) => {
      if (input.ticketId) await this.assertTicket(manager, input.ticketId);
      if (input.assigneeId) await this.assertAssignee(manager, input.assigneeId);
      const task = manager.getRepository(Task).create({
        ticketId: input.ticketId ?? null,
        title: input.title.trim(),
        description: trimmedOrNull(input.description),
        status: 'pending',
        priority: input.priority ?? TaskPriorityValue.MEDIUM,
        assigneeId: input.assigneeId ?? null,
        createdById: creator.id,
        dueDate,
        completedAt: null,
        remindBeforeMinutes: dueDate
          ? input.remindBeforeMinutes === undefined
            ? DEFAULT_REMIND_BEFORE_MINUTES
            : input.remindBeforeMinutes
          : null,
        overdueRepeatMinutes: (dueDate && input.overdueRepeatMinutes) || DEFAULT_OVERDUE_REPEAT_MINUTES,
        lastReminderAt: null,
        upcomingReminderSent: false,
        overdueReminderSent: false,
        snoozedUntil: null,
      });
      task.nextReminderAt = nextReminderAt(task, now);
      const saved = await manager.getRepository(Task).save(task);
      if (saved.ticketId) {
        await this.tickets.recordActivity(manager, {
          ticketId: saved.ticketId,
          type: 'task_created',
          userId: creator.id,
          content: `Task created: ${saved.title}`,
          metadata: { taskId: saved.id },
        });
      }
      if (saved.assigneeId) await this.notifyAssigned(manager, saved, creator);
      return saved.id;
    });
    return this.get(id);
  }

  /** How many unfinished tasks each user is assigned (users with none are absent). */
  async openCountsByAssignee(): Promise<Map<string, number>> {
    const rows: { assigneeId: string; count: number }[] = await this.dataSource.query(
      `SELECT "assigneeId", count(*)::int AS count FROM tasks
        WHERE "assigneeId" IS NOT NULL AND status IN ('pending', 'in_progress') GROUP BY 1`,
    );
    return new Map(rows.map((r) => [r.assigneeId, r.count]));
  }

  /** Moves every unfinished task of `fromUserId` to `toUserId` (null: unassigned). */
  async reassignOpen(fromUserId: string, toUserId: string | null, actor?: User): Promise<number> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM tasks WHERE "assigneeId" = $1 AND status IN ('pending', 'in_progress') ORDER BY "createdAt"`,
      [fromUserId],
    );
    for (const { id } of rows) await this.update({ id, assigneeId: toUserId }, actor);
    return rows.length;
  }

  /**
   * Changes the given fields. Completing sets completedAt, reopening clears it; a new due date
   * starts a new reminder cycle; the next reminder time is recomputed from the result. A new
   * assignee is told (unless they are `actor`, who made the change).
   */
  async update(input: UpdateTaskInput, actor?: User): Promise<Task> {
    if (!isUuid(input.id)) throw new NotFound(TASK_MESSAGES.taskNotFound);
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(Task);
      // Locked so the reminder worker and a concurrent edit never overwrite each other's fields.
      const task = await repo.createQueryBuilder('task').setLock('pessimistic_write').where('task.id = :id', { id: input.id }).getOne();
      if (!task) throw new NotFound(TASK_MESSAGES.taskNotFound);

      if (input.title !== undefined) task.title = input.title.trim();
      if (input.description !== undefined) task.description = trimmedOrNull(input.description);
      if (input.priority !== undefined) task.priority = input.priority;
      const assignedTo = input.assigneeId && input.assigneeId !== task.assigneeId ? input.assigneeId : null;
      if (input.assigneeId !== undefined) {
        if (input.assigneeId) await this.assertAssignee(manager, input.assigneeId);
        task.assigneeId = input.assigneeId;
      }

      if (input.dueDate !== undefined) {
        const dueDate = input.dueDate ? parseTaskDate(input.dueDate, 'dueDate', TASK_MESSAGES.dueDateInvalid) : null;
        if (dueDate?.getTime() !== task.dueDate?.getTime()) {
          if (dueDate) this.assertNotPast(dueDate, now);
          task.dueDate = dueDate;
          task.upcomingReminderSent = false;
          task.overdueReminderSent = false;
        }
      }
      if (input.remindBeforeMinutes !== undefined && input.remindBeforeMinutes !== task.remindBeforeMinutes) {
        task.remindBeforeMinutes = input.remindBeforeMinutes;
        task.upcomingReminderSent = false;
      }
      if (input.overdueRepeatMinutes !== undefined) {
        task.overdueRepeatMinutes = input.overdueRepeatMinutes ?? DEFAULT_OVERDUE_REPEAT_MINUTES;
      }
      if (!task.dueDate) {
        if (input.remindBeforeMinutes != null) throw new Invalid(TASK_MESSAGES.remindersNeedDueDate, 'remindBeforeMinutes');
        if (input.overdueRepeatMinutes != null) throw new Invalid(TASK_MESSAGES.remindersNeedDueDate, 'overdueRepeatMinutes');
        task.remindBeforeMinutes = null;
        task.overdueRepeatMinutes = DEFAULT_OVERDUE_REPEAT_MINUTES;
        task.upcomingReminderSent = false;
        task.overdueReminderSent = false;
      }
      if (input.snoozedUntil !== undefined) {
        task.snoozedUntil = input.snoozedUntil ? parseTaskDate(input.snoozedUntil, 'snoozedUntil', TASK_MESSAGES.snoozeInvalid) : null;
      }

      if (input.status !== undefined && input.status !== task.status) {
        task.status = input.status;
        task.completedAt = input.status === 'completed' ? now : null;
      }

      task.nextReminderAt = nextReminderAt(task, now);
      await repo.save(task);
      if (assignedTo) await this.notifyAssigned(manager, task, actor ?? null);
    });
    return this.get(input.id);
  }

  private async notifyAssigned(manager: EntityManager, task: Task, actor: User | null): Promise<void> {
    await this.notifier?.notify(manager, {
      event: NotificationEvent.TASK_ASSIGNED,
      type: 'task_assigned',
      recipientIds: [task.assigneeId!],
      actorId: actor?.id ?? null,
      title: `Task assigned to you: ${task.title}`,
      body: actor ? `Assigned by ${displayName(actor)}` : 'Assigned to you',
      ticketId: task.ticketId,
      taskId: task.id,
    });
  }

  private futureDueDate(value: string, now: Date): Date {
    const date = parseTaskDate(value, 'dueDate', TASK_MESSAGES.dueDateInvalid);
    this.assertNotPast(date, now);
    return date;
  }

  private assertNotPast(date: Date, now: Date): void {
    if (date.getTime() < now.getTime() - PAST_GRACE_MS) throw new Invalid(TASK_MESSAGES.dueDatePast, 'dueDate');
  }

  private async assertTicket(manager: EntityManager, ticketId: string): Promise<void> {
    if (!(await this.tickets.exists(ticketId, manager))) {
      throw new Invalid(TASK_MESSAGES.ticketNotFound, 'ticketId');
    }
  }

  private async assertAssignee(manager: EntityManager, userId: string): Promise<void> {
    if (!(await this.users.findActive(userId, manager))) {
      throw new Invalid(TASK_MESSAGES.assigneeNotFound, 'assigneeId');
    }
  }
}
