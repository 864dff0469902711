import { pickFields } from '../../common/pick-fields';
import { toUserSummary, USER_SUMMARY_FIELDS } from '../users/user.view';
import type { Activity } from './activity.entity';
import type { TicketComment } from './ticket-comment.entity';
import type { Ticket } from './ticket.entity';

/**
 * What REST answers carry of a ticket: the one description that both the presenters below and
 * the JSON PostgreSQL builds for the list and the detail (ticket.queries.ts) follow. A ticket
 * carries its own columns (the entity's readable ones, in its order) and `slaState`, then each
 * relation, whole or as the fields listed (null when the ticket has none), then, if listed, its
 * comments, oldest first.
 */
export interface TicketShape {
  readonly relations: { readonly [R in TicketRelation]: 'whole' | readonly string[] };
  readonly comments?: readonly (keyof TicketComment)[];
}

export const TICKET_RELATIONS = ['client', 'requester', 'property', 'assignee'] as const;
export type TicketRelation = (typeof TICKET_RELATIONS)[number];

/** What a ticket carries of each of its comments. */
export const COMMENT_FIELDS = ['id', 'content', 'createdAt'] as const;
export type TicketCommentView = Pick<TicketComment, (typeof COMMENT_FIELDS)[number]>;

/** A list row (`GET /api/tickets`, `GET /api/search`): what the ticket screens show of each relation. */
export const TICKET_ROW: TicketShape = {
  relations: {
    client: ['id', 'firstName', 'lastName', 'companyName', 'email', 'phone'],
    requester: ['id', 'name', 'email', 'phone', 'language'],
    property: ['id', 'name', 'address'],
    assignee: USER_SUMMARY_FIELDS,
  },
};

/** A created or changed ticket: its client, requester and property whole, the assignee's summary (never a user's settings). */
export const TICKET_VIEW: TicketShape = {
  relations: { client: 'whole', requester: 'whole', property: 'whole', assignee: USER_SUMMARY_FIELDS },
};

/** `GET /api/tickets/{id}`: TICKET_VIEW and the comments. */
export const TICKET_DETAIL: TicketShape = { ...TICKET_VIEW, comments: COMMENT_FIELDS };

const RELATIONS: ReadonlySet<string> = new Set(TICKET_RELATIONS);

function pick(record: object | null | undefined, fields: 'whole' | readonly string[]): unknown {
  if (fields === 'whole') return record;
  if (!record) return null;
  return pickFields(record as Record<string, unknown>, fields);
}

/** A ticket read whole (TicketService), in `shape`; `comments` for a shape that lists them. */
export function presentTicket(shape: TicketShape, ticket: Ticket, comments: readonly TicketCommentView[] = []): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(ticket)) if (!RELATIONS.has(key)) view[key] = value;
  for (const relation of TICKET_RELATIONS) view[relation] = pick(ticket[relation], shape.relations[relation]);
  if (shape.comments) view.comments = comments.map((comment) => pick(comment, shape.comments!));
  return view;
}

/** A created or changed ticket as REST answers it. */
export const toTicketView = (ticket: Ticket) => presentTicket(TICKET_VIEW, ticket);

/** A list row of a ticket read whole: as PostgreSQL writes the list (`TicketService.listRows`). */
export const toTicketRowView = (ticket: Ticket) => presentTicket(TICKET_ROW, ticket);

/** The detail of a ticket read whole with its comments: as PostgreSQL writes it (`TicketService.getJson`). */
export const toTicketDetailView = (ticket: Ticket, comments: readonly TicketCommentView[]) =>
  presentTicket(TICKET_DETAIL, ticket, comments);

/** An activity as REST answers it: the author's summary. */
export function toActivityView(activity: Activity) {
  const { user, ...rest } = activity;
  return { ...rest, user: toUserSummary(user) };
}
