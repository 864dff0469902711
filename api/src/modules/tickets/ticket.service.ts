import { NotificationEvent, TICKET_MESSAGES, TICKET_STATUS_LABELS, displayName, formatSlaDuration } from '@pmp/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { Invalid, NotFound } from '../../common/errors';
import type { Page, PageWindow } from '../../common/paging';
import { pageOf } from '../../common/records';
import type { ClientService } from '../clients/client.service';
import type { CompanyService } from '../company/company.service';
import type { ContactService } from '../contacts/contact.service';
import type { Notifier } from '../notifications/notifier.service';
import type { PropertyService } from '../properties/property.service';
import type { User } from '../users/user.entity';
import type { UserService } from '../users/user.service';
import { Activity } from './activity.entity';
import type { ActivityType, TicketStatus } from './ticket.enums';
import { Ticket } from './ticket.entity';
import { moveSlaClock, SLA_NO_PAUSES, slaDueAtSql, slaPausesSql, slaRemainingSql } from './ticket.sla';
import {
  type AddTicketActivityInput,
  type ChangeTicketStatusInput,
  escalatedSession,
  type CreateTicketInput,
  type TicketFilter,
  type UpdateTicketInput,
} from './ticket.inputs';
import { isUuid } from '../../common/search-pattern';
import { afterCommit, installAfterCommit } from '../../common/after-commit';
import type { TicketChange, TicketChangeListener } from './ticket.events';
import {
  TicketQueries,
  type BoardColumn,
  type TicketBriefRow,
  type TicketFields,
  type TicketPage,
  type TicketRowsPage,
} from './ticket.queries';
import type { TicketCommentView } from './ticket.view';

export { BOARD_COUNT_UP_TO, type BoardColumn, type TicketBriefRow, type TicketPage, type TicketRowsPage } from './ticket.queries';

/** What another module records on a ticket's feed (tasks: task_created; conversations: replies). */
export interface ActivityRecord {
  ticketId: string;
  type: ActivityType;
  userId: string | null;
  content: string;
  clientId?: string | null;
  contactId?: string | null;
  metadata?: Record<string, unknown> | null;
}

/** The features whose records a ticket links to, asked through their services. */
export interface TicketLinks {
  clients: ClientService;
  contacts: ContactService;
  properties: PropertyService;
  users: UserService;
  /** The statuses that pause the SLA clock (Settings → Company). */
  company: Pick<CompanyService, 'slaPauseStatuses'>;
  /** Tells people of an assignment or a mention, in the change's transaction. */
  notifier?: Pick<Notifier, 'notify'>;
}

/** `@username` at a word's start: letters, digits and . _ - (a trailing dot ends the sentence, not the name). */
const MENTION = /(?<![\w@.])@([A-Za-z0-9._-]*[A-Za-z0-9_-])/g;

/** The usernames a note names with `@`, lower-cased, once each. */
export function mentionedUsernames(text: string): string[] {
  return [...new Set([...text.matchAll(MENTION)].map((m) => m[1]!.toLowerCase()))];
}

/**
 * Creates a ticket escalated from a guided troubleshooting session and links the session, in one
 * transaction: the knowledge side's command (TroubleshootingSessionService), which creates the
 * ticket through TicketService.create. Tickets only hand it the tickets that name a session.
 */
export interface SessionEscalation {
  escalate(input: CreateTicketInput, user: User): Promise<Ticket>;
}

/** Activity types that are a response to the customer (they set firstResponseAt), unless marked inbound. */
const RESPONSE_TYPES: readonly ActivityType[] = ['call', 'email'];

/** Trimmed, without empties or duplicates, in the order given. */
export function normaliseTags(tags: readonly string[] | null | undefined): string[] {
  return [...new Set((tags ?? []).map((t) => t.trim()).filter(Boolean))];
}

/**
 * Tickets and their activity feed (docs/product.md §2, §4, §7). The server owns the
 * numbering (sequence), the SLA due time, resolvedAt, firstResponseAt and the feed entries for
 * creation, status changes and assignments, each written in the same transaction as the change.
 */
/** A ticket as other features link to it. */
export interface TicketBrief {
  id: string;
  number: number;
  title: string;
  status: TicketStatus;
  requesterId: string;
}

export class TicketService {
  private readonly queries: TicketQueries;

  constructor(
    private readonly dataSource: DataSource,
    private readonly links: TicketLinks,
    /** Told every change of a ticket once it committed (live updates); see `announce`. */
    private readonly onChange: TicketChangeListener = () => undefined,
  ) {
    this.queries = new TicketQueries(dataSource);
    installAfterCommit(dataSource);
  }

  // ---- reads: the statements are ticket.queries.ts's ------------------------------------------

  /**
   * Newest first, filtered; `me` resolves the assignment filter's 'me'. With `fields`, each ticket
   * carries those fields only (GraphQL reads what its selection asks for); else the whole ticket.
   */
  list(
    filter: TicketFilter | null | undefined,
    page: { limit: number; offset: number },
    me: User,
    fields?: TicketFields,
  ): Promise<TicketPage> {
    return this.queries.list(filter, page, me, fields);
  }

  /** The same page as `list` as the JSON array of its list rows (ticket.view.ts TICKET_ROW), built by PostgreSQL. */
  listRows(filter: TicketFilter | null | undefined, page: { limit: number; offset: number }, me: User): Promise<TicketRowsPage> {
    return this.queries.listRows(filter, page, me);
  }

  /** Every status column with its newest `perColumn` tickets and its total (the filter's status is ignored). */
  board(filter: TicketFilter | null | undefined, perColumn: number, me: User, fields?: TicketFields): Promise<BoardColumn[]> {
    return this.queries.board(filter, perColumn, me, fields);
  }

  /** The whole ticket (inside `manager`'s transaction when given), or only its `fields`; 404 when there is none. */
  get(id: string, manager?: EntityManager, fields?: TicketFields): Promise<Ticket> {
    return this.queries.get(id, manager, fields);
  }

  /** The open tickets the contact raised or on their properties, matching `search` as `list` does, newest first. */
  openForContact(contactId: string, search: string | null | undefined, limit: number): Promise<TicketBriefRow[]> {
    return this.queries.openForContact(contactId, search, limit);
  }

  /** The ticket as the JSON text of the REST detail (ticket.view.ts TICKET_DETAIL), built by PostgreSQL. */
  getJson(id: string): Promise<string> {
    return this.queries.getJson(id);
  }

  /** The ticket's comments, oldest first, as the REST detail carries them. */
  comments(ticketId: string): Promise<TicketCommentView[]> {
    return this.queries.comments(ticketId);
  }

  /** The ticket's feed, newest first, with each entry's user; every entry when `limit` is null. */
  async activities(ticketId: string, page: PageWindow): Promise<Page<Activity>> {
    await this.assertTicketExists(this.dataSource.manager, ticketId);
    return pageOf(
      this.dataSource
        .getRepository(Activity)
        .createQueryBuilder('a')
        .leftJoinAndSelect('a.user', 'user')
        .where('a.ticketId = :ticketId', { ticketId })
        .orderBy('a.createdAt', 'DESC')
        .addOrderBy('a.id', 'DESC'),
      page,
    );
  }

  // ---- changes --------------------------------------------------------------------------------

  /**
   * A new ticket as the transports receive it: one that names the guided session it escalates
   * (escalatedSession) is created by `escalation`, which links the session in the same transaction.
   */
  submit(input: CreateTicketInput, user: User, escalation: SessionEscalation): Promise<Ticket> {
    return escalatedSession(input) ? escalation.escalate(input, user) : this.create(input, user);
  }

  /**
   * Creates the ticket in its own transaction, or inside `manager`'s (triage links a message to it,
   * the knowledge side a guided session, in the same one). The session fields are not read here.
   */
  async create(input: CreateTicketInput, user: User, manager?: EntityManager): Promise<Ticket> {
    const tags = normaliseTags(input.tags);
    return inTransaction(this.dataSource, manager, async (m) => {
      await this.checkReferences(m, input);
      const assignee = input.assigneeId ? await this.activeUser(m, input.assigneeId) : null;
      const [row] = (await m.query(
        `INSERT INTO tickets (title, description, priority, category, "clientId", "propertyId", "assigneeId", "requesterId", tags, "dueAt")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, ${slaDueAtSql({ createdAt: 'now()', priority: '$3::ticket_priority', pauses: SLA_NO_PAUSES })})
         RETURNING id, number`,
        [
          input.title.trim(),
          input.description.trim(),
          input.priority,
          input.category,
          input.clientId,
          input.propertyId ?? null,
          assignee?.id ?? null,
          input.requesterId,
          tags,
        ],
      )) as { id: string; number: number }[];
      await this.recordActivity(m, {
        ticketId: row.id,
        type: 'ticket_created',
        userId: user.id,
        clientId: input.clientId,
        contactId: input.requesterId,
        content: `Ticket #${row.number} created`,
        metadata: { number: row.number },
      });
      if (assignee) {
        await this.recordActivity(m, {
          ticketId: row.id,
          type: 'assignment',
          userId: user.id,
          content: `Assigned to ${displayName(assignee)}`,
          metadata: { from: null, to: assignee.id },
        });
        await this.notifyAssigned(m, { id: row.id, number: row.number, title: input.title.trim() }, assignee.id, user);
      }
      return this.get(row.id, m);
    });
  }

  /** Changes assignee, priority and/or status; absent fields stay, `assigneeId: null` unassigns. */
  async update(input: UpdateTicketInput, user: User): Promise<Ticket> {
    const changesAssignee = input.assigneeId !== undefined;
    if (!changesAssignee && !input.priority && !input.status) throw new Invalid(TICKET_MESSAGES.nothingToUpdate);
    return this.dataSource.transaction(async (m) => {
      const current = await this.lockTicket(m, input.id);
      if (input.priority && input.priority !== current.priority) {
        // The due time by the new priority, counted from creation, with the pauses so far.
        const dueAt = slaDueAtSql({ createdAt: '"createdAt"', priority: '$2::ticket_priority', pauses: slaPausesSql('$1') });
        await m.query(`UPDATE tickets SET priority = $2, "dueAt" = ${dueAt}, "updatedAt" = now() WHERE id = $1`, [
          current.id,
          input.priority,
        ]);
        this.announce(m, { ticketId: current.id, kind: 'priority' });
      }
      if (input.status) await this.applyStatus(m, current, input.status, user);
      if (changesAssignee && (input.assigneeId ?? null) !== current.assigneeId) {
        const assignee = input.assigneeId ? await this.activeUser(m, input.assigneeId) : null;
        await m.query(`UPDATE tickets SET "assigneeId" = $2, "updatedAt" = now() WHERE id = $1`, [current.id, assignee?.id ?? null]);
        await this.recordActivity(m, {
          ticketId: current.id,
          type: 'assignment',
          userId: user.id,
          content: assignee ? `Assigned to ${displayName(assignee)}` : 'Unassigned',
          metadata: { from: current.assigneeId, to: assignee?.id ?? null },
        });
        if (assignee) await this.notifyAssigned(m, await this.get(current.id, m), assignee.id, user);
      }
      return this.get(current.id, m);
    });
  }

  /** The SLA time (seconds) the ticket has left by the SLA rule; null once completed or when there is no such ticket. */
  async slaRemainingSeconds(id: string): Promise<number | null> {
    const [row] = (await this.dataSource.query(
      `SELECT CASE WHEN t."resolvedAt" IS NULL THEN round(${slaRemainingSql('t')})::int END AS seconds FROM tickets t WHERE t.id = $1`,
      [id],
    )) as { seconds: number | null }[];
    return row?.seconds ?? null;
  }

  /** How many unfinished tickets each user is assigned (users with none are absent). */
  async openCountsByAssignee(): Promise<Map<string, number>> {
    const rows: { assigneeId: string; count: number }[] = await this.dataSource.query(
      `SELECT "assigneeId", count(*)::int AS count FROM tickets WHERE "assigneeId" IS NOT NULL AND status <> 'completed' GROUP BY 1`,
    );
    return new Map(rows.map((r) => [r.assigneeId, r.count]));
  }

  /** Moves every unfinished ticket of `fromUserId` to `toUserId` (null: unassigned), each with its activity entry. */
  async reassignOpen(fromUserId: string, toUserId: string | null, actor: User): Promise<number> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM tickets WHERE "assigneeId" = $1 AND status <> 'completed' ORDER BY "createdAt"`,
      [fromUserId],
    );
    for (const { id } of rows) await this.update({ id, assigneeId: toUserId }, actor);
    return rows.length;
  }

  async changeStatus(input: ChangeTicketStatusInput, user: User): Promise<Ticket> {
    return this.dataSource.transaction(async (m) => {
      const current = await this.lockTicket(m, input.id);
      await this.applyStatus(m, current, input.status, user);
      return this.get(current.id, m);
    });
  }

  /** A note, call, e-mail, client update or comment by the signed-in user. */
  async addActivity(input: AddTicketActivityInput, user: User): Promise<Activity> {
    return this.dataSource.transaction(async (m) => {
      await this.assertTicketExists(m, input.ticketId);
      if (input.contactId && !(await this.links.contacts.find(input.contactId, m))) {
        throw new Invalid(TICKET_MESSAGES.contactNotFound, 'contactId');
      }
      if (input.clientId && !(await this.links.clients.find(input.clientId, m))) {
        throw new Invalid(TICKET_MESSAGES.clientNotFound, 'clientId');
      }
      const metadata: Record<string, unknown> | null =
        input.type === 'email'
          ? // Recorded only: real delivery comes with the conversations issue.
            { direction: 'outbound', delivered: false }
          : input.type === 'call'
            ? { direction: 'outbound' }
            : null;
      const activity = await this.recordActivity(m, {
        ticketId: input.ticketId,
        type: input.type,
        userId: user.id,
        content: input.content.trim(),
        clientId: input.clientId ?? null,
        contactId: input.contactId ?? null,
        metadata,
      });
      if (input.type === 'note' || input.type === 'comment') await this.notifyMentions(m, input.ticketId, activity.content, user);
      activity.user = user;
      return activity;
    });
  }

  /**
   * Appends an entry to a ticket's feed inside the caller's transaction. An outbound call or
   * e-mail (metadata.direction not 'inbound') is the ticket's first response if there was none.
   * Entries get the wall-clock time so that several written in one transaction keep their order.
   */
  async recordActivity(manager: EntityManager, record: ActivityRecord): Promise<Activity> {
    const [row] = (await manager.query(
      `INSERT INTO activities ("ticketId", type, "userId", "clientId", "contactId", content, metadata, "createdAt")
       VALUES ($1, $2, $3, $4, $5, $6, $7, clock_timestamp()) RETURNING id`,
      [
        record.ticketId,
        record.type,
        record.userId,
        record.clientId ?? null,
        record.contactId ?? null,
        record.content,
        record.metadata ? JSON.stringify(record.metadata) : null,
      ],
    )) as { id: string }[];
    if (RESPONSE_TYPES.includes(record.type) && record.metadata?.direction !== 'inbound') {
      await manager.query(`UPDATE tickets SET "firstResponseAt" = now() WHERE id = $1 AND "firstResponseAt" IS NULL`, [record.ticketId]);
    }
    this.announce(manager, activityChange(record));
    return manager.getRepository(Activity).findOneByOrFail({ id: row.id });
  }

  /**
   * Tells the listener about a change of a ticket once `manager`'s transaction committed (at once
   * outside a transaction), each kind once per ticket and transaction. Every change goes through
   * here: the feed entry each change records (`recordActivity`), and the priority, which has none.
   * Another feature that changes a ticket's row without a feed entry calls it with its manager.
   */
  announce(manager: EntityManager, change: TicketChange): void {
    afterCommit(manager, `ticket:${change.ticketId}:${change.kind}`, () => this.onChange(change));
  }

  // ---- helpers --------------------------------------------------------------------------------

  private async notifyAssigned(m: EntityManager, ticket: Pick<Ticket, 'id' | 'number' | 'title'>, assigneeId: string, actor: User) {
    await this.links.notifier?.notify(m, {
      event: NotificationEvent.TICKET_ASSIGNED,
      type: 'ticket_assigned',
      recipientIds: [assigneeId],
      actorId: actor.id,
      title: `Ticket assigned to you: #${ticket.number} ${ticket.title}`,
      body: `Assigned by ${displayName(actor)}`,
      ticketId: ticket.id,
      taskId: null,
    });
  }

  /** The active people a note names as `@username` (case-insensitively) are told, the writer excepted. */
  private async notifyMentions(m: EntityManager, ticketId: string, content: string, actor: User) {
    if (!this.links.notifier) return;
    const usernames = mentionedUsernames(content);
    if (usernames.length === 0) return;
    const recipientIds = await this.links.users.activeIdsByUsername(usernames, m);
    if (recipientIds.length === 0) return;
    const ticket = await this.get(ticketId, m);
    await this.links.notifier.notify(m, {
      event: NotificationEvent.MENTION,
      type: 'mention',
      recipientIds,
      actorId: actor.id,
      title: `${displayName(actor)} mentioned you on #${ticket.number} ${ticket.title}`,
      body: content.length > 280 ? `${content.slice(0, 279)}…` : content,
      ticketId,
      taskId: null,
    });
  }

  private async applyStatus(m: EntityManager, current: LockedTicket, status: TicketStatus, user: User): Promise<void> {
    if (status === current.status) return;
    // resolvedAt: set when the ticket is completed, cleared when it is reopened.
    await m.query(
      `UPDATE tickets SET status = $2::ticket_status, "resolvedAt" = CASE WHEN $2::ticket_status = 'completed' THEN now() ELSE NULL END, "updatedAt" = now() WHERE id = $1`,
      [current.id, status],
    );
    await this.recordActivity(m, {
      ticketId: current.id,
      type: 'status_change',
      userId: user.id,
      content: `Status changed from ${TICKET_STATUS_LABELS[current.status]} to ${TICKET_STATUS_LABELS[status]}`,
      metadata: { from: current.status, to: status },
    });
    const move = await moveSlaClock(m, current.id, status, await this.links.company.slaPauseStatuses(m));
    if (move?.kind === 'paused') {
      await this.recordActivity(m, {
        ticketId: current.id,
        type: 'sla_paused',
        userId: user.id,
        content: `SLA clock paused (${TICKET_STATUS_LABELS[status]}) with ${formatSlaDuration(move.remainingSeconds)} left`,
        metadata: { status, remainingSeconds: move.remainingSeconds },
      });
    } else if (move?.kind === 'resumed') {
      await this.recordActivity(m, {
        ticketId: current.id,
        type: 'sla_resumed',
        userId: user.id,
        content: `SLA clock resumed after ${formatSlaDuration(move.pausedSeconds)} paused (${TICKET_STATUS_LABELS[move.pausedFor]}); the due time moved on by the pause`,
        metadata: { pausedSeconds: move.pausedSeconds, dueAt: move.dueAt.toISOString() },
      });
    }
  }

  private async lockTicket(m: EntityManager, id: string): Promise<LockedTicket> {
    if (!isUuid(id)) throw new NotFound(TICKET_MESSAGES.ticketNotFound);
    const [row] = (await m.query(`SELECT id, status, priority, "assigneeId" FROM tickets WHERE id = $1 FOR UPDATE`, [
      id,
    ])) as LockedTicket[];
    if (!row) throw new NotFound(TICKET_MESSAGES.ticketNotFound);
    return row;
  }

  private async assertTicketExists(m: EntityManager, id: string): Promise<void> {
    if (!(await this.exists(id, m))) throw new NotFound(TICKET_MESSAGES.ticketNotFound);
  }

  /** Whether the ticket exists (inside `manager`'s transaction when given): for other features' links to a ticket. */
  async exists(id: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = (await manager.query(`SELECT 1 FROM tickets WHERE id = $1`, [id])) as unknown[];
    return rows.length > 0;
  }

  /** The numbers of the tickets of `ids` that exist (inside `manager`'s transaction when given), by id. */
  async numbers(ids: readonly string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = (await manager.query(`SELECT id, number FROM tickets WHERE id = ANY($1::uuid[])`, [ids])) as {
      id: string;
      number: number;
    }[];
    return new Map(rows.map((row) => [row.id, row.number]));
  }

  /** Number, title and status of the tickets of `ids` that exist, by id: for other features' links to tickets. */
  async briefs(ids: readonly string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, TicketBrief>> {
    const wanted = [...new Set(ids.filter(isUuid))];
    if (wanted.length === 0) return new Map();
    const rows = (await manager.query(`SELECT id, number, title, status, "requesterId" FROM tickets WHERE id = ANY($1::uuid[])`, [
      wanted,
    ])) as TicketBrief[];
    return new Map(rows.map((row) => [row.id, row]));
  }

  private async activeUser(m: EntityManager, id: string): Promise<User> {
    const user = await this.links.users.findActive(id, m);
    if (!user) throw new Invalid(TICKET_MESSAGES.assigneeNotFound, 'assigneeId');
    return user;
  }

  /** Ids that do not exist are the client's mistake: 400 naming the field, never a foreign-key 500. */
  private async checkReferences(m: EntityManager, input: CreateTicketInput): Promise<void> {
    if (!(await this.links.clients.find(input.clientId, m))) throw new Invalid(TICKET_MESSAGES.clientNotFound, 'clientId');
    if (!(await this.links.contacts.find(input.requesterId, m))) throw new Invalid(TICKET_MESSAGES.requesterNotFound, 'requesterId');
    if (input.propertyId) {
      const property = await this.links.properties.find(input.propertyId, m);
      if (!property) throw new Invalid(TICKET_MESSAGES.propertyNotFound, 'propertyId');
      if (property.clientId && property.clientId !== input.clientId) throw new Invalid(TICKET_MESSAGES.propertyOtherClient, 'propertyId');
    }
  }
}

/** `work` inside `manager`'s transaction when one is given, else in a new one. */
function inTransaction<T>(dataSource: DataSource, manager: EntityManager | undefined, work: (m: EntityManager) => Promise<T>): Promise<T> {
  return manager ? work(manager) : dataSource.transaction(work);
}

/** The change a feed entry stands for. */
function activityChange(record: ActivityRecord): TicketChange {
  const ticketId = record.ticketId;
  switch (record.type) {
    case 'ticket_created':
      return { ticketId, kind: 'created' };
    case 'status_change':
      return { ticketId, kind: 'status', status: record.metadata?.to as TicketStatus };
    case 'assignment':
      return { ticketId, kind: 'assignee' };
    case 'task_created':
      return { ticketId, kind: 'task' };
    default:
      return { ticketId, kind: 'activity' };
  }
}

interface LockedTicket {
  id: string;
  status: TicketStatus;
  priority: string;
  assigneeId: string | null;
}
