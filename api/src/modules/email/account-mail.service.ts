import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import { SMTP_TIMEOUTS, toDeliveryFailed } from './mail.service';

/** One account mail: plain text, to one address. */
interface AccountMail {
  to: string;
  subject: string;
  text: string;
}

type AccountMailSettings = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL'>;

/** Whether account mail can be sent at all: a system mail server is set up. */
export function accountMailAvailable(settings: Pick<Config, 'SMTP_URL'>): boolean {
  return Boolean(settings.SMTP_URL);
}

/**
 * The app's own mail about accounts (a password reset link, an invitation): from MAIL_FROM through
 * the system SMTP server (SMTP_URL), never through someone's connected account. Without SMTP_URL
 * nothing can be sent, and callers say so rather than pretend.
 */
export class AccountMailService {
  constructor(
    private readonly settings: AccountMailSettings,
    /** The company's name as it is now (Settings → Company): the sender's display name. */
    private readonly companyName: () => Promise<string>,
  ) {}

  /** Whether account mail can be sent at all (a mail server is set up). */
  get available(): boolean {
    return accountMailAvailable(this.settings);
  }

  /** Why account mail cannot be sent, in words an admin reads; null when it can. */
  get unavailableReason(): string | null {
    return this.available ? null : 'no mail server is set up for this site';
  }

  /** Whether links are built on PUBLIC_URL (else on the address each request came to). */
  get hasPublicUrl(): boolean {
    return Boolean(this.settings.PUBLIC_URL);
  }

  /** A link to `path` of the web app: on PUBLIC_URL when set, else on the origin the request came to. */
  link(path: string, requestOrigin: string): string {
    const origin = this.settings.PUBLIC_URL ? new URL(this.settings.PUBLIC_URL).origin : requestOrigin;
    return `${origin}${path}`;
  }

  /** Sends now; throws MailDeliveryFailed when the server does not take it (or none is set up). */
  async send(mail: AccountMail): Promise<void> {
    if (!this.settings.SMTP_URL) throw toDeliveryFailed(new Error(`The e-mail was not sent: ${this.unavailableReason}`));
    const sender = `${await this.companyName()} Property Maintenance`;
    const transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: this.settings.SMTP_URL });
    try {
      await transport.sendMail({
        from: { name: sender, address: this.settings.MAIL_FROM },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
    } catch (error) {
      throw toDeliveryFailed(error);
    } finally {
      transport.close();
    }
  }
}
