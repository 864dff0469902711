import {
  COMPANY_DOMAIN_PATTERN,
  COMPANY_LIMITS,
  COMPANY_MESSAGES,
  SLA_HOURS_MAX,
  SLA_HOURS_MIN,
  TicketPriorityValue,
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
} from '../../gql/graphql';

export const PRIORITY_NAMES: readonly TicketPriority[] = namesOf(TicketPriorityValue);

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
  };
}

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
});
