import { Client, type ClientConfig } from 'pg';
import type { Logger } from 'pino';

/** The channel the triggers of migration SessionChangeNotices notify on. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';
/** An entry is read again from PostgreSQL after this long, notified or not. */
const SESSION_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;
const RECONNECT_MS = 1_000;

/** What changed: one session (updated or deleted), one user's row, or anything (a truncation, or notices that may have been missed). */
export type SessionChange = { sid: string } | { userId: string } | { all: true };

/** A session as read with its user: what SessionStore needs to answer without asking PostgreSQL. */
export interface CachedSession {
  /** The session's JSON text (parsed anew for every request: express-session changes the object). */
  sess: string;
  /** When the session expires (ms since the epoch). */
  expire: number;
  /** The session's active user's columns (no secrets), or null when it has none. */
  user: Record<string, unknown> | null;
  /** The session's user id, active or not (a change to that user empties the entry). */
  userId: string | null;
  /** When it was read (ms since the epoch). */
  readAt: number;
}

/**
 * Sessions read in the last minute, with their user, so that a signed-in request does not wait for
 * a PostgreSQL round trip every time (docs/decisions.md, "Session cache").
 *
 * Correct across processes: triggers NOTIFY every update or deletion of a session (sign-out,
 * touch, pruning) or a user (deactivation, renaming) and every TRUNCATE of either table; each
 * process LISTENs and forgets what changed. While its listening connection is down (before the
 * first connect, after an error) the cache is empty and unused: every request reads PostgreSQL.
 * A read that was under way while anything was forgotten is not cached (`stamp`).
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private listener: Client | null = null;
  private listening = false;
  private closed = false;
  private generation = 0;
  private retry: NodeJS.Timeout | null = null;
  private readonly listeners = new Set<(change: SessionChange) => void>();

  constructor(
    private readonly connection: ClientConfig,
    private readonly log?: Logger,
  ) {}

  /** Starts listening (in the background: until then nothing is cached). */
  start(): void {
    void this.listen();
  }

  /** True while changes made by other processes reach this one (the cache is in use). */
  get active(): boolean {
    return this.listening;
  }

  get(sid: string): CachedSession | undefined {
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    const now = Date.now();
    if (now - entry.readAt > SESSION_CACHE_TTL_MS || entry.expire < now) {
      this.entries.delete(sid);
      return undefined;
    }
    return entry;
  }

  /**
   * Tells `listener` every change notified from now on (the open subscription sockets check their
   * session again), and `{ all: true }` whenever listening (re)starts: notices of the time it was
   * down are lost. Answers the function that stops telling it.
   */
  onChange(listener: (change: SessionChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Take before reading a session from PostgreSQL; `put` then stores nothing if something changed meanwhile. */
  stamp(): number {
    return this.generation;
  }

  put(sid: string, entry: CachedSession, stamp: number): void {
    if (!this.listening || stamp !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(sid, entry);
  }

  forget(sid: string): void {
    this.generation++;
    this.entries.delete(sid);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.stopUsing();
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  private forgetUser(userId: string): void {
    this.generation++;
    for (const [sid, entry] of this.entries) if (entry.userId === userId) this.entries.delete(sid);
  }

  private clear(): void {
    this.generation++;
    this.entries.clear();
  }

  private stopUsing(): void {
    this.listening = false;
    this.clear();
  }

  private onNotice(payload: string | undefined): void {
    if (payload?.startsWith('s:')) {
      this.forget(payload.slice(2));
      this.tell({ sid: payload.slice(2) });
    } else if (payload?.startsWith('u:')) {
      this.forgetUser(payload.slice(2));
      this.tell({ userId: payload.slice(2) });
    } else {
      this.clear(); // '*': a table was truncated
      this.tell({ all: true });
    }
  }

  /** Tells the listeners a change this process made itself (a sign-out), without waiting for its notice. */
  tell(change: SessionChange): void {
    for (const listener of this.listeners) listener(change);
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const listener = new Client(this.connection);
    this.listener = listener;
    const lost = (error?: unknown) => {
      if (this.listener !== listener) return;
      this.listener = null;
      this.stopUsing();
      listener.end().catch(() => undefined);
      if (this.closed) return;
      if (error)
        this.log?.warn(
          { err: error },
          'session cache: listening connection lost; reading every session from the database until it is back',
        );
      this.retry = setTimeout(() => void this.listen(), RECONNECT_MS);
      this.retry.unref();
    };
    listener.on('error', lost);
    listener.on('end', () => lost());
    listener.on('notification', (notice) => this.onNotice(notice.payload));
    try {
      await listener.connect();
      await listener.query(`LISTEN ${SESSION_CHANGES_CHANNEL}`);
      if (this.listener === listener && !this.closed) {
        this.listening = true;
        this.tell({ all: true });
      }
    } catch (error) {
      lost(error);
    }
  }
}
