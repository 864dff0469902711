import type { EntityManager } from 'typeorm';
import { queryPreparedIn } from '../../common/postgres';
import { isUuid } from '../../common/search-pattern';
import type { Category, TicketStatus } from '../tickets/ticket.enums';

/**
 * What routing an inbound message reads of the tickets and properties tables: the sender's
 * tickets, the tickets on their properties and the tickets a message names, each in one statement
 * inside the caller's transaction. Conversations own which tickets are candidates (the triage
 * rules); these reads are the one place outside tickets and properties that names their tables
 * (the allowlist of sql-ownership.test.ts).
 */

/** A ticket as the triage routing weighs it (routingCandidates). */
export interface TicketRoutingCandidate {
  id: string;
  number: number;
  title: string;
  status: TicketStatus;
  category: Category;
  requesterId: string;
  clientId: string;
  propertyId: string | null;
  createdAt: Date;
  /** On one of the sender's properties (`propertyIds`, or where they raised a ticket before). */
  onSendersProperty: boolean;
  /** Title and the start of the description, lower-cased. */
  text: string;
  /** pg_trgm similarity of title and description to the message, 0 to 1. */
  textScore: number;
  /** pg_trgm word similarity of the title to the best-matching stretch of the message, 0 to 1. */
  titleScore: number;
}

/** What ticketForSender answers. */
export interface TicketForSender {
  id: string;
  number: number;
  status: TicketStatus;
  isParty: boolean;
}

/** One row at least (the properties), then one per candidate: LEFT JOIN on the candidates. */
const ROUTING_CANDIDATES_SQL = `WITH own AS (
  SELECT id FROM properties WHERE "contactId" = $3
), property AS (
  SELECT id FROM own
  UNION SELECT "propertyId" FROM tickets WHERE "requesterId" = $3 AND "propertyId" IS NOT NULL
), candidate AS (
  SELECT id FROM tickets WHERE number = ANY($1::int[])
  UNION SELECT id FROM tickets WHERE id = ANY($2::uuid[])
  UNION (SELECT id FROM tickets WHERE "requesterId" = $3 AND status <> 'completed' ORDER BY "createdAt" DESC LIMIT 50)
  UNION (SELECT id FROM tickets WHERE "propertyId" IN (SELECT id FROM property) AND status <> 'completed'
          ORDER BY "createdAt" DESC LIMIT 50)
), weighed AS (
  SELECT t.id, t.number, t.title, t.status, t.category, t."requesterId", t."clientId", t."propertyId", t."createdAt",
         t."propertyId" IN (SELECT id FROM property) AS "onSendersProperty",
         lower(t.title || ' ' || left(t.description, 1000)) AS text,
         similarity(lower(t.title || ' ' || left(t.description, 2000)), $4) AS "textScore",
         word_similarity(lower(t.title), $4) AS "titleScore"
    FROM candidate c JOIN tickets t ON t.id = c.id
)
SELECT ARRAY(SELECT id FROM own) AS "ownPropertyIds", w.*
  FROM (SELECT 1) one LEFT JOIN weighed w ON true`;

/**
 * What the triage routing weighs for an inbound message from `contactId` (docs/product.md §10):
 * the properties whose contact the sender is, and the candidate tickets, each once: those with the
 * `numbers` or `ids` the message refers to (any status), the open tickets the sender raised, and
 * the open tickets on the sender's properties or on the properties of tickets they raised before (a
 * building's neighbours), the newest 50 of each. Each carries how alike its title and description
 * are to `text` (pg_trgm, lower-cased text).
 */
export async function routingCandidates(
  manager: EntityManager,
  query: { numbers: readonly number[]; ids: readonly string[]; contactId: string | null; text: string },
): Promise<{ ownPropertyIds: string[]; candidates: TicketRoutingCandidate[] }> {
  const contactId = query.contactId && isUuid(query.contactId) ? query.contactId : null;
  const rows = (await queryPreparedIn(manager, ROUTING_CANDIDATES_SQL, [
    query.numbers.filter((n) => Number.isSafeInteger(n) && n <= 2_147_483_647),
    query.ids.filter(isUuid),
    contactId,
    query.text,
  ])) as ({ ownPropertyIds: string[] } & (TicketRoutingCandidate | { [K in keyof TicketRoutingCandidate]: null }))[];
  return {
    ownPropertyIds: rows[0].ownPropertyIds,
    candidates: rows.flatMap(({ ownPropertyIds: _own, ...candidate }) =>
      candidate.id === null ? [] : [candidate as TicketRoutingCandidate],
    ),
  };
}

/**
 * A ticket as an inbound message's sender sees it, by id or number: its status, and whether
 * `contactId` is one of its people: the requester or the contact of its property. A tenant of
 * another property of the same client is not (a housing association's tenants share one client: a
 * neighbour's ticket number must not file a tenant's message on the neighbour's repair). Null when
 * there is none.
 */
export async function ticketForSender(
  manager: EntityManager,
  ref: { id: string } | { number: number },
  contactId: string | null,
): Promise<TicketForSender | null> {
  if ('id' in ref && !isUuid(ref.id)) return null;
  const [row] = (await manager.query(
    `SELECT t.id, t.number, t.status,
            ($2::uuid IS NOT NULL AND (t."requesterId" = $2
              OR EXISTS (SELECT 1 FROM properties p WHERE p.id = t."propertyId" AND p."contactId" = $2))) AS "isParty"
       FROM tickets t WHERE ${'id' in ref ? 't.id = $1::uuid' : 't.number = $1::int'}`,
    ['id' in ref ? ref.id : ref.number, contactId],
  )) as TicketForSender[];
  return row ?? null;
}
