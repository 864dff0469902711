import { deliverReminder, nextReminderAt, type ReminderState } from './reminder-schedule';

const MIN = 60_000;
const due = new Date('2030-06-10T12:00:00.000Z');
const at = (minutesFromDue: number) => new Date(due.getTime() + minutesFromDue * MIN);

function state(overrides: Partial<ReminderState> = {}): ReminderState {
  return {
    status: 'pending',
    dueDate: due,
    remindBeforeMinutes: 60,
    overdueRepeatMinutes: 240,
    lastReminderAt: null,
    upcomingReminderSent: false,
    overdueReminderSent: false,
    snoozedUntil: null,
    ...overrides,
  };
}

describe('nextReminderAt', () => {
  it('is none without a due date or once completed or cancelled', () => {
    expect(nextReminderAt(state({ dueDate: null }), at(-600))).toBeNull();
    expect(nextReminderAt(state({ status: 'completed' }), at(-600))).toBeNull();
    expect(nextReminderAt(state({ status: 'cancelled' }), at(-600))).toBeNull();
    expect(nextReminderAt(state({ status: 'in_progress' }), at(-600))).toEqual(at(-60));
  });

  it('is the upcoming slot, then the due time, then every repeat after the last overdue reminder', () => {
    expect(nextReminderAt(state(), at(-600))).toEqual(at(-60));
    expect(nextReminderAt(state({ remindBeforeMinutes: null }), at(-600))).toEqual(due);
    expect(nextReminderAt(state({ upcomingReminderSent: true }), at(-30))).toEqual(due);
    expect(nextReminderAt(state({ upcomingReminderSent: true }), at(10))).toEqual(due);
    expect(nextReminderAt(state({ overdueReminderSent: true, lastReminderAt: at(0) }), at(10))).toEqual(at(240));
  });

  it('never comes before snoozedUntil', () => {
    expect(nextReminderAt(state({ snoozedUntil: at(30) }), at(-600))).toEqual(at(30));
    expect(nextReminderAt(state({ snoozedUntil: at(-120) }), at(-600))).toEqual(at(-60));
  });
});

describe('deliverReminder', () => {
  it('before the due time sends the upcoming reminder and schedules the due time', () => {
    expect(deliverReminder(state(), at(-60), at(-60))).toEqual({
      kind: 'upcoming',
      lastReminderAt: at(-60),
      upcomingReminderSent: true,
      overdueReminderSent: false,
      nextReminderAt: due,
    });
  });

  it('from the due time on sends an overdue reminder and keeps the rhythm after a late run', () => {
    expect(deliverReminder(state({ upcomingReminderSent: true }), due, due)).toMatchObject({
      kind: 'overdue',
      overdueReminderSent: true,
      upcomingReminderSent: true,
      nextReminderAt: at(240),
    });
    // The worker was down from +240 to +1000: one reminder now, the next on the 4-hour grid.
    expect(deliverReminder(state({ overdueReminderSent: true }), at(240), at(1000))?.nextReminderAt).toEqual(at(1200));
  });

  it('sends nothing for a closed task', () => {
    expect(deliverReminder(state({ status: 'completed' }), due, due)).toBeNull();
  });
});
