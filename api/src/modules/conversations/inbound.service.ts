import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BLOCKED_SENDER_REASON, FIELD_LIMITS, NotificationEvent } from '@pmp/shared';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { Invalid, TooLarge } from '../../common/errors';
import { queryPreparedIn } from '../../common/postgres';
import type { ContactService } from '../contacts/contact.service';
import type { Notifier } from '../notifications/notifier.service';
import type { TicketService } from '../tickets/ticket.service';
import type { Channel, MessageStatus } from './conversation.enums';
import { typeByBytes } from './attachment-type';
import { recordInboundOnTicket } from './conversation-feed';
import { bareMessageId, htmlToText, parsePhoneAddress, parseSender, repliedToIds, sanitizeEmailHtml, ticketToken } from './inbound-content';
import { ticketForSender } from './routing.queries';
import { urgentReason, urgentText } from './triage.rules';
import { REPLIED_TICKETS_SQL, SPEAKS_FOR_SQL, clientsSpokenFor, replyCandidates, repliedTicketIds } from './triage.service';
import type { RoutingLookups, TriageService } from './triage.service';
import type { RoutingDecision } from './triage.routing';
import type { EmailWebhookInput } from './webhook.inputs';
import { MediaTooLarge, type TwilioMediaFetcher } from './twilio-media';
import {
  deliveryFailure,
  noiseReason,
  parseRawMail,
  plusTicketNumber,
  rawMailId,
  UnreadableMail,
  type DeliveryFailure,
  type ParsedRawMail,
  type RawMailFile,
  type RawMailOrigin,
} from './raw-mail';

export type { RawMailOrigin } from './raw-mail';

/** One attachment file at most 10 MB; all of one message's files together at most 20 MB. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MESSAGE_ATTACHMENTS_MAX_BYTES = 20 * 1024 * 1024;
/** An SMS or WhatsApp message joins the sender's latest conversation on its channel when that was active this recently. */
export const CHAT_THREAD_WINDOW_DAYS = 7;
/** Why fetched media stay links past the limit of one message. */
const MEDIA_TOTAL_TOO_LARGE = 'The files are larger than 20 MB together, the limit for one message';
/** Twilio sends at most 10 media per message. */
const TWILIO_MEDIA_MAX = 10;
/** The messages and conversations tables' subject width. */
const SUBJECT_MAX = 500;
/** The longest sender address kept on a message (an e-mail address's limit). */
const ADDRESS_MAX = 320;
/** What of an unreadable mail's text is shown; the raw file keeps all of it. */
const UNREADABLE_BODY_MAX = 20_000;

/** What the service is told after a message was stored (or a repeated delivery found it stored). */
export interface StoredMessageEvent {
  messageId: string;
  conversationId: string;
  status: MessageStatus;
  /** False for a repeated delivery of a message stored before. */
  created: boolean;
}

export type IngestResult = StoredMessageEvent;

/**
 * What became of a raw mail: stored (a new message), duplicate (stored before), ignored (recorded
 * but kept out of triage: the desk's own mail, an auto-reply, list mail), failed (unreadable,
 * stored raw as failed), bounce (a delivery report, applied to the outbound message it names).
 */
export type RawMailOutcome = 'stored' | 'duplicate' | 'ignored' | 'failed' | 'bounce';

export interface RawIngestResult extends IngestResult {
  outcome: RawMailOutcome;
}

export interface InboundOptions {
  /** Where e-mail attachments are written (`<DATA_DIR>/uploads/attachments`). */
  dataDir: string;
  /** Called once the message is stored (committed): live updates. Its failures are logged, never the provider's. */
  onStored?: (event: StoredMessageEvent) => void | Promise<void>;
  /** Called once a stored message changed (an outbound e-mail a delivery report marked failed): live updates. */
  onUpdated?: (event: { conversationId: string; messageId: string }) => void | Promise<void>;
  /** The desk's address (DESK_EMAIL): its plus addresses name tickets, and mail from it is the desk's own. */
  deskEmail?: string | null;
  log?: Pick<Logger, 'error'>;
  /** Fetches SMS and WhatsApp media with the Twilio account's credentials; without it they stay links. */
  twilioMedia?: Pick<TwilioMediaFetcher, 'fetch'>;
  /** Where an urgent message is raised to the person on call (the on-call feature). */
  urgent?: UrgentSink;
}

/** Raises urgent messages: opened with the message (same transaction), alerted once it is committed. */
export interface UrgentSink {
  open(manager: EntityManager, messageId: string, reason: string, at: Date): Promise<void>;
  /** Starts the first alert round now; it must not throw (a sweep retries what it could not do). */
  alertNow(messageId: string): void;
}

/** An attachment ready to be stored: the bytes of an e-mail file, or a provider's media link. */
interface InboundAttachment {
  fileName: string;
  mimeType: string;
  fileSize: number;
  content?: Buffer;
  url?: string;
}

/** An inbound message in the one shape every channel's webhook is turned into. */
export interface NormalizedInbound {
  channel: Channel;
  provider: 'email' | 'twilio';
  providerMessageId: string;
  /** The sender: a lower-cased e-mail address or an E.164 phone number. */
  address: string;
  senderName: string | null;
  subject: string | null;
  body: string;
  /** E-mail: the ids of the messages it replies to, nearest first. */
  repliesTo: string[];
  /** The `[#1234]` ticket token of the subject, if any. */
  ticketToken: { token: string; number: number } | null;
  /** What the provider sent, without attachment bytes and with HTML sanitized. */
  rawData: Record<string, unknown>;
  attachments: InboundAttachment[];
  /** Raw MIME mail: the mail as it arrived, kept as a file beside the message. */
  raw?: Buffer;
  /** Raw MIME mail: the ticket number of the desk's plus address it was sent to (`support+t1234@…`). */
  plusTicket?: number | null;
  /** Why the message is kept out of triage (the desk's own mail, an auto-reply, list mail, a delivery report). */
  filteredReason?: string | null;
  /** Why the mail could not be read: it is stored as failed, with its raw file, and no sender. */
  failure?: string | null;
}

interface Sender {
  contactId: string | null;
  clientId: string | null;
  /** The clients a channel identity of the contact names (SPEAKS_FOR_SQL), for the routing. */
  speaksFor: string[] | null;
}

const NO_SENDER: Sender = { contactId: null, clientId: null, speaksFor: null };

export interface ConversationRow {
  id: string;
  ticketId: string | null;
  contactId: string | null;
}

/** The conversation a message joins, or (no id) the ticket of the new one it starts. */
type ThreadPick = { id: string; ticketId: string | null } | { id: null; ticketId: string | null };

/** What InboundService.lookUp finds before anything is written. */
interface Known {
  /** The database's time at the look-up: the message's createdAt, and its time for the routing. */
  now: Date;
  stored: IngestResult | null;
  identity: (Sender & { id: string }) | null;
  replied: ConversationRow | null;
  repliedTicketIds: string[] | null;
  /** The sender is blocked (a triage dismissal as spam): stored, kept out of triage. */
  blocked: boolean;
}

/** The look-up's row; without the reply columns when the message replies to nothing. */
interface KnownRow extends RoutingLookups {
  now: Date;
  storedId: string | null;
  storedConversationId: string | null;
  storedStatus: MessageStatus | null;
  identityId: string | null;
  contactId: string | null;
  clientId: string | null;
  repliedId: string | null;
  repliedTicketId: string | null;
  repliedContactId: string | null;
  blocked: boolean;
}

/** The routing suggestion stored with the message: none (no reason) when it does not wait for triage or could not be routed. */
type Suggestion = Omit<RoutingDecision, 'reason'> & { reason: string | null };
const NO_SUGGESTION: Suggestion = { ticketId: null, confidence: null, reason: null, urgent: false };

interface SavedFile extends InboundAttachment {
  blobRef: string | null;
  file: string | null;
}

/** Thrown when another delivery stored the same message first: undo everything. */
class AlreadyStored extends Error {}

/** Thrown when the routing suggestion failed: everything is undone and the message stored again without one. */
class RoutingFailed extends Error {
  constructor(readonly cause: unknown) {
    super('The routing suggestion failed');
  }
}

/** What may thread an inbound e-mail, in the order that decides (threadClues). */
export type ThreadClue = { by: 'reply'; conversation: ConversationRow } | { by: 'plus' | 'subject'; ticketNumber: number };

/**
 * The one order of e-mail threading: the stored message it replies to (In-Reply-To, then
 * References), then the ticket of the desk's plus address it was sent to (`support+t1234@…`), then
 * the `[#1234]` token of its subject.
 */
export function threadClues(replied: ConversationRow | null, message: Pick<NormalizedInbound, 'plusTicket' | 'ticketToken'>): ThreadClue[] {
  const clues: ThreadClue[] = [];
  if (replied) clues.push({ by: 'reply', conversation: replied });
  if (message.plusTicket) clues.push({ by: 'plus', ticketNumber: message.plusTicket });
  if (message.ticketToken && message.ticketToken.number !== message.plusTicket)
    clues.push({ by: 'subject', ticketNumber: message.ticketToken.number });
  return clues;
}

/** Transaction-scoped advisory locks of inbound threading use this first key (the second is a hash). */
const LOCK_SPACE = 1764000100;

/**
 * Inbound e-mail, SMS and WhatsApp (docs/product.md §10): every message is stored exactly once,
 * with its sender's contact and its conversation, in one transaction (or one statement). Unknown senders become
 * contacts with a channel identity; threading follows replies, ticket tokens and the chat window.
 */
export class InboundService {
  private readonly attachmentsDir: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly links: {
      contacts: ContactService;
      tickets: TicketService;
      triage: TriageService;
      /** Tells the assignee of the ticket a reply joins, in the message's transaction. */
      notifier?: Pick<Notifier, 'notify'>;
    },
    private readonly options: InboundOptions,
  ) {
    this.attachmentsDir = path.join(options.dataDir, 'uploads', 'attachments');
  }

  /** An inbound e-mail (validated webhook JSON). Attachments over the limits: 413, nothing stored. */
  async ingestEmail(payload: EmailWebhookInput): Promise<IngestResult> {
    const { address, name } = parseSender(payload.from);
    const attachments = decodeAttachments(payload.attachments ?? []);
    const html = payload.html?.trim() ? sanitizeEmailHtml(payload.html) : null;
    const text = payload.text?.trim() ? payload.text.trim() : null;
    const subject = payload.subject?.trim() ? payload.subject.trim().slice(0, SUBJECT_MAX) : null;
    return this.ingest({
      channel: 'email',
      provider: 'email',
      providerMessageId: bareMessageId(payload.messageId),
      address,
      senderName: name,
      subject,
      body: text ?? (html ? htmlToText(html) : ''),
      repliesTo: repliedToIds(payload.inReplyTo, payload.references),
      ticketToken: ticketToken(subject),
      rawData: {
        from: payload.from,
        to: payload.to ?? null,
        subject: payload.subject ?? null,
        inReplyTo: payload.inReplyTo ?? null,
        references: payload.references ?? null,
        html,
        bodyFrom: text ? 'text' : html ? 'html' : 'none',
        attachments: attachments.map(({ fileName, mimeType, fileSize }) => ({ fileName, mimeType, fileSize })),
      },
      attachments,
    });
  }

  /**
   * A mail as it was sent (RFC 5322), from the raw webhook, Mailgun, SendGrid or a desk mailbox:
   * parsed by mailparser and stored like every inbound message, once per Message-ID, with the
   * mail itself kept as a file. A delivery report marks the desk's mail it names failed; the
   * desk's own mail, auto-replies and list mail are recorded and kept out of triage; a mail that
   * cannot be read is stored raw, as failed, with the reason.
   */
  async ingestRawEmail(source: Buffer, origin: RawMailOrigin): Promise<RawIngestResult> {
    let mail: ParsedRawMail;
    try {
      mail = await parseRawMail(source);
    } catch (error) {
      if (!(error instanceof UnreadableMail)) throw error;
      return this.ingestUnreadable(source, origin, error);
    }
    // A report that cannot be read is kept as a mail: it must not stop the mail being stored.
    const failure = await deliveryFailure(mail).catch((error: unknown) => {
      this.options.log?.error({ err: error, providerMessageId: mail.messageId }, 'delivery report could not be read');
      return null;
    });
    const bounced = failure ? await this.applyBounce(failure) : false;
    const desks = [this.options.deskEmail, origin.mailboxAddress];
    const filteredReason = failure
      ? bounced
        ? `Delivery report: ${failure.reason}`
        : 'Delivery report on a mail the desk did not send'
      : ((await this.sentByDesk(mail, desks)) ?? noiseReason(mail));
    const attachments = await mailFiles(mail.files);
    const result = await this.ingest({
      channel: 'email',
      provider: 'email',
      providerMessageId: mail.messageId,
      address: mail.address,
      senderName: mail.senderName,
      subject: mail.subject,
      body: mail.body,
      repliesTo: mail.repliesTo,
      ticketToken: mail.ticketToken,
      plusTicket: plusTicketNumber(mail.recipients, desks),
      filteredReason,
      raw: source,
      rawData: {
        via: origin.via,
        mailbox: origin.mailboxAddress ?? null,
        from: mail.from,
        to: mail.to,
        subject: mail.parsed.subject ?? null,
        inReplyTo: mail.parsed.inReplyTo ?? null,
        references: mail.parsed.references ?? null,
        html: mail.html,
        text: mail.fullText,
        bodyFrom: mail.parsed.text?.trim() ? 'text' : mail.html ? 'html' : 'none',
        attachments: attachments.map(({ fileName, mimeType, fileSize }) => ({ fileName, mimeType, fileSize })),
      },
      attachments,
    });
    const outcome: RawMailOutcome = !result.created ? 'duplicate' : bounced ? 'bounce' : filteredReason ? 'ignored' : 'stored';
    return { ...result, outcome };
  }

  /** A mail that could not be read: stored with its raw file, as failed with the reason, without a sender or thread. */
  private async ingestUnreadable(source: Buffer, origin: RawMailOrigin, error: UnreadableMail): Promise<RawIngestResult> {
    const subject = error.parsed?.subject?.trim() ? error.parsed.subject.trim().slice(0, SUBJECT_MAX) : null;
    const result = await this.ingest({
      channel: 'email',
      provider: 'email',
      providerMessageId: rawMailId(error.parsed, source),
      address: '',
      senderName: null,
      subject,
      body: error.parsed?.text?.trim().slice(0, UNREADABLE_BODY_MAX) ?? '',
      repliesTo: [],
      ticketToken: null,
      failure: error.message.slice(0, 1000),
      raw: source,
      rawData: { via: origin.via, mailbox: origin.mailboxAddress ?? null, error: error.message },
      attachments: [],
    });
    return { ...result, outcome: result.created ? 'failed' : 'duplicate' };
  }

  /**
   * Marks the desk's e-mail a delivery report names failed, with the report's reason, and
   * announces it; false when the desk sent no such mail. Marking again (a repeated report) changes nothing.
   */
  private async applyBounce(failure: DeliveryFailure): Promise<boolean> {
    const [found] = (await this.dataSource.query(
      `SELECT id, "conversationId", status, error FROM messages
        WHERE direction = 'outbound' AND channel = 'email' AND "providerMessageId" = ANY($1::varchar[])
        LIMIT 1`,
      [[failure.originalMessageId, `<${failure.originalMessageId}>`]],
    )) as { id: string; conversationId: string; status: MessageStatus; error: string | null }[];
    if (!found) return false;
    const [, affected] = (await this.dataSource.query(
      `UPDATE messages SET status = 'failed', error = $2 WHERE id = $1 AND (status <> 'failed' OR error IS DISTINCT FROM $2)`,
      [found.id, failure.reason],
    )) as [unknown, number];
    if (affected) {
      try {
        await this.options.onUpdated?.({ conversationId: found.conversationId, messageId: found.id });
      } catch (error) {
        this.options.log?.error({ err: error, messageId: found.id }, 'bounce hook failed');
      }
    }
    return true;
  }

  /** 'Sent by the desk' for mail from a desk address or with the Message-ID of a mail the desk sent; else null. */
  private async sentByDesk(mail: ParsedRawMail, desks: (string | null | undefined)[]): Promise<string | null> {
    if (desks.some((d) => d && d.trim().toLowerCase() === mail.address)) return 'Sent by the desk';
    const [sent] = (await this.dataSource.query(
      `SELECT 1 FROM messages WHERE direction = 'outbound' AND channel = 'email' AND "providerMessageId" = ANY($1::varchar[]) LIMIT 1`,
      [[mail.messageId, `<${mail.messageId}>`]],
    )) as unknown[];
    return sent ? 'Sent by the desk' : null;
  }

  /**
   * Claims a signed webhook call's one-time token: false when it was claimed before (a replay).
   * A signature is accepted while its timestamp is within `maxAgeSeconds` of now, before or after,
   * so a token is remembered twice as long, then forgotten.
   */
  async claimWebhookToken(provider: string, token: string, maxAgeSeconds: number): Promise<boolean> {
    const [claimed] = (await this.dataSource.query(
      `WITH forgotten AS (
         DELETE FROM webhook_tokens WHERE provider = $1 AND "receivedAt" < now() - make_interval(secs => $3)
       )
       INSERT INTO webhook_tokens (provider, token, "receivedAt") VALUES ($1, $2, now())
       ON CONFLICT DO NOTHING RETURNING token`,
      [provider, token.slice(0, 200), maxAgeSeconds * 2],
    )) as unknown[];
    return Boolean(claimed);
  }

  /** Gives a claimed token back: the call it came with was not processed, and the provider will send it again. */
  async releaseWebhookToken(provider: string, token: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM webhook_tokens WHERE provider = $1 AND token = $2`, [provider, token.slice(0, 200)]);
  }

  /**
   * An inbound SMS or WhatsApp message: Twilio's webhook parameters (`whatsapp:` on From tells the
   * channel). Its media are fetched and stored like e-mail attachments; one that cannot be fetched
   * stays a link, its reason in the message's `rawData.mediaErrors`, and the message is stored all the same.
   */
  async ingestTwilio(params: Record<string, string>): Promise<IngestResult> {
    const { channel, phone } = parsePhoneAddress(params.From, 'From');
    const links = twilioMedia(params);
    const profileName = params.ProfileName?.trim();
    const message: NormalizedInbound = {
      channel,
      provider: 'twilio',
      providerMessageId: params.MessageSid.trim(),
      address: phone,
      senderName: profileName || null,
      subject: null,
      body: (params.Body ?? '').trim(),
      repliesTo: [],
      ticketToken: null,
      rawData: { ...params },
      attachments: links,
    };
    if (!links.length || !this.options.twilioMedia) return this.ingest(message);
    // A repeated delivery is answered before any file is fetched again.
    const stored = await this.findStored(message);
    if (stored) return this.announce(stored);
    const { attachments, errors } = await this.fetchMedia(this.options.twilioMedia, links);
    const result = await this.ingest({
      ...message,
      attachments,
      rawData: errors.length ? { ...message.rawData, mediaErrors: errors.map(({ url, reason }) => ({ url, reason })) } : message.rawData,
    });
    const retry = errors.filter((e) => e.retry).map((e) => e.url);
    if (result.created && retry.length && this.mediaQueue) {
      const rows = (await this.dataSource.query(
        `SELECT id FROM attachments WHERE "messageId" = $1 AND "blobRef" IS NULL AND url = ANY($2::text[])`,
        [result.messageId, retry],
      )) as { id: string }[];
      for (const row of rows) await this.mediaQueue(row.id);
    }
    return result;
  }

  private mediaQueue: ((attachmentId: string) => Promise<void>) | null = null;

  /** Media that could not be fetched at once are handed to `enqueue` (the job queue), which calls `retryMedia` later. */
  useMediaQueue(enqueue: (attachmentId: string) => Promise<void>): void {
    this.mediaQueue = enqueue;
  }

  /**
   * Fetches a media file that stayed a link again and stores it as the message's file (its link
   * then goes). Answers whether it is stored now; a failure that may pass is thrown for the queue
   * to try again, except on the `final` attempt, which leaves the link.
   */
  async retryMedia(attachmentId: string, final: boolean): Promise<boolean> {
    const fetcher = this.options.twilioMedia;
    const [link] = (await this.dataSource.query(
      `SELECT a.id, a.url, a."fileName", a."mimeType", a."messageId", m."conversationId",
              (SELECT coalesce(sum(o."fileSize"), 0)::int FROM attachments o WHERE o."messageId" = a."messageId" AND o."blobRef" IS NOT NULL) AS stored
         FROM attachments a JOIN messages m ON m.id = a."messageId"
        WHERE a.id = $1 AND a."blobRef" IS NULL AND a.url IS NOT NULL`,
      [attachmentId],
    )) as { id: string; url: string; fileName: string; mimeType: string; messageId: string; conversationId: string; stored: number }[];
    if (!link || !fetcher) return false;
    const { attachments, errors } = await this.fetchMedia(
      fetcher,
      [{ fileName: link.fileName, mimeType: link.mimeType, fileSize: 0, url: link.url }],
      link.stored,
    );
    if (errors.length) {
      if (errors[0].retry && !final) throw new Error(errors[0].reason);
      return false;
    }
    const [file] = await this.saveFiles(attachments);
    const [updated] = (await this.dataSource.query(
      `UPDATE attachments SET "blobRef" = $2, url = NULL, "fileName" = $3, "mimeType" = $4, "fileSize" = $5
        WHERE id = $1 AND "blobRef" IS NULL RETURNING id`,
      [link.id, file.blobRef, file.fileName, file.mimeType, file.fileSize],
    )) as [{ id: string }[], number];
    if (!updated.length) {
      await removeFiles([file]);
      return false;
    }
    await this.options.onUpdated?.({ conversationId: link.conversationId, messageId: link.messageId });
    return true;
  }

  /** Twilio's media as files within the attachment limits; what cannot be fetched stays a link, with why. */
  private async fetchMedia(
    fetcher: Pick<TwilioMediaFetcher, 'fetch'>,
    links: InboundAttachment[],
    alreadyStored = 0,
  ): Promise<{ attachments: InboundAttachment[]; errors: { url: string; reason: string; retry: boolean }[] }> {
    const fetched = await Promise.allSettled(links.map((link) => fetcher.fetch(link.url!, ATTACHMENT_MAX_BYTES)));
    const attachments: InboundAttachment[] = [];
    const errors: { url: string; reason: string; retry: boolean }[] = [];
    let total = alreadyStored;
    fetched.forEach((result, i) => {
      const link = links[i];
      let reason: string | null = null;
      if (result.status === 'rejected') reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
      else if (total + result.value.content.length > MESSAGE_ATTACHMENTS_MAX_BYTES) reason = MEDIA_TOTAL_TOO_LARGE;
      if (result.status === 'rejected' || reason) {
        // Too large stays too large; anything else (Twilio away, a refused fetch) may pass.
        const retry = result.status === 'rejected' && !(result.reason instanceof MediaTooLarge);
        errors.push({ url: link.url!, reason: reason ?? '', retry });
        this.options.log?.error({ url: link.url, reason }, 'Twilio media kept as a link');
        attachments.push(link);
        return;
      }
      const { content, mimeType: sniffed } = result.value;
      total += content.length;
      const mimeType = (sniffed ?? link.mimeType).slice(0, 255);
      const base = link.fileName.replace(/\.[a-z0-9]+$/i, '');
      attachments.push({
        fileName: `${base}${MEDIA_EXTENSIONS[mimeType] ?? ''}`.slice(0, 255),
        mimeType,
        fileSize: content.length,
        content,
      });
    });
    return { attachments, errors };
  }

  /**
   * Stores the message once, with its routing suggestion when it waits for triage. A repeated
   * delivery (same provider and message id), also one running at the same moment, answers the
   * stored message with `created: false` and leaves nothing behind: the message row is inserted
   * with ON CONFLICT DO NOTHING, and when it conflicts nothing else is written (the conversation
   * and count are in its statement; a new contact's transaction is rolled back).
   */
  async ingest(message: NormalizedInbound): Promise<IngestResult> {
    // A repeat is found by the first statement (lookUp); one with files before they are written.
    // A raw mail's own file is written either way: repeats are rare, and its look-up would cost every mail a statement.
    if (message.attachments.some((a) => a.content)) {
      const stored = await this.findStored(message);
      if (stored) return this.announce(stored);
    }
    const raw = message.raw
      ? { fileName: 'message.eml', mimeType: 'message/rfc822', fileSize: message.raw.length, content: message.raw }
      : null;
    const files = await this.saveFiles(raw ? [raw, ...message.attachments] : message.attachments);
    let result: IngestResult;
    try {
      result = await this.storeRouted(message, files);
      if (!result.created) await removeFiles(files);
    } catch (error) {
      await removeFiles(files);
      const existing = error instanceof AlreadyStored ? await this.findStored(message) : null;
      if (!existing) throw error;
      result = existing;
    }
    return this.announce(result);
  }

  /** The message stored with its routing suggestion; without one when the routing failed (it then waits as Needs Review). */
  private async storeRouted(message: NormalizedInbound, files: SavedFile[]): Promise<IngestResult> {
    try {
      return await this.store(message, files, true);
    } catch (error) {
      if (!(error instanceof RoutingFailed)) throw error;
      this.options.log?.error({ err: error.cause, providerMessageId: message.providerMessageId }, 'inbound message routing failed');
      return this.store(message, files, false);
    }
  }

  /**
   * Stores the message on one connection whose transaction begins with the first statement that
   * needs one: claiming a new sender's identity, a threading lock, or writes beyond one statement
   * (attachments, a ticket's feed). The reads before it run on their own; a known sender's e-mail
   * that starts a conversation or joins a replied-to one without a ticket is written in a single
   * statement and needs no transaction.
   */
  private async store(message: NormalizedInbound, files: SavedFile[], route: boolean): Promise<IngestResult> {
    const runner = this.dataSource.createQueryRunner();
    const begin = async (): Promise<void> => {
      if (!runner.isTransactionActive) await runner.startTransaction();
    };
    try {
      const { urgent, ...result } = await this.storeWith(runner.manager, begin, message, files, route);
      if (runner.isTransactionActive) await runner.commitTransaction();
      if (urgent) this.options.urgent?.alertNow(result.messageId);
      return result;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  private async storeWith(
    m: EntityManager,
    begin: () => Promise<void>,
    message: NormalizedInbound,
    files: SavedFile[],
    route: boolean,
  ): Promise<IngestResult & { urgent?: boolean }> {
    const known = await this.lookUp(m, message);
    if (known.stored) return known.stored;
    const rawFile = message.raw ? files[0] : null;
    const attachments = rawFile ? files.slice(1) : files;
    const filteredReason = message.filteredReason ?? (known.blocked ? BLOCKED_SENDER_REASON : null);
    // Mail kept out of triage makes no contact and joins no thread: it is recorded on its own.
    const setAside = Boolean(message.failure || filteredReason);
    const sender = setAside ? (known.identity ?? NO_SENDER) : await this.resolveSender(m, begin, message, known);
    const conversation: ThreadPick = setAside
      ? { id: null, ticketId: null }
      : message.channel === 'email'
        ? await this.emailConversation(m, begin, message, sender, known.replied)
        : await this.chatConversation(m, begin, message, sender, known.now);
    const status: MessageStatus = message.failure
      ? 'failed'
      : filteredReason
        ? 'processed'
        : conversation.ticketId
          ? 'received'
          : 'pending_triage';
    const suggestion: Suggestion = status === 'pending_triage' && route ? await this.suggest(m, message, sender, known) : NO_SUGGESTION;
    // Every message a person will read is judged, also a follow-up on a ticket's thread.
    const urgent = setAside || message.failure ? null : urgentReason(urgentText(message.subject, message.body), known.now);
    const raise = urgent !== null && this.options.urgent !== undefined;
    if (attachments.length > 0 || conversation.ticketId || raise) await begin();
    const values = [
      conversation.ticketId,
      sender.contactId,
      sender.clientId,
      message.channel,
      message.subject,
      message.body,
      message.provider,
      message.providerMessageId,
      status,
      attachments.length,
      JSON.stringify(message.rawData),
      message.ticketToken?.token ?? null,
      suggestion.ticketId,
      suggestion.confidence,
      suggestion.reason,
      urgent !== null,
      known.now,
      rawFile?.blobRef ?? null,
      filteredReason,
      message.failure ?? null,
      message.address ? message.address.slice(0, ADDRESS_MAX) : null,
    ];
    const columns = `"ticketId", "contactId", "clientId", channel, direction, subject, body, provider, "providerMessageId", status,
                     "attachmentCount", "rawData", "routingToken", "suggestedTicketId", "suggestionConfidence", "suggestionReason", urgent,
                     "createdAt", "rawBlobRef", "filteredReason", error, "fromAddress"`;
    const row = `$1::uuid, $2::uuid, $3::uuid, $4::channel, 'inbound'::message_direction, $5, $6, $7, $8, $9::message_status,
                 $10::int, $11::jsonb, $12, $13::uuid, $14::triage_confidence, $15, $16::boolean, $17::timestamptz, $18, $19, $20, $21`;
    // One statement: the message, then its conversation's count and time (and the contact's
    // writing reopens it), or the new conversation it starts (with the id given here; one set
    // aside starts closed). A conflicting message inserts nothing, so neither is written; a
    // transaction begun before is then undone.
    const [inserted] = (
      conversation.id
        ? await queryPreparedIn(
            m,
            `WITH message AS (
               INSERT INTO messages ("conversationId", ${columns}) VALUES ($22::uuid, ${row})
               ON CONFLICT ON CONSTRAINT "UQ_messages_provider_message" DO NOTHING
               RETURNING id, "conversationId"
             ), counted AS (
               UPDATE conversations SET "messageCount" = "messageCount" + 1, "lastMessageAt" = GREATEST("lastMessageAt", $17::timestamptz),
                      "lastInboundAt" = GREATEST("lastInboundAt", $17::timestamptz), state = 'open'
                WHERE id = (SELECT "conversationId" FROM message)
             )
             SELECT id, "conversationId" FROM message`,
            [...values, conversation.id],
          )
        : await queryPreparedIn(
            m,
            `WITH message AS (
               INSERT INTO messages ("conversationId", ${columns}) VALUES ($22::uuid, ${row})
               ON CONFLICT ON CONSTRAINT "UQ_messages_provider_message" DO NOTHING
               RETURNING id, "conversationId"
             ), conversation AS (
               INSERT INTO conversations (id, "contactId", "clientId", "ticketId", channel, subject, "messageCount", "lastMessageAt", "createdAt",
                                          "lastInboundAt", state)
               SELECT "conversationId", $2::uuid, $3::uuid, $1::uuid, $4::channel, $5, 1, $17::timestamptz, $17::timestamptz,
                      CASE WHEN $19::text IS NULL THEN $17::timestamptz END,
                      CASE WHEN $19::text IS NULL THEN 'open' ELSE 'closed' END::conversation_state
                 FROM message
             )
             SELECT id, "conversationId" FROM message`,
            [...values, randomUUID()],
          )
    ) as { id: string; conversationId: string }[];
    if (!inserted) throw new AlreadyStored();
    if (attachments.length > 0) {
      await m.query(
        `INSERT INTO attachments ("messageId", "fileName", "mimeType", "fileSize", url, "blobRef")
         SELECT $1::uuid, * FROM unnest($2::varchar[], $3::varchar[], $4::int[], $5::text[], $6::text[])`,
        [
          inserted.id,
          attachments.map((f) => f.fileName),
          attachments.map((f) => f.mimeType),
          attachments.map((f) => f.fileSize),
          attachments.map((f) => f.url ?? null),
          attachments.map((f) => f.blobRef),
        ],
      );
    }
    if (conversation.ticketId) {
      await recordInboundOnTicket(m, this.links, conversation.ticketId, [inserted.id]);
      await this.notifyReply(m, conversation.ticketId, message);
    }
    if (raise) await this.options.urgent!.open(m, inserted.id, urgent, known.now);
    return { messageId: inserted.id, conversationId: inserted.conversationId, status, created: true, urgent: raise };
  }

  /** A tenant's message joined a conversation linked to a ticket: its assignee is told. */
  private async notifyReply(m: EntityManager, ticketId: string, message: NormalizedInbound): Promise<void> {
    if (!this.links.notifier) return;
    const ticket = await this.links.tickets.get(ticketId, m);
    if (!ticket.assigneeId) return;
    const text = message.body.trim() || message.subject || '';
    await this.links.notifier.notify(m, {
      event: NotificationEvent.TENANT_REPLY,
      type: 'tenant_reply',
      recipientIds: [ticket.assigneeId],
      title: `New reply on #${ticket.number} ${ticket.title}`,
      body: text.length > 280 ? `${text.slice(0, 279)}…` : text,
      ticketId,
      taskId: null,
    });
  }

  /** The routing suggestion (TriageService.suggest); when it fails, the message is stored again without one. */
  private async suggest(m: EntityManager, message: NormalizedInbound, sender: Sender, known: Known): Promise<RoutingDecision> {
    try {
      return await this.links.triage.suggest(m, {
        contactId: sender.contactId,
        clientIds: clientsSpokenFor(sender.clientId, sender),
        subject: message.subject,
        body: message.body,
        repliedTicketIds: repliedTicketIds(known),
        receivedAt: known.now,
      });
    } catch (error) {
      throw new RoutingFailed(error);
    }
  }

  private async findStored(message: NormalizedInbound): Promise<IngestResult | null> {
    const [row] = (await this.dataSource.query(
      `SELECT id AS "messageId", "conversationId", status FROM messages WHERE provider = $1 AND "providerMessageId" = $2`,
      [message.provider, message.providerMessageId],
    )) as Omit<IngestResult, 'created'>[];
    return row ? { ...row, created: false } : null;
  }

  private async announce(result: IngestResult): Promise<IngestResult> {
    try {
      await this.options.onStored?.(result);
    } catch (error) {
      this.options.log?.error({ err: error, messageId: result.messageId }, 'inbound message hook failed');
    }
    return result;
  }

  /**
   * What is known before anything is written, in one statement: the message if it was stored
   * before, the sender's channel identity (and the clients its contact speaks for), the stored
   * e-mail it replies to with its conversation, the tickets of the desk's e-mails it replies to,
   * and the database's time (the message's createdAt).
   */
  private async lookUp(m: EntityManager, message: NormalizedInbound): Promise<Known> {
    const candidates = replyCandidates(message.repliesTo);
    // A message that replies to nothing (every SMS and WhatsApp message, most e-mails) skips the
    // reply look-ups: even on an empty list they cost more than the rest of the statement.
    const replies = candidates.length
      ? {
          columns: `, replied.id AS "repliedId", replied."ticketId" AS "repliedTicketId", replied."contactId" AS "repliedContactId",
              ${REPLIED_TICKETS_SQL('$5::varchar[]')} AS "repliedTicketIds"`,
          join: `LEFT JOIN LATERAL (
           SELECT c.id, c."ticketId", c."contactId" FROM messages msg JOIN conversations c ON c.id = msg."conversationId"
            WHERE msg."providerMessageId" = ANY($5::varchar[]) AND msg.channel = 'email'
            ORDER BY array_position($5::varchar[], msg."providerMessageId") LIMIT 1
         ) replied ON true`,
          values: [candidates],
        }
      : { columns: '', join: '', values: [] };
    const [row] = await queryPreparedIn<KnownRow>(
      m,
      `SELECT now() AS now, stored.id AS "storedId", stored."conversationId" AS "storedConversationId", stored.status AS "storedStatus",
              ci.id AS "identityId", ci."contactId", ci."clientId", ${SPEAKS_FOR_SQL('ci."contactId"')} AS "speaksFor",
              blocked.id IS NOT NULL AS blocked${replies.columns}
         FROM (SELECT 1) one
         LEFT JOIN messages stored ON stored.provider = $1 AND stored."providerMessageId" = $2
         LEFT JOIN channel_identities ci ON ci.channel = $3 AND ci."addressOrHandle" = $4
         LEFT JOIN blocked_senders blocked ON blocked.address = $4
         ${replies.join}`,
      [message.provider, message.providerMessageId, message.channel, message.address, ...replies.values],
    );
    return {
      now: row.now,
      stored: row.storedId
        ? { messageId: row.storedId, conversationId: row.storedConversationId!, status: row.storedStatus!, created: false }
        : null,
      identity: row.identityId ? { id: row.identityId, contactId: row.contactId, clientId: row.clientId, speaksFor: row.speaksFor } : null,
      replied: row.repliedId ? { id: row.repliedId, ticketId: row.repliedTicketId, contactId: row.repliedContactId } : null,
      repliedTicketIds: row.repliedTicketIds ?? null,
      blocked: row.blocked,
    };
  }

  // ---- sender ---------------------------------------------------------------------------------

  /**
   * The contact (or client) the sender's channel identity names. A sender without one is matched
   * to a contact by e-mail or phone, else becomes a new contact, and gets the identity. The
   * identity row is claimed first (unique on channel and address), so concurrent first messages
   * from one sender wait for each other and make one contact.
   */
  private async resolveSender(m: EntityManager, begin: () => Promise<void>, message: NormalizedInbound, known: Known): Promise<Sender> {
    if (known.identity?.contactId || known.identity?.clientId) return known.identity;
    await begin();
    // Inserted here: this transaction holds the new row. Else another has it: wait for it and read it.
    const [inserted] = (await queryPreparedIn(
      m,
      `INSERT INTO channel_identities (channel, "addressOrHandle") VALUES ($1, $2)
       ON CONFLICT ON CONSTRAINT "UQ_channel_identities_channel_address" DO NOTHING
       RETURNING id, "contactId", "clientId"`,
      [message.channel, message.address],
    )) as { id: string }[];
    const claimed = inserted
      ? { id: inserted.id, contactId: null, clientId: null, speaksFor: null }
      : (
          (await queryPreparedIn(
            m,
            `SELECT id, "contactId", "clientId", ${SPEAKS_FOR_SQL('"contactId"')} AS "speaksFor"
               FROM channel_identities WHERE channel = $1 AND "addressOrHandle" = $2 FOR UPDATE`,
            [message.channel, message.address],
          )) as (Sender & { id: string })[]
        )[0];
    if (!claimed) throw new Error('The channel identity vanished while it was claimed');
    if (claimed.contactId || claimed.clientId) return claimed;
    const contact = await this.links.contacts.forSender(
      message.channel === 'email' ? { email: message.address } : { phone: message.address },
      {
        name: (message.senderName ?? message.address).slice(0, FIELD_LIMITS.personName),
        // A phone-only sender has no e-mail address yet: '' until an agent adds one (docs/decisions.md).
        email: message.channel === 'email' ? message.address : '',
        phone: message.channel === 'email' ? null : message.address,
      },
      m,
    );
    // The identity names the contact from now on; an existing contact may speak for clients.
    const [linked] = (await queryPreparedIn(
      m,
      `WITH linked AS (UPDATE channel_identities SET "contactId" = $2 WHERE id = $1)
       SELECT ${SPEAKS_FOR_SQL('$2::uuid')} AS "speaksFor"`,
      [claimed.id, contact.id],
    )) as Pick<Sender, 'speaksFor'>[];
    return { contactId: contact.id, clientId: null, speaksFor: linked.speaksFor };
  }

  // ---- threading ------------------------------------------------------------------------------

  /**
   * An e-mail joins the first conversation its clues (threadClues, in their order) lead to: the
   * stored message it replies to, else the sender's newest e-mail conversation on the ticket of the
   * desk's plus address or of the subject's `[#N]` token (or a new one linked to that ticket), else
   * a new conversation. A ticket is joined only when the sender belongs to it and it is not
   * completed: otherwise the next clue is tried, and at the end the message waits in triage, where
   * an agent decides. A new conversation has no id yet: it is inserted with the message.
   */
  private async emailConversation(
    m: EntityManager,
    begin: () => Promise<void>,
    message: NormalizedInbound,
    sender: Sender,
    replied: ConversationRow | null,
  ): Promise<ThreadPick> {
    for (const clue of threadClues(replied, message)) {
      if (clue.by === 'reply') {
        if (await this.mayJoin(m, clue.conversation, sender)) return clue.conversation;
        continue;
      }
      if (!sender.contactId) continue;
      const ticket = await ticketForSender(m, { number: clue.ticketNumber }, sender.contactId);
      if (!ticket?.isParty || ticket.status === 'completed') continue;
      await begin();
      await lock(m, `ticket:${ticket.id}:${sender.contactId}`);
      const [latest] = (await m.query(
        `SELECT id, "ticketId", "contactId" FROM conversations WHERE "ticketId" = $1 AND "contactId" = $2 AND channel = 'email'
          ORDER BY "lastMessageAt" DESC NULLS LAST, "createdAt" DESC LIMIT 1`,
        [ticket.id, sender.contactId],
      )) as ConversationRow[];
      return latest ?? { id: null, ticketId: ticket.id };
    }
    return { id: null, ticketId: null };
  }

  /**
   * An SMS or WhatsApp message joins the sender's latest conversation on its channel while that was
   * active in the last CHAT_THREAD_WINDOW_DAYS days (and its ticket, if any, is open); else a new one.
   */
  private async chatConversation(
    m: EntityManager,
    begin: () => Promise<void>,
    message: NormalizedInbound,
    sender: Sender,
    at: Date,
  ): Promise<ThreadPick> {
    const [column, owner] = sender.contactId ? ['contactId', sender.contactId] : ['clientId', sender.clientId];
    await begin();
    await lock(m, `chat:${owner}:${message.channel}`);
    const [latest] = (await m.query(
      `SELECT id, "ticketId", "contactId", "lastMessageAt" > $4::timestamptz - make_interval(days => $3) AS recent
         FROM conversations WHERE "${column}" = $1 AND channel = $2
        ORDER BY "lastMessageAt" DESC NULLS LAST, "createdAt" DESC LIMIT 1`,
      [owner, message.channel, CHAT_THREAD_WINDOW_DAYS, at],
    )) as (ConversationRow & { recent: boolean | null })[];
    if (latest?.recent && (await this.mayJoin(m, latest, sender))) return latest;
    return { id: null, ticketId: null };
  }

  /** A conversation without a ticket is joined freely; one on a ticket only by its contact or the ticket's parties, while open. */
  private async mayJoin(m: EntityManager, conversation: ConversationRow, sender: Sender): Promise<boolean> {
    if (!conversation.ticketId) return true;
    const ticket = await ticketForSender(m, { id: conversation.ticketId }, sender.contactId);
    if (!ticket || ticket.status === 'completed') return false;
    return ticket.isParty || (sender.contactId !== null && conversation.contactId === sender.contactId);
  }

  // ---- attachment files -----------------------------------------------------------------------

  /** Writes the e-mail files under <DATA_DIR>/uploads/attachments with random names; links stay links. */
  private async saveFiles(attachments: InboundAttachment[]): Promise<SavedFile[]> {
    const saved: SavedFile[] = [];
    if (attachments.some((a) => a.content)) await mkdir(this.attachmentsDir, { recursive: true });
    try {
      for (const attachment of attachments) {
        if (!attachment.content) {
          saved.push({ ...attachment, blobRef: null, file: null });
          continue;
        }
        const name = randomBytes(16).toString('hex');
        const file = path.join(this.attachmentsDir, name);
        await writeFile(file, attachment.content, { flag: 'wx', mode: 0o640 });
        saved.push({ ...attachment, content: undefined, blobRef: `uploads/attachments/${name}`, file });
      }
    } catch (error) {
      await removeFiles(saved);
      throw error;
    }
    return saved;
  }
}

async function removeFiles(files: SavedFile[]): Promise<void> {
  await Promise.all(files.map((f) => (f.file ? rm(f.file, { force: true }) : undefined)));
}

/** A transaction-scoped lock on `key`: concurrent messages of one thread pick their conversation one after the other. */
async function lock(m: EntityManager, key: string): Promise<void> {
  await m.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [LOCK_SPACE, key]);
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The e-mail's attachments decoded, refusing (413) a file over 10 MB or files over 20 MB together. */
function decodeAttachments(inputs: NonNullable<EmailWebhookInput['attachments']>): InboundAttachment[] {
  let total = 0;
  return inputs.map((input) => {
    const fileName = safeFileName(input.fileName);
    const base64 = input.contentBase64.replace(/\s+/g, '');
    if (!BASE64.test(base64)) throw new Invalid(`Attachment "${fileName}" is not valid base64`, 'attachments');
    const size = Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
    if (size > ATTACHMENT_MAX_BYTES) throw new TooLarge(`Attachment "${fileName}" is larger than 10 MB, the limit for one file`);
    total += size;
    if (total > MESSAGE_ATTACHMENTS_MAX_BYTES)
      throw new TooLarge('The attachments are larger than 20 MB together, the limit for one message');
    const content = Buffer.from(base64, 'base64');
    return { fileName, mimeType: input.mimeType.trim().toLowerCase(), fileSize: content.length, content };
  });
}

/**
 * A mail's files as attachments, typed by their bytes (typeByBytes); one over 10 MB, or past 20 MB together, is left out (the raw mail keeps it).
 */
async function mailFiles(files: RawMailFile[]): Promise<InboundAttachment[]> {
  let total = 0;
  const kept: InboundAttachment[] = [];
  for (const file of files) {
    if (file.content.length > ATTACHMENT_MAX_BYTES || total + file.content.length > MESSAGE_ATTACHMENTS_MAX_BYTES) continue;
    total += file.content.length;
    const mimeType = await typeByBytes(file.content, file.claimedType);
    kept.push({ fileName: safeFileName(file.fileName), mimeType, fileSize: file.content.length, content: file.content });
  }
  return kept;
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A file name as shown: no folders, no control characters, at most 255 characters. */
function safeFileName(name: string): string {
  const base = name.replace(CONTROL_CHARACTERS, '').split(/[/\\]/).pop()?.trim() ?? '';
  return (base || 'attachment').slice(0, 255);
}

const MEDIA_EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'audio/ogg': '.ogg',
  'audio/mpeg': '.mp3',
  'video/mp4': '.mp4',
  'application/pdf': '.pdf',
  'text/vcard': '.vcf',
};

/** Twilio's media (NumMedia, MediaUrlN, MediaContentTypeN) as links, their type as Twilio declared it. */
function twilioMedia(params: Record<string, string>): InboundAttachment[] {
  const count = Math.min(Number(params.NumMedia ?? 0) || 0, TWILIO_MEDIA_MAX);
  const media: InboundAttachment[] = [];
  for (let i = 0; i < count; i += 1) {
    const url = params[`MediaUrl${i}`]?.trim();
    if (!url || !/^https?:\/\/\S+$/.test(url)) throw new Invalid(`MediaUrl${i} must be the media's http(s) address`, `MediaUrl${i}`);
    const mimeType = (params[`MediaContentType${i}`] ?? '').trim().toLowerCase() || 'application/octet-stream';
    const sid = url.split('?')[0].split('/').filter(Boolean).pop() ?? `media${i}`;
    media.push({ fileName: `${sid}${MEDIA_EXTENSIONS[mimeType] ?? ''}`.slice(0, 255), mimeType: mimeType.slice(0, 255), fileSize: 0, url });
  }
  return media;
}
