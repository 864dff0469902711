/**
 * Company settings (Settings → Company): how people join, the SLA targets of new tickets, the
 * defaults of new records. Each choice an environment variable sets is the default the
 * administrator's choice overrides.
 */
import type { TicketPriority } from './enums';

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
} as const;
