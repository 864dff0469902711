import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { TICKET_MESSAGES } from '@pmp/shared';
import { NotFound } from '../../common/errors';
import { cappedTotal, searchCountTo, type Page } from '../../common/paging';
import { queryPrepared, queryUnprepared } from '../../common/postgres';
import { escapeLike, isUuid } from '../../common/search-pattern';
import {
  arrayAggSql,
  columnsNamed,
  fieldSql,
  jsonSql,
  objectSql,
  readableColumns,
  rowObjectSql,
  rowObject,
  selectedSql,
  type SelectedColumn,
} from '../../common/sql-select';
import { Client } from '../clients/client.entity';
import { Contact } from '../contacts/contact.entity';
import { Property } from '../properties/property.entity';
import { User } from '../users/user.entity';
import { TICKET_STATUSES, type TicketStatus } from './ticket.enums';
import type { TicketFilter } from './ticket.inputs';
import { TicketComment } from './ticket-comment.entity';
import { Ticket } from './ticket.entity';
import { slaStateSql } from './ticket.sla';
import { TICKET_DETAIL, TICKET_RELATIONS, TICKET_ROW, type TicketCommentView, type TicketRelation, type TicketShape } from './ticket.view';

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
/** A ticket as a choice in a list: number, title and status. */
export interface TicketBriefRow {
  id: string;
  number: number;
  title: string;
  status: TicketStatus;
}

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

interface Relation {
  property: TicketRelation;
  alias: string;
  idKey: string;
  columns: SelectedColumn[];
}

/**
 * Relations whose GraphQL types have no field resolvers of their own, so that only the columns
 * asked for are read; the others (a user's `initials`, a property's `client`, which read further
 * columns) are read whole.
 */
const PLAIN_RELATIONS: ReadonlySet<TicketRelation> = new Set(['client', 'requester']);

/**
 * What a read needs of each ticket: some of its own fields (entity properties, and `slaState`)
 * and some of its relations, the plain ones (PLAIN_RELATIONS) with some of their fields, the
 * others whole. A GraphQL read asks for what its selection names; the other readers take the
 * whole ticket.
 */
export interface TicketFields {
  /** The same text for the same fields: the key of the statements read for them. */
  readonly key: string;
  readonly ticket: ReadonlySet<string>;
  readonly relations: ReadonlySet<TicketRelation>;
  /** The fields read of a plain relation (its id always); a relation not here is read whole. */
  readonly relationFields: ReadonlyMap<TicketRelation, ReadonlySet<string>>;
}

/**
 * The TicketFields of these field names of a ticket (names that are not fields are ignored);
 * `below(relation)` names the fields asked for of a relation.
 */
export function ticketFields(names: Iterable<string>, below?: (relation: string) => Iterable<string>): TicketFields {
  const all = new Set(names);
  const relations = new Set(TICKET_RELATIONS.filter((name) => all.has(name)));
  const ticket = new Set([...all].filter((name) => !relations.has(name as TicketRelation)));
  const relationFields = new Map<TicketRelation, ReadonlySet<string>>();
  if (below) for (const name of relations) if (PLAIN_RELATIONS.has(name)) relationFields.set(name, new Set(below(name)));
  const key = [...[...all].sort(), ...[...relationFields].map(([name, fields]) => `${name}{${[...fields].sort().join(',')}}`)].join(',');
  return { key, ticket, relations, relationFields };
}

/** How to read tickets with some of their fields: the SELECT list, its joins, and its rows' tickets. */
export interface TicketReader {
  /** `SELECT` list over `tickets t` and `joins`. */
  readonly select: string;
  readonly joins: string;
  /** FROM, joins and ORDER BY for the tickets whose ids are $1 (uuid[]), in that order. */
  readonly fromIds: string;
  /** The ticket of a row: the fields read, and only those (relations not read stay undefined). */
  toTicket(row: Record<string, unknown>): Ticket;
}

/** At most this many field sets keep their own statements; others read the whole ticket. */
const MAX_READERS = 64;

/** What a search's text loses before it is matched. */
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * Every read of tickets (TicketService's lists, board, one ticket, the REST JSON): hand-written
 * SQL instead of TypeORM's query builder. A ticket row comes with its client, requester, property
 * and assignee; the column list is built once from the entities' metadata (so it follows the
 * entities), and rows become plain objects of the entity shapes; the REST JSON follows
 * ticket.view.ts. On the busiest reads (lists, search, the detail) TypeORM's statement building and
 * per-row hydration cost more CPU than PostgreSQL spent answering (bench/CHANGELOG.md).
 */
export class TicketQueries {
  /** `SELECT` list: ticket columns as `t_x`, each relation's as `{alias}_x`. */
  readonly select: string;
  /** Each relation's join onto `tickets t`. */
  private static readonly JOINS: Record<TicketRelation, string> = {
    client: 'LEFT JOIN clients c ON c.id = t."clientId"',
    requester: 'LEFT JOIN contacts r ON r.id = t."requesterId"',
    property: 'LEFT JOIN properties p ON p.id = t."propertyId"',
    assignee: 'LEFT JOIN users a ON a.id = t."assigneeId"',
  };
  /** The relations' joins onto `tickets t`. */
  readonly joins = TICKET_RELATIONS.map((name) => TicketQueries.JOINS[name]).join(' ');
  /** FROM for the tickets whose ids are $1 (uuid[]) with their relations; `page.n` is each one's place. */
  private readonly fromIdsUnordered = `FROM unnest($1::uuid[]) WITH ORDINALITY AS page(id, n) JOIN tickets t ON t.id = page.id ${this.joins}`;
  /** FROM and ORDER BY for the tickets whose ids are $1 (uuid[]), in that order, with their relations. */
  readonly fromIds = `${this.fromIdsUnordered} ORDER BY page.n`;

  /**
   * One JSON text per row: the list row (ticket.view.ts TICKET_ROW), built by PostgreSQL. The
   * REST list sends them as they come (see rowsJsonOfIds): no row parsing, no objects, no
   * JSON.stringify in the api, which were most of its CPU per page (bench/RESULTS.md).
   */
  readonly rowJson: string;
  /**
   * One JSON text: the REST detail (`GET /api/tickets/{id}`, ticket.view.ts TICKET_DETAIL), as
   * `toTicketDetailView` writes a ticket read by `toTicket` with the comments of
   * `TicketService.comments` (a test holds the two to the same bytes).
   */
  readonly detailJson: string;
  /** A statement: the JSON array (one text, column `json`) of the list rows of the tickets whose ids are $1, in that order. */
  readonly rowsJsonOfIds: string;
  /** A statement: the comments (TICKET_DETAIL's fields) of the ticket $1, oldest first, as `detailJson` orders them; rows for `toComment`. */
  readonly commentsOfTicket: string;
  private readonly commentColumns: SelectedColumn[];

  private readonly ticketColumns: SelectedColumn[];
  private readonly relations: Relation[];
  /** The whole ticket's reader, and those of field sets read so far (by TicketFields.key). */
  private readonly whole: TicketReader;
  private readonly readers = new Map<string, TicketReader>();
  private readonly dataSource: DataSource;

  constructor(dataSource: DataSource) {
    this.dataSource = dataSource;
    this.ticketColumns = readableColumns(dataSource, Ticket, 't');
    const relation = (property: Relation['property'], alias: string, entity: EntityTarget<ObjectLiteral>): Relation => ({
      property,
      alias,
      idKey: `${alias}_id`,
      columns: readableColumns(dataSource, entity, alias),
    });
    this.relations = [
      relation('client', 'c', Client),
      relation('requester', 'r', Contact),
      relation('property', 'p', Property),
      relation('assignee', 'a', User),
    ];
    const parts = this.ticketColumns.map((column) => selectedSql('t', column));
    parts.push(`${slaStateSql('t')} AS "t_slaState"`);
    for (const { alias, columns } of this.relations) for (const column of columns) parts.push(selectedSql(alias, column));
    this.select = parts.join(', ');

    /** The columns of these names, in this order (a list of ticket.view.ts). */
    const chosen = (what: string, columns: SelectedColumn[], names: readonly string[]): SelectedColumn[] =>
      columnsNamed(`ticket.view.ts, ${what}`, columns, names);
    const commentColumns = readableColumns(dataSource, TicketComment, 'tc');
    // Both served by the (ticketId, createdAt) index; id breaks ties.
    const commentOrder = 'tc."createdAt", tc.id';
    /** A ticket's JSON in `shape` (ticket.view.ts), as `presentTicket` writes it. */
    const ticketJson = (shape: TicketShape): string => {
      const parts: Array<[string, string]> = [
        ...shape.fields.map((name): [string, string] =>
          name === 'slaState'
            ? [name, jsonSql(slaStateSql('t'), 'quoted')]
            : fieldSql('t', chosen('fields', this.ticketColumns, [name])[0]),
        ),
        ...this.relations.map((relation): [string, string] => {
          const columns = chosen(relation.property, relation.columns, shape.relations[relation.property]);
          return [
            relation.property,
            `CASE WHEN ${relation.alias}.id IS NULL THEN 'null' ELSE ${rowObjectSql(relation.alias, columns)} END`,
          ];
        }),
      ];
      if (shape.comments) {
        const comments = rowObjectSql('tc', chosen('comments', commentColumns, shape.comments));
        parts.push(['comments', `(SELECT ${arrayAggSql(comments, commentOrder)} FROM ticket_comments tc WHERE tc."ticketId" = t.id)`]);
      }
      return objectSql(parts);
    };
    this.rowJson = ticketJson(TICKET_ROW);
    this.detailJson = ticketJson(TICKET_DETAIL);
    this.commentColumns = chosen('comments', commentColumns, TICKET_DETAIL.comments ?? []);
    this.commentsOfTicket = `SELECT ${this.commentColumns.map((column) => selectedSql('tc', column)).join(', ')} FROM ticket_comments tc WHERE tc."ticketId" = $1 ORDER BY ${commentOrder}`;
    this.rowsJsonOfIds = `SELECT ${arrayAggSql(this.rowJson, 'page.n')} AS json ${this.fromIdsUnordered}`;
    this.whole = this.makeReader(null);
  }

  // ---- the reads (TicketService's) ------------------------------------------------------------

  /**
   * Newest first, filtered; `me` resolves the assignment filter's 'me'. With `fields`, each ticket
   * carries those fields only (GraphQL reads what its selection asks for); else the whole ticket.
   */
  async list(
    filter: TicketFilter | null | undefined,
    page: { limit: number; offset: number },
    me: User,
    fields?: TicketFields,
  ): Promise<TicketPage> {
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
    const [found] = await queryPrepared<{ json: string }>(this.dataSource, this.rowsJsonOfIds, [ids]);
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
    const countTo = searchCountTo(page);
    const [row] = await queryUnprepared<{ hits: string }>(
      this.dataSource,
      `SELECT ${idList(`SELECT t.id FROM tickets t WHERE ${where} ORDER BY t."createdAt" DESC, t.id LIMIT $${params.length + 1}`)} AS hits`,
      [...params, countTo + 1],
    );
    const hits = splitIds(row.hits);
    const ids = hits.slice(page.offset, page.offset + page.limit);
    return { ids, ...cappedTotal(hits.length, countTo) };
  }

  /**
   * The open tickets `contactId` raised or that are on a property whose contact they are, matching
   * `search` as the list does, newest first: the tickets a message from them most likely belongs to.
   */
  async openForContact(contactId: string, search: string | null | undefined, limit: number): Promise<TicketBriefRow[]> {
    if (!isUuid(contactId)) return [];
    const text = this.searchOf({ search });
    return queryUnprepared<TicketBriefRow>(
      this.dataSource,
      `SELECT t.id, t.number, t.title, t.status FROM tickets t
        WHERE t.status <> 'completed'
          AND (t."requesterId" = $1 OR t."propertyId" IN (SELECT id FROM properties WHERE "contactId" = $1))
          AND ($2::text IS NULL OR t."searchText" LIKE lower($2))
        ORDER BY t."createdAt" DESC, t.id LIMIT $3`,
      [contactId, text ? `%${escapeLike(text)}%` : null, limit],
    );
  }

  /** Tickets (whole, or their `fields`), in the order of `ids`. */
  private async byIds(ids: string[], fields?: TicketFields): Promise<Ticket[]> {
    if (ids.length === 0) return [];
    const reader = this.reader(fields);
    const rows = await queryPrepared(this.dataSource, `SELECT ${reader.select} ${reader.fromIds}`, [ids]);
    return rows.map((row) => reader.toTicket(row));
  }

  /** The search text, without a leading '#' before a number and without control characters. */
  private searchOf(filter: Pick<TicketFilter, 'search'> | null | undefined): string {
    return (filter?.search ?? '')
      .replace(CONTROL_CHARACTERS, ' ')
      .trim()
      .replace(/^#(?=\d+$)/, '');
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
      ...cappedTotal(columns[i].total, BOARD_COUNT_UP_TO),
      tickets: ids[i].map((id) => tickets.get(id)).filter((ticket): ticket is Ticket => ticket !== undefined),
    }));
  }

  /** The whole ticket (inside `manager`'s transaction when given), or only its `fields`. */
  async get(id: string, manager?: EntityManager, fields?: TicketFields): Promise<Ticket> {
    const reader = this.reader(fields);
    return reader.toTicket(await this.readOne(reader.select, id, manager, reader.joins));
  }

  /** The ticket as the JSON text of the REST detail (TicketQueries.detailJson), built by PostgreSQL. */
  async getJson(id: string): Promise<string> {
    return (await this.readOne<{ ticket: string }>(`${this.detailJson} AS ticket`, id)).ticket;
  }

  /** One ticket's row with its relations (`select` over `tickets t` and `joins`, all of them by default), or 404. */
  private async readOne<T = Record<string, unknown>>(select: string, id: string, manager?: EntityManager, joins = this.joins): Promise<T> {
    if (!isUuid(id)) throw new NotFound(TICKET_MESSAGES.ticketNotFound);
    const sql = `SELECT ${select} FROM tickets t ${joins} WHERE t.id = $1`;
    // Inside a change's transaction the read must see the change: the transaction's own connection.
    const [row] = manager ? ((await manager.query(sql, [id])) as T[]) : await queryPrepared<T>(this.dataSource, sql, [id]);
    if (!row) throw new NotFound(TICKET_MESSAGES.ticketNotFound);
    return row;
  }

  /** The ticket's comments (ticket.view.ts COMMENT_FIELDS), oldest first, as the REST detail carries them. */
  async comments(ticketId: string): Promise<TicketCommentView[]> {
    const rows = await queryPrepared(this.dataSource, this.commentsOfTicket, [ticketId]);
    return rows.map((row) => this.toComment(row));
  }

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

  // ---- readers --------------------------------------------------------------------------------

  /** The reader of these fields (the whole ticket without `fields`). */
  reader(fields?: TicketFields | null): TicketReader {
    if (!fields) return this.whole;
    let reader = this.readers.get(fields.key);
    if (!reader) {
      // Selections come from clients: past MAX_READERS, no more statements are made for them.
      if (this.readers.size >= MAX_READERS) return this.whole;
      reader = this.makeReader(fields);
      this.readers.set(fields.key, reader);
    }
    return reader;
  }

  private makeReader(fields: TicketFields | null): TicketReader {
    // The id always: it is the key, and what other fields' resolvers (comments) read by.
    const columns = fields ? this.ticketColumns.filter((c) => c.property === 'id' || fields.ticket.has(c.property)) : this.ticketColumns;
    const withSla = !fields || fields.ticket.has('slaState');
    const relations = fields
      ? this.relations
          .filter((r) => fields.relations.has(r.property))
          .map((r) => {
            const wanted = fields.relationFields.get(r.property);
            return wanted ? { ...r, columns: r.columns.filter((c) => c.property === 'id' || wanted.has(c.property)) } : r;
          })
      : this.relations;
    const parts = columns.map((column) => selectedSql('t', column));
    if (withSla) parts.push(`${slaStateSql('t')} AS "t_slaState"`);
    for (const { alias, columns: relationColumns } of relations)
      for (const column of relationColumns) parts.push(selectedSql(alias, column));
    const joins = relations.map((r) => TicketQueries.JOINS[r.property]).join(' ');
    return {
      select: parts.join(', '),
      joins,
      fromIds: `FROM unnest($1::uuid[]) WITH ORDINALITY AS page(id, n) JOIN tickets t ON t.id = page.id ${joins} ORDER BY page.n`,
      toTicket: (row) => {
        const ticket = rowObject(row, columns);
        if (withSla) ticket.slaState = row.t_slaState;
        for (const { property, idKey, columns: relationColumns } of relations) {
          if (row[idKey] === null || row[idKey] === undefined) {
            ticket[property] = null;
            continue;
          }
          ticket[property] = rowObject(row, relationColumns);
        }
        return ticket as unknown as Ticket;
      },
    };
  }

  /** A comment of a row of `commentsOfTicket`. */
  toComment(row: Record<string, unknown>): TicketCommentView {
    return rowObject(row, this.commentColumns) as unknown as TicketCommentView;
  }

  /** The ticket of a row selected with `select` and `joins`. */
  toTicket(row: Record<string, unknown>): Ticket {
    return this.whole.toTicket(row);
  }
}
