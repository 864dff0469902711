/**
 * The one place the screens turn dates into text (date-fns, English month names, in the signed-in
 * person's time zone when their profile sets one, else the company's). Formats: docs/product.md §9
 * (moments 'MMM d, HH:mm').
 */
import { tz } from '@date-fns/tz';
import { format, isValid, parseISO, type ContextOptions } from 'date-fns';

export type DateInput = string | number | Date;

/** The date display of moments: "Sep 25, 14:05". */
export const DATE_TIME_PATTERN = 'MMM d, HH:mm';
/** A day with its year: "Sep 25, 2026". */
export const DATE_PATTERN = 'MMM d, yyyy';
/** A moment kept in text that outlives the year (a recorded call): "Sep 25, 2026, 14:05". */
export const DATE_TIME_YEAR_PATTERN = 'MMM d, yyyy, HH:mm';
/** A calendar date: "2026-09-25" (report periods). */
const DAY_PATTERN = 'yyyy-MM-dd';
/** A month: "Sep 2026". */
export const MONTH_PATTERN = 'MMM yyyy';
/** The value of an <input type="datetime-local">: "2026-09-25T14:05". */
const DATE_TIME_LOCAL_PATTERN = "yyyy-MM-dd'T'HH:mm";

/** The zone dates are shown in: the person's or the company's (an IANA name), or undefined for the browser's. */
let zone: ContextOptions<Date> | undefined;
/** The company's zone, in which "today" and months are counted; undefined (the browser's) until known. */
let companyZone: ContextOptions<Date> | undefined;

/**
 * Shows every date from now on in the signed-in person's time zone (their profile's), else in the
 * company's; counts "today" in the company's. A name this browser does not know counts as none;
 * with neither, the browser's own zone.
 */
export function setDisplayTimeZone(person: string | null | undefined, company?: string | null): void {
  companyZone = company && knownTimeZone(company) ? { in: tz(company) } : undefined;
  zone = person && knownTimeZone(person) ? { in: tz(person) } : companyZone;
}

function knownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * ISO strings are read with parseISO, so a date without a time ("2026-09-01") or a month
 * ("2026-09") is that day or month in the display zone, not UTC midnight (which `new Date` would
 * give); a time without an offset is that wall-clock time there too.
 */
function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value, zone) : new Date(value);
  return isValid(date) ? date : null;
}

function formatWith(pattern: string, value: DateInput | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, pattern, zone) : '';
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

/** Today's date ("2026-09-25") in the company's zone, where reports count their days and months. */
export function companyToday(now: Date = new Date()): string {
  return format(now, DAY_PATTERN, companyZone);
}

/** A date as the value of an <input type="datetime-local"> (display-zone time, minutes). */
export function toDateTimeLocal(value: DateInput | null | undefined): string {
  return formatWith(DATE_TIME_LOCAL_PATTERN, value);
}

/** The moment an <input type="datetime-local"> value names (read in the display zone); null for an unreadable one. */
export function fromDateTimeLocal(value: string): Date | null {
  const date = toDate(value);
  return date ? new Date(date.getTime()) : null;
}
