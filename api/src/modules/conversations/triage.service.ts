import { TICKET_LIMITS, TRIAGE_MESSAGES, TRIAGE_QUEUE_COUNT_UP_TO, untitledMessage } from '@pmp/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { afterCommit } from '../../common/after-commit';
import { Conflict, Invalid, NotFound } from '../../common/errors';
import { queryPrepared } from '../../common/postgres';
import { cappedTotal, type Page } from '../../common/paging';
import { isUuid } from '../../common/search-pattern';
import type { ClientService } from '../clients/client.service';
import type { ContactService } from '../contacts/contact.service';
import type { PropertyService } from '../properties/property.service';
import type { CategoryValue, TicketPriorityValue, TicketStatusValue } from '../tickets/ticket.enums';
import type { CreateTicketInput } from '../tickets/ticket.inputs';
import type { TicketBriefRow, TicketService } from '../tickets/ticket.service';
import type { User } from '../users/user.entity';
import type { UserService } from '../users/user.service';
import { recordInboundOnTicket } from './conversation-feed';
import type { Channel, ChannelValue, MessageStatus } from './conversation.enums';
import type { ConversationEventSink } from './conversation.events';
import { TriageActionValue, TriageDismissReasonValue, type TriageConfidence, type TriageConfidenceValue } from './triage.enums';
import type { TriageActionInput, TriageDismissInput, TriageTicketChoicesArgs } from './triage.inputs';
import { routingCandidates } from './routing.queries';
import { decideRouting, type RoutingDecision } from './triage.routing';
import { cleanSubject, ownText, ticketCategory, urgentText, ticketPriority, ticketReferences, routingText } from './triage.rules';
import type {
  BlockedSenderType,
  TriageDismissResult,
  TriageQueueItem,
  TriageResult,
  TriageTicketChoices,
  TriageTicketDraft,
} from './triage.types';

/** The links a triage needs: tickets (to suggest, link and create), clients and contacts (names), properties (where a sender lives). */
export interface TriageLinks {
  tickets: TicketService;
  clients: ClientService;
  contacts: ContactService;
  properties: PropertyService;
  users: UserService;
}

/** Assign to Ticket lists at most this many tickets; a search narrows them. */
const TICKET_CHOICES = 100;

/** A new ticket's title from the message's first sentence: at most this many characters. */
const TITLE_CHARS = 100;

interface StoredMessage {
  id: string;
  conversationId: string;
  contactId: string | null;
  clientId: string | null;
  channel: Channel;
  direction: 'inbound' | 'outbound';
  status: MessageStatus;
  ticketId: string | null;
  subject: string | null;
  body: string;
  rawData: Record<string, unknown> | null;
  urgent: boolean;
  createdAt: Date;
}

interface QueueRow {
  id: string;
  conversationId: string;
  subject: string | null;
  channel: Channel;
  contactId: string | null;
  createdAt: Date;
  body: string;
  suggestedTicketId: string | null;
  suggestionConfidence: TriageConfidence | null;
  suggestionReason: string | null;
  urgent: boolean;
}

/**
 * The triage queue (docs/product.md §10): inbound messages that belong to no ticket yet, each with
 * a routing suggestion computed once when it arrived, and the two ways out of the queue: assign the
 * message (and its conversation) to a ticket, or create a ticket from it.
 */
export class TriageService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly links: TriageLinks,
    private readonly events: ConversationEventSink,
  ) {}

  // ---- routing --------------------------------------------------------------------------------

  /**
   * The routing suggestion of an inbound message (triage.routing.ts), from what it says and the
   * tickets that could be meant: one statement (routing.queries.ts), inside `manager`'s
   * transaction.
   */
  async suggest(manager: EntityManager, message: RoutingInput): Promise<RoutingDecision> {
    const text = routingText(message.subject, message.body);
    const references = ticketReferences(message.subject, message.body);
    const { ownPropertyIds, candidates } = await routingCandidates(manager, {
      numbers: references.map((r) => r.number),
      ids: message.repliedTicketIds,
      contactId: message.contactId,
      text,
    });
    return decideRouting({
      contactId: message.contactId,
      clientIds: message.clientIds,
      ownPropertyIds,
      text,
      fullText: urgentText(message.subject, message.body),
      receivedAt: message.receivedAt,
      references,
      repliedTicketIds: message.repliedTicketIds,
      candidates,
    });
  }

  // ---- the queue ------------------------------------------------------------------------------

  /**
   * The waiting messages, urgent first, then oldest first (the one waiting longest is answered
   * first), a page at a time: one scan of the queue's partial index, then the contacts' names and
   * the suggested tickets by id.
   */
  async queue(page: { limit: number; offset: number }): Promise<Page<TriageQueueItem> & { totalCountCapped: boolean }> {
    // One statement: the page, each row with the waiting count, counted up to
    // TRIAGE_QUEUE_COUNT_UP_TO (+1, to know it is more): a full count of a long queue visits every
    // waiting row on every read.
    const rows = await queryPrepared<QueueRow & { waiting: number }>(
      this.dataSource,
      `SELECT id, "conversationId", subject, channel, "contactId", "createdAt", body,
              "suggestedTicketId", "suggestionConfidence", "suggestionReason", urgent,
              (${waitingCountSql('$3')}) AS waiting
         FROM messages WHERE status = 'pending_triage'
        ORDER BY urgent DESC, "createdAt", id LIMIT $1 OFFSET $2`,
      [page.limit, page.offset, TRIAGE_QUEUE_COUNT_UP_TO + 1],
    );
    // Past the last page no row carries the count: count on its own.
    const count = rows.length
      ? rows[0].waiting
      : (
          await queryPrepared<{ waiting: number }>(this.dataSource, `SELECT (${waitingCountSql('$1')}) AS waiting`, [
            TRIAGE_QUEUE_COUNT_UP_TO + 1,
          ])
        )[0].waiting;
    const [contacts, tickets] = await Promise.all([
      this.links.contacts.briefs(rows.flatMap((r) => (r.contactId ? [r.contactId] : []))),
      this.links.tickets.briefs(rows.flatMap((r) => (r.suggestedTicketId ? [r.suggestedTicketId] : []))),
    ]);
    const nodes = rows.map((row): TriageQueueItem => {
      const ticket = row.suggestedTicketId ? tickets.get(row.suggestedTicketId) : undefined;
      return {
        id: row.id,
        messageId: row.id,
        conversationId: row.conversationId,
        subject: row.subject,
        channel: row.channel as ChannelValue,
        contactName: (row.contactId && contacts.get(row.contactId)?.name) || null,
        contactId: row.contactId,
        createdAt: row.createdAt,
        body: row.body,
        suggestedRouting: {
          reason: row.suggestionReason ?? 'Not routed yet.',
          confidence: ticket ? ((row.suggestionConfidence as TriageConfidenceValue | null) ?? null) : null,
          ticketId: ticket?.id ?? null,
          ticketNumber: ticket?.number ?? null,
          ticketTitle: ticket?.title ?? null,
          urgent: row.urgent,
        },
      };
    });
    return { nodes, ...cappedTotal(count, TRIAGE_QUEUE_COUNT_UP_TO) };
  }

  // ---- actions --------------------------------------------------------------------------------

  /**
   * Takes a waiting message out of the queue, in one transaction: `assign` links it to the chosen
   * ticket, `create_ticket` creates a ticket from it. Either way the conversation's waiting
   * messages are linked with it and are processed, and a conversation without a ticket gets this
   * one. A message no longer waiting: 409.
   */
  async act(input: TriageActionInput, user: User): Promise<TriageResult> {
    if (input.action === TriageActionValue.ASSIGN && !input.ticketId) throw new Invalid(TRIAGE_MESSAGES.ticketRequired, 'ticketId');
    const result = await this.dataSource.transaction(async (m) => {
      const found = await this.message(m, input.messageId);
      if (!found) throw new NotFound(TRIAGE_MESSAGES.messageNotFound);
      // The conversation first: two agents triaging messages of one conversation take turns.
      await m.query(`SELECT id FROM conversations WHERE id = $1 FOR UPDATE`, [found.conversationId]);
      const message = (await this.message(m, found.id, true))!;
      assertWaiting(message);
      const ticket =
        input.action === TriageActionValue.ASSIGN
          ? await this.chosenTicket(m, input.ticketId!)
          : await this.createTicket(m, message, input, user);
      const linked = (await m.query(
        `UPDATE messages SET status = 'processed', "processedAt" = now(), "ticketId" = $2
          WHERE "conversationId" = $1 AND status = 'pending_triage' RETURNING id`,
        [message.conversationId, ticket.id],
      )) as [{ id: string }[], number];
      const conversationLinked = (await m.query(
        `UPDATE conversations SET "ticketId" = $2 WHERE id = $1 AND "ticketId" IS NULL RETURNING id`,
        [message.conversationId, ticket.id],
      )) as [unknown[], number];
      const linkedMessageIds = linked[0].map((row) => row.id);
      await recordInboundOnTicket(m, this.links, ticket.id, linkedMessageIds);
      afterCommit(m, `triage:${message.id}`, () => {
        for (const messageId of linkedMessageIds) {
          this.events.triageChanged({ messageId, kind: 'triaged' });
          this.events.messageUpdated({ conversationId: message.conversationId, messageId });
        }
        if (conversationLinked[1] > 0) this.events.conversationLinked({ conversationId: message.conversationId, messageId: message.id });
      });
      return {
        messageId: message.id,
        action: input.action,
        conversationId: message.conversationId,
        ticketId: ticket.id,
        ticketNumber: ticket.number,
        ticketTitle: ticket.title,
        ticketCreated: input.action === TriageActionValue.CREATE_TICKET,
        linkedMessageIds,
      };
    });
    return result;
  }

  /**
   * Takes a waiting message out of the queue without a ticket, recorded with the reason, the note,
   * who and when (one transaction). Spam may block its sender: the block is stored, and their other
   * waiting messages leave the queue as spam too. A conversation with nothing left waiting closes.
   * A message no longer waiting: 409.
   */
  async dismiss(input: TriageDismissInput, user: User): Promise<TriageDismissResult> {
    const block = Boolean(input.blockSender);
    if (block && input.reason !== TriageDismissReasonValue.SPAM) throw new Invalid(TRIAGE_MESSAGES.blockNeedsSpam, 'blockSender');
    const note = input.note?.trim() || null;
    return this.dataSource.transaction(async (m) => {
      const found = await this.message(m, input.messageId);
      if (!found) throw new NotFound(TRIAGE_MESSAGES.messageNotFound);
      await m.query(`SELECT id FROM conversations WHERE id = $1 FOR UPDATE`, [found.conversationId]);
      const message = (await this.message(m, found.id, true))!;
      assertWaiting(message);
      let blockedAddress: string | null = null;
      if (block) {
        // Older messages carry no sender address: the contact's identity on the channel names it.
        const [row] = (await m.query(
          `SELECT COALESCE(m."fromAddress", (SELECT "addressOrHandle" FROM channel_identities
                    WHERE "contactId" = m."contactId" AND channel = m.channel ORDER BY "createdAt" LIMIT 1)) AS address
             FROM messages m WHERE m.id = $1`,
          [message.id],
        )) as { address: string | null }[];
        blockedAddress = row?.address ?? null;
        if (!blockedAddress) throw new Invalid(TRIAGE_MESSAGES.noSenderToBlock, 'blockSender');
        await m.query(
          `INSERT INTO blocked_senders (address, channel, note, "createdById") VALUES ($1, $2, $3, $4)
           ON CONFLICT ON CONSTRAINT "UQ_blocked_senders_address" DO NOTHING`,
          [blockedAddress, message.channel, note, user.id],
        );
      }
      const dismissed = (await m.query(
        `UPDATE messages SET status = 'processed', "processedAt" = now(), "dismissReason" = $2, "dismissNote" = $3,
                "dismissedById" = $4, "dismissedAt" = now()
          WHERE status = 'pending_triage' AND (id = $1 OR ($5::varchar IS NOT NULL AND "fromAddress" = $5::varchar))
          RETURNING id, "conversationId"`,
        [message.id, input.reason, note, user.id, blockedAddress],
      )) as [{ id: string; conversationId: string }[], number];
      const rows = dismissed[0];
      const conversationIds = [...new Set(rows.map((r) => r.conversationId))];
      const closed = (await m.query(
        `UPDATE conversations c SET state = 'closed'
          WHERE c.id = ANY($1::uuid[]) AND c.state <> 'closed'
            AND NOT EXISTS (SELECT 1 FROM messages w WHERE w."conversationId" = c.id AND w.status = 'pending_triage')
          RETURNING id`,
        [conversationIds],
      )) as [{ id: string }[], number];
      afterCommit(m, `triage-dismiss:${message.id}`, () => {
        for (const row of rows) {
          this.events.triageChanged({ messageId: row.id, kind: 'triaged' });
          this.events.messageUpdated({ conversationId: row.conversationId, messageId: row.id });
        }
        for (const row of closed[0]) this.events.conversationUpdated({ conversationId: row.id });
      });
      return { messageId: message.id, reason: input.reason, blockedAddress, dismissedMessageIds: rows.map((r) => r.id) };
    });
  }

  /** The blocked senders, newest first, with who blocked each. */
  async blockedSenders(): Promise<BlockedSenderType[]> {
    const rows = (await this.dataSource.query(
      `SELECT id, address, channel, note, "createdAt", "createdById" FROM blocked_senders ORDER BY "createdAt" DESC, id DESC`,
    )) as (Omit<BlockedSenderType, 'createdByName'> & { createdById: string | null })[];
    const names = await this.links.users.names(rows.flatMap((r) => (r.createdById ? [r.createdById] : [])));
    return rows.map(({ createdById, ...row }) => ({ ...row, createdByName: (createdById && names.get(createdById)) || null }));
  }

  /** Lifts a block: the sender's next messages wait for triage again (those stored meanwhile stay as they are). */
  async unblock(id: string): Promise<boolean> {
    if (!isUuid(id)) throw new NotFound(TRIAGE_MESSAGES.blockedSenderNotFound);
    const deleted = (await this.dataSource.query(`DELETE FROM blocked_senders WHERE id = $1 RETURNING id`, [id])) as [unknown[], number];
    if (deleted[1] === 0) throw new NotFound(TRIAGE_MESSAGES.blockedSenderNotFound);
    return true;
  }

  private async chosenTicket(m: EntityManager, ticketId: string): Promise<{ id: string; number: number; title: string }> {
    const ticket = (await this.links.tickets.briefs([ticketId], m)).get(ticketId);
    if (!ticket) throw new Invalid(TRIAGE_MESSAGES.ticketNotFound, 'ticketId');
    return ticket;
  }

  /**
   * The new ticket a waiting message suggests (docs/product.md §10), for the agent to check and
   * edit before it is created. A message no longer waiting: 409.
   */
  async draft(messageId: string): Promise<TriageTicketDraft> {
    const message = await this.message(this.dataSource.manager, messageId);
    if (!message) throw new NotFound(TRIAGE_MESSAGES.messageNotFound);
    assertWaiting(message);
    const draft = await this.draftOf(this.dataSource.manager, message, null);
    const [client, contacts] = await Promise.all([
      draft.clientId ? this.links.clients.find(draft.clientId) : null,
      this.links.contacts.briefs(draft.requesterId ? [draft.requesterId] : []),
    ]);
    const requester = draft.requesterId ? contacts.get(draft.requesterId) : undefined;
    return {
      messageId: message.id,
      ...draft,
      clientName: client?.companyName ?? null,
      requesterName: requester?.name ?? null,
      requesterEmail: requester?.email ?? null,
    };
  }

  /**
   * The ticket a message suggests: the subject (or the first sentence) as title, the sender's own
   * text as description, the sender as requester; the client given, else the message's, else the
   * client of the properties the sender is the contact of (when they are one client's), with the
   * property when it is the only one; priority and category from the words (triage.rules.ts).
   */
  private async draftOf(m: EntityManager, message: StoredMessage, clientId: string | null): Promise<DraftFields> {
    const properties = message.contactId ? await this.links.properties.linkedToContact(message.contactId, m) : [];
    const propertyClients = [...new Set(properties.flatMap((p) => (p.clientId ? [p.clientId] : [])))];
    const client = clientId ?? message.clientId ?? (propertyClients.length === 1 ? propertyClients[0] : null);
    const clientProperties = properties.filter((p) => p.clientId === client);
    const text = ownText(message.body).trim() || message.body.trim();
    const title = ticketTitle(message, text);
    const about = routingText(message.subject, message.body);
    return {
      title,
      description: (text || title).slice(0, TICKET_LIMITS.description),
      priority: ticketPriority(message.urgent, about) as TicketPriorityValue,
      category: ticketCategory(about) as CategoryValue,
      clientId: client,
      requesterId: message.contactId,
      propertyId: client && clientProperties.length === 1 ? clientProperties[0].id : null,
    };
  }

  /**
   * The new ticket: as the agent confirmed it (`input.ticket`), else the message's draft with the
   * client given (`input.clientId`); without a requester or a client: 400 naming it.
   */
  private async createTicket(
    m: EntityManager,
    message: StoredMessage,
    input: TriageActionInput,
    user: User,
  ): Promise<{ id: string; number: number; title: string }> {
    let ticketInput: CreateTicketInput;
    if (input.ticket) {
      ticketInput = input.ticket;
    } else {
      const draft = await this.draftOf(m, message, input.clientId ?? null);
      if (!draft.requesterId) throw new Invalid(TRIAGE_MESSAGES.noRequester);
      if (!draft.clientId) throw new Invalid(TRIAGE_MESSAGES.clientUnknown, 'clientId');
      ticketInput = { ...draft, clientId: draft.clientId, requesterId: draft.requesterId, assigneeId: null, tags: [] };
    }
    const ticket = await this.links.tickets.create(ticketInput, user, m);
    return { id: ticket.id, number: ticket.number, title: ticket.title };
  }

  /**
   * Assign to Ticket's choices for a waiting message: the open tickets of its sender and their
   * properties that match `search`, then the other matching tickets newest first.
   */
  async ticketChoices(args: TriageTicketChoicesArgs, user: User): Promise<TriageTicketChoices> {
    const message = await this.message(this.dataSource.manager, args.messageId);
    if (!message) throw new NotFound(TRIAGE_MESSAGES.messageNotFound);
    const [senders, all] = await Promise.all([
      message.contactId ? this.links.tickets.openForContact(message.contactId, args.search, TICKET_CHOICES) : [],
      this.links.tickets.list({ search: args.search }, { limit: TICKET_CHOICES, offset: 0 }, user),
    ]);
    const first = new Set(senders.map((t) => t.id));
    const others = all.nodes.filter((t) => !first.has(t.id));
    const choice = (t: TicketBriefRow, sendersOpen: boolean) => ({
      id: t.id,
      number: t.number,
      title: t.title,
      status: t.status as TicketStatusValue,
      sendersOpen,
    });
    const nodes = [...senders.map((t) => choice(t, true)), ...others.map((t) => choice(t, false))].slice(0, TICKET_CHOICES);
    return { nodes, totalCount: Math.max(all.totalCount, nodes.length) };
  }

  private async message(m: EntityManager, id: string, lock = false): Promise<StoredMessage | null> {
    if (!isUuid(id)) return null;
    const [row] = (await m.query(
      `SELECT id, "conversationId", "contactId", "clientId", channel, direction, status, "ticketId", subject, body, "rawData", urgent, "createdAt"
         FROM messages WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    )) as StoredMessage[];
    return row ?? null;
  }
}

/**
 * A new ticket's title: the subject without reply prefixes and ticket tokens, else the text's first
 * sentence, else "<Channel> message". Too long, it ends at the last whole word that fits: an agent
 * edits a short title more easily than a cut one, and a title never ends in '...'.
 */
export function ticketTitle(message: { subject: string | null; channel: Channel }, text: string): string {
  const subject = cleanSubject(message.subject ?? '');
  const sentence = text.trim().split(/(?<=[.!?])\s|\n/)[0] ?? '';
  const title = shortenAtWord(subject || sentence.replace(/\s+/g, ' '), subject ? TICKET_LIMITS.title : TITLE_CHARS);
  return title || untitledMessage(message.channel);
}

/** `text` up to `max` characters, ended at a word's end, without trailing punctuation. */
function shortenAtWord(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed.replace(/[\s,;:(.!-]+$/, '');
  // One character more: a word that ends exactly at `max` is kept whole.
  const cut = trimmed.slice(0, max + 1);
  const atWord = cut.replace(/\s+\S*$/, '');
  return (atWord && atWord !== cut ? atWord : trimmed.slice(0, max)).replace(/[\s,;:(.!-]+$/, '');
}

/** What a message suggests of its new ticket (TriageService.draftOf). */
type DraftFields = Pick<TriageTicketDraft, 'title' | 'description' | 'priority' | 'category' | 'clientId' | 'requesterId' | 'propertyId'>;

/** A message that is no longer waiting for triage (triaged by someone else, or never inbound): 409. */
function assertWaiting(message: StoredMessage): void {
  if (message.direction === 'inbound' && message.status === 'pending_triage') return;
  throw new Conflict(message.status === 'processed' || message.ticketId ? TRIAGE_MESSAGES.alreadyTriaged : TRIAGE_MESSAGES.notWaiting);
}

/** What the routing reads of an inbound message beside the tickets (TriageService.suggest). */
export interface RoutingInput {
  contactId: string | null;
  /** The clients the sender speaks for: the message's own client, or one a channel identity of the contact names. */
  clientIds: readonly string[];
  subject: string | null;
  body: string;
  /** The tickets whose outbound e-mails the message replies to, nearest first. */
  repliedTicketIds: readonly string[];
  /** When the message was stored (its createdAt). */
  receivedAt: Date;
}

/** SQL: how many messages wait for triage, counted up to `upTo` (an SQL expression) only. */
const waitingCountSql = (upTo: string) =>
  `SELECT count(*)::int FROM (SELECT 1 FROM messages WHERE status = 'pending_triage' LIMIT ${upTo}) waiting`;

/** The two look-ups of the routing in the conversations' own tables (SPEAKS_FOR_SQL, REPLIED_TICKETS_SQL). */
export interface RoutingLookups {
  speaksFor: string[] | null;
  repliedTicketIds: string[] | null;
}

/** SQL: the clients a channel identity of the contact (`contactId`, an SQL expression) names. */
export const SPEAKS_FOR_SQL = (contactId: string) =>
  `ARRAY(SELECT DISTINCT "clientId" FROM channel_identities WHERE "contactId" = ${contactId} AND "clientId" IS NOT NULL)`;

/**
 * SQL: the tickets of the outbound e-mails whose ids are in `candidates` (an SQL expression, see
 * replyCandidates), nearest first (a ticket may repeat: repliedTicketIds keeps the first).
 */
export const REPLIED_TICKETS_SQL = (candidates: string) =>
  `ARRAY(SELECT "ticketId" FROM messages
          WHERE "providerMessageId" = ANY(${candidates}) AND direction = 'outbound' AND "ticketId" IS NOT NULL
          ORDER BY array_position(${candidates}, "providerMessageId"))`;

/** The stored forms of the message ids an e-mail replies to: bare and in angle brackets, nearest first. */
export function replyCandidates(repliesTo: readonly string[]): string[] {
  return repliesTo.flatMap((id) => [id, `<${id}>`]);
}

/** The message's own client and those SPEAKS_FOR_SQL found. */
export function clientsSpokenFor(clientId: string | null, lookups: Pick<RoutingLookups, 'speaksFor'>): string[] {
  return [...new Set([...(clientId ? [clientId] : []), ...(lookups.speaksFor ?? [])])];
}

/** The replied-to tickets REPLIED_TICKETS_SQL found, each once, nearest first. */
export function repliedTicketIds(lookups: Pick<RoutingLookups, 'repliedTicketIds'>): string[] {
  return [...new Set(lookups.repliedTicketIds ?? [])];
}
