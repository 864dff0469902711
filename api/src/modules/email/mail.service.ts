import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { EmailAccountService, SendingAccount } from './email-account.service';
import { MailDeliveryFailed, type MailOutcome, type MailTag, type OutboundMail, type SentMail } from './mail.types';
import { signatureText, textToHtml } from './signature';

export { MailDeliveryFailed } from './mail.types';
export type { MailOutcome, MailRoute, MailTag, OutboundMail, SentMail } from './mail.types';

/** The pg-boss queue outbound mail waits in (jobs/job-runner.ts works it, with retries). */
export const OUTBOUND_EMAIL_QUEUE = 'outbound-email';

/** A mail waiting in the queue: its Message-ID is fixed when it is queued, so the caller can store it at once. */
export interface QueuedMail {
  userId: string;
  mail: OutboundMail & { messageId: string };
  tag: MailTag | null;
}

export type MailQueue = (job: QueuedMail) => Promise<void>;
export type MailOutcomeHandler = (id: string, outcome: MailOutcome) => Promise<void>;

/** How long the mail server may take: connecting, greeting, and between packets. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };
/** Connection-level failures: the server may be back later. */
const TRANSIENT_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNRESET', 'ECONNREFUSED', 'ETLS']);

/**
 * The subject with the ticket's routing token `[#number]` exactly once, at the end (a reply's
 * "Re: Leak [#1234]" keeps its one token); inbound mail finds its ticket by it.
 */
export function withRoutingToken(subject: string, ticketNumber?: number | null): string {
  const oneLine = subject.replace(/[\r\n]+/g, ' ').trim();
  if (!ticketNumber) return oneLine;
  const token = `[#${ticketNumber}]`;
  const without = oneLine
    .split(token)
    .join(' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return without ? `${without} ${token}` : token;
}

/** A new Message-ID in the sender's domain: `<uuid@domain>`. */
export function newMessageId(fromAddress: string): string {
  const domain = fromAddress.split('@')[1]?.trim().toLowerCase() || 'localhost';
  return `<${randomUUID()}@${domain}>`;
}

/**
 * Sends a user's mail with nodemailer: through their connected Gmail or Outlook account (SMTP with
 * XOAUTH2, the access token renewed when expired) or otherwise through the system SMTP server
 * (SMTP_URL) from their sender address. The signature is appended; the subject carries the
 * ticket's routing token; the Message-ID is made here and answered, for threading. Mail is only
 * sent for a user whose e-mail is enabled, and a connected account that needs reconnecting fails
 * the mail with the provider's reason (it never quietly leaves through the system server).
 *
 * `send` sends now and answers; `sendQueued` hands the mail to the pg-boss queue (retried when the
 * server is unreachable) and tells the outcome to the handler registered for the tag's kind.
 */
export class MailService {
  private queue: MailQueue | null = null;
  private readonly outcomeHandlers = new Map<string, MailOutcomeHandler>();

  constructor(
    private readonly accounts: EmailAccountService,
    /** The system SMTP server (SMTP_URL), if any. */
    private readonly smtpUrl: string | undefined,
  ) {}

  /** Sends now; throws Conflict (not enabled, reconnect needed, nothing to send with) or MailDeliveryFailed. */
  async send(userId: string, mail: OutboundMail): Promise<SentMail> {
    const account = await this.accounts.sendingAccount(userId, { smtpConfigured: Boolean(this.smtpUrl) });
    const messageId = mail.messageId ?? newMessageId(account.address);
    try {
      await this.transmit(account, mail, messageId);
    } catch (error) {
      // The provider's server refused the access token (revoked meanwhile): renew it once and try again.
      if (account.route === 'smtp' || !isAuthenticationFailure(error)) throw toDeliveryFailed(error);
      const renewed = await this.accounts.sendingAccount(userId, { smtpConfigured: Boolean(this.smtpUrl), renew: true });
      await this.transmit(renewed, mail, messageId).catch((retryError: unknown) => {
        throw toDeliveryFailed(retryError);
      });
    }
    return { messageId, provider: account.route };
  }

  /**
   * Checks now that the user can send (the same failures as `send`), fixes the Message-ID and queues
   * the mail; its outcome goes to the handler of `tag.kind`. Without a queue in this process (jobs
   * off, tests) the mail is delivered at once, the outcome told the same way.
   */
  async sendQueued(userId: string, mail: OutboundMail, tag: MailTag | null = null): Promise<{ messageId: string; queued: boolean }> {
    const account = await this.accounts.sendingAccount(userId, { smtpConfigured: Boolean(this.smtpUrl) });
    const job: QueuedMail = { userId, mail: { ...mail, messageId: mail.messageId ?? newMessageId(account.address) }, tag };
    if (this.queue) {
      await this.queue(job);
      return { messageId: job.mail.messageId, queued: true };
    }
    await this.deliverQueued(job, { lastAttempt: true });
    return { messageId: job.mail.messageId, queued: false };
  }

  /** Registers who hears the outcome of queued mail tagged with this kind (e.g. 'message'). */
  onOutcome(kind: string, handler: MailOutcomeHandler): void {
    this.outcomeHandlers.set(kind, handler);
  }

  /** The queue to hand mail to (set by the job runner while it runs), or null to deliver at once. */
  useQueue(queue: MailQueue | null): void {
    this.queue = queue;
  }

  /**
   * One attempt at a queued mail (the queue's worker calls this). Throws only to ask for a retry (the
   * server was unreachable and attempts remain); otherwise answers the outcome, already told to
   * the tag's handler (`reportError` when telling it failed: the mail is not sent twice for that).
   */
  async deliverQueued(job: QueuedMail, attempt: { lastAttempt: boolean }): Promise<{ outcome: MailOutcome; reportError?: unknown }> {
    let outcome: MailOutcome;
    try {
      const sent = await this.send(job.userId, job.mail);
      outcome = { status: 'sent', messageId: sent.messageId, provider: sent.provider };
    } catch (error) {
      if (!attempt.lastAttempt && error instanceof MailDeliveryFailed && error.retryable) throw error;
      outcome = { status: 'failed', messageId: job.mail.messageId, error: error instanceof Error ? error.message : String(error) };
    }
    const handler = job.tag ? this.outcomeHandlers.get(job.tag.kind) : undefined;
    if (!handler || !job.tag) return { outcome };
    try {
      await handler(job.tag.id, outcome);
      return { outcome };
    } catch (reportError) {
      return { outcome, reportError };
    }
  }

  private async transmit(account: SendingAccount, mail: OutboundMail, messageId: string): Promise<void> {
    const transport = nodemailer.createTransport({
      ...SMTP_TIMEOUTS,
      url: account.route === 'smtp' ? this.smtpUrl : account.smtpUrl,
      ...(account.route === 'smtp' ? {} : { auth: { type: 'OAuth2' as const, user: account.address, accessToken: account.accessToken } }),
    });
    try {
      await transport.sendMail({
        from: account.name ? { name: account.name, address: account.address } : account.address,
        to: mail.to,
        subject: withRoutingToken(mail.subject, mail.ticketNumber),
        text: account.signature ? `${mail.text}\n\n-- \n${signatureText(account.signature)}` : mail.text,
        html: `<div>${textToHtml(mail.text)}</div>${account.signature ? `\n<br>\n<div class="signature">${account.signature}</div>` : ''}`,
        messageId,
        ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
        ...(mail.references?.length ? { references: mail.references } : {}),
      });
    } finally {
      transport.close();
    }
  }
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

function isAuthenticationFailure(error: unknown): boolean {
  const e = error as SmtpError;
  return e?.code === 'EAUTH' || e?.responseCode === 535 || e?.responseCode === 534;
}

/** The server's own words where it gave some; retryable for connection trouble and 4xx (try later) answers. */
function toDeliveryFailed(error: unknown): MailDeliveryFailed {
  if (error instanceof MailDeliveryFailed) return error;
  const e = error as SmtpError;
  const reason = e?.response ?? e?.message ?? String(error);
  const retryable = (e?.responseCode !== undefined && e.responseCode >= 400 && e.responseCode < 500) || TRANSIENT_CODES.has(e?.code ?? '');
  return new MailDeliveryFailed(`The mail server did not accept the email: ${reason}`, retryable);
}
