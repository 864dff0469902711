import { displayName } from '@pmp/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { Invalid, NotFound } from '../../common/errors';
import type { Page, PageWindow } from '../../common/paging';
import type { ClientService } from '../clients/client.service';
import type { ContactService } from '../contacts/contact.service';
import type { TroubleshootingSessionService } from '../knowledge/troubleshooting-session.service';
import type { PropertyService } from '../properties/property.service';
import type { User } from '../users/user.entity';
import type { UserService } from '../users/user.service';
import { Activity } from './activity.entity';
import { TICKET_STATUSES } from './ticket.enums';
import type { ActivityType, TicketStatus } from './ticket.enums';
import { Ticket } from './ticket.entity';
import {
  TICKET_MESSAGES,
  type AddTicketActivityInput,
  type ChangeTicketStatusInput,
  type CreateTicketInput,
  type TicketFilter,
  type UpdateTicketInput,
} from './ticket.inputs';
import { isUuid, escapeLike } from '../../common/search-pattern';
import { queryPrepared, queryUnprepared } from '../../common/postgres';
import { TicketQueries, type TicketFields } from './ticket.queries';
import type { TicketCommentView } from './ticket.view';

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

/**
 * A search counts its matches up to this many past the page's first row (then totalCountCapped):
 * a common word ("leak") matches thousands of tickets, and counting them all costs more than
 * finding the page. The total is then a lower bound ("75+") that still moves with the pages, so
 * Next stays available while more matches exist. docs/decisions.md, "Ticket search totals".
 */
export const SEARCH_COUNT_AHEAD = 50;

/**
 * A Kanban column counts its tickets up to this many (then totalCountCapped: "1000+"): the
 * completed column alone holds most tickets, and counting them all on every look at the board
 * was most of the board's database time (bench/CHANGELOG.md). The column's list (`tickets` with its status)
 * counts exactly. docs/decisions.md, "GraphQL reads as fast as a peer".
 */
export const BOARD_COUNT_UP_TO = 1000;

/** A page of tickets; with a search, totalCount stops SEARCH_COUNT_AHEAD past the offset (then totalCountCapped). */
export interface TicketPage extends Page<Ticket> {
  totalCountCapped: boolean;
}

/** A page of tickets as one JSON array of their list rows (REST), built by PostgreSQL. */
export interface TicketRowsPage {
  json: string;
  totalCount: number;
  totalCountCapped: boolean;
}

/**
 * The ids a subquery finds, in its order, as one comma-separated text: up to 101 ids cross the
 * wire as one value, and splitting a string costs the api far less than parsing an array literal.
 */
function idList(subquery: string): string {
  return `array_to_string(ARRAY(${subquery}), ',')`;
}

function splitIds(list: string): string[] {
  return list === '' ? [] : list.split(',');
}

interface PageIds {
  ids: string[];
  totalCount: number;
  totalCountCapped: boolean;
}

/** One Kanban column: the newest tickets of a status and how many there are in all. */
export interface BoardColumn {
  status: TicketStatus;
  totalCount: number;
  totalCountCapped: boolean;
  tickets: Ticket[];
}


/** The features whose records a ticket links to, asked through their services. */
export interface TicketLinks {
  clients: ClientService;
  contacts: ContactService;
  properties: PropertyService;
  users: UserService;
  sessions: TroubleshootingSessionService;
}

/** Activity types that are a response to the customer (they set firstResponseAt), unless marked inbound. */
const RESPONSE_TYPES: readonly ActivityType[] = ['call', 'email'];

const STATUS_LABELS: Record<TicketStatus, string> = {
  new: 'New',
  'in-progress': 'In Progress',
  'awaiting-supplier': 'Awaiting Supplier',
  'awaiting-parts': 'Awaiting Parts',
  completed: 'Completed',
};

/** Trimmed, without empties or duplicates, in the order given. */
export function normaliseTags(tags: readonly string[] | null | undefined): string[] {
  return [...new Set((tags ?? []).map((t) => t.trim()).filter(Boolean))];
}

/**
 * Tickets and their activity feed (docs/product.md §2, §4, §7). The server owns the
 * numbering (sequence), the SLA due time, resolvedAt, firstResponseAt and the feed entries for
 * creation, status changes and assignments, each written in the same transaction as the change.
 */
export class TicketService {
  private readonly rows: TicketQueries;

  constructor(
    private readonly dataSource: DataSource,
    private readonly links: TicketLinks,
  ) {
    this.rows = new TicketQueries(dataSource);
  }

  // ---- reads ----------------------------------------------------------------------------------

  /**
   * Newest first, filtered; `me` resolves the assignment filter's 'me'. With `fields`, each ticket
   * carries those fields only (GraphQL reads what its selection asks for); else the whole ticket.
   */
  async list(filter: TicketFilter | null | undefined, page: { limit: number; offset: number }, me: User, fields?: TicketFields): Promise<TicketPage> {
    const { ids, ...total } = await this.findPage(filter, page, me);
    return { nodes: await this.byIds(ids, fields), ...total };
  }

  /**
   * The same page as `list` as the JSON array of its list rows (ticket.view.ts TICKET_ROW), built by
   * PostgreSQL: what REST sends as it is. Two statements, not one: one statement with the filter's
   * parameters and the rows' JSON measured slower in PostgreSQL (bench/CHANGELOG.md), most likely
   * planned again for each set of values, and planning the JSON rows costs more than running
   * them; with the page's ids as its only parameter the rows' statement is planned once.
   */
  async listRows(filter: TicketFilter | null | undefined, page: { limit: number; offset: number }, me: User): Promise<TicketRowsPage> {
    const { ids, ...total } = await this.findPage(filter, page, me);
    if (ids.length === 0) return { json: '[]', ...total };
    const [found] = await queryPrepared<{ json: string }>(this.dataSource, this.rows.rowsJsonOfIds, [ids]);
    return { json: found.json, ...total };
  }

  /** The ids of a page of the filter's tickets, newest first, and the total. */
  private async findPage(filter: TicketFilter | null | undefined, page: { limit: number; offset: number }, me: User): Promise<PageIds> {
    const { where, params } = this.whereOf(filter, me);
    if (this.searchOf(filter)) return this.searchPage(where, params, page);
    // Equality filters only: the exact total and the page's ids in one small statement (prepared:
    // an equality on keys and enumerations is served by the same index whatever the value).
    const n = params.length;
    const [found] = await queryPrepared<{ total: number; ids: string }>(
      this.dataSource,
      `SELECT (SELECT count(*)::int FROM tickets t WHERE ${where}) AS total,
              ${idList(`SELECT t.id FROM tickets t WHERE ${where} ORDER BY t."createdAt" DESC, t.id LIMIT $${n + 1} OFFSET $${n + 2}`)} AS ids`,
      [...params, page.limit, page.offset],
    );
    return { ids: splitIds(found.ids), totalCount: found.total, totalCountCapped: false };
  }

  /**
   * A search page: the matching ids newest first, counted up to SEARCH_COUNT_AHEAD past the offset.
   * Planned for its word every time, so not prepared: a rare word is best found through the
   * trigram index, a common one by walking the newest tickets until enough have matched.
   */
  private async searchPage(where: string, params: unknown[], page: { limit: number; offset: number }): Promise<PageIds> {
    const countTo = page.offset + Math.max(page.limit, SEARCH_COUNT_AHEAD);
    const [row] = await queryUnprepared<{ hits: string }>(
      this.dataSource,
      `SELECT ${idList(`SELECT t.id FROM tickets t WHERE ${where} ORDER BY t."createdAt" DESC, t.id LIMIT $${params.length + 1}`)} AS hits`,
      [...params, countTo + 1],
    );
    const hits = splitIds(row.hits);
    const ids = hits.slice(page.offset, page.offset + page.limit);
    return { ids, totalCount: Math.min(hits.length, countTo), totalCountCapped: hits.length > countTo };
  }

  /** Tickets (whole, or their `fields`), in the order of `ids`. */
  private async byIds(ids: string[], fields?: TicketFields): Promise<Ticket[]> {
    if (ids.length === 0) return [];
    const reader = this.rows.reader(fields);
    const rows = await queryPrepared(this.dataSource, `SELECT ${reader.select} ${reader.fromIds}`, [ids]);
    return rows.map((row) => reader.toTicket(row));
  }

  /** The search text, without a leading '#' before a number and without control characters. */
  private searchOf(filter: TicketFilter | null | undefined): string {
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    return (filter?.search ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim().replace(/^#(?=\d+$)/, '');
  }

  /**
   * Every status column with its newest `perColumn` tickets and its total (the filter's status is
   * ignored), counted up to BOARD_COUNT_UP_TO (then totalCountCapped).
   */
  async board(filter: TicketFilter | null | undefined, perColumn: number, me: User, fields?: TicketFields): Promise<BoardColumn[]> {
    const others = { ...(filter ?? {}), status: null };
    if (this.searchOf(filter)) {
      // A search's pages are planned for their word (searchPage): one column at a time.
      return Promise.all(
        TICKET_STATUSES.map(async (status) => {
          const { ids, ...total } = await this.findPage({ ...others, status } as TicketFilter, { limit: perColumn, offset: 0 }, me);
          return { status, ...total, tickets: await this.byIds(ids, fields) };
        }),
      );
    }
    // Equality filters: every column's total and ids in one statement, then all their tickets in one.
    const { where, params } = this.whereOf(others as TicketFilter, me);
    const n = params.length;
    const inColumn = `t.status = s.status AND ${where}`;
    const columns = await queryPrepared<{ total: number; ids: string }>(
      this.dataSource,
      `SELECT (SELECT count(*)::int FROM (SELECT FROM tickets t WHERE ${inColumn} LIMIT ${BOARD_COUNT_UP_TO + 1}) counted) AS total,
              ${idList(`SELECT t.id FROM tickets t WHERE ${inColumn} ORDER BY t."createdAt" DESC, t.id LIMIT $${n + 1}`)} AS ids
       FROM unnest($${n + 2}::ticket_status[]) WITH ORDINALITY AS s(status, place) ORDER BY s.place`,
      [...params, perColumn, TICKET_STATUSES],
    );
    const ids = columns.map((column) => splitIds(column.ids));
    const tickets = new Map((await this.byIds(ids.flat(), fields)).map((ticket) => [ticket.id, ticket]));
    return TICKET_STATUSES.map((status, i) => ({
      status,
      totalCount: Math.min(columns[i].total, BOARD_COUNT_UP_TO),
      totalCountCapped: columns[i].total > BOARD_COUNT_UP_TO,
      tickets: ids[i].map((id) => tickets.get(id)).filter((ticket): ticket is Ticket => ticket !== undefined),
    }));
  }

  /** The whole ticket (inside `manager`'s transaction when given), or only its `fields`. */
  async get(id: string, manager?: EntityManager, fields?: TicketFields): Promise<Ticket> {
    const reader = this.rows.reader(fields);
    return reader.toTicket(await this.readOne(reader.select, id, manager, reader.joins));
  }

  /** The ticket as the JSON text of the REST detail (TicketQueries.detailJson), built by PostgreSQL. */
  async getJson(id: string): Promise<string> {
    return (await this.readOne<{ ticket: string }>(`${this.rows.detailJson} AS ticket`, id)).ticket;
  }

  /** One ticket's row with its relations (`select` over `tickets t` and `joins`, all of them by default), or 404. */
  private async readOne<T = Record<string, unknown>>(select: string, id: string, manager?: EntityManager, joins = this.rows.joins): Promise<T> {
    if (!isUuid(id)) throw new NotFound(TICKET_MESSAGES.ticketNotFound);
    const sql = `SELECT ${select} FROM tickets t ${joins} WHERE t.id = $1`;
    // Inside a change's transaction the read must see the change: the transaction's own connection.
    const [row] = manager ? ((await manager.query(sql, [id])) as T[]) : await queryPrepared<T>(this.dataSource, sql, [id]);
    if (!row) throw new NotFound(TICKET_MESSAGES.ticketNotFound);
    return row;
  }

  /** The ticket's comments (ticket.view.ts COMMENT_FIELDS), oldest first, as the REST detail carries them. */
  async comments(ticketId: string): Promise<TicketCommentView[]> {
    const rows = await queryPrepared(this.dataSource, this.rows.commentsOfTicket, [ticketId]);
    return rows.map((row) => this.rows.toComment(row));
  }

  /** The ticket's feed, newest first, with each entry's user; every entry when `limit` is null. */
  async activities(ticketId: string, page: PageWindow): Promise<Page<Activity>> {
    await this.assertTicketExists(this.dataSource.manager, ticketId);
    const [nodes, totalCount] = await this.dataSource
      .getRepository(Activity)
      .createQueryBuilder('a')
      .leftJoinAndSelect('a.user', 'user')
      .where('a.ticketId = :ticketId', { ticketId })
      .orderBy('a.createdAt', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .limit(page.limit ?? undefined)
      .offset(page.offset)
      .getManyAndCount();
    return { nodes, totalCount };
  }

  // ---- changes --------------------------------------------------------------------------------

  async create(input: CreateTicketInput, user: User): Promise<Ticket> {
    const tags = normaliseTags(input.tags);
    return this.dataSource.transaction(async (m) => {
      await this.checkReferences(m, input);
      const assignee = input.assigneeId ? await this.activeUser(m, input.assigneeId) : null;
      const [row] = (await m.query(
        `INSERT INTO tickets (title, description, priority, category, "clientId", "propertyId", "assigneeId", "requesterId", tags, "dueAt")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + ticket_sla_interval($3::ticket_priority))
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
      }
      if (input.fromSession && input.articleId && input.source === 'troubleshooting') {
        // The ticket is recorded on the troubleshooting session it was escalated from (`/tickets/new?fromSession=`).
        if (!(await this.links.sessions.recordEscalation(m, input.fromSession, input.articleId, row.id))) {
          throw new Invalid(TICKET_MESSAGES.session, 'fromSession');
        }
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
        // The due time is the SLA target counted from creation, whatever the priority was before.
        await m.query(
          `UPDATE tickets SET priority = $2, "dueAt" = "createdAt" + ticket_sla_interval($2::ticket_priority), "updatedAt" = now() WHERE id = $1`,
          [current.id, input.priority],
        );
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
      }
      return this.get(current.id, m);
    });
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
    return manager.getRepository(Activity).findOneByOrFail({ id: row.id });
  }

  // ---- helpers --------------------------------------------------------------------------------

  /** The filter as a WHERE clause over `tickets t` and its parameters ($1, $2, ...). */
  private whereOf(filter: TicketFilter | null | undefined, me: User): { where: string; params: unknown[] } {
    const clauses: string[] = [];
    const params: unknown[] = [];
    const add = (clause: (p: string) => string, value: unknown) => {
      params.push(value);
      clauses.push(clause(`$${params.length}`));
    };
    const search = this.searchOf(filter);
    // "searchText" is lower(number, title and description): see the TicketSearchText migration.
    if (search) add((p) => `t."searchText" LIKE lower(${p})`, `%${escapeLike(search)}%`);
    if (filter?.status) add((p) => `t.status = ${p}`, filter.status);
    if (filter?.priority) add((p) => `t.priority = ${p}`, filter.priority);
    if (filter?.category) add((p) => `t.category = ${p}`, filter.category);
    const assignment = filter?.assignment?.toLowerCase();
    if (assignment === 'unassigned') clauses.push('t."assigneeId" IS NULL');
    else if (assignment === 'assigned') clauses.push('t."assigneeId" IS NOT NULL');
    else if (assignment && assignment !== 'all') add((p) => `t."assigneeId" = ${p}`, assignment === 'me' ? me.id : assignment);
    return { where: clauses.length ? clauses.join(' AND ') : 'TRUE', params };
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
      content: `Status changed from ${STATUS_LABELS[current.status]} to ${STATUS_LABELS[status]}`,
      metadata: { from: current.status, to: status },
    });
  }

  private async lockTicket(m: EntityManager, id: string): Promise<LockedTicket> {
    if (!isUuid(id)) throw new NotFound(TICKET_MESSAGES.ticketNotFound);
    const [row] = (await m.query(`SELECT id, status, priority, "assigneeId" FROM tickets WHERE id = $1 FOR UPDATE`, [id])) as LockedTicket[];
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
    const rows = (await manager.query(`SELECT id, number FROM tickets WHERE id = ANY($1::uuid[])`, [ids])) as { id: string; number: number }[];
    return new Map(rows.map((row) => [row.id, row.number]));
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

interface LockedTicket {
  id: string;
  status: TicketStatus;
  priority: string;
  assigneeId: string | null;
}
