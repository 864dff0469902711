import { OPEN_TASK_STATUSES } from './task.enums';
import type { TaskStatus } from './task.enums';

/** The task fields that decide when its next reminder is due. */
export interface ReminderState {
  status: TaskStatus;
  dueDate: Date | null;
  remindBeforeMinutes: number | null;
  overdueRepeatMinutes: number;
  lastReminderAt: Date | null;
  upcomingReminderSent: boolean;
  overdueReminderSent: boolean;
  snoozedUntil: Date | null;
}

const MINUTE = 60_000;

function isOpen(status: TaskStatus): boolean {
  return (OPEN_TASK_STATUSES as readonly string[]).includes(status);
}

function notBeforeSnooze(at: Date, snoozedUntil: Date | null): Date {
  return snoozedUntil && snoozedUntil.getTime() > at.getTime() ? new Date(snoozedUntil) : at;
}

/**
 * When the next reminder is due, after a task was created or changed at `now`:
 * the upcoming reminder at dueDate - remindBeforeMinutes (once), then the due time itself, then
 * every overdueRepeatMinutes after the last overdue reminder; never before snoozedUntil; none for
 * a task without a due date or one that is completed or cancelled. A time already past means
 * "send at the next run".
 */
export function nextReminderAt(task: ReminderState, now: Date): Date | null {
  if (!task.dueDate || !isOpen(task.status)) return null;
  const due = task.dueDate.getTime();
  let next: number;
  if (now.getTime() < due) {
    next = task.remindBeforeMinutes !== null && !task.upcomingReminderSent ? due - task.remindBeforeMinutes * MINUTE : due;
  } else if (!task.overdueReminderSent || !task.lastReminderAt) {
    next = due;
  } else {
    next = Math.max(due, task.lastReminderAt.getTime() + task.overdueRepeatMinutes * MINUTE);
  }
  return notBeforeSnooze(new Date(next), task.snoozedUntil);
}

/** What one delivery at `now` sends and how the task's reminder fields change. */
export interface ReminderDelivery {
  kind: 'upcoming' | 'overdue';
  lastReminderAt: Date;
  upcomingReminderSent: boolean;
  overdueReminderSent: boolean;
  nextReminderAt: Date | null;
}

/**
 * A reminder that was scheduled for `scheduledAt` is delivered at `now` (>= scheduledAt). Before
 * the due time it is the upcoming reminder; from the due time on it is an overdue one, and the next
 * follows overdueRepeatMinutes after the scheduled time (skipping slots missed while the worker was
 * down, so a late worker sends one reminder, not a burst).
 */
export function deliverReminder(task: ReminderState, scheduledAt: Date, now: Date): ReminderDelivery | null {
  if (!task.dueDate || !isOpen(task.status)) return null;
  const due = task.dueDate.getTime();
  if (now.getTime() < due) {
    return {
      kind: 'upcoming',
      lastReminderAt: now,
      upcomingReminderSent: true,
      overdueReminderSent: task.overdueReminderSent,
      nextReminderAt: notBeforeSnooze(new Date(due), task.snoozedUntil),
    };
  }
  const repeat = Math.max(1, task.overdueRepeatMinutes) * MINUTE;
  const base = Math.max(due, scheduledAt.getTime());
  const missed = Math.floor((now.getTime() - base) / repeat);
  const next = base + (missed + 1) * repeat;
  return {
    kind: 'overdue',
    lastReminderAt: now,
    upcomingReminderSent: task.upcomingReminderSent,
    overdueReminderSent: true,
    nextReminderAt: notBeforeSnooze(new Date(next), task.snoozedUntil),
  };
}
