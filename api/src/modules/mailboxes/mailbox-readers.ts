import { Client } from 'pg';
import type { Logger } from 'pino';
import { describeDatabaseError, isDatabaseUnavailable } from '../../common/postgres';
import type { Mailbox } from './mailbox.entity';
import { MailboxReader, type ImapCredentials, type RawMailIngest, type ReaderTimings } from './mailbox-reader';
import type { AgentAccount, DeskMailboxSettings, MailboxService } from './mailbox.service';

/** Session-level advisory locks of the mailbox readers use this first key (the second is a hash of the mailbox id). */
const LOCK_SPACE = 1764000200;

export interface MailboxReadersOptions {
  /** The database the locks are held in: a connection of their own, outside the pool. */
  databaseUrl: string;
  log: Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>;
  /** The desk mailbox of the configuration (DESK_IMAP_URL), created or updated when reading starts. */
  desk: DeskMailboxSettings | null;
  /** How often mailboxes without a reader are looked for (a new one, or one whose reader elsewhere stopped). */
  lockRetryMs: number;
  timings: ReaderTimings;
  /** The agents' connected accounts, whose mailboxes are read too (XOAUTH2). */
  agentAccounts?: () => Promise<AgentAccount[]>;
  /** An agent's connected account's OAuth2 access token, for its mailbox. */
  accessToken?: (userId: string) => Promise<string>;
  /** Certificate authorities (PEM) trusted for TLS beside the public ones. */
  extraCa?: string;
}

/**
 * Runs a reader for every enabled mailbox whose lock this process holds: exactly one reader per
 * mailbox across all api instances. The locks are PostgreSQL session advisory locks on one
 * dedicated connection: when the process stops or dies, or that connection is lost, they are
 * released and another instance takes the mailboxes over at its next look (`lockRetryMs`).
 */
export class MailboxReaders {
  private readonly readers = new Map<string, MailboxReader>();
  private lockClient: Client | null = null;
  private deskConfigured = false;
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private looking: Promise<void> | null = null;

  constructor(
    private readonly mailboxes: MailboxService,
    private readonly ingest: RawMailIngest,
    private readonly options: MailboxReadersOptions,
  ) {}

  /** Configures the desk mailbox and starts reading the mailboxes this process can lock; keeps looking for more. */
  async start(): Promise<void> {
    if (!this.stopped) return;
    if (!this.options.databaseUrl) throw new Error('The mailbox readers need the database URL');
    this.stopped = false;
    await this.look();
  }

  /** Stops every reader (each finishes the message in hand) and releases the locks. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.looking;
    await this.stopReaders([...this.readers.keys()]);
    const client = this.lockClient;
    this.lockClient = null;
    await client?.end().catch(() => undefined);
  }

  /** The ids of the mailboxes this process reads. */
  reading(): string[] {
    return [...this.readers.keys()];
  }

  private look(): Promise<void> {
    this.looking = this.claim()
      .catch((error: unknown) => {
        const reason = isDatabaseUnavailable(error) ? describeDatabaseError(error) : error instanceof Error ? error.message : String(error);
        this.options.log.warn({ reason }, 'mailbox readers: cannot look for mailboxes, retrying');
      })
      .finally(() => {
        this.looking = null;
        if (!this.stopped) this.timer = setTimeout(() => void this.look(), this.options.lockRetryMs);
      });
    return this.looking;
  }

  /** Starts a reader for each enabled mailbox it can lock; stops those of mailboxes no longer enabled. */
  private async claim(): Promise<void> {
    if (this.options.desk && !this.deskConfigured) {
      await this.mailboxes.configure(this.options.desk);
      this.deskConfigured = true;
    }
    if (this.options.agentAccounts) await this.mailboxes.syncAgentMailboxes(await this.options.agentAccounts());
    const client = await this.lockConnection();
    const enabled = await this.mailboxes.enabled();
    const ids = new Set(enabled.map((m) => m.id));
    await this.stopReaders([...this.readers.keys()].filter((id) => !ids.has(id)));
    for (const mailbox of enabled) {
      if (this.stopped || this.lockClient !== client) return;
      if (this.readers.has(mailbox.id)) continue;
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', [
        LOCK_SPACE,
        mailbox.id,
      ]);
      if (!rows[0]?.locked) continue;
      const reader = new MailboxReader(mailbox.id, {
        mailboxes: this.mailboxes,
        ingest: this.ingest,
        credentials: (m) => this.credentials(m),
        log: this.options.log,
        timings: this.options.timings,
        extraCa: this.options.extraCa,
      });
      this.readers.set(mailbox.id, reader);
      this.options.log.info({ mailbox: mailbox.address }, 'mailbox reader: started');
      reader.start();
    }
  }

  private async credentials(mailbox: Mailbox): Promise<ImapCredentials> {
    if (mailbox.auth === 'oauth2') {
      if (!mailbox.userId || !this.options.accessToken) throw new Error(`Mailbox ${mailbox.address} has no account to sign in with`);
      return { user: mailbox.username, accessToken: await this.options.accessToken(mailbox.userId) };
    }
    return { user: mailbox.username, pass: this.mailboxes.password(mailbox) };
  }

  /** The connection holding the locks; when it is lost, the locks are gone and every reader stops. */
  private async lockConnection(): Promise<Client> {
    if (this.lockClient) return this.lockClient;
    const client = new Client({
      connectionString: this.options.databaseUrl,
      application_name: 'property-maintenance-portal-mailboxes',
      keepAlive: true,
    });
    const lost = () => {
      if (this.lockClient !== client) return;
      this.lockClient = null;
      this.options.log.warn('mailbox readers: the lock connection was lost, stopping the readers');
      void this.stopReaders([...this.readers.keys()]).catch((error: unknown) =>
        this.options.log.error({ err: error }, 'mailbox readers: stopping failed'),
      );
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    this.lockClient = client;
    return client;
  }

  private async stopReaders(ids: string[]): Promise<void> {
    const stopped = await Promise.all(
      ids.map(async (id) => {
        const reader = this.readers.get(id);
        if (!reader) return null;
        await reader.stop();
        this.readers.delete(id);
        return id;
      }),
    );
    // One statement at a time: the lock connection is a single client.
    for (const id of stopped) {
      if (id) await this.lockClient?.query('SELECT pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE, id]).catch(() => undefined);
    }
  }
}
