import { Max, Min } from 'class-validator';
import type { Request, Response } from 'express';
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { Invalid } from './errors';

/** Lists are bounded: every list query and REST list answers at most this many rows at once. */
export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;

/**
 * A search counts its matches up to this many past the page's first row (then totalCountCapped):
 * a common word ("leak") matches thousands of records, and counting them all costs more than
 * finding the page. The total is then a lower bound ("75+") that still moves with the pages, so
 * Next stays available while more matches exist. docs/decisions.md, "Ticket search totals".
 */
export const SEARCH_COUNT_AHEAD = 50;

/** How far a search counts its matches for `page`: SEARCH_COUNT_AHEAD past the offset, at least the page. */
export function searchCountTo(page: { limit: number; offset: number }): number {
  return page.offset + Math.max(page.limit, SEARCH_COUNT_AHEAD);
}

/** A total counted up to `upTo` + 1 (one more, to know there are more): past `upTo`, it is `upTo` and capped (a lower bound). */
export function cappedTotal(counted: number, upTo: number): { totalCount: number; totalCountCapped: boolean } {
  return counted > upTo ? { totalCount: upTo, totalCountCapped: true } : { totalCount: counted, totalCountCapped: false };
}

/** One page of a list, newest first unless the query says otherwise. */
export interface Page<T> {
  nodes: T[];
  totalCount: number;
  /** totalCount is a lower bound: the list was counted only so far (a search, the triage queue). */
  totalCountCapped?: boolean;
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

/** The rows a list answers: `limit` null means every row from `offset` on. */
export interface PageWindow {
  limit: number | null;
  offset: number;
}

/**
 * For the lists the web app reads whole (the users lookup, a ticket's activities and tasks):
 * without `limit`, every row (limit null); with it, a page as `pageFromQuery` reads it.
 */
export function pageOrWholeFromQuery(req: Request): PageWindow {
  if (req.query.limit === undefined || req.query.limit === '') return { limit: null, offset: pageFromQuery(req).offset };
  return pageFromQuery(req);
}

/**
 * RFC 8288 `Link` to the next and previous pages: the request's own path and query parameters
 * (repeated ones kept, in order) with `limit` and `offset` set; none for a whole answer.
 */
function setPageLinks(res: Response, window: PageWindow, totalCount: number, more: boolean): void {
  const { limit, offset } = window;
  if (limit === null) return;
  const url = res.req.originalUrl;
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const query = queryStart < 0 ? '' : url.slice(queryStart + 1);
  const link = (to: number, rel: string): string => {
    const params = new URLSearchParams(query);
    params.set('limit', String(limit));
    params.set('offset', String(to));
    return `<${path}?${params.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (offset + limit < totalCount || more) links.push(link(offset + limit, 'next'));
  if (offset > 0) links.push(link(Math.max(0, offset - limit), 'prev'));
  if (links.length > 0) res.setHeader('Link', links.join(', '));
}

/**
 * A list's totals in headers: `X-Total-Count`, `X-Total-Count-Capped: true` when that total is a
 * lower bound (then a next page exists, whatever the total says), and `Link`.
 */
function setPageHeaders(res: Response, window: PageWindow, totalCount: number, capped: boolean | undefined): void {
  res.setHeader('X-Total-Count', String(totalCount));
  if (capped) res.setHeader('X-Total-Count-Capped', 'true');
  setPageLinks(res, window, totalCount, capped === true);
}

/**
 * REST lists answer a JSON array (docs/product.md §7), with the total over all pages in the
 * `X-Total-Count` header and the next and previous pages in `Link` (setPageHeaders). `window` is
 * the rows asked for: by default the request's `limit` and `offset` (pageFromQuery).
 */
export function sendPage<T>(
  res: Response,
  page: Page<T>,
  view: (row: T) => unknown = (row) => row,
  window: PageWindow = pageFromQuery(res.req),
): void {
  setPageHeaders(res, window, page.totalCount, page.totalCountCapped);
  res.json(page.nodes.map(view));
}

/** `sendPage` for a page already written as a JSON array (by PostgreSQL): sent as it is. */
export function sendJsonArray(
  res: Response,
  page: { json: string; totalCount: number; totalCountCapped?: boolean },
  window: PageWindow = pageFromQuery(res.req),
): void {
  setPageHeaders(res, window, page.totalCount, page.totalCountCapped);
  res.type('json').send(page.json);
}
