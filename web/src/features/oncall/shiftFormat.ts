import { WEEKDAY_LABELS, type Weekday } from '@pmp/shared';

/** "Monday", or the number itself for a weekday the api should never answer. */
export function weekdayLabel(weekday: number): string {
  return WEEKDAY_LABELS[weekday as Weekday] ?? String(weekday);
}

/**
 * A shift's hours as the rota reads them: "09:00 – 17:00"; an end at or before the start is the
 * next day's ("18:00 – 08:00 next day"), and the same time is the whole day.
 */
export function shiftHours(startsAt: string, endsAt: string): string {
  if (startsAt === endsAt) return startsAt === '00:00' ? 'All day' : `${startsAt} – ${endsAt} next day (24 hours)`;
  return `${startsAt} – ${endsAt}${endsAt < startsAt ? ' next day' : ''}`;
}

/** 1 → "1st", 2 → "2nd": who is alerted first when several are on call. */
export function ordinal(position: number): string {
  const tens = position % 100;
  if (tens >= 11 && tens <= 13) return `${position}th`;
  return `${position}${{ 1: 'st', 2: 'nd', 3: 'rd' }[position % 10] ?? 'th'}`;
}
