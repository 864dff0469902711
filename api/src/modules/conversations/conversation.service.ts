import type { DataSource, EntityManager, Repository } from 'typeorm';
import { In } from 'typeorm';
import { Invalid, NotFound } from '../../common/errors';
import type { Page } from '../../common/paging';
import { queryPrepared } from '../../common/postgres';
import { findById } from '../../common/records';
import { substringPattern } from '../../common/search-pattern';
import { CONVERSATION_MESSAGES } from '@pmp/shared';
import type { ContactBrief, ContactService } from '../contacts/contact.service';
import type { TicketBrief, TicketService } from '../tickets/ticket.service';
import type { UserService } from '../users/user.service';
import { Attachment } from './attachment.entity';
import { Conversation } from './conversation.entity';
import type { Channel, ConversationState } from './conversation.enums';
import type { ConversationEventSink } from './conversation.events';
import { Message } from './message.entity';

/** A conversation counts as active while its last message is at most this many days old (docs/decisions.md). */
export const ACTIVE_CONVERSATION_DAYS = 30;
/** Unread for the asking user (`r`, their read mark): the contact wrote since they last opened it. */
const UNREAD_SQL = `(c."lastInboundAt" IS NOT NULL AND c."lastInboundAt" > COALESCE(r."readAt", '-infinity'::timestamptz))`;

/** Conversations (`c`) with the read mark (`r`) of the user in $1 (none when $1 is null). */
const FROM_WITH_READ_MARKS = `FROM conversations c LEFT JOIN conversation_reads r ON r."conversationId" = c.id AND r."userId" = $1::uuid`;
/** A conversation's columns and whether it is unread for the user in $1 (null without one). */
const CARD_COLUMNS = `c.*, CASE WHEN $1::uuid IS NULL THEN NULL ELSE ${UNREAD_SQL} END AS unread`;

/** A thread shows at most this many messages, the newest (older ones stay stored). */
export const THREAD_MESSAGE_LIMIT = 500;

/** A conversation with what its card and thread header show. */
export interface ConversationRecord {
  conversation: Conversation;
  contact: ContactBrief | null;
  ticket: TicketBrief | null;
  assignee: { id: string; name: string } | null;
  /** Whether the contact wrote since the asking user last opened it; null when nobody asked (REST). */
  unread: boolean | null;
}

/** The list's filters (ConversationsArgs); `mine` is the asking user's. */
export interface ConversationFilter {
  search?: string | null;
  channel?: Channel | null;
  state?: ConversationState | null;
  assigneeId?: string | null;
  mine?: boolean | null;
  unassigned?: boolean | null;
  unread?: boolean | null;
}

/** A list row: the conversation's columns and whether it is unread for the asking user. */
type ListRow = Conversation & { unread: boolean | null };

export interface ThreadRecord extends ConversationRecord {
  messages: Message[];
  attachments: Map<string, Attachment[]>;
}

/** An urgent message as an alert tells of it. */
export interface UrgentMessageSummary {
  id: string;
  conversationId: string;
  ticketId: string | null;
  channel: Channel;
  subject: string | null;
  body: string;
  /** The contact's name, else the address it came from. */
  from: string;
}

/**
 * Conversations: the list (newest activity first), one thread, and the conversations of a ticket.
 * Contacts and tickets are read through their services.
 */
export class ConversationService {
  private readonly conversations: Repository<Conversation>;
  private readonly messages: Repository<Message>;
  private readonly attachments: Repository<Attachment>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly links: { contacts: ContactService; tickets: TicketService; users: UserService },
    private readonly events: ConversationEventSink,
  ) {
    this.conversations = dataSource.getRepository(Conversation);
    this.messages = dataSource.getRepository(Message);
    this.attachments = dataSource.getRepository(Attachment);
  }

  /**
   * Newest activity first, conversations without a message yet last, narrowed by `filter`; each
   * says whether it is unread for `userId` (null without one). The search is a case-insensitive
   * substring of the subject, a message's text (trigram index), or the contact's name, e-mail,
   * phone or channel addresses.
   */
  async list(
    page: { limit: number; offset: number },
    filter: ConversationFilter = {},
    userId: string | null = null,
  ): Promise<Page<ConversationRecord>> {
    if (filter.mine && !userId) throw new Invalid('mine needs a signed-in user', 'mine');
    if (filter.unread && !userId) throw new Invalid('unread needs a signed-in user', 'unread');
    const values: unknown[] = [userId];
    const param = (value: unknown): string => {
      values.push(value);
      return `$${values.length}`;
    };
    const where: string[] = [];
    if (filter.channel) where.push(`c.channel = ${param(filter.channel)}::channel`);
    if (filter.state) where.push(`c.state = ${param(filter.state)}::conversation_state`);
    const assigneeId = filter.mine ? userId : filter.assigneeId;
    if (assigneeId) where.push(`c."assigneeId" = ${param(assigneeId)}::uuid`);
    else if (filter.unassigned) where.push(`c."assigneeId" IS NULL`);
    if (filter.unread) where.push(UNREAD_SQL);
    const pattern = substringPattern(filter.search);
    if (pattern) {
      const p = param(pattern.toLowerCase());
      where.push(`(lower(c.subject) LIKE ${p}
        OR c.id IN (SELECT "conversationId" FROM messages WHERE lower(body) LIKE ${p})
        OR c."contactId" IN (SELECT id FROM contacts WHERE name ILIKE ${p} OR email ILIKE ${p} OR phone ILIKE ${p})
        OR c."contactId" IN (SELECT "contactId" FROM channel_identities WHERE lower("addressOrHandle") LIKE ${p}))`);
    }
    const from = `${FROM_WITH_READ_MARKS} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    const [rows, [count]] = await Promise.all([
      queryPrepared<ListRow>(
        this.dataSource,
        `SELECT ${CARD_COLUMNS} ${from}
          ORDER BY c."lastMessageAt" DESC NULLS LAST, c.id DESC LIMIT ${param(page.limit)} OFFSET ${param(page.offset)}`,
        values,
      ),
      queryPrepared<{ n: number }>(this.dataSource, `SELECT count(*)::int AS n ${from}`, values.slice(0, values.length - 2)),
    ]);
    return {
      nodes: await this.withLinks(
        rows,
        rows.map((row) => row.unread),
      ),
      totalCount: count.n,
    };
  }

  /**
   * Changes who answers the conversation and/or its state; absent fields stay, `assigneeId: null`
   * unassigns. The assignee must be an active user.
   */
  async update(
    input: { id: string; state?: ConversationState | null; assigneeId?: string | null },
    userId: string | null,
  ): Promise<ConversationRecord> {
    const changesAssignee = input.assigneeId !== undefined;
    if (!changesAssignee && !input.state) throw new Invalid(CONVERSATION_MESSAGES.nothingToChange);
    const current = await this.get(input.id);
    if (changesAssignee && input.assigneeId && !(await this.links.users.findActive(input.assigneeId))) {
      throw new Invalid(CONVERSATION_MESSAGES.assigneeNotFound, 'assigneeId');
    }
    const sets: string[] = [];
    const values: unknown[] = [current.id];
    if (input.state) sets.push(`state = $${values.push(input.state)}::conversation_state`);
    if (changesAssignee) sets.push(`"assigneeId" = $${values.push(input.assigneeId ?? null)}::uuid`);
    await this.dataSource.query(`UPDATE conversations SET ${sets.join(', ')} WHERE id = $1`, values);
    this.events.conversationUpdated({ conversationId: current.id });
    return (await this.records([current.id], userId))[0];
  }

  /** Marks the conversation read for the user now: it is unread again once the contact writes. */
  async markRead(id: string, userId: string): Promise<ConversationRecord> {
    const current = await this.get(id);
    await this.dataSource.query(
      `INSERT INTO conversation_reads ("userId", "conversationId", "readAt") VALUES ($1, $2, now())
       ON CONFLICT ON CONSTRAINT "PK_conversation_reads" DO UPDATE SET "readAt" = EXCLUDED."readAt"`,
      [userId, current.id],
    );
    return (await this.records([current.id], userId))[0];
  }

  /** The conversations of `ids` as the list shows them to `userId`. */
  private async records(ids: string[], userId: string | null): Promise<ConversationRecord[]> {
    const rows = await queryPrepared<ListRow>(
      this.dataSource,
      `SELECT ${CARD_COLUMNS} ${FROM_WITH_READ_MARKS} WHERE c.id = ANY($2::uuid[])`,
      [userId, ids],
    );
    return this.withLinks(
      rows,
      rows.map((row) => row.unread),
    );
  }

  /** Conversations with a message in the last ACTIVE_CONVERSATION_DAYS days. */
  async activeCount(): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM conversations WHERE "lastMessageAt" > now() - make_interval(days => $1)`,
      [ACTIVE_CONVERSATION_DAYS],
    )) as { n: number }[];
    return row.n;
  }

  /** The conversations linked to a ticket, newest activity first. */
  async forTicket(ticketId: string): Promise<ConversationRecord[]> {
    const rows = await this.conversations.find({ where: { ticketId }, order: { lastMessageAt: { direction: 'DESC', nulls: 'LAST' } } });
    return this.withLinks(
      rows,
      rows.map(() => null),
    );
  }

  async get(id: string, manager?: EntityManager): Promise<Conversation> {
    const found = await findById(this.conversations, id, manager);
    if (!found) throw new NotFound(CONVERSATION_MESSAGES.conversationNotFound);
    return found;
  }

  /** One conversation with its messages, oldest first, and their attachments; unread as `userId` sees it. */
  async thread(id: string, userId: string | null = null): Promise<ThreadRecord> {
    const conversation = await this.get(id);
    const newest = await this.messages.find({
      where: { conversationId: id },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: THREAD_MESSAGE_LIMIT,
    });
    const messages = newest.reverse();
    const withFiles = messages.filter((m) => m.attachmentCount > 0).map((m) => m.id);
    const files = withFiles.length ? await this.attachments.find({ where: { messageId: In(withFiles) }, order: { createdAt: 'ASC' } }) : [];
    const attachments = new Map<string, Attachment[]>();
    for (const file of files) attachments.set(file.messageId, [...(attachments.get(file.messageId) ?? []), file]);
    const [record] = userId ? await this.records([conversation.id], userId) : await this.withLinks([conversation], [null]);
    return { ...record, messages, attachments };
  }

  /**
   * The newest `perConversation` messages of each conversation of `ids`, oldest first (one
   * statement): the REST list carries each conversation's recent messages.
   */
  async recentMessages(ids: readonly string[], perConversation: number): Promise<Map<string, Message[]>> {
    const byConversation = new Map<string, Message[]>();
    if (ids.length === 0) return byConversation;
    const rows = await this.messages
      .createQueryBuilder('m')
      .where(
        `m.id IN (SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY "conversationId" ORDER BY "createdAt" DESC, id DESC) AS n
                   FROM messages WHERE "conversationId" = ANY(:ids)) recent WHERE n <= :per)`,
        { ids, per: perConversation },
      )
      .orderBy('m.createdAt', 'ASC')
      .addOrderBy('m.id', 'ASC')
      .getMany();
    for (const row of rows) byConversation.set(row.conversationId, [...(byConversation.get(row.conversationId) ?? []), row]);
    return byConversation;
  }

  async message(id: string): Promise<Message> {
    const found = await findById(this.messages, id);
    if (!found) throw new NotFound(CONVERSATION_MESSAGES.messageNotFound);
    return found;
  }

  /** What an alert about each urgent message says: who wrote, on which channel, and the start of what they wrote. */
  async urgentSummaries(ids: readonly string[]): Promise<Map<string, UrgentMessageSummary>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.messages.query(
      `SELECT m.id, m."conversationId", m."ticketId", m.channel, m.subject, m.body, COALESCE(c.name, m."fromAddress", 'Unknown sender') AS "from"
         FROM messages m LEFT JOIN contacts c ON c.id = m."contactId"
        WHERE m.id = ANY($1::uuid[])`,
      [ids],
    )) as UrgentMessageSummary[];
    return new Map(rows.map((row) => [row.id, row]));
  }

  async attachment(id: string): Promise<Attachment> {
    const found = await findById(this.attachments, id);
    if (!found) throw new NotFound('Attachment not found');
    return found;
  }

  /** Where a message's original mail is kept (raw MIME mail only); NotFound for others. */
  async rawMail(messageId: string): Promise<{ blobRef: string }> {
    const found = await findById(this.messages, messageId);
    if (!found?.rawBlobRef) throw new NotFound('The original mail is not kept for this message');
    return { blobRef: found.rawBlobRef };
  }

  private async withLinks(rows: Conversation[], unread: readonly (boolean | null)[]): Promise<ConversationRecord[]> {
    const [contacts, tickets, assignees] = await Promise.all([
      this.links.contacts.briefs(rows.map((c) => c.contactId).filter((id): id is string => id !== null)),
      this.links.tickets.briefs(rows.map((c) => c.ticketId).filter((id): id is string => id !== null)),
      this.assigneeNames(rows.map((c) => c.assigneeId).filter((id): id is string => id !== null)),
    ]);
    return rows.map((conversation, i) => ({
      conversation,
      contact: (conversation.contactId && contacts.get(conversation.contactId)) || null,
      ticket: (conversation.ticketId && tickets.get(conversation.ticketId)) || null,
      assignee: (conversation.assigneeId && assignees.get(conversation.assigneeId)) || null,
      unread: unread[i] ?? null,
    }));
  }

  private async assigneeNames(ids: string[]): Promise<Map<string, { id: string; name: string }>> {
    const names = await this.links.users.names(ids);
    return new Map([...names].map(([id, name]) => [id, { id, name }]));
  }
}
