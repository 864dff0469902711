import { rootCertificates } from 'node:tls';
import { ImapFlow, type FetchMessageObject } from 'imapflow';
import type { Logger } from 'pino';
import { AppError } from '../../common/errors';
import { describeDatabaseError, isDatabaseUnavailable } from '../../common/postgres';
import type { Mailbox } from './mailbox.entity';
import type { Checkpoint, MailboxService } from './mailbox.service';

/** Where a read message goes: the inbound mail path (InboundService.ingestRawEmail). */
export type RawMailIngest = (source: Buffer, origin: { via: 'imap'; mailboxAddress: string }) => Promise<unknown>;

/** How a reader signs in: a password, or an OAuth2 access token (XOAUTH2). */
export type ImapCredentials = { user: string; pass: string } | { user: string; accessToken: string };

export interface ReaderTimings {
  /** Without IDLE: how often the folder is checked. */
  pollMs: number;
  /** With IDLE: how often the folder is checked anyway (IDLE restarted), in case a notification was lost. */
  idleRecheckMs: number;
  /** The wait before the first reconnect after a failure; it doubles with each failure in a row, up to `backoffMaxMs`. */
  backoffMinMs: number;
  backoffMaxMs: number;
}

export interface ReaderDependencies {
  mailboxes: MailboxService;
  ingest: RawMailIngest;
  credentials: (mailbox: Mailbox) => Promise<ImapCredentials>;
  log: Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>;
  timings: ReaderTimings;
  /** Certificate authorities trusted for TLS beside the public ones (IMAP_TLS_CA_FILE). */
  extraCa?: string;
}

/** Messages fetched at once: at most this many, and at most this many bytes (by their RFC822.SIZE). */
const FETCH_CHUNK_MESSAGES = 100;
const FETCH_CHUNK_BYTES = 16 * 1024 * 1024;
/** Messages of a backlog ingested at the same time (their marks and checkpoints still follow UID order). */
const INGEST_CONCURRENCY = 4;
/** A clean logout may take this long before the connection is dropped. */
const LOGOUT_TIMEOUT_MS = 3_000;

/** Thrown when the server closed the connection while the reader waited for mail. */
class ConnectionClosed extends Error {
  constructor() {
    super('The IMAP server closed the connection.');
  }
}

/** A failure of connecting and signing in: the IMAP server's, whatever its code (a reset during the greeting names no port). */
class ConnectFailed extends Error {
  constructor(readonly reason: unknown) {
    super('Connecting to the IMAP server failed.');
  }
}

/**
 * Reads one mailbox's folder over IMAP until stopped (the caller holds the mailbox's lock: one
 * reader per mailbox in the deployment). Each new message's source goes to `ingest`; once stored,
 * it is marked seen or moved, then the checkpoint passes its UID. A message stored but not yet
 * checkpointed when the reader stops is fetched again and recognised by its message id. It waits
 * for mail with IDLE where the server offers it, else it polls; a failure (server down, password
 * refused) is recorded as the mailbox's last error and retried with backoff.
 */
export class MailboxReader {
  private stopping = false;
  private client: ImapFlow | null = null;
  /** Set by the server's EXISTS notifications: the folder has mail the last search did not see. */
  private newMail = false;
  private closed = false;
  private wake: (() => void) | null = null;
  private running: Promise<void> | null = null;

  constructor(
    readonly mailboxId: string,
    private readonly deps: ReaderDependencies,
  ) {}

  start(): void {
    this.running ??= this.run();
  }

  /** Finishes the message in hand, logs out and returns. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.running;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopping) {
      let mailbox: Mailbox | null = null;
      try {
        mailbox = await this.deps.mailboxes.find(this.mailboxId);
        if (!mailbox?.enabled) return;
        await this.session(mailbox, () => (failures = 0));
      } catch (error) {
        if (this.stopping) break;
        failures++;
        const reason = describeReadError(error, mailbox);
        this.deps.log.warn({ mailbox: mailbox?.address, reason, failures }, 'mailbox reader: failed, retrying');
        if (mailbox) {
          await this.deps.mailboxes.recordError(mailbox.id, reason).catch((recordError: unknown) => {
            this.deps.log.warn(
              { mailbox: mailbox?.address, reason: describeReadError(recordError, mailbox) },
              'mailbox reader: cannot record its error',
            );
          });
        }
      } finally {
        await this.disconnect();
      }
      if (!this.stopping) await this.pause(backoff(failures, this.deps.timings));
    }
  }

  /** One connection: connect, open the folder, read what is new, wait for more, until stopped or failed. */
  private async session(mailbox: Mailbox, connected: () => void): Promise<void> {
    const credentials = await this.deps.credentials(mailbox);
    const client = new ImapFlow({
      host: mailbox.host,
      port: mailbox.port,
      secure: mailbox.tls === 'tls',
      // The public authorities stay trusted: an agent's Gmail is read beside the company's server.
      tls: this.deps.extraCa ? { ca: [...rootCertificates, this.deps.extraCa] } : undefined,
      auth: credentials,
      logger: false,
      disableAutoIdle: true,
      clientInfo: { name: 'Property Maintenance Portal' },
    });
    this.client = client;
    this.closed = false;
    this.newMail = false;
    // A socket error also closes the connection, which ends the session ('close' below).
    client.on('error', (error: Error) => this.deps.log.debug({ mailbox: mailbox.address, err: error }, 'mailbox reader: connection error'));
    client.on('exists', () => {
      this.newMail = true;
      this.wake?.();
    });
    client.on('close', () => {
      this.closed = true;
      this.wake?.();
    });
    await client.connect().catch((error: unknown) => {
      throw new ConnectFailed(error);
    });
    const folder = await client.mailboxOpen(mailbox.folder);
    if (mailbox.afterRead === 'move' && mailbox.moveTo) await client.mailboxCreate(mailbox.moveTo);
    await this.deps.mailboxes.clearError(mailbox.id);
    connected();
    const uidValidity = Number(folder.uidValidity);
    let checkpoint = await this.deps.mailboxes.checkpoint(mailbox.id);
    if (checkpoint.uidValidity !== uidValidity) {
      if (checkpoint.uidValidity !== null)
        this.deps.log.warn({ mailbox: mailbox.address }, 'mailbox reader: UIDVALIDITY changed, reading the first-read window again');
      checkpoint = await this.deps.mailboxes.startOver(mailbox.id, uidValidity, folder.uidNext - 1);
    }
    while (!this.stopping) {
      this.newMail = false;
      checkpoint = await this.readNew(client, mailbox, uidValidity, checkpoint);
      if (this.stopping) break;
      if (this.newMail) continue;
      if (client.capabilities.has('IDLE')) {
        // Ends by itself when the next command is sent; its failure is the connection's ('close').
        void client.idle().catch(() => undefined);
        await this.pause(this.deps.timings.idleRecheckMs);
      } else {
        await this.pause(this.deps.timings.pollMs);
      }
      if (this.closed && !this.stopping) throw new ConnectionClosed();
    }
  }

  /** Stores every message after the checkpoint (in the first-read window only up to its end), oldest first. */
  private async readNew(client: ImapFlow, mailbox: Mailbox, uidValidity: number, checkpoint: Checkpoint): Promise<Checkpoint> {
    const from = (checkpoint.lastUid ?? 0) + 1;
    const windowEnd = checkpoint.windowLastUid ?? 0;
    if (from <= windowEnd) {
      const since = new Date(Date.now() - mailbox.firstReadDays * 24 * 60 * 60 * 1000);
      const inWindow = (await client.search({ uid: `${from}:${windowEnd}`, since }, { uid: true })) || [];
      const done = await this.store(
        client,
        mailbox,
        uidValidity,
        inWindow.filter((uid) => uid >= from && uid <= windowEnd),
      );
      if (!done) return this.deps.mailboxes.checkpoint(mailbox.id);
      // The older mail up to the window's end is skipped.
      await this.deps.mailboxes.advance(mailbox.id, uidValidity, windowEnd, false);
    }
    const after = Math.max(from, windowEnd + 1);
    // `n:*` answers the last message even when its UID is below n.
    const newer = ((await client.search({ uid: `${after}:*` }, { uid: true })) || []).filter((uid) => uid >= after);
    await this.store(client, mailbox, uidValidity, newer);
    return this.deps.mailboxes.checkpoint(mailbox.id);
  }

  /**
   * Stores the messages in UID order; false when stopped before the last. While a message is
   * ingested, the one before is marked (or moved) and then checkpointed: in that order, one at a
   * time, off the ingest's path.
   */
  private async store(client: ImapFlow, mailbox: Mailbox, uidValidity: number, uids: number[]): Promise<boolean> {
    if (uids.length === 0) return true;
    uids.sort((a, b) => a - b);
    const sizes = new Map<number, number>();
    for (const message of await client.fetchAll(uidSet(uids), { uid: true, size: true }, { uid: true }))
      sizes.set(message.uid, message.size ?? 0);
    let settled: Promise<void> = Promise.resolve();
    try {
      for (const chunk of chunks(uids, sizes)) {
        if (this.stopping) return false;
        // Fetched whole before any other command: imapflow cannot run one while a FETCH streams.
        const messages = (await client.fetchAll(uidSet(chunk), { uid: true, source: true }, { uid: true })).sort((a, b) => a.uid - b.uid);
        const ingesting: { uid: number; stored: Promise<boolean> }[] = [];
        const settleFirst = async () => {
          const { uid, stored } = ingesting.shift()!;
          const ok = await stored;
          settled = settled.then(() => this.settle(client, mailbox, uidValidity, uid, ok));
          // Its failure is seen at the end (the finally below).
          settled.catch(() => undefined);
        };
        try {
          for (const message of messages) {
            if (this.stopping) break;
            const stored = this.ingestOne(mailbox, message);
            // Awaited in turn by settleFirst; a failure meanwhile is not unhandled.
            stored.catch(() => undefined);
            ingesting.push({ uid: message.uid, stored });
            if (ingesting.length >= INGEST_CONCURRENCY) await settleFirst();
          }
          while (ingesting.length) await settleFirst();
        } finally {
          await Promise.allSettled(ingesting.map((i) => i.stored));
        }
        if (this.stopping) return false;
      }
      return true;
    } finally {
      await settled;
    }
  }

  /** True once the message is stored; false when the inbound path refused it. */
  private async ingestOne(mailbox: Mailbox, message: FetchMessageObject): Promise<boolean> {
    if (!message.source) return false;
    try {
      await this.deps.ingest(message.source, { via: 'imap', mailboxAddress: mailbox.address });
      return true;
    } catch (error) {
      // A message the inbound path refuses (its own 4xx) would be refused again: it stays in the
      // mailbox, unread, and the error says which. Anything else (the database) is retried.
      if (!(error instanceof AppError)) throw error;
      const reason = `Message UID ${message.uid} in ${mailbox.folder} was not stored: ${error.message}`;
      this.deps.log.warn({ mailbox: mailbox.address, uid: message.uid, reason }, 'mailbox reader: message refused');
      await this.deps.mailboxes.recordError(mailbox.id, reason);
      return false;
    }
  }

  /** After the message is stored: marked seen or moved, then the checkpoint passes it. */
  private async settle(client: ImapFlow, mailbox: Mailbox, uidValidity: number, uid: number, stored: boolean): Promise<void> {
    if (stored) {
      if (mailbox.afterRead === 'move' && mailbox.moveTo) await client.messageMove(String(uid), mailbox.moveTo, { uid: true });
      else await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
    }
    await this.deps.mailboxes.advance(mailbox.id, uidValidity, uid, stored);
  }

  /** Waits `ms`, or less when mail arrives, the connection closes or the reader stops. */
  private async pause(ms: number): Promise<void> {
    if (this.stopping || this.newMail || this.closed) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
    this.wake = null;
  }

  private async disconnect(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (!client) return;
    if (client.usable) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        client.logout().catch(() => undefined),
        new Promise((resolve) => (timer = setTimeout(resolve, LOGOUT_TIMEOUT_MS))),
      ]);
      clearTimeout(timer);
    }
    client.close();
  }
}

/** The wait before reconnecting after `failures` failures in a row (none after a good session). */
function backoff(failures: number, timings: ReaderTimings): number {
  if (failures === 0) return timings.backoffMinMs;
  const ms = Math.min(timings.backoffMaxMs, timings.backoffMinMs * 2 ** (failures - 1));
  // Spread out so that many readers of one server do not reconnect in step.
  return Math.round(ms * (0.8 + Math.random() * 0.4));
}

/** An IMAP UID set, consecutive UIDs as ranges: `1:5,8,10:12`. */
function uidSet(uids: number[]): string {
  const parts: string[] = [];
  let start = uids[0]!;
  let end = start;
  for (const uid of uids.slice(1)) {
    if (uid === end + 1) {
      end = uid;
      continue;
    }
    parts.push(start === end ? String(start) : `${start}:${end}`);
    start = end = uid;
  }
  parts.push(start === end ? String(start) : `${start}:${end}`);
  return parts.join(',');
}

/** The UIDs in fetch-sized groups (by count and by the messages' sizes). */
function chunks(uids: number[], sizes: Map<number, number>): number[][] {
  const groups: number[][] = [];
  let group: number[] = [];
  let bytes = 0;
  for (const uid of uids) {
    const size = sizes.get(uid) ?? 0;
    if (group.length > 0 && (group.length >= FETCH_CHUNK_MESSAGES || bytes + size > FETCH_CHUNK_BYTES)) {
      groups.push(group);
      group = [];
      bytes = 0;
    }
    group.push(uid);
    bytes += size;
  }
  if (group.length) groups.push(group);
  return groups;
}

interface ImapError {
  authenticationFailed?: boolean;
  mailboxMissing?: boolean;
  responseText?: string;
  code?: string;
  message?: string;
  /** Of a socket error: where it tried to connect. */
  port?: number;
}

/** The mailbox's last error, as the Channels screen shows it. */
export function describeReadError(error: unknown, mailbox: Mailbox | null): string {
  const connecting = error instanceof ConnectFailed;
  const e = ((connecting ? error.reason : error) ?? {}) as ImapError;
  const server = mailbox ? `${mailbox.host}:${mailbox.port}` : 'the IMAP server';
  if (e.authenticationFailed) {
    const said = e.responseText ? `: ${e.responseText.replace(/\.+$/, '')}` : '';
    const remedy = mailbox?.auth === 'oauth2' ? 'Reconnect the account in Email Settings.' : "Check the mailbox's password.";
    return `Sign-in to ${server} as ${mailbox?.username ?? 'the user'} was refused${said}. ${remedy}`;
  }
  if (e.mailboxMissing) return `The folder "${mailbox?.folder ?? ''}" does not exist on ${server}.`;
  // Outside connect(), a socket error names the port it tried: the IMAP server's, or else the database's.
  const imapSocket = connecting || (mailbox !== null && e.port === mailbox.port);
  if (e.code && imapSocket && /^E[A-Z]+$/.test(e.code)) return `Cannot reach ${server} (${e.code}).`;
  if (e.code === 'CONNECT_TIMEOUT' || e.code === 'GREETING_TIMEOUT') return `Cannot reach ${server} (${e.code}).`;
  if (error instanceof ConnectionClosed || (e.code && /^(NoConnection|EConnectionClosed|ClosedAfterConnect)/.test(e.code))) {
    return `The connection to ${server} was closed.`;
  }
  if (!connecting && isDatabaseUnavailable(error)) return `The database is unavailable: ${describeDatabaseError(error)}`;
  return `${server}: ${e.responseText || e.message || String(e)}`;
}
