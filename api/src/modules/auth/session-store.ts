import connectPgSimple from 'connect-pg-simple';
import session, { type SessionData } from 'express-session';
import type { ClientConfig, Pool } from 'pg';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { toAppError } from '../../common/errors';
import { describeDatabaseError } from '../../common/postgres';
import { User } from '../users/user.entity';
import { EMAIL_TOKEN_FIELDS } from '../users/user.service';
import { SessionCache, type CachedSession, type SessionChange } from './session-cache';

const PgStore = connectPgSimple(session);

/** A session's expiry is written back at most this often (instead of on every request). */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;
/** Users read with their session wait here for the request's current-user step, at most this long. */
const PRELOAD_TTL_MS = 10_000;

/** Never kept with a cached session: the password hash and the mail account's tokens. */
const SECRET_USER_FIELDS = new Set<string>(['password', ...EMAIL_TOKEN_FIELDS]);

interface Preloaded {
  user: User | null;
  at: number;
}

/**
 * The PostgreSQL session store (connect-pg-simple) with three changes that cut the cost of every
 * signed-in request (see bench/RESULTS.md):
 * - `get` reads the session row and its active user in one query; common/current-user.ts takes the
 *   user from here instead of asking the database again;
 * - what `get` read is kept for a minute in a SessionCache, which every process empties of what
 *   changed in PostgreSQL (sign-out, deactivation, ...) as soon as it is notified;
 * - `touch` (sliding expiry) writes only when the stored expiry is more than an hour old, not on
 *   every request.
 */
export class SessionStore extends PgStore {
  private readonly preloaded = new Map<string, Preloaded>();
  private readonly expiries = new Map<string, number>();
  private readonly cache: SessionCache;
  private readonly sql: string;
  /** [property name, column name] of every User column. */
  private readonly columns: Array<[string, string]>;

  constructor(
    private readonly pool: Pool,
    dataSource: DataSource,
    log?: Logger,
  ) {
    super({
      pool,
      tableName: 'sessions',
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
      // Its failures (pruning while the database is down) in our log, not on stderr.
      errorLog: (message: unknown, error?: unknown) =>
        log?.warn({ reason: describeDatabaseError(error) }, `session store: ${String(message)}`),
    });
    this.cache = new SessionCache((pool as unknown as { options: ClientConfig }).options, log);
    this.cache.start();
    // The request's user never carries secrets: no password hash, no provider tokens.
    this.columns = dataSource
      .getMetadata(User)
      .columns.filter((column) => !SECRET_USER_FIELDS.has(column.propertyName))
      .map((column) => [column.propertyName, column.databaseName]);
    const select = this.columns.map(([property, column]) => `u."${column}" AS "u_${property}"`).join(', ');
    this.sql = `SELECT s.sess::text AS sess, s.expire, s.sess->>'userId' AS "sessionUserId", ${select}
      FROM sessions s LEFT JOIN users u ON u.id = (s.sess->>'userId')::uuid AND u."isActive"
      WHERE s.sid = $1 AND s.expire >= now()`;
  }

  override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    const cached = this.cache.get(sid);
    if (cached) return this.answer(sid, cached, callback);
    const stamp = this.cache.stamp();
    // Named: each pooled connection plans the statement once.
    this.pool.query({ name: 'session-with-user', text: this.sql, values: [sid] }).then(
      (result) => {
        const row = result.rows[0] as Record<string, unknown> | undefined;
        if (!row) return callback(null, null);
        const read: CachedSession = {
          sess: row.sess as string,
          expire: (row.expire as Date).getTime(),
          user: this.userColumns(row),
          // The session's user even when inactive (user null): reactivating them must reach this entry too.
          userId: (row.sessionUserId as string | null) ?? null,
          readAt: Date.now(),
        };
        this.expiries.set(sid, read.expire);
        this.cache.put(sid, read, stamp);
        this.answer(sid, read, callback);
      },
      // express-session reads an error whose code is ENOENT as "no such session" (and signs the
      // request out): PostgreSQL's unix socket is missing while it is stopped, which is no answer.
      (error: unknown) => callback(toAppError(error) ?? error),
    );
  }

  override set(sid: string, sess: SessionData, callback?: (err?: unknown) => void): void {
    this.cache.forget(sid);
    super.set(sid, sess, (error?: unknown) => {
      this.cache.forget(sid);
      callback?.(error);
    });
  }

  override touch(sid: string, sess: SessionData, callback?: () => void): void {
    const stored = this.expiries.get(sid);
    const next = sess.cookie?.expires ? new Date(sess.cookie.expires).getTime() : Date.now();
    if (stored !== undefined && next - stored < TOUCH_INTERVAL_MS) {
      callback?.();
      return;
    }
    this.expiries.set(sid, next);
    this.cache.forget(sid);
    super.touch(sid, sess, callback);
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.preloaded.delete(sid);
    this.expiries.delete(sid);
    this.cache.forget(sid);
    super.destroy(sid, (error?: unknown) => {
      callback?.(error);
      if (!error) this.cache.tell({ sid });
    });
  }

  /**
   * Tells `listener` about every session or user change, made by any api process (through the
   * cache's notices; `{ all: true }` when some may have been missed): whoever holds on to a
   * session, such as a subscription socket, checks it again with `stillSignedIn`.
   */
  onChange(listener: (change: SessionChange) => void): () => void {
    return this.cache.onChange(listener);
  }

  /**
   * Of these sessions, the ids of those still signed in as their user: the session exists and has
   * not expired, and its user is the same and still active. Read from PostgreSQL, not the cache.
   */
  async stillSignedIn(sessions: ReadonlyArray<{ sid: string; userId: string }>): Promise<Set<string>> {
    if (sessions.length === 0) return new Set();
    const result = await this.pool.query(
      `SELECT s.sid FROM unnest($1::text[], $2::uuid[]) AS w(sid, "userId")
         JOIN sessions s ON s.sid = w.sid AND s.expire >= now() AND s.sess->>'userId' = w."userId"::text
         JOIN users u ON u.id = w."userId" AND u."isActive"`,
      [sessions.map((s) => s.sid), sessions.map((s) => s.userId)],
    );
    return new Set((result.rows as { sid: string }[]).map((row) => row.sid));
  }

  /** Stops pruning and listening for changes. */
  // connect-pg-simple's close() is async too (it ends its pool); its type definitions say void.
  // eslint-disable-next-line @typescript-eslint/no-misused-promises
  override async close(): Promise<void> {
    await super.close();
    await this.cache.close();
  }

  /**
   * The active user read with this session in the current request: a User, null (no active user),
   * or undefined when the session was not read here (then the caller asks the database).
   */
  takeUser(sid: string): User | null | undefined {
    const entry = this.preloaded.get(sid);
    if (!entry) return undefined;
    this.preloaded.delete(sid);
    return Date.now() - entry.at <= PRELOAD_TTL_MS ? entry.user : undefined;
  }

  /** Hands express-session its own copy of the session, and keeps the user for current-user.ts. */
  private answer(sid: string, read: CachedSession, callback: (err: unknown, session?: SessionData | null) => void): void {
    this.preloaded.set(sid, { user: read.user ? Object.assign(new User(), read.user) : null, at: Date.now() });
    this.sweep();
    callback(null, JSON.parse(read.sess) as SessionData);
  }

  private userColumns(row: Record<string, unknown>): Record<string, unknown> | null {
    if (row.u_id === null || row.u_id === undefined) return null;
    const user: Record<string, unknown> = {};
    for (const [property] of this.columns) user[property] = row[`u_${property}`];
    return user;
  }

  /** Forgets entries of requests that never reached the current-user step (and stale expiries). */
  private sweep(): void {
    if (this.preloaded.size < 1000 && this.expiries.size < 10_000) return;
    const now = Date.now();
    for (const [sid, entry] of this.preloaded) if (now - entry.at > PRELOAD_TTL_MS) this.preloaded.delete(sid);
    if (this.expiries.size >= 10_000) this.expiries.clear();
  }
}
