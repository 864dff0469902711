/** The weekly rota's arithmetic: shifts as minutes of a week in the company's zone. */
import { wallClock } from '../../common/wall-clock';

const DAY = 24 * 60;
export const WEEK = 7 * DAY;

/** A shift as the rota stores it: "18:00:00" times on an ISO weekday. */
export interface ShiftTimes {
  weekday: number;
  startsAt: string;
  endsAt: string;
}

const minutesOf = (time: string): number => {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
};

/**
 * The minutes of the week a shift covers, [from, to) from Monday 00:00; `to` may pass the week's
 * end (Sunday night into Monday). An end at or before the start runs into the next day.
 */
export function shiftSpan(shift: ShiftTimes): { from: number; to: number } {
  const start = minutesOf(shift.startsAt);
  const end = minutesOf(shift.endsAt);
  const from = (shift.weekday - 1) * DAY + start;
  return { from, to: from + (end > start ? end - start : end + DAY - start) };
}

/** Whether the shift covers `minute` of the week. */
export function covers(shift: ShiftTimes, minute: number): boolean {
  const { from, to } = shiftSpan(shift);
  return (minute >= from && minute < to) || (minute + WEEK >= from && minute + WEEK < to);
}

/** Whether two shifts share a minute. */
export function overlap(a: ShiftTimes, b: ShiftTimes): boolean {
  const x = shiftSpan(a);
  const y = shiftSpan(b);
  return [-WEEK, 0, WEEK].some((shift) => x.from < y.to + shift && y.from + shift < x.to);
}

/** The minute of the week `at` falls on in `zone` (Monday 00:00 is 0). */
export function minuteOfWeek(at: Date, zone: string): number {
  const wall = new Date(wallClock(at, zone));
  return ((wall.getUTCDay() + 6) % 7) * DAY + wall.getUTCHours() * 60 + wall.getUTCMinutes();
}
