import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';

/** The constraint name when `error` is a PostgreSQL unique violation (23505), else null. */
export function isUniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; driverError?: { code?: string; constraint?: string }; constraint?: string };
  const code = e?.driverError?.code ?? e?.code;
  if (code !== '23505') return null;
  return e.driverError?.constraint ?? e.constraint ?? 'unique';
}

/**
 * SQLSTATEs that mean the server cannot serve us right now: connection exceptions (class 08),
 * admin or crash shutdown and "cannot connect now" while starting or recovering (57P01-57P03),
 * too many connections (53300).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors on the way to the server (ENOENT: its unix socket is gone while it is stopped). */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres and pg-pool errors that carry no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^timeout exceeded when trying to connect$/, // pool: no connection within connectionTimeoutMillis
  /is not queryable$/, // a client whose connection broke, or that was closed
];

/**
 * True when `error` (a driver error, or TypeORM's wrapper around one) means PostgreSQL could not be
 * reached or is shutting down or starting: the request may succeed in a moment (503, not 500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as Record<string, unknown> | undefined, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    // Not an HTTP library's error (those carry a status, e.g. a client's aborted request).
    if (code && e.status === undefined && (UNAVAILABLE_SOCKET_CODES.has(code) || (code === 'ENOENT' && e.syscall === 'connect')))
      return true;
    if (!code && typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(e!.message as string))) return true;
    // TypeORM ends a transaction's query runner when its connection breaks between two statements;
    // the transaction's next statement then throws one of these.
    if (e.name === 'QueryRunnerAlreadyReleasedError' || e.name === 'QueryRunnerProviderAlreadyReleasedError') return true;
    // TypeORM's wrapper, a cause, or what graphql-js wrapped when the value thrown was not an Error (to its realm).
    e = (e.driverError ?? e.cause ?? e.thrownValue) as Record<string, unknown> | undefined;
  }
  return false;
}

/** The driver's code and message of an error (no stack), for the one log line of a 503. */
export function describeDatabaseError(error: unknown): string {
  if (error instanceof Error && error.cause) return describeDatabaseError(error.cause);
  const e = error as { code?: unknown; message?: unknown } | null;
  return [e?.code, e?.message].filter((part) => typeof part === 'string' && part !== '').join(' ') || String(error);
}

const statementNames = new Map<string, string>();

/**
 * Runs `text` as a named (prepared) statement on the data source's pool: each pooled connection
 * parses and plans it once, then only binds and executes it. For statements whose plan does not
 * depend on the parameters' values (equality on keys and enumerations): PostgreSQL may switch a
 * prepared statement to one generic plan, which would be wrong for, say, a LIKE search whose best
 * plan depends on how common the word is; those go through `queryUnprepared`.
 */
export async function queryPrepared<T = Record<string, unknown>>(dataSource: DataSource, text: string, values: unknown[]): Promise<T[]> {
  const result = await poolOf(dataSource).query({ name: statementName(text), text, values });
  return result.rows as T[];
}

/**
 * queryPrepared on `manager`'s connection: inside its transaction when it has a query runner
 * (the statement is prepared on that pooled connection), else on the pool.
 */
export async function queryPreparedIn<T = Record<string, unknown>>(manager: EntityManager, text: string, values: unknown[]): Promise<T[]> {
  const runner = manager.queryRunner;
  if (!runner) return queryPrepared<T>(manager.connection, text, values);
  const client = (await runner.connect()) as PoolClient;
  const result = await client.query({ name: statementName(text), text, values });
  return result.rows as T[];
}

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Runs `text` on the data source's pool without preparing it: planned for its values every time
 * (a search's LIKE), and without TypeORM's query runner around it.
 */
export async function queryUnprepared<T = Record<string, unknown>>(dataSource: DataSource, text: string, values: unknown[]): Promise<T[]> {
  const result = await poolOf(dataSource).query({ text, values });
  return result.rows as T[];
}

/** The node-postgres pool under a TypeORM data source. */
export function poolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
}
