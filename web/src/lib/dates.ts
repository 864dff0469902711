/**
 * The one place the screens turn dates into text (date-fns, English month names, the browser's
 * time zone). Formats: docs/product.md §9 (moments 'MMM d, HH:mm').
 */
import { format, isValid, parseISO } from 'date-fns';

export type DateInput = string | number | Date;

/** The date display of moments: "Sep 25, 14:05". */
export const DATE_TIME_PATTERN = 'MMM d, HH:mm';
/** A day with its year: "Sep 25, 2026". */
export const DATE_PATTERN = 'MMM d, yyyy';
/** A moment kept in text that outlives the year (a recorded call): "Sep 25, 2026, 14:05". */
export const DATE_TIME_YEAR_PATTERN = 'MMM d, yyyy, HH:mm';
/** A month: "Sep 2026". */
export const MONTH_PATTERN = 'MMM yyyy';
/** The value of an <input type="datetime-local">: "2026-09-25T14:05". */
const DATE_TIME_LOCAL_PATTERN = "yyyy-MM-dd'T'HH:mm";

/**
 * ISO strings are read with parseISO, so a date without a time ("2026-09-01") or a month
 * ("2026-09") is that day or month in local time, not UTC midnight (which `new Date` would give).
 */
function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

function formatWith(pattern: string, value: DateInput | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, pattern) : '';
}

/** 'MMM d, HH:mm'; "" for a missing or unreadable value. */
export function formatDateTime(value: DateInput | null | undefined): string {
  return formatWith(DATE_TIME_PATTERN, value);
}

/** 'MMM d, yyyy'; "" for a missing or unreadable value. */
export function formatDate(value: DateInput | null | undefined): string {
  return formatWith(DATE_PATTERN, value);
}

/** 'MMM d, yyyy, HH:mm'; "" for a missing or unreadable value. */
export function formatDateTimeWithYear(value: DateInput | null | undefined): string {
  return formatWith(DATE_TIME_YEAR_PATTERN, value);
}

/** 'MMM yyyy' of a date or of a "yyyy-MM" month; "" for a missing or unreadable value. */
export function formatMonth(value: DateInput | null | undefined): string {
  return formatWith(MONTH_PATTERN, value);
}

/** A date as the value of an <input type="datetime-local"> (local time, minutes). */
export function toDateTimeLocal(value: DateInput | null | undefined): string {
  return formatWith(DATE_TIME_LOCAL_PATTERN, value);
}
