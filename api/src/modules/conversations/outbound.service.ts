import type { DataSource, EntityManager } from 'typeorm';
import { Invalid, NotFound } from '../../common/errors';
import type { ContactService } from '../contacts/contact.service';
import type { TicketService } from '../tickets/ticket.service';
import type { User } from '../users/user.entity';
import { Conversation } from './conversation.entity';
import { parseSender } from './inbound-content';
import type { ConversationEventSink } from './conversation.events';
import { CONVERSATION_MESSAGES } from '@pmp/shared';
import type { ConversationService } from './conversation.service';
import { Message } from './message.entity';
import type { Channel, MessageStatus } from './conversation.enums';
import { DeliveryError, type TwilioSender } from './twilio-sender';
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
    const moved = await repo.update({ id: messageId, status: 'failed' }, { status: 'pending', error: null });
    if (!moved.affected) return repo.findOneByOrFail({ id: messageId });
    this.deps.events.messageUpdated({ conversationId: message.conversationId, messageId });
    return this.dispatch(messageId);
  }

  /** A reply in a conversation, on its channel. E-mail replies keep the subject ('Re: ...') and thread. */
  async reply(user: User, input: { conversationId: string; body: string }): Promise<Message> {
    const body = requiredText(input.body, CONVERSATION_MESSAGES.bodyRequired, 'body');
    const conversation = await this.deps.conversations.get(input.conversationId);
    const subject = conversation.channel === 'email' ? replySubject(conversation.subject) : null;
    return this.store(user, conversation, { subject, body });
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
      await repo.update(
        { id: message.id, status: 'pending' },
        { status: 'sent', provider: sent.provider, providerMessageId: sent.id, error: null },
      );
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

  private async store(user: User, conversation: Conversation, content: { subject: string | null; body: string }): Promise<Message> {
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
  private async insert(m: EntityManager, user: User, conversation: Conversation, content: { subject: string | null; body: string }) {
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
    const sid = await this.deps.twilio.send(message.channel as 'sms' | 'whatsapp', recipient.address, message.body, recipient.from);
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
