/**
 * Company settings (Settings → Company): how people join, the SLA targets of new tickets, the
 * defaults of new records. Each choice an environment variable sets is the default the
 * administrator's choice overrides.
 */
import type { TicketPriority, TicketStatus } from './enums';

/** Who may create an account themselves. */
export enum SignupMode {
  /** Only by an administrator's invitation (the company's first account excepted). */
  INVITE = 'invite',
  /** Anyone with an address at a company domain (and the company password where one is set). */
  DOMAIN = 'domain',
}

export const SIGNUP_MODE_LABELS: Record<SignupMode, string> = {
  [SignupMode.INVITE]: 'By invitation only',
  [SignupMode.DOMAIN]: 'Anyone at a company domain',
};

/** Whether a self-signed-up account must confirm its address before it is used. */
export enum EmailVerification {
  REQUIRED = 'required',
  OFF = 'off',
}

/** The languages the desk writes in (messages to tenants, the knowledge base's default). */
export enum LanguageValue {
  EN = 'en',
  DE = 'de',
  FR = 'fr',
  ES = 'es',
  IT = 'it',
  NL = 'nl',
}

export const LANGUAGE_LABELS: Record<LanguageValue, string> = {
  [LanguageValue.EN]: 'English',
  [LanguageValue.DE]: 'German',
  [LanguageValue.FR]: 'French',
  [LanguageValue.ES]: 'Spanish',
  [LanguageValue.IT]: 'Italian',
  [LanguageValue.NL]: 'Dutch',
};

export const DEFAULT_COMPANY_LANGUAGE = LanguageValue.EN;

/** The SLA target of each priority until an administrator changes it, in hours. */
export const DEFAULT_SLA_HOURS: Readonly<Record<TicketPriority, number>> = {
  emergency: 24,
  urgent: 5 * 24,
  important: 10 * 24,
};

/** An SLA target may be from one hour to a year. */
export const SLA_HOURS_MIN = 1;
export const SLA_HOURS_MAX = 365 * 24;

/** A target as a person reads it: whole days as days ("5 days"), else hours ("36 hours"). */
export function formatSlaHours(hours: number): string {
  if (hours % 24 === 0 && hours >= 48) return `${hours / 24} days`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** The company's time zone until an administrator chooses: SLA business hours are counted in it. */
export const DEFAULT_COMPANY_TIME_ZONE = 'Europe/London';

/** The statuses that pause a ticket's SLA clock until an administrator chooses (waiting on someone else). */
export const DEFAULT_SLA_PAUSE_STATUSES: readonly TicketStatus[] = ['awaiting-supplier', 'awaiting-parts'];

/** ISO weekdays, Monday 1 to Sunday 7, as business hours name them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

/** A time of day as business hours are written: "08:00". */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `zone` is a time zone the runtime knows ("Europe/London"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** SLA time as a person reads it, to the minute under an hour, else days and hours: "2 days 3 hours", "45 minutes". */
export function formatSlaDuration(seconds: number): string {
  const minutes = Math.max(0, Math.round(seconds / 60));
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  const [days, rest] = [Math.floor(hours / 24), hours % 24];
  const parts = [days ? (days === 1 ? '1 day' : `${days} days`) : '', rest ? (rest === 1 ? '1 hour' : `${rest} hours`) : ''];
  return parts.filter(Boolean).join(' ');
}

/** A company domain as it is written: "acme.co.uk", no "@", no scheme. */
export const COMPANY_DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const COMPANY_LIMITS = { name: 100, domains: 20 } as const;

export const COMPANY_MESSAGES = {
  name: 'Enter the company name',
  nameTooLong: `The company name can be at most ${COMPANY_LIMITS.name} characters`,
  domain: (domain: string) => `"${domain}" is not a domain: write it as acme.co.uk`,
  tooManyDomains: `At most ${COMPANY_LIMITS.domains} domains`,
  slaHours: `Each target must be a whole number of hours from ${SLA_HOURS_MIN} to ${SLA_HOURS_MAX}`,
  signupDomainWithoutDomains: 'Sign-up by company domain needs at least one company domain',
  signupRole: 'People who sign up themselves can be agents or viewers, not admins',
  verificationWithoutMail: 'E-mail verification needs the mail server set up (SMTP_URL): ask whoever runs the server',
  inviteOnly: 'Sign-up is by invitation only: ask an administrator to invite you.',
  timeZone: (zone: string) => `"${zone}" is not a time zone: choose one such as Europe/London`,
  pauseCompleted: 'Completed cannot pause the SLA clock: a completed ticket has no clock running',
  businessHours: (day: string) => `${day}: the end of business hours must come after their start`,
  businessHoursTime: 'Write times of day as 08:00',
  businessHoursDay: 'Each weekday can have business hours once',
  weekday: 'Weekdays are 1 (Monday) to 7 (Sunday)',
  businessHoursNone: 'Business hours need at least one open day while a priority counts them',
  holidayDate: 'Write the date as 2026-12-25',
  holidayName: 'Give the holiday a name of at most 100 characters',
  holidayTwice: (day: string) => `${day} is already a holiday: each date can be a holiday once`,
} as const;
