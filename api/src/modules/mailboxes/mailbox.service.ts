import { randomUUID } from 'node:crypto';
import { AuditAction } from '@pmp/shared';
import { In, IsNull, Not, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { Conflict } from '../../common/errors';
import { isUniqueViolation } from '../../common/postgres';
import type { TokenCipher } from '../../common/token-crypto';
import type { SignedInActor } from '../../common/actor';
import type { AuditService } from '../audit/audit.service';
import type { MailboxAfterRead, MailboxTlsMode } from './mailbox.enums';
import type { ImapServer } from './mailbox-url';
import { Mailbox } from './mailbox.entity';
import type { AddMailboxInput } from './mailbox.inputs';

/** A desk mailbox's settings: what DESK_IMAP_URL and the add form give. */
export interface DeskMailboxSettings extends ImapServer {
  address: string;
  /** Read mail is moved here; null: it is marked seen. */
  moveTo: string | null;
  firstReadDays: number;
}

/** An agent's connected mail account to read (EmailAccountService.readableAccounts). */
export interface AgentAccount {
  userId: string;
  address: string;
  /** imaps://host:port */
  imapUrl: string;
}

/** Where a reader resumes: the mailbox's UIDVALIDITY, the last UID stored and the end of the first-read window. */
export interface Checkpoint {
  uidValidity: number | null;
  lastUid: number | null;
  windowLastUid: number | null;
}

export const DEFAULT_FIRST_READ_DAYS = 7;

/**
 * The mailboxes the desk reads (modules/mailboxes/mailbox-readers.ts reads them): their settings,
 * the password encrypted at rest, and their reading state (checkpoint, last mail, last error).
 */
export class MailboxService {
  private readonly repository: Repository<Mailbox>;

  constructor(
    dataSource: DataSource,
    private readonly cipher: TokenCipher,
    private readonly audit: AuditService,
  ) {
    this.repository = dataSource.getRepository(Mailbox);
  }

  list(): Promise<Mailbox[]> {
    return this.repository.find({ order: { createdAt: 'ASC' } });
  }

  /** The mailboxes to read. */
  enabled(): Promise<Mailbox[]> {
    return this.repository.find({ where: { enabled: true }, order: { createdAt: 'ASC' } });
  }

  find(id: string): Promise<Mailbox | null> {
    return this.repository.findOneBy({ id });
  }

  /** Adds a desk mailbox; its first read takes the mail of the last `firstReadDays` days. */
  async add(input: AddMailboxInput, actor: SignedInActor): Promise<Mailbox> {
    const tls = input.tls ?? 'tls';
    try {
      return await this.repository.manager.transaction(async (manager) => {
        const mailbox = await this.insert(
          {
            address: input.address,
            host: input.host.trim(),
            port: input.port ?? (tls === 'tls' ? 993 : 143),
            tls,
            username: input.username,
            password: input.password,
            folder: input.folder?.trim() || 'INBOX',
            moveTo: input.moveTo?.trim() || null,
            firstReadDays: input.firstReadDays ?? DEFAULT_FIRST_READ_DAYS,
          },
          manager,
        );
        const { address, host, port, username, folder } = mailbox;
        await this.audit.record(
          actor,
          {
            action: AuditAction.CHANNEL_CHANGED,
            target: { type: 'mailbox', id: mailbox.id, label: `Mailbox ${address}` },
            after: { address, host, port, tls, username, folder },
          },
          manager,
        );
        return mailbox;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict('A mailbox with this address exists already', 'address');
      throw error;
    }
  }

  /**
   * Creates the desk mailbox of the configuration (DESK_IMAP_URL, DESK_EMAIL), or brings the one
   * with its address up to date. Another server, user or folder has other UIDs: its checkpoint is
   * cleared and the first-read window read again (stored messages are recognised and not stored twice).
   */
  async configure(settings: DeskMailboxSettings): Promise<Mailbox> {
    const address = settings.address.trim().toLowerCase();
    const existing = await this.repository.findOneBy({ address });
    if (!existing) {
      try {
        return await this.insert(settings);
      } catch (error) {
        // Another api instance configured it at the same moment.
        if (!isUniqueViolation(error)) throw error;
        return this.configure(settings);
      }
    }
    const elsewhere =
      existing.host !== settings.host ||
      existing.port !== settings.port ||
      existing.username !== settings.username ||
      existing.folder !== settings.folder;
    await this.repository.update(existing.id, {
      host: settings.host,
      port: settings.port,
      tls: settings.tls,
      username: settings.username,
      auth: 'password',
      passwordEncrypted: this.cipher.encrypt(settings.password, passwordContext(existing.id)),
      folder: settings.folder,
      ...afterRead(settings.moveTo),
      firstReadDays: settings.firstReadDays,
      enabled: true,
      ...(elsewhere ? { uidValidity: null, lastUid: null, windowLastUid: null } : {}),
    });
    return (await this.repository.findOneBy({ id: existing.id }))!;
  }

  /** The mailbox's IMAP password. */
  password(mailbox: Mailbox): string {
    if (!mailbox.passwordEncrypted) throw new Error(`Mailbox ${mailbox.address} has no password`);
    return this.cipher.decrypt(mailbox.passwordEncrypted, passwordContext(mailbox.id));
  }

  async checkpoint(id: string): Promise<Checkpoint> {
    const mailbox = await this.repository.findOneByOrFail({ id });
    return { uidValidity: mailbox.uidValidity, lastUid: mailbox.lastUid, windowLastUid: mailbox.windowLastUid };
  }

  /**
   * A new UIDVALIDITY (the first read, or the server renumbered the folder): reading starts over,
   * the mail up to `windowLastUid` taken from the first-read window only.
   */
  async startOver(id: string, uidValidity: number, windowLastUid: number): Promise<Checkpoint> {
    await this.repository.update(id, { uidValidity, lastUid: 0, windowLastUid });
    return { uidValidity, lastUid: 0, windowLastUid };
  }

  /**
   * Moves the checkpoint past `uid` once its message is stored (or skipped); `received` says a
   * message was stored. Only forward, and only while the UIDVALIDITY is the reader's.
   */
  async advance(id: string, uidValidity: number, uid: number, received: boolean): Promise<void> {
    await this.repository
      .createQueryBuilder()
      .update()
      .set({ lastUid: uid, ...(received ? { lastReceivedAt: () => 'now()' } : {}) })
      .where('id = :id AND "uidValidity" = :uidValidity AND ("lastUid" IS NULL OR "lastUid" < :uid)', { id, uidValidity, uid })
      .execute();
  }

  /**
   * One mailbox per agent's connected account (XOAUTH2), in step with the accounts: a new account
   * gets one (its first read takes the window), another address on the same user starts over, and
   * the mailbox of an account no longer connected stops being read (kept, so a reconnect resumes).
   */
  async syncAgentMailboxes(accounts: AgentAccount[]): Promise<void> {
    const existing = new Map(
      (await this.repository.find({ where: { userId: Not(IsNull()) } })).map((mailbox) => [mailbox.userId!, mailbox]),
    );
    for (const account of accounts) {
      const server = new URL(account.imapUrl);
      const tls: MailboxTlsMode = server.protocol === 'imaps:' ? 'tls' : 'starttls';
      const settings = {
        address: account.address.trim().toLowerCase(),
        host: server.hostname,
        port: server.port ? Number(server.port) : tls === 'tls' ? 993 : 143,
        tls,
        username: account.address,
        enabled: true,
      };
      const mailbox = existing.get(account.userId);
      try {
        if (!mailbox) {
          await this.repository.insert({ ...settings, auth: 'oauth2', userId: account.userId });
        } else if (Object.entries(settings).some(([key, value]) => mailbox[key as keyof typeof settings] !== value)) {
          const elsewhere = mailbox.address !== settings.address || mailbox.host !== settings.host;
          await this.repository.update(mailbox.id, {
            ...settings,
            ...(elsewhere ? { uidValidity: null, lastUid: null, windowLastUid: null } : {}),
          });
        }
      } catch (error) {
        // The address is a desk mailbox's already: that one reads it.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    const connected = new Set(accounts.map((a) => a.userId));
    const gone = [...existing.values()].filter((m) => m.enabled && !connected.has(m.userId!)).map((m) => m.id);
    if (gone.length) await this.repository.update({ id: In(gone) }, { enabled: false });
  }

  async recordError(id: string, message: string): Promise<void> {
    await this.repository.update(id, { lastError: message, lastErrorAt: () => 'now()' });
  }

  /** The reader is connected and reading: the last error no longer holds. */
  async clearError(id: string): Promise<void> {
    await this.repository
      .createQueryBuilder()
      .update()
      .set({ lastError: null })
      .where('id = :id AND "lastError" IS NOT NULL', { id })
      .execute();
  }

  private async insert(settings: DeskMailboxSettings, manager?: EntityManager): Promise<Mailbox> {
    const id = randomUUID();
    const repository = manager?.getRepository(Mailbox) ?? this.repository;
    await repository.insert({
      id,
      address: settings.address.trim().toLowerCase(),
      host: settings.host,
      port: settings.port,
      tls: settings.tls,
      username: settings.username,
      auth: 'password',
      passwordEncrypted: this.cipher.encrypt(settings.password, passwordContext(id)),
      folder: settings.folder,
      ...afterRead(settings.moveTo),
      firstReadDays: settings.firstReadDays,
    });
    return (await repository.findOneBy({ id }))!;
  }
}

function afterRead(moveTo: string | null): { afterRead: MailboxAfterRead; moveTo: string | null } {
  return moveTo ? { afterRead: 'move', moveTo } : { afterRead: 'seen', moveTo: null };
}

/** The encrypted password is bound to its mailbox: copied to another row, it does not decrypt. */
function passwordContext(mailboxId: string): string {
  return `mailbox:${mailboxId}:password`;
}
