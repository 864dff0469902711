import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import type { SessionChange } from '../modules/auth/session-cache';

/** How a subscription socket learns that its session ended (modules/auth/session-store.ts). */
export interface SessionWatch {
  onChange(listener: (change: SessionChange) => void): () => void;
  stillSignedIn(sessions: ReadonlyArray<{ sid: string; userId: string }>): Promise<Set<string>>;
}

/** graphql-ws's Forbidden: its client may try again (and gets in again once signed in anew). */
export const SESSION_ENDED = { code: 4403, reason: 'Session ended' } as const;

/** Every open socket's session is checked this often, notified or not (expiry sends no notice). */
const RECHECK_MS = 60_000;

interface SocketSession {
  sid: string;
  userId: string;
}

/**
 * The signed-in session of every open subscription socket. A socket whose session ends (sign-out,
 * expiry, deletion, its user deactivated) is closed with 4403 'Session ended', so no event reaches
 * it any more: at once when any api process changes the session or the user (the session cache's
 * notices), and at the latest a minute after it expired. While the database cannot be asked,
 * sockets stay open.
 */
export class SocketSessions {
  private readonly sockets = new Map<WebSocket, SocketSession>();
  private stopWatching: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly watch: SessionWatch,
    private readonly log: Logger,
    private readonly recheckMs = RECHECK_MS,
  ) {}

  start(): void {
    this.stopWatching = this.watch.onChange((change) => void this.check(change));
    this.timer = setInterval(() => void this.check({ all: true }), this.recheckMs);
    this.timer.unref();
  }

  stop(): void {
    this.stopWatching?.();
    this.stopWatching = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  add(socket: WebSocket, session: SocketSession): void {
    this.sockets.set(socket, session);
    socket.once('close', () => this.sockets.delete(socket));
  }

  /** Checks the sockets the change concerns and closes those no longer signed in. */
  async check(change: SessionChange): Promise<void> {
    const concerned = [...this.sockets].filter(
      ([, s]) => 'all' in change || ('sid' in change ? s.sid === change.sid : s.userId === change.userId),
    );
    if (concerned.length === 0) return;
    let live: Set<string>;
    try {
      live = await this.watch.stillSignedIn(concerned.map(([, s]) => s));
    } catch (error) {
      this.log.warn({ err: error }, 'subscriptions: could not check the open sockets’ sessions; they stay open until the next check');
      return;
    }
    for (const [socket, session] of concerned) {
      if (live.has(session.sid) || this.sockets.get(socket) !== session) continue;
      this.sockets.delete(socket);
      socket.close(SESSION_ENDED.code, SESSION_ENDED.reason);
    }
  }
}
