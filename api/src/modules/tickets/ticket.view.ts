import { pickFields } from '../../common/pick-fields';
import { CLIENT_VIEW_FIELDS } from '../clients/client.view';
import { CONTACT_VIEW_FIELDS } from '../contacts/contact.view';
import { PROPERTY_FIELDS } from '../properties/property.view';
import { toUserSummary, USER_SUMMARY_FIELDS, type UserSummary } from '../users/user.view';
import type { Activity } from './activity.entity';
import type { TicketComment } from './ticket-comment.entity';
import type { Ticket } from './ticket.entity';

/**
 * What REST answers carry of a ticket: the one description that both the presenters below and
 * the JSON PostgreSQL builds for the list and the detail (ticket.queries.ts) follow. A ticket
 * carries the fields listed (TICKET_FIELDS), then each relation as the fields listed (null when
 * the ticket has none), then, if listed, its comments, oldest first. Every field is named: a
 * column added to an entity reaches REST only when a list here (or the owning feature's view
 * whose list is used) names it.
 */
export interface TicketShape {
  readonly fields: readonly (keyof Ticket)[];
  readonly relations: { readonly [R in TicketRelation]: readonly (keyof NonNullable<Ticket[R]>)[] };
  readonly comments?: readonly (keyof TicketComment)[];
}

export const TICKET_RELATIONS = ['client', 'requester', 'property', 'assignee'] as const;
export type TicketRelation = (typeof TICKET_RELATIONS)[number];

/** A ticket's own fields, in this order: its readable columns, then `slaState` (computed). */
export const TICKET_FIELDS = [
  'id',
  'number',
  'title',
  'description',
  'priority',
  'status',
  'category',
  'clientId',
  'propertyId',
  'assigneeId',
  'requesterId',
  'createdAt',
  'updatedAt',
  'firstResponseAt',
  'resolvedAt',
  'dueAt',
  'slaPausedAt',
  'tags',
  'slaState',
] as const satisfies readonly (keyof Ticket)[];

/** What a ticket carries of each of its comments. */
export const COMMENT_FIELDS = ['id', 'content', 'createdAt'] as const;
export type TicketCommentView = Pick<TicketComment, (typeof COMMENT_FIELDS)[number]>;

/** A list row (`GET /api/tickets`, `GET /api/search`): what the ticket screens show of each relation. */
export const TICKET_ROW: TicketShape = {
  fields: TICKET_FIELDS,
  relations: {
    client: ['id', 'firstName', 'lastName', 'companyName', 'email', 'phone'],
    requester: ['id', 'name', 'email', 'phone', 'language'],
    property: ['id', 'name', 'address'],
    assignee: USER_SUMMARY_FIELDS,
  },
};

/**
 * A created or changed ticket: its client, requester and property as their own features' views
 * list them (a property without its client and contact), the assignee's summary (never a user's
 * settings).
 */
export const TICKET_VIEW: TicketShape = {
  fields: TICKET_FIELDS,
  relations: { client: CLIENT_VIEW_FIELDS, requester: CONTACT_VIEW_FIELDS, property: PROPERTY_FIELDS, assignee: USER_SUMMARY_FIELDS },
};

/** `GET /api/tickets/{id}`: TICKET_VIEW and the comments. */
export const TICKET_DETAIL: TicketShape = { ...TICKET_VIEW, comments: COMMENT_FIELDS };

/** A ticket read whole (TicketService), in `shape`; `comments` for a shape that lists them. */
export function presentTicket(shape: TicketShape, ticket: Ticket, comments: readonly TicketCommentView[] = []): Record<string, unknown> {
  const view: Record<string, unknown> = pickFields(ticket, shape.fields);
  for (const relation of TICKET_RELATIONS) {
    const record = ticket[relation] as Record<string, unknown> | null | undefined;
    view[relation] = record ? pickFields(record, shape.relations[relation] as readonly string[]) : null;
  }
  if (shape.comments) view.comments = comments.map((comment) => pickFields(comment as TicketComment, shape.comments!));
  return view;
}

/** A created or changed ticket as REST answers it. */
export const toTicketView = (ticket: Ticket) => presentTicket(TICKET_VIEW, ticket);

/** A list row of a ticket read whole: as PostgreSQL writes the list (`TicketService.listRows`). */
export const toTicketRowView = (ticket: Ticket) => presentTicket(TICKET_ROW, ticket);

/** The detail of a ticket read whole with its comments: as PostgreSQL writes it (`TicketService.getJson`). */
export const toTicketDetailView = (ticket: Ticket, comments: readonly TicketCommentView[]) =>
  presentTicket(TICKET_DETAIL, ticket, comments);

/** What REST answers of a ticket's activity, in this order, before the author's summary. */
export const ACTIVITY_VIEW_FIELDS = [
  'id',
  'ticketId',
  'type',
  'userId',
  'clientId',
  'contactId',
  'content',
  'metadata',
  'createdAt',
] as const;
export type ActivityView = Pick<Activity, (typeof ACTIVITY_VIEW_FIELDS)[number]> & { user: UserSummary | null };

/** An activity as REST answers it: its fields and the author's summary. */
export function toActivityView(activity: Activity): ActivityView {
  return { ...pickFields(activity, ACTIVITY_VIEW_FIELDS), user: toUserSummary(activity.user) };
}
