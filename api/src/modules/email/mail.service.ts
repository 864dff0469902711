import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { EmailAccountService, SendingAccount } from './email-account.service';
import { MailDeliveryFailed, type OutboundMail, type SentMail } from './mail.types';
import { signatureText, textToHtml } from './signature';

export { MailDeliveryFailed } from './mail.types';
export type { OutboundMail, SentMail } from './mail.types';

/** How long the mail server may take: connecting, greeting, and between packets. */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };
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
 * `send` sends now and answers. Queueing and retries are the caller's: every mail the app sends is
 * an outbound message, sent through the conversations' `outbound-messages` queue (OutboundService).
 */
export class MailService {
  constructor(
    private readonly accounts: EmailAccountService,
    /** The system SMTP server (SMTP_URL), if any. */
    private readonly smtpUrl: string | undefined,
  ) {}

  /** Why the user's mail cannot be sent now (in their words), or null when it can. */
  sendingProblem(userId: string): Promise<string | null> {
    return this.accounts.sendingProblem(userId);
  }

  /** Sends now; throws Conflict (not enabled, reconnect needed, nothing to send with) or MailDeliveryFailed. */
  async send(userId: string, mail: OutboundMail): Promise<SentMail> {
    const account = await this.accounts.sendingAccount(userId);
    const messageId = mail.messageId ?? newMessageId(account.address);
    try {
      await this.transmit(account, mail, messageId);
    } catch (error) {
      // The provider's server refused the access token (revoked meanwhile): renew it once and try again.
      if (account.route === 'smtp' || !isAuthenticationFailure(error)) throw toDeliveryFailed(error);
      const renewed = await this.accounts.sendingAccount(userId, { renew: true });
      await this.transmit(renewed, mail, messageId).catch((retryError: unknown) => {
        throw toDeliveryFailed(retryError);
      });
    }
    return { messageId, provider: account.route };
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
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
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
export function toDeliveryFailed(error: unknown): MailDeliveryFailed {
  if (error instanceof MailDeliveryFailed) return error;
  const e = error as SmtpError;
  const reason = e?.response ?? e?.message ?? String(error);
  const retryable = (e?.responseCode !== undefined && e.responseCode >= 400 && e.responseCode < 500) || TRANSIENT_CODES.has(e?.code ?? '');
  return new MailDeliveryFailed(`The mail server did not accept the email: ${reason}`, retryable);
}
