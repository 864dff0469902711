import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EmailVerification, Role, SignupMode } from '@pmp/shared';
import { z } from 'zod';

/** An SMTP server: smtp:// (STARTTLS when offered, or required with ?requireTLS=true) or smtps:// (TLS). */
const smtpUrl = z.string().regex(/^smtps?:\/\/[^/?#]+/, 'must be an smtp:// or smtps:// URL');
/** An IMAP mailbox: imaps://user:password@host:993/INBOX (TLS) or imap://… (STARTTLS when the server offers it). */
/** An IMAP server without credentials: imaps://host:993 or imap://host:143 (STARTTLS when offered). */
const imapServerUrl = z.string().regex(/^imaps?:\/\/[^/?#@]+(:\d+)?\/?$/, 'must be an imap:// or imaps:// URL of a server (host and port)');
const imapUrl = z.string().regex(/^imaps?:\/\/[^/?#@]+@[^/?#]+/, 'must be an imap:// or imaps:// URL with the user and password');

/**
 * Every environment variable the api reads, parsed and validated once at start.
 * `.env.example` at the repository root documents each of them.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * Connections in the api's PostgreSQL pool. Unset: 10 for a DATABASE_URL, twice the machine's
   * cores (2 to 10) for the embedded PostgreSQL (defaultPoolSize in db/data-source.ts;
   * docs/decisions.md, "The embedded database's pool follows the cores").
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  COMPANY_NAME: z.string().trim().min(1).default('Acme Housing'),
  COMPANY_EMAIL_DOMAINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'must be comma-separated domains like example.com'))),
  SIGNUP_CODE: z.string().min(1).optional(),
  /**
   * The role of an account that signs itself up; the company's first account is always an admin.
   * `admin` is for test harnesses (each test its own company's admin), refused in production.
   */
  SIGNUP_DEFAULT_ROLE: z.enum(Role).default(Role.AGENT),
  /**
   * Who may sign up without an invitation until an admin chooses in Settings → Company: `invite`
   * (nobody; the default in production) or `domain` (company addresses; the default elsewhere).
   */
  SIGNUP_MODE: z.enum(SignupMode).optional(),
  /**
   * Whether a self-signed-up account confirms its address by e-mail before first use, until an
   * admin chooses: `required` (the default in production) or `off` (the default elsewhere).
   */
  EMAIL_VERIFICATION: z.enum(EmailVerification).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  /** Key of the inbound e-mail webhook's signature (X-Webhook-Signature: HMAC-SHA256 of the body). Unset: that webhook answers 503. */
  WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The desk's own e-mail address (support@…): mail the desk sends answers to it plus-addressed with the ticket (support+t1234@…). */
  DESK_EMAIL: z.email().optional(),
  /** Mailgun's HTTP webhook signing key: checks the signature of POST /api/webhooks/email/mailgun. Unset: that webhook answers 503. */
  MAILGUN_SIGNING_KEY: z.string().min(1).optional(),
  /** The password SendGrid Inbound Parse sends (basic auth, any user name) to POST /api/webhooks/email/sendgrid. Unset: that webhook answers 503. */
  SENDGRID_INBOUND_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Twilio's auth token: checks the X-Twilio-Signature of inbound SMS and WhatsApp (against PUBLIC_URL). Unset: that webhook answers 503. */
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Sign-in/sign-up attempts allowed per e-mail address per window. */
  AUTH_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  /** Sign-in/sign-up attempts allowed per client (IP) per window. */
  AUTH_RATE_LIMIT_PER_CLIENT: z.coerce.number().int().min(1).default(60),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).default(10),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(10).default(2000),
  /** Run background jobs (task reminders) in this process; false for api-only replicas and benchmarks. */
  JOBS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // Outbound SMS and WhatsApp through Twilio's REST API (replies from the Conversations screen).
  TWILIO_ACCOUNT_SID: z.string().optional(),
  /** Twilio's REST API base; tests point it at a local fake. */
  TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
  /** The Twilio number SMS replies are sent from (E.164, e.g. +441234567890). */
  TWILIO_SMS_FROM: z.string().optional(),
  /** The WhatsApp sender replies are sent from (E.164; the whatsapp: prefix is added). */
  TWILIO_WHATSAPP_FROM: z.string().optional(),
  // E-mail: the system SMTP server, and the OAuth apps through which users connect Gmail or Outlook
  // (each provider's endpoints are discovered from its issuer; tests point them at a local mock).
  /** System SMTP server for users without a connected account: smtp://user:pass@host:587 or smtps://…:465. */
  SMTP_URL: smtpUrl.optional(),
  /**
   * The sender of the app's own account mail (password reset links, invitations), sent through
   * SMTP_URL. Unset: no-reply@ the first of COMPANY_EMAIL_DOMAINS (no-reply@localhost without one).
   */
  MAIL_FROM: z.email().optional(),
  GMAIL_CLIENT_ID: z.string().optional(),
  GMAIL_CLIENT_SECRET: z.string().optional(),
  GMAIL_ISSUER: z.url().default('https://accounts.google.com'),
  GMAIL_SCOPES: z.string().default('openid email https://mail.google.com/'),
  GMAIL_SMTP_URL: smtpUrl.default('smtps://smtp.gmail.com:465'),
  /** Gmail's IMAP server, where connected Gmail accounts are read (XOAUTH2). */
  GMAIL_IMAP_URL: imapServerUrl.default('imaps://imap.gmail.com:993'),
  OUTLOOK_CLIENT_ID: z.string().optional(),
  OUTLOOK_CLIENT_SECRET: z.string().optional(),
  OUTLOOK_ISSUER: z.url().default('https://login.microsoftonline.com/common/v2.0'),
  OUTLOOK_SCOPES: z
    .string()
    .default('openid email offline_access https://outlook.office.com/SMTP.Send https://outlook.office.com/IMAP.AccessAsUser.All'),
  OUTLOOK_SMTP_URL: smtpUrl.default('smtp://smtp.office365.com:587?requireTLS=true'),
  /** Outlook's IMAP server, where connected Outlook accounts are read (XOAUTH2). */
  OUTLOOK_IMAP_URL: imapServerUrl.default('imaps://outlook.office365.com:993'),
  // The desk's mailbox, read over IMAP (modules/mailboxes): created or updated from these at start.
  /** imaps://user:password@host:993/INBOX, or imap://… (STARTTLS when offered); the path is the folder read (INBOX when none). Needs DESK_EMAIL, its address. */
  DESK_IMAP_URL: imapUrl.optional(),
  /** The folder the desk mailbox's read mail is moved to; unset: it stays where it is, marked seen. */
  DESK_IMAP_MOVE_TO: z.string().trim().min(1).optional(),
  /** A newly added mailbox's first read takes the mail of this many days, not its whole history. */
  DESK_IMAP_FIRST_READ_DAYS: z.coerce.number().int().min(0).max(3650).default(7),
  /** How often a mailbox is checked when its server does not offer IMAP IDLE. */
  IMAP_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** A PEM file of certificate authorities trusted for IMAP beside the public ones: a company mail server with its own CA. */
  IMAP_TLS_CA_FILE: z
    .string()
    .trim()
    .min(1)
    .refine((file) => existsSync(file), { message: 'No such file' })
    .optional(),
});

/** The name of every environment variable the api reads. */
export const CONFIG_VARIABLES = Object.keys(schema.shape);

export type Config = Omit<z.infer<typeof schema>, 'SESSION_SECRET' | 'SECRET_KEY' | 'MAIL_FROM' | 'SIGNUP_MODE' | 'EMAIL_VERIFICATION'> & {
  SESSION_SECRET: string;
  SECRET_KEY: string;
  MAIL_FROM: string;
  SIGNUP_MODE: SignupMode;
  EMAIL_VERIFICATION: EmailVerification;
  isProduction: boolean;
};

export class ConfigError extends Error {}

/** Loads development secrets from DATA_DIR, creating them once so sessions survive restarts. */
function developmentSecrets(dataDir: string): { SESSION_SECRET: string; SECRET_KEY: string } {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const secrets = {
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SECRET_KEY: randomBytes(32).toString('hex'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in .env files mean "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const isProduction = c.NODE_ENV === 'production';
  // A relative DATA_DIR is relative to where the user typed the command (npm sets INIT_CWD), so
  // `npm start` at the repository root keeps its data in ./data there, not in api/data.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), c.DATA_DIR);
  let { SESSION_SECRET, SECRET_KEY } = c;
  if (!SESSION_SECRET || !SECRET_KEY) {
    if (isProduction) {
      const missing = [!SESSION_SECRET && 'SESSION_SECRET', !SECRET_KEY && 'SECRET_KEY'].filter(Boolean);
      throw new ConfigError(`Invalid configuration:\n  ${missing.join(', ')}: required in production`);
    }
    const dev = developmentSecrets(dataDir);
    SESSION_SECRET ??= dev.SESSION_SECRET;
    SECRET_KEY ??= dev.SECRET_KEY;
  }
  if (c.DESK_IMAP_URL && !c.DESK_EMAIL) {
    throw new ConfigError('Invalid configuration:\n  DESK_EMAIL: required with DESK_IMAP_URL (the address of the desk mailbox it reads)');
  }
  if (isProduction && c.SIGNUP_DEFAULT_ROLE === Role.ADMIN) {
    throw new ConfigError('Invalid configuration:\n  SIGNUP_DEFAULT_ROLE: admin is refused in production (an admin invites admins)');
  }
  if (isProduction && c.COMPANY_EMAIL_DOMAINS.length === 0) {
    throw new ConfigError('Invalid configuration:\n  COMPANY_EMAIL_DOMAINS: required in production');
  }
  const MAIL_FROM = c.MAIL_FROM ?? `no-reply@${c.COMPANY_EMAIL_DOMAINS[0] ?? 'localhost'}`;
  const SIGNUP_MODE = c.SIGNUP_MODE ?? (isProduction ? SignupMode.INVITE : SignupMode.DOMAIN);
  const EMAIL_VERIFICATION = c.EMAIL_VERIFICATION ?? (isProduction ? EmailVerification.REQUIRED : EmailVerification.OFF);
  return { ...c, DATA_DIR: dataDir, SESSION_SECRET, SECRET_KEY, MAIL_FROM, SIGNUP_MODE, EMAIL_VERIFICATION, isProduction };
}
