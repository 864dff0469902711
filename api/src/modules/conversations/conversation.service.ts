import type { DataSource, EntityManager, Repository } from 'typeorm';
import { In } from 'typeorm';
import { NotFound } from '../../common/errors';
import type { Page } from '../../common/paging';
import { findById, pageOf } from '../../common/records';
import { CONVERSATION_MESSAGES } from '@pmp/shared';
import type { ContactBrief, ContactService } from '../contacts/contact.service';
import type { TicketBrief, TicketService } from '../tickets/ticket.service';
import { Attachment } from './attachment.entity';
import { Conversation } from './conversation.entity';
import { Message } from './message.entity';

/** A conversation counts as active while its last message is at most this many days old (docs/decisions.md). */
export const ACTIVE_CONVERSATION_DAYS = 30;
/** A thread shows at most this many messages, the newest (older ones stay stored). */
export const THREAD_MESSAGE_LIMIT = 500;

/** A conversation with what its card and thread header show. */
export interface ConversationRecord {
  conversation: Conversation;
  contact: ContactBrief | null;
  ticket: TicketBrief | null;
}

export interface ThreadRecord extends ConversationRecord {
  messages: Message[];
  attachments: Map<string, Attachment[]>;
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
    private readonly links: { contacts: ContactService; tickets: TicketService },
  ) {
    this.conversations = dataSource.getRepository(Conversation);
    this.messages = dataSource.getRepository(Message);
    this.attachments = dataSource.getRepository(Attachment);
  }

  /** Newest activity first (IDX on lastMessageAt); conversations without a message yet last. */
  async list(page: { limit: number; offset: number }): Promise<Page<ConversationRecord>> {
    const { nodes, totalCount } = await pageOf(
      this.conversations.createQueryBuilder('c').orderBy('c.lastMessageAt', 'DESC', 'NULLS LAST').addOrderBy('c.id', 'DESC'),
      page,
    );
    return { nodes: await this.withLinks(nodes), totalCount };
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
    return this.withLinks(rows);
  }

  async get(id: string, manager?: EntityManager): Promise<Conversation> {
    const found = await findById(this.conversations, id, manager);
    if (!found) throw new NotFound(CONVERSATION_MESSAGES.conversationNotFound);
    return found;
  }

  /** One conversation with its messages, oldest first, and their attachments. */
  async thread(id: string): Promise<ThreadRecord> {
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
    const [record] = await this.withLinks([conversation]);
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

  private async withLinks(rows: Conversation[]): Promise<ConversationRecord[]> {
    const [contacts, tickets] = await Promise.all([
      this.links.contacts.briefs(rows.map((c) => c.contactId).filter((id): id is string => id !== null)),
      this.links.tickets.briefs(rows.map((c) => c.ticketId).filter((id): id is string => id !== null)),
    ]);
    return rows.map((conversation) => ({
      conversation,
      contact: (conversation.contactId && contacts.get(conversation.contactId)) || null,
      ticket: (conversation.ticketId && tickets.get(conversation.ticketId)) || null,
    }));
  }
}
