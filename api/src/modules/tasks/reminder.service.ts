import { NotificationEvent } from '@pmp/shared';
import type { DataSource } from 'typeorm';
import { inBatches } from '../../common/batches';
import type { Clock } from '../../common/clock';
import type { Notifier } from '../notifications/notifier.service';
import type { TicketService } from '../tickets/ticket.service';
import { deliverReminder } from './reminder-schedule';
import { Task } from './task.entity';
import { OPEN_TASK_STATUSES } from './task.enums';

const BATCH_SIZE = 100;

/** "1 day", "3 hours", "45 minutes": the rounded-down largest unit. */
export function describeDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes >= 1440) return plural(Math.floor(minutes / 1440), 'day');
  if (minutes >= 60) return plural(Math.floor(minutes / 60), 'hour');
  return plural(minutes, 'minute');
}

/**
 * Sends due task reminders (in the app, and by e-mail or SMS as the person chose). Each batch is one transaction that locks its
 * tasks with FOR UPDATE SKIP LOCKED, so two api processes running it at once never send a
 * reminder twice; the notification and the task's reminder fields change together.
 */
export class ReminderService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notifier: Pick<Notifier, 'notify'>,
    private readonly clock: Clock,
    private readonly tickets: TicketService,
  ) {}

  /** Delivers every reminder due at the clock's now; answers how many notifications were created. */
  deliverDueReminders(): Promise<number> {
    return inBatches(BATCH_SIZE, () => this.deliverBatch());
  }

  private async deliverBatch(): Promise<{ scanned: number; created: number }> {
    return this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      const due = await manager
        .getRepository(Task)
        .createQueryBuilder('task')
        .where('task.nextReminderAt IS NOT NULL')
        .andWhere('task.nextReminderAt <= :now', { now })
        .orderBy('task.nextReminderAt', 'ASC')
        .limit(BATCH_SIZE)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      if (due.length === 0) return { scanned: 0, created: 0 };

      const ticketIds = [...new Set(due.map((t) => t.ticketId).filter((id): id is string => id !== null))];
      const numbers = await this.tickets.numbers(ticketIds, manager);

      let created = 0;
      for (const task of due) {
        const open = (OPEN_TASK_STATUSES as readonly string[]).includes(task.status);
        const delivery = open && task.nextReminderAt ? deliverReminder(task, task.nextReminderAt, now) : null;
        if (!delivery || !task.dueDate) {
          await manager.getRepository(Task).update(task.id, { nextReminderAt: null });
          continue;
        }
        const recipient = task.assigneeId ?? task.createdById;
        if (recipient) {
          const untilDue = task.dueDate.getTime() - now.getTime();
          const when =
            delivery.kind === 'upcoming'
              ? `Due in ${describeDuration(untilDue)}`
              : -untilDue < 60_000
                ? 'Due now'
                : `Overdue by ${describeDuration(-untilDue)}`;
          const ticketNumber = task.ticketId ? numbers.get(task.ticketId) : undefined;
          created += await this.notifier.notify(manager, {
            event: NotificationEvent.TASK_REMINDER,
            recipientIds: [recipient],
            type: delivery.kind,
            title: delivery.kind === 'upcoming' ? `Task due soon: ${task.title}` : `Task overdue: ${task.title}`,
            body: ticketNumber === undefined ? when : `${when} · Ticket #${ticketNumber}`,
            taskId: task.id,
            ticketId: task.ticketId,
          });
        }
        await manager.getRepository(Task).update(task.id, {
          lastReminderAt: delivery.lastReminderAt,
          upcomingReminderSent: delivery.upcomingReminderSent,
          overdueReminderSent: delivery.overdueReminderSent,
          nextReminderAt: delivery.nextReminderAt,
        });
      }
      return { scanned: due.length, created };
    });
  }
}
