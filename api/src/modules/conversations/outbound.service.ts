import { In, type DataSource, type EntityManager } from 'typeorm';
import { Invalid, NotFound } from '../../common/errors';
import type { ContactService } from '../contacts/contact.service';
import type { TicketService } from '../tickets/ticket.service';
import type { User } from '../users/user.entity';
import { Conversation } from './conversation.entity';
import { parseSender } from './inbound-content';
import type { ConversationEventSink } from './conversation.events';
import { CHANNEL_MESSAGES, CONVERSATION_MESSAGES, TEMPLATE_MESSAGES, WHATSAPP_WINDOW_HOURS } from '@pmp/shared';
import type { ConversationService } from './conversation.service';
import { Message } from './message.entity';
import type { Channel, MessageStatus } from './conversation.enums';
import { DeliveryError, type ChatContent, type TwilioSender } from './twilio-sender';
import { reportedDelivery } from './twilio-status';
import type { WhatsAppTemplateService } from './whatsapp-template.service';
import { plusAddress } from './raw-mail';

/** What the e-mail side offers: send one e-mail as a user, and say why it could not (modules/email MailService). */
export interface MailSender {
  sendingProblem(userId: string): Promise<string | null>;
  send(
    userId: string,
    mail: {
      to: string;
      subject: string;
      text: string;
      ticketNumber?: number | null;
      replyTo?: string | null;
      inReplyTo?: string | null;
      references?: string[];
    },
  ): Promise<{ messageId: string; provider: string }>;
}

/** How long a send on the queue waits for its first attempt before answering the message still pending. */
export const FIRST_ATTEMPT_WAIT_MS = 8_000;
/** How often that wait reads the message's state. */
const FIRST_ATTEMPT_POLL_MS = 150;

/** Whether a channel can send now, and if not why, in an agent's words. */
export interface ChannelState {
  channel: Channel;
  canSend: boolean;
  reason: string | null;
}

/** WhatsApp's window for a conversation: open or not by the database clock, and when it closes (null: the customer never wrote). */
export interface WhatsAppWindow {
  open: boolean;
  closesAt: Date | null;
}

/** The template a message carries (in its rawData): what Twilio is given instead of a text. */
interface SentTemplate {
  id: string;
  name: string;
  contentSid: string;
  contentVariables: Record<string, string>;
}

/** Statuses a delivery report may move a message from: a report never moves one back or writes twice. */
const REPORTABLE_STATUSES: MessageStatus[] = ['pending', 'sent'];

/** Transaction-scoped advisory locks on a Twilio SID use this first key: a report and the send's record take turns. */
const SID_LOCK_SPACE = 1764001300;

function lockSid(m: EntityManager, sid: string): Promise<unknown> {
  return m.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [SID_LOCK_SPACE, sid]);
}
/** Statuses Retry sends again from. */
const RETRYABLE_STATUSES: MessageStatus[] = ['failed', 'undelivered'];

/** Where an outbound message stands: pending, sent, or failed with the reason. */
export interface DeliveryState {
  messageId: string;
  status: MessageStatus;
  error: string | null;
}

/**
 * Replies and e-mails that leave: each is stored as an outbound message with status `pending`, then
 * sent on its channel (SMS and WhatsApp through Twilio, e-mail through the sender's mail route) and
 * marked `sent` with the provider's id, or `failed` with the provider's reason, which the thread shows.
 * With a queue (pg-boss, when jobs run) the send is a job with retries, and the send waits a while
 * for the job's first attempt, so it can answer the outcome; otherwise it runs at once.
 */
export class OutboundService {
  private queue: { enqueue: (messageId: string) => Promise<void>; waitMs: number } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: {
      conversations: ConversationService;
      contacts: ContactService;
      tickets: TicketService;
      twilio: TwilioSender;
      mail: MailSender;
      events: ConversationEventSink;
      templates: WhatsAppTemplateService;
      /** The desk's address (DESK_EMAIL): replies to the desk's mail go to it, plus-addressed with the ticket. */
      deskEmail?: string | null;
    },
  ) {}

  /**
   * Sends through `enqueue` from now on (the job runner calls deliver for each); a send then waits
   * up to `waitMs` for the first attempt's outcome.
   */
  useQueue(enqueue: (messageId: string) => Promise<void>, waitMs = FIRST_ATTEMPT_WAIT_MS): void {
    this.queue = { enqueue, waitMs };
  }

  /** Which channels the user can send on now; a reason in their words for each that cannot. */
  async channels(user: User): Promise<ChannelState[]> {
    const email = await this.deps.mail.sendingProblem(user.id);
    const sms = this.deps.twilio.missing('sms');
    const whatsapp = this.deps.twilio.missing('whatsapp');
    return [
      { channel: 'email', canSend: !email, reason: email },
      { channel: 'sms', canSend: !sms, reason: sms },
      { channel: 'whatsapp', canSend: !whatsapp, reason: whatsapp },
    ];
  }

  /** Where these outbound messages stand (unknown and inbound ones are left out). */
  async deliveries(messageIds: readonly string[]): Promise<Map<string, DeliveryState>> {
    if (!messageIds.length) return new Map();
    const rows = (await this.dataSource.query(
      `SELECT id, status, error FROM messages WHERE id = ANY($1::uuid[]) AND direction = 'outbound'`,
      [messageIds],
    )) as { id: string; status: MessageStatus; error: string | null }[];
    return new Map(rows.map((row) => [row.id, { messageId: row.id, status: row.status, error: row.error }]));
  }

  /**
   * Sends a failed message again: the same row, so nothing is stored twice. Only a failed message
   * moves back to pending (one conditional update), so a second Retry, or one racing another
   * agent's, sends nothing and answers where the message stands.
   */
  async retry(messageId: string): Promise<Message> {
    const repo = this.dataSource.getRepository(Message);
    const message = await repo.findOneBy({ id: messageId });
    if (!message) throw new NotFound(CONVERSATION_MESSAGES.messageNotFound);
    if (message.direction !== 'outbound') throw new Invalid(CONVERSATION_MESSAGES.retryInbound, 'messageId');
    if (RETRYABLE_STATUSES.includes(message.status) && message.channel === 'whatsapp' && !templateOf(message)) {
      await this.assertWindowOpen(await this.deps.conversations.get(message.conversationId), 'messageId');
    }
    const moved = await repo.update({ id: messageId, status: In(RETRYABLE_STATUSES) }, { status: 'pending', error: null });
    if (!moved.affected) return repo.findOneByOrFail({ id: messageId });
    this.deps.events.messageUpdated({ conversationId: message.conversationId, messageId });
    return this.dispatch(messageId);
  }

  /** A reply in a conversation, on its channel. E-mail replies keep the subject ('Re: ...') and thread. */
  async reply(user: User, input: { conversationId: string; body: string }): Promise<Message> {
    const body = requiredText(input.body, CONVERSATION_MESSAGES.bodyRequired, 'body');
    const conversation = await this.deps.conversations.get(input.conversationId);
    if (conversation.channel === 'whatsapp') await this.assertWindowOpen(conversation, 'body');
    const subject = conversation.channel === 'email' ? replySubject(conversation.subject) : null;
    return this.store(user, conversation, { subject, body });
  }

  /**
   * An approved template in a WhatsApp conversation, its variables filled in: allowed whatever the
   * window. The thread shows the template's text with the values.
   */
  async sendTemplate(
    user: User,
    input: { conversationId: string; templateId: string; values?: readonly { key: string; value: string }[] | null },
  ): Promise<Message> {
    const conversation = await this.deps.conversations.get(input.conversationId);
    if (conversation.channel !== 'whatsapp') throw new Invalid(TEMPLATE_MESSAGES.whatsappOnly, 'conversationId');
    const template = await this.deps.templates.get(input.templateId);
    const rendered = this.deps.templates.render(template, input.values ?? []);
    const sent: SentTemplate = {
      id: template.id,
      name: template.name,
      contentSid: rendered.contentSid,
      contentVariables: rendered.contentVariables,
    };
    return this.store(user, conversation, { subject: null, body: rendered.text, rawData: { template: sent } });
  }

  /**
   * WhatsApp's window (WHATSAPP_WINDOW_HOURS after the contact's last inbound WhatsApp message, in
   * any of their conversations; the conversation's own when it has no contact), by the database clock.
   */
  async whatsappWindow(conversation: Pick<Conversation, 'id' | 'contactId'>): Promise<WhatsAppWindow> {
    const [row] = (await this.dataSource.query(
      `SELECT last + make_interval(hours => $3) AS "closesAt", COALESCE(last + make_interval(hours => $3) > now(), false) AS open
         FROM (SELECT max(m."createdAt") AS last FROM conversations c JOIN messages m ON m."conversationId" = c.id
                WHERE c.channel = 'whatsapp' AND m.direction = 'inbound'
                  AND (c.id = $1 OR ($2::uuid IS NOT NULL AND c."contactId" = $2::uuid))) latest`,
      [conversation.id, conversation.contactId, WHATSAPP_WINDOW_HOURS],
    )) as { closesAt: Date | null; open: boolean }[];
    return { open: row.open, closesAt: row.closesAt };
  }

  /**
   * Twilio's delivery report for a message the desk sent (found by its SID): moves it forward only,
   * to delivered, undelivered or failed with the reason, in one conditional update, so a repeated
   * or late report changes nothing. A report on a SID not stored yet (Twilio called back before
   * its answer to the send was recorded) is kept for `deliver` to apply; one nobody claims goes
   * after a day. Answers whether the message changed now.
   */
  async recordTwilioStatus(params: Record<string, unknown>): Promise<boolean> {
    const delivery = reportedDelivery(params);
    const raw = params.MessageSid ?? params.SmsSid;
    const sid = typeof raw === 'string' ? raw.trim() : '';
    if (!delivery || !sid) return false;
    const moved = await this.dataSource.transaction(async (m) => {
      await lockSid(m, sid);
      const [rows] = (await m.query(
        `UPDATE messages SET status = $2::message_status, error = $3
          WHERE provider = 'twilio' AND "providerMessageId" = $1 AND direction = 'outbound' AND status = ANY($4::message_status[])
          RETURNING id, "conversationId"`,
        [sid, delivery.status, delivery.error, REPORTABLE_STATUSES],
      )) as [{ id: string; conversationId: string }[], number];
      if (rows[0]) return rows[0];
      const [known] = (await m.query(`SELECT 1 FROM messages WHERE provider = 'twilio' AND "providerMessageId" = $1 LIMIT 1`, [
        sid,
      ])) as unknown[];
      if (!known) {
        await m.query(`DELETE FROM delivery_reports WHERE "receivedAt" < now() - interval '1 day'`);
        await m.query(
          `INSERT INTO delivery_reports (provider, "providerMessageId", status, error) VALUES ('twilio', $1, $2::message_status, $3)
           ON CONFLICT ON CONSTRAINT "PK_delivery_reports" DO UPDATE SET status = EXCLUDED.status, error = EXCLUDED.error, "receivedAt" = now()`,
          [sid, delivery.status, delivery.error],
        );
      }
      return null;
    });
    if (!moved) return false;
    this.deps.events.messageUpdated({ conversationId: moved.conversationId, messageId: moved.id });
    return true;
  }

  /** Refuses a free-form WhatsApp message once the window closed (400 on `field`, before anything is stored). */
  private async assertWindowOpen(conversation: Pick<Conversation, 'id' | 'contactId'>, field: string): Promise<void> {
    if (!(await this.whatsappWindow(conversation)).open) throw new Invalid(CHANNEL_MESSAGES.whatsappWindowClosed, field);
  }

  /** Compose Email in an e-mail conversation: a new subject and message to the contact's address. */
  async composeEmail(user: User, input: { conversationId: string; subject: string; message: string }): Promise<Message> {
    const subject = requiredText(input.subject, CONVERSATION_MESSAGES.subjectRequired, 'subject');
    const body = requiredText(input.message, CONVERSATION_MESSAGES.bodyRequired, 'message');
    const conversation = await this.deps.conversations.get(input.conversationId);
    if (conversation.channel !== 'email') throw new Invalid(CONVERSATION_MESSAGES.composeNeedsEmail, 'conversationId');
    return this.store(user, conversation, { subject, body });
  }

  /**
   * Send Email from a ticket: to the requester, in the ticket's e-mail conversation with them
   * (started when there is none), recorded in the ticket's feed with a link to the conversation.
   */
  async ticketEmail(user: User, input: { ticketId: string; subject: string; body: string }): Promise<Message> {
    const subject = requiredText(input.subject, CONVERSATION_MESSAGES.subjectRequired, 'subject');
    const body = requiredText(input.body, CONVERSATION_MESSAGES.bodyRequired, 'body');
    const ticket = (await this.deps.tickets.briefs([input.ticketId])).get(input.ticketId);
    if (!ticket) throw new NotFound(CONVERSATION_MESSAGES.ticketNotFound);
    const requester = await this.deps.contacts.find(ticket.requesterId);
    if (!requester?.email) throw new Invalid(CONVERSATION_MESSAGES.noRequesterEmail, 'ticketId');
    const message = await this.dataSource.transaction(async (m) => {
      let conversation = await m.getRepository(Conversation).findOne({
        where: { ticketId: ticket.id, contactId: requester.id, channel: 'email' },
        order: { lastMessageAt: { direction: 'DESC', nulls: 'LAST' } },
      });
      conversation ??= await m
        .getRepository(Conversation)
        .save(
          m
            .getRepository(Conversation)
            .create({ ticketId: ticket.id, contactId: requester.id, channel: 'email', subject, messageCount: 0 }),
        );
      const stored = await this.insert(m, user, conversation, { subject, body });
      await this.deps.tickets.recordActivity(m, {
        ticketId: ticket.id,
        type: 'email',
        userId: user.id,
        contactId: requester.id,
        content: `To: ${requester.email}\nSubject: ${subject}\n\n${body}`,
        metadata: { direction: 'outbound', conversationId: conversation.id, messageId: stored.id },
      });
      return stored;
    });
    this.deps.events.messageStored({ conversationId: message.conversationId, messageId: message.id });
    return this.dispatch(message.id);
  }

  /**
   * Sends a pending outbound message and records the outcome. Answers the message as stored after
   * the attempt. `final` false (a queued attempt that will be retried) leaves a failed send pending
   * and rethrows, so the queue tries again.
   */
  async deliver(messageId: string, final = true): Promise<Message> {
    const repo = this.dataSource.getRepository(Message);
    const message = await repo.findOneBy({ id: messageId });
    if (!message || message.status !== 'pending') return message ?? Promise.reject(new NotFound(CONVERSATION_MESSAGES.messageNotFound));
    try {
      const sent = await this.send(message);
      await this.dataSource.transaction(async (m) => {
        if (sent.provider === 'twilio') await lockSid(m, sent.id);
        await m
          .getRepository(Message)
          .update(
            { id: message.id, status: 'pending' },
            { status: 'sent', provider: sent.provider, providerMessageId: sent.id, error: null },
          );
        // A report that came first (recordTwilioStatus kept it) applies now.
        if (sent.provider === 'twilio') {
          await m.query(
            `WITH report AS (DELETE FROM delivery_reports WHERE provider = 'twilio' AND "providerMessageId" = $2 RETURNING status, error)
             UPDATE messages SET status = report.status, error = report.error FROM report
              WHERE messages.id = $1 AND messages.status = ANY($3::message_status[])`,
            [message.id, sent.id, REPORTABLE_STATUSES],
          );
        }
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (!final && isRetryable(error)) {
        await repo.update({ id: message.id }, { error: reason });
        throw error;
      }
      await repo.update({ id: message.id, status: 'pending' }, { status: 'failed', error: reason.slice(0, 1000) });
    }
    this.deps.events.messageUpdated({ conversationId: message.conversationId, messageId: message.id });
    return repo.findOneByOrFail({ id: message.id });
  }

  private async store(user: User, conversation: Conversation, content: OutboundContent): Promise<Message> {
    const message = await this.dataSource.transaction((m) => this.insert(m, user, conversation, content));
    this.deps.events.messageStored({ conversationId: message.conversationId, messageId: message.id });
    return this.dispatch(message.id);
  }

  /** Hands a pending message to its channel; answers it after the first attempt, or pending if that takes too long. */
  private async dispatch(messageId: string): Promise<Message> {
    if (!this.queue) return this.deliver(messageId);
    await this.queue.enqueue(messageId);
    return this.firstAttempt(messageId, this.queue.waitMs);
  }

  /**
   * The message once its first attempt is over (sent; failed; or pending with the reason it will be
   * tried again), or as it stands after `waitMs`. The attempt may run in another api process, so
   * the row, not an event of this process, tells.
   */
  private async firstAttempt(messageId: string, waitMs: number): Promise<Message> {
    const repo = this.dataSource.getRepository(Message);
    const deadline = Date.now() + waitMs;
    for (;;) {
      const message = await repo.findOneByOrFail({ id: messageId });
      const left = deadline - Date.now();
      if (message.status !== 'pending' || message.error || left <= 0) return message;
      await new Promise((resolve) => setTimeout(resolve, Math.min(FIRST_ATTEMPT_POLL_MS, left)));
    }
  }

  /** The outbound row, pending, and the conversation's count and time, in one transaction. */
  private async insert(m: EntityManager, user: User, conversation: Conversation, content: OutboundContent) {
    const message = await m.getRepository(Message).save(
      m.getRepository(Message).create({
        conversationId: conversation.id,
        ticketId: conversation.ticketId,
        contactId: conversation.contactId,
        clientId: conversation.clientId,
        userId: user.id,
        channel: conversation.channel,
        direction: 'outbound',
        subject: content.subject,
        body: content.body,
        rawData: content.rawData ?? null,
        status: 'pending',
      }),
    );
    await m.query(`UPDATE conversations SET "messageCount" = "messageCount" + 1, "lastMessageAt" = $2 WHERE id = $1`, [
      conversation.id,
      message.createdAt,
    ]);
    return message;
  }

  private async send(message: Message): Promise<{ provider: string; id: string }> {
    const conversation = await this.deps.conversations.get(message.conversationId);
    const recipient = await this.recipient(conversation);
    if (!recipient) throw new DeliveryError(CONVERSATION_MESSAGES.noRecipient);
    if (message.channel === 'email') {
      const thread = await this.emailThread(conversation.id);
      const ticketNumber = conversation.ticketId
        ? ((await this.deps.tickets.briefs([conversation.ticketId])).get(conversation.ticketId)?.number ?? null)
        : null;
      const sent = await this.deps.mail.send(message.userId ?? '', {
        to: recipient.address,
        subject: message.subject ?? replySubject(conversation.subject),
        text: message.body,
        ticketNumber,
        replyTo: this.deps.deskEmail ? (ticketNumber ? plusAddress(this.deps.deskEmail, ticketNumber) : this.deps.deskEmail) : null,
        inReplyTo: thread.at(-1) ?? null,
        references: thread,
      });
      return { provider: sent.provider, id: sent.messageId };
    }
    const template = templateOf(message);
    const content: ChatContent = template
      ? { contentSid: template.contentSid, contentVariables: template.contentVariables }
      : { body: message.body };
    const sid = await this.deps.twilio.send(message.channel as 'sms' | 'whatsapp', recipient.address, content, recipient.from);
    return { provider: 'twilio', id: sid };
  }

  /**
   * Where a reply goes: the address the customer last wrote from in this conversation (and, for SMS
   * and WhatsApp, from the number they wrote to); in a conversation we started, the contact's own
   * e-mail address, or for SMS and WhatsApp the number known for them on that channel.
   */
  private async recipient(conversation: Conversation): Promise<{ address: string; from: string | null } | null> {
    const [last] = (await this.dataSource.query(
      `SELECT "rawData" FROM messages WHERE "conversationId" = $1 AND direction = 'inbound' ORDER BY "createdAt" DESC LIMIT 1`,
      [conversation.id],
    )) as { rawData: Record<string, unknown> | null }[];
    const raw = last?.rawData ?? {};
    if (conversation.channel === 'email') {
      const sender = typeof raw.from === 'string' ? parseSender(raw.from).address : null;
      const contact = conversation.contactId ? await this.deps.contacts.find(conversation.contactId) : null;
      const address = sender || contact?.email || (await this.identity(conversation));
      return address ? { address, from: null } : null;
    }
    const wroteFrom = typeof raw.From === 'string' ? raw.From.replace(/^whatsapp:/i, '') : null;
    const contact = conversation.contactId ? await this.deps.contacts.find(conversation.contactId) : null;
    const address = wroteFrom || (await this.identity(conversation)) || contact?.phone;
    return address ? { address, from: typeof raw.To === 'string' ? raw.To : null } : null;
  }

  /** The contact's newest known address on the conversation's channel. */
  private async identity(conversation: Conversation): Promise<string | null> {
    if (!conversation.contactId) return null;
    const [row] = (await this.dataSource.query(
      `SELECT "addressOrHandle" FROM channel_identities WHERE "contactId" = $1 AND channel = $2 ORDER BY "createdAt" DESC LIMIT 1`,
      [conversation.contactId, conversation.channel],
    )) as { addressOrHandle: string }[];
    return row?.addressOrHandle ?? null;
  }

  /** The Message-IDs of the conversation's e-mails, oldest first: the reply's In-Reply-To and References. */
  private async emailThread(conversationId: string): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT "providerMessageId" AS id FROM messages
        WHERE "conversationId" = $1 AND channel = 'email' AND "providerMessageId" IS NOT NULL
        ORDER BY "createdAt" DESC LIMIT 20`,
      [conversationId],
    )) as { id: string }[];
    return rows.map((row) => (row.id.startsWith('<') ? row.id : `<${row.id}>`)).reverse();
  }
}

/** What an outbound message is stored with; `rawData` carries a template's Content SID and variables. */
interface OutboundContent {
  subject: string | null;
  body: string;
  rawData?: Record<string, unknown> | null;
}

/** The template an outbound message sends, if it is one. */
function templateOf(message: Pick<Message, 'rawData'>): SentTemplate | null {
  const template = message.rawData?.template as SentTemplate | undefined;
  return template && typeof template.contentSid === 'string' ? template : null;
}

/** Connection-level failures: the provider may take the message later. */
const NETWORK_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EAI_AGAIN', 'ENOTFOUND', 'EPIPE']);

/** Whether trying again later may succeed: the mail route says so, Twilio answered 5xx or 429, or the network failed. */
function isRetryable(error: unknown): boolean {
  if (error instanceof DeliveryError) return false;
  const e = error as { retryable?: unknown; status?: unknown; code?: unknown };
  if (typeof e.retryable === 'boolean') return e.retryable;
  if (typeof e.status === 'number') return e.status >= 500 || e.status === 429;
  return typeof e.code === 'string' && NETWORK_ERRORS.has(e.code);
}

/** The text without its surrounding spaces; Invalid with `message`, naming `field`, when nothing is left. */
function requiredText(value: string, message: string, field: string): string {
  const text = value.trim();
  if (!text) throw new Invalid(message, field);
  return text;
}

/** 'Re: ' once before the conversation's subject. */
export function replySubject(subject: string | null): string {
  const base = (subject ?? '').trim() || 'Your message';
  return /^re:/i.test(base) ? base : `Re: ${base}`;
}
