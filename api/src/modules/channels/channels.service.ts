import { CHANNEL_KIND_LABELS, CHANNELS_MESSAGES, E164_PATTERN } from '@pmp/shared';
import { isEmail } from 'class-validator';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../common/clock';
import { Invalid } from '../../common/errors';
import type { Config } from '../../config';
import type { TwilioSender } from '../conversations/twilio-sender';
import type { EmailAccountService } from '../email/email-account.service';
import type { MailService } from '../email/mail.service';
import type { MailboxService } from '../mailboxes/mailbox.service';
import type { User } from '../users/user.entity';
import { ChannelKindValue, ChannelTestValue, type ChannelKind } from './channels.enums';
import type { SendChannelTestInput } from './channels.inputs';
import type { ChannelsOverviewType, ChannelStatusType, ChannelTestResultType, ChannelWebhookType } from './channels.types';

/** The settings the screen reports on (names only, never a secret's value). */
export type ChannelSettings = Pick<
  Config,
  | 'PUBLIC_URL'
  | 'SMTP_URL'
  | 'GMAIL_CLIENT_ID'
  | 'GMAIL_CLIENT_SECRET'
  | 'OUTLOOK_CLIENT_ID'
  | 'OUTLOOK_CLIENT_SECRET'
  | 'DESK_EMAIL'
  | 'DESK_IMAP_URL'
  | 'WEBHOOK_SECRET'
  | 'MAILGUN_SIGNING_KEY'
  | 'SENDGRID_INBOUND_SECRET'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'TWILIO_SMS_FROM'
  | 'TWILIO_WHATSAPP_FROM'
>;

/** The inbound webhooks' paths: conversations/webhook.rest.ts mounted at /api/webhooks (channels.test.ts checks each answers). */
export const WEBHOOK_PATHS = {
  twilio: '/api/webhooks/twilio',
  twilioStatus: '/api/webhooks/twilio/status',
  emailRaw: '/api/webhooks/email/raw',
  emailJson: '/api/webhooks/email',
  mailgun: '/api/webhooks/email/mailgun/mime',
  sendgrid: '/api/webhooks/email/sendgrid',
} as const;

/** What the messages table tells of one channel: newest received, newest sent, newest failure. */
interface Activity {
  lastReceivedAt: Date | null;
  lastSentAt: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
}

const NO_ACTIVITY: Activity = { lastReceivedAt: null, lastSentAt: null, lastError: null, lastErrorAt: null };

/**
 * The Channels screen (Settings): each way messages come in and go out, whether it is set up and
 * what is missing, the addresses to paste into the providers, its newest traffic and failure, and
 * a test message sent through the product's own senders (MailService, TwilioSender).
 */
export class ChannelService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: ChannelSettings,
    private readonly clock: Clock,
    private readonly deps: {
      mailboxes: MailboxService;
      emailAccounts: EmailAccountService;
      mail: MailService;
      twilio: TwilioSender;
    },
  ) {}

  async overview(): Promise<ChannelsOverviewType> {
    const s = this.settings;
    const [activity, mailboxes, agentAccounts] = await Promise.all([
      this.activity(),
      this.deps.mailboxes.list(),
      this.deps.emailAccounts.readableAccounts(),
    ]);
    const of = (key: string): Activity => activity.get(key) ?? NO_ACTIVITY;
    const channels: ChannelStatusType[] = [];

    const emailRoutes = [
      s.SMTP_URL ? `Company mail server: ${serverOf(s.SMTP_URL)} (agents without a connected account)` : null,
      s.GMAIL_CLIENT_ID ? 'Agents can connect their Gmail account' : null,
      s.OUTLOOK_CLIENT_ID ? 'Agents can connect their Outlook account' : null,
    ].filter((line): line is string => line !== null);
    channels.push(
      this.channel(ChannelKindValue.OUTBOUND_EMAIL, {
        missing: [
          ...(emailRoutes.length
            ? []
            : [
                'SMTP_URL (the company mail server), or GMAIL_CLIENT_ID and GMAIL_CLIENT_SECRET, or OUTLOOK_CLIENT_ID and OUTLOOK_CLIENT_SECRET',
              ]),
          ...(s.GMAIL_CLIENT_ID && !s.GMAIL_CLIENT_SECRET ? ['GMAIL_CLIENT_SECRET (with GMAIL_CLIENT_ID)'] : []),
          ...(s.OUTLOOK_CLIENT_ID && !s.OUTLOOK_CLIENT_SECRET ? ['OUTLOOK_CLIENT_SECRET (with OUTLOOK_CLIENT_ID)'] : []),
        ],
        details: [
          ...emailRoutes,
          `${agentAccounts.length} connected agent ${agentAccounts.length === 1 ? 'account' : 'accounts'}`,
          s.DESK_EMAIL
            ? `Replies come back to ${s.DESK_EMAIL}, plus-addressed with the ticket`
            : 'DESK_EMAIL is not set: replies go to the sending agent',
        ],
        activity: of('email:outbound'),
        test: ChannelTestValue.EMAIL,
      }),
    );

    const desk = mailboxes.filter((m) => m.userId === null);
    const agents = mailboxes.filter((m) => m.userId !== null && m.enabled);
    const mailboxActivity = [
      of('email:inbound:imap'),
      ...mailboxes.map((m) => ({
        ...NO_ACTIVITY,
        lastReceivedAt: m.lastReceivedAt,
        lastError: m.lastError,
        lastErrorAt: m.lastError ? m.lastErrorAt : null,
      })),
    ];
    channels.push(
      this.channel(ChannelKindValue.DESK_MAILBOXES, {
        missing: desk.some((m) => m.enabled) ? [] : ['DESK_IMAP_URL and DESK_EMAIL, or a mailbox added below'],
        details: [
          `${desk.length} desk ${desk.length === 1 ? 'mailbox' : 'mailboxes'}, ${agents.length} agent ${agents.length === 1 ? 'account' : 'accounts'} read`,
          ...(s.DESK_IMAP_URL ? [`DESK_IMAP_URL reads ${s.DESK_EMAIL ?? ''}`.trim()] : []),
        ],
        activity: newest(mailboxActivity),
        test: null,
      }),
    );

    for (const kind of [ChannelKindValue.SMS, ChannelKindValue.WHATSAPP] as const) {
      const from = kind === ChannelKindValue.SMS ? s.TWILIO_SMS_FROM : s.TWILIO_WHATSAPP_FROM;
      const fromSetting = kind === ChannelKindValue.SMS ? 'TWILIO_SMS_FROM' : 'TWILIO_WHATSAPP_FROM';
      channels.push(
        this.channel(kind, {
          missing: [
            ...(s.TWILIO_ACCOUNT_SID ? [] : ['TWILIO_ACCOUNT_SID']),
            ...(s.TWILIO_AUTH_TOKEN ? [] : ['TWILIO_AUTH_TOKEN (sends, and checks the signature of what Twilio posts)']),
            ...(s.PUBLIC_URL ? [] : ['PUBLIC_URL (the webhooks are signed against it; delivery reports need it)']),
            ...(from ? [] : [`${fromSetting} (the number messages the desk starts, and tests, are sent from)`]),
          ],
          details: [from ? `Sends from ${from}` : 'Replies go from the number the customer wrote to'],
          webhooks: [
            this.webhook(
              kind === ChannelKindValue.SMS
                ? 'Phone number → Messaging → A message comes in (HTTP POST)'
                : 'WhatsApp sender → When a message comes in (HTTP POST)',
              WEBHOOK_PATHS.twilio,
              'Signed by Twilio (X-Twilio-Signature, TWILIO_AUTH_TOKEN)',
            ),
            this.webhook(
              'Status callback URL (set on every message sent; for reference)',
              WEBHOOK_PATHS.twilioStatus,
              'Delivered, failed and undelivered reports',
            ),
          ],
          activity: of(kind),
          test: kind === ChannelKindValue.SMS ? ChannelTestValue.SMS : ChannelTestValue.WHATSAPP,
        }),
      );
    }

    channels.push(
      this.channel(ChannelKindValue.EMAIL_WEBHOOK, {
        missing: s.WEBHOOK_SECRET ? [] : ['WEBHOOK_SECRET (the key of the X-Webhook-Signature HMAC)'],
        details: ['Any MTA or relay can post mail here, signed with X-Webhook-Signature: sha256=<HMAC-SHA256 of the body>'],
        webhooks: [
          this.webhook(
            'Raw mail (Content-Type: message/rfc822)',
            WEBHOOK_PATHS.emailRaw,
            'Signed: X-Webhook-Signature with WEBHOOK_SECRET',
          ),
          this.webhook(
            'JSON (from, to, subject, text, html, attachments)',
            WEBHOOK_PATHS.emailJson,
            'Signed: X-Webhook-Signature with WEBHOOK_SECRET',
          ),
        ],
        activity: newest([of('email:inbound:webhook'), of('email:inbound:json')]),
        test: null,
      }),
    );
    channels.push(
      this.channel(ChannelKindValue.MAILGUN, {
        missing: s.MAILGUN_SIGNING_KEY ? [] : ['MAILGUN_SIGNING_KEY (Mailgun → Sending → Webhooks → HTTP webhook signing key)'],
        details: [
          'A route whose action is forward("<the address below>"): Mailgun posts the mail as sent only to an address ending in "mime"',
        ],
        webhooks: [
          this.webhook(
            'Route action: forward',
            WEBHOOK_PATHS.mailgun,
            'Signed by Mailgun (MAILGUN_SIGNING_KEY); old or replayed signatures are refused',
          ),
        ],
        activity: of('email:inbound:mailgun'),
        test: null,
      }),
    );
    channels.push(
      this.channel(ChannelKindValue.SENDGRID, {
        missing: s.SENDGRID_INBOUND_SECRET ? [] : ['SENDGRID_INBOUND_SECRET (the basic-auth password in the address)'],
        details: ['Inbound Parse with "POST the raw, full MIME message" checked'],
        webhooks: [
          this.webhook(
            'Inbound Parse → Destination URL',
            WEBHOOK_PATHS.sendgrid,
            'Put the secret in the address: https://inbound:<SENDGRID_INBOUND_SECRET>@host/…',
            'inbound:SENDGRID_INBOUND_SECRET',
          ),
        ],
        activity: of('email:inbound:sendgrid'),
        test: null,
      }),
    );
    return { publicUrl: this.publicUrl(), channels };
  }

  /**
   * Sends a test message now through the product's own senders: e-mail as the signed-in user's mail
   * leaves (their connected account or the company mail server), SMS and WhatsApp from the
   * configured Twilio number. A send that fails is an outcome, answered with its reason; only a bad
   * address or number is refused (400 on `to`).
   */
  async sendTest(user: User, input: SendChannelTestInput): Promise<ChannelTestResultType> {
    const to = input.to.trim();
    if (input.channel === ChannelTestValue.EMAIL ? !isEmail(to) : !E164_PATTERN.test(to)) {
      throw new Invalid(input.channel === ChannelTestValue.EMAIL ? CHANNELS_MESSAGES.emailInvalid : CHANNELS_MESSAGES.phoneInvalid, 'to');
    }
    const result = { channel: input.channel, to, sentAt: this.clock.now() };
    try {
      if (input.channel === ChannelTestValue.EMAIL) {
        const sent = await this.deps.mail.send(user.id, { to, subject: CHANNELS_MESSAGES.testSubject, text: CHANNELS_MESSAGES.testBody });
        return { ...result, ok: true, provider: sent.provider, reference: sent.messageId, error: null };
      }
      const sid = await this.deps.twilio.send(input.channel, to, { body: CHANNELS_MESSAGES.testBody });
      return { ...result, ok: true, provider: 'twilio', reference: sid, error: null };
    } catch (error) {
      return { ...result, ok: false, provider: null, reference: null, error: error instanceof Error ? error.message : String(error) };
    }
  }

  private channel(
    kind: ChannelKind,
    parts: { missing: string[]; details: string[]; webhooks?: ChannelWebhookType[]; activity: Activity; test: ChannelTestValue | null },
  ): ChannelStatusType {
    return {
      kind: kind as ChannelKindValue,
      label: CHANNEL_KIND_LABELS[kind],
      configured: parts.missing.length === 0,
      missing: parts.missing,
      details: parts.details,
      webhooks: parts.webhooks ?? [],
      ...parts.activity,
      test: parts.test,
    };
  }

  private publicUrl(): string | null {
    return this.settings.PUBLIC_URL?.replace(/\/+$/, '') ?? null;
  }

  /** An address to paste: PUBLIC_URL and the path (with `userInfo` in it for basic auth); null without PUBLIC_URL. */
  private webhook(label: string, path: string, note: string | null, userInfo?: string): ChannelWebhookType {
    const base = this.publicUrl();
    let url: string | null = null;
    if (base) {
      const parsed = new URL(base);
      const prefix = parsed.pathname.replace(/\/+$/, '');
      url = `${parsed.protocol}//${userInfo ? `${userInfo}@` : ''}${parsed.host}${prefix}${path}`;
    }
    return { label, path, url, note };
  }

  /**
   * One pass over the messages: per channel (e-mail inbound also per way in: the `via` its raw
   * path records, 'json' for the JSON webhook), the newest received and sent, and the newest
   * failure with its reason (served by the status index).
   */
  private async activity(): Promise<Map<string, Activity>> {
    const keyOf = `CASE WHEN channel = 'email' THEN 'email:' || direction::text || CASE WHEN direction = 'inbound' THEN ':' || COALESCE("rawData"->>'via', 'json') ELSE '' END ELSE channel::text END`;
    const [traffic, failures] = await Promise.all([
      this.dataSource.query(
        `SELECT ${keyOf} AS key,
                max("createdAt") FILTER (WHERE direction = 'inbound') AS "lastReceivedAt",
                max("createdAt") FILTER (WHERE direction = 'outbound' AND status IN ('sent', 'delivered', 'undelivered')) AS "lastSentAt"
           FROM messages GROUP BY 1`,
      ) as Promise<{ key: string; lastReceivedAt: Date | null; lastSentAt: Date | null }[]>,
      this.dataSource.query(
        `SELECT DISTINCT ON (key) key, error, "createdAt"
           FROM (SELECT ${keyOf} AS key, error, "createdAt" FROM messages WHERE status IN ('failed', 'undelivered')) failed
          ORDER BY key, "createdAt" DESC`,
      ) as Promise<{ key: string; error: string | null; createdAt: Date }[]>,
    ]);
    const byKey = new Map<string, Activity>();
    for (const row of traffic) byKey.set(row.key, { ...NO_ACTIVITY, lastReceivedAt: row.lastReceivedAt, lastSentAt: row.lastSentAt });
    for (const row of failures) {
      const current = byKey.get(row.key) ?? NO_ACTIVITY;
      byKey.set(row.key, { ...current, lastError: row.error ?? 'Failed (no reason recorded)', lastErrorAt: row.createdAt });
    }
    return byKey;
  }
}

/** The newest of each: the channel's activity over several sources (mailboxes, ways in). */
function newest(activities: Activity[]): Activity {
  const latest = (dates: (Date | null)[]) =>
    dates.reduce<Date | null>((best, date) => (date && (!best || date > best) ? date : best), null);
  const failure = activities
    .filter((a) => a.lastError && a.lastErrorAt)
    .sort((a, b) => b.lastErrorAt!.getTime() - a.lastErrorAt!.getTime())[0];
  return {
    lastReceivedAt: latest(activities.map((a) => a.lastReceivedAt)),
    lastSentAt: latest(activities.map((a) => a.lastSentAt)),
    lastError: failure?.lastError ?? null,
    lastErrorAt: failure?.lastErrorAt ?? null,
  };
}

/** A mail server's host and port, never its credentials. */
function serverOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}
