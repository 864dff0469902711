import type { Request } from 'express';
import { Invalid } from './errors';

/** A single text query parameter (`?name=value`), undefined when absent; repeated values are refused. */
export function queryText(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new Invalid(`${name} must be given once, as text`, name);
  return value;
}

/** An optional `?name=true|false`: undefined when absent or empty; Invalid with `message` for anything else. */
export function queryBoolean(req: Request, name: string, message: string): boolean | undefined {
  const value = queryText(req, name);
  if (value === undefined || value === '') return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Invalid(message, name);
}

/** A list filter's choice (`?category=`, `?country=`): absent, empty and `all` (what a screen's All sends) mean any. */
export function queryChoice(req: Request, name: string): string | undefined {
  const value = queryText(req, name);
  return value === undefined || value === '' || value === 'all' ? undefined : value;
}

/** A PATCH body with the id from the path (which wins over any id in the body); non-objects pass through to be refused. */
export function bodyWithId(body: unknown, id: string): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return { ...body, id };
}

/**
 * For `@Arg('input', ..., VALIDATE_NULLS)`: TypeGraphQL skips null properties by default, REST's
 * parseInput does not; with this both transports refuse `{ "email": null }` on an update alike.
 */
export const VALIDATE_NULLS = { validate: { skipMissingProperties: false } } as const;
