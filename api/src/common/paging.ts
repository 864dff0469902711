import { Max, Min } from 'class-validator';
import type { Request, Response } from 'express';
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { Invalid } from './errors';

/** Lists are bounded: every list query and REST list answers at most this many rows at once. */
export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;

/** One page of a list, newest first unless the query says otherwise. */
export interface Page<T> {
  nodes: T[];
  totalCount: number;
}

/** GraphQL paging arguments (`limit`, `offset`); extend it for a list's own filters. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: PAGE_SIZE_DEFAULT, description: `Rows per page (1 to ${PAGE_SIZE_MAX}).` })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(PAGE_SIZE_MAX, { message: `limit must be at most ${PAGE_SIZE_MAX}` })
  limit: number = PAGE_SIZE_DEFAULT;

  @Field(() => Int, { defaultValue: 0, description: 'Rows to skip.' })
  @Min(0, { message: 'offset must not be negative' })
  offset: number = 0;
}

/**
 * A GraphQL "connection" type for one node type: `{ nodes, totalCount }`.
 * Usage: `@ObjectType() export class ContactConnection extends Connection(Contact) {}`
 */
export function Connection<T extends object>(node: ClassType<T>) {
  @ObjectType()
  abstract class ConnectionClass implements Page<T> {
    @Field(() => [node])
    nodes: T[];

    @Field(() => Int, { description: 'Rows matching the query, over all pages.' })
    totalCount: number;
  }
  return ConnectionClass;
}

function intParam(value: unknown, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new Invalid(`${name} must be a whole number from ${min} to ${max}`, name);
  }
  return n;
}

/** REST paging: `?limit=&offset=` (defaults 25 and 0), validated like the GraphQL arguments. */
export function pageFromQuery(req: Request): { limit: number; offset: number } {
  return {
    limit: intParam(req.query.limit, 'limit', PAGE_SIZE_DEFAULT, 1, PAGE_SIZE_MAX),
    offset: intParam(req.query.offset, 'offset', 0, 0, Number.MAX_SAFE_INTEGER),
  };
}

/**
 * REST lists answer the JSON array SPEC §7's client reads, with the total over all pages in the
 * `X-Total-Count` header.
 */
export function sendPage<T>(res: Response, page: Page<T>, view: (row: T) => unknown = (row) => row): void {
  res.setHeader('X-Total-Count', String(page.totalCount));
  res.json(page.nodes.map(view));
}

/** `sendPage` for a page already written as a JSON array (by PostgreSQL): sent as it is. */
export function sendJsonArray(res: Response, page: { json: string; totalCount: number }): void {
  res.setHeader('X-Total-Count', String(page.totalCount));
  res.type('json').send(page.json);
}
