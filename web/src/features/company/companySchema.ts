import {
  COMPANY_DOMAIN_PATTERN,
  COMPANY_LIMITS,
  COMPANY_MESSAGES,
  SLA_HOURS_MAX,
  SLA_HOURS_MIN,
  TIME_OF_DAY_PATTERN,
  TicketPriorityValue,
  TicketStatusValue,
  WEEKDAYS,
  WEEKDAY_LABELS,
  isTimeZone,
  formatSlaHours,
  namesOf,
} from '@pmp/shared';
import * as yup from 'yup';
import type {
  CompanySettingsFieldsFragment,
  Country,
  EmailVerification,
  Language,
  Role,
  SignupMode,
  TicketPriority,
  TicketStatus,
} from '../../gql/graphql';

export const PRIORITY_NAMES: readonly TicketPriority[] = namesOf(TicketPriorityValue);
/** The statuses that may pause the SLA clock: any but completed. */
export const PAUSABLE_STATUSES: readonly TicketStatus[] = (namesOf(TicketStatusValue) as TicketStatus[]).filter((s) => s !== 'COMPLETED');

/** One weekday's business hours as the form holds them. */
export interface BusinessDayValues {
  open: boolean;
  opens: string;
  closes: string;
}

/** The form's values: text as typed (numbers and the domain list are read on save). */
export interface CompanyFormValues {
  name: string;
  /** Domains separated by commas, spaces or lines. */
  emailDomains: string;
  signupMode: SignupMode;
  emailVerification: EmailVerification;
  signupRole: Role;
  defaultCountry: Country;
  defaultLanguage: Language;
  slaHours: Record<TicketPriority, string>;
  timeZone: string;
  /** Whether each status pauses the SLA clock. */
  pauses: Record<string, boolean>;
  /** Whether each priority counts business hours only. */
  businessHoursFor: Record<string, boolean>;
  /** By ISO weekday ("1" Monday). */
  days: Record<string, BusinessDayValues>;
}

/** The domains as the server takes them: lower-cased, without "@", each once. */
export function parseDomains(text: string): string[] {
  const domains = text
    .split(/[\s,;]+/)
    .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  return [...new Set(domains)];
}

/** Whole hours as typed, or null when the text is not a whole number. */
export function parseHours(text: string): number | null {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : null;
}

/** "= 5 days" beside a target as typed; empty while it is not a valid number of hours. */
export function hoursHint(text: string): string {
  const hours = parseHours(text);
  return hours !== null && hours >= SLA_HOURS_MIN && hours <= SLA_HOURS_MAX ? formatSlaHours(hours) : '';
}

export function toFormValues(settings: CompanySettingsFieldsFragment): CompanyFormValues {
  const hours = Object.fromEntries(settings.slaTargets.map((t) => [t.priority, String(t.hours)])) as Record<TicketPriority, string>;
  return {
    name: settings.name,
    emailDomains: settings.emailDomains.join(', '),
    signupMode: settings.signupMode,
    emailVerification: settings.emailVerification,
    signupRole: settings.signupRole,
    defaultCountry: settings.defaultCountry,
    defaultLanguage: settings.defaultLanguage,
    slaHours: hours,
    timeZone: settings.timeZone,
    pauses: Object.fromEntries(PAUSABLE_STATUSES.map((s) => [s, settings.slaPauseStatuses.includes(s)])),
    businessHoursFor: Object.fromEntries(PRIORITY_NAMES.map((p) => [p, settings.businessHoursPriorities.includes(p)])),
    days: Object.fromEntries(
      WEEKDAYS.map((weekday) => {
        const day = settings.businessHours.find((d) => d.weekday === weekday);
        return [
          String(weekday),
          day ? { open: true, opens: day.opens, closes: day.closes } : { open: false, opens: '08:00', closes: '18:00' },
        ];
      }),
    ),
  };
}

/** The business hours as the server takes them: the open days only. */
export function businessHoursOf(days: CompanyFormValues['days']): { weekday: number; opens: string; closes: string }[] {
  return WEEKDAYS.filter((w) => days[String(w)]!.open).map((weekday) => ({
    weekday,
    opens: days[String(weekday)]!.opens,
    closes: days[String(weekday)]!.closes,
  }));
}

const dayRule = (weekday: number) =>
  yup.object({
    open: yup.boolean(),
    opens: yup.string().when('open', { is: true, then: (rule) => rule.matches(TIME_OF_DAY_PATTERN, COMPANY_MESSAGES.businessHoursTime) }),
    closes: yup.string().when('open', {
      is: true,
      then: (rule) =>
        rule
          .matches(TIME_OF_DAY_PATTERN, COMPANY_MESSAGES.businessHoursTime)
          .test('after', COMPANY_MESSAGES.businessHours(WEEKDAY_LABELS[weekday as keyof typeof WEEKDAY_LABELS]), function (closes) {
            return !closes || closes > (this.parent as BusinessDayValues).opens;
          }),
    }),
  });

const hoursRule = yup
  .string()
  .required(COMPANY_MESSAGES.slaHours)
  .test('hours', COMPANY_MESSAGES.slaHours, (text) => {
    const hours = parseHours(text ?? '');
    return hours !== null && hours >= SLA_HOURS_MIN && hours <= SLA_HOURS_MAX;
  });

export const companySchema = yup.object({
  name: yup.string().trim().required(COMPANY_MESSAGES.name).max(COMPANY_LIMITS.name, COMPANY_MESSAGES.nameTooLong),
  emailDomains: yup.string().test('domains', (text, context) => {
    const domains = parseDomains(text ?? '');
    const wrong = domains.find((d) => !COMPANY_DOMAIN_PATTERN.test(d));
    if (wrong !== undefined) return context.createError({ message: COMPANY_MESSAGES.domain(wrong) });
    if (domains.length > COMPANY_LIMITS.domains) return context.createError({ message: COMPANY_MESSAGES.tooManyDomains });
    if (domains.length === 0 && context.parent.signupMode === 'DOMAIN')
      return context.createError({ message: COMPANY_MESSAGES.signupDomainWithoutDomains });
    return true;
  }),
  slaHours: yup.object({ EMERGENCY: hoursRule, URGENT: hoursRule, IMPORTANT: hoursRule }),
  timeZone: yup
    .string()
    .required(COMPANY_MESSAGES.timeZone(''))
    .test('zone', (zone, context) =>
      isTimeZone(zone ?? '') ? true : context.createError({ message: COMPANY_MESSAGES.timeZone(zone ?? '') }),
    ),
  days: yup
    .object(Object.fromEntries(WEEKDAYS.map((w) => [String(w), dayRule(w)])))
    .test('none', COMPANY_MESSAGES.businessHoursNone, (days, context) => {
      const counting = Object.values((context.parent as CompanyFormValues).businessHoursFor).some(Boolean);
      return !counting || businessHoursOf(days as CompanyFormValues['days']).length > 0;
    }),
});
