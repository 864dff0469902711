import { AuditService } from '../audit/audit.service';
import { createServer, type AddressInfo } from 'node:net';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { createTestDatabase } from '../../../test/database';
import { mailId, startDovecot, tenantMail, type Dovecot } from '../../../test/dovecot';
import { waitFor } from '../../../test/wait-for';
import { createDataSource } from '../../db/data-source';
import { TokenCipher } from '../../common/token-crypto';
import { MailboxReaders } from './mailbox-readers';
import type { RawMailIngest } from './mailbox-reader';
import { MailboxService, type DeskMailboxSettings } from './mailbox.service';

const PASSWORD = 'desk-password';
const USERS = ['idle', 'backlog', 'restart', 'outage', 'password', 'two', 'window', 'move', 'reset'] as const;
type User = (typeof USERS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

describe('mailbox readers against Dovecot', () => {
  let dovecot: Dovecot;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let ds: DataSource;
  let mailboxes: MailboxService;
  /** The Message-IDs ingested, per mailbox address, in order. */
  const ingested = new Map<string, string[]>();
  const running: MailboxReaders[] = [];

  const ingest: RawMailIngest = async (source, origin) => {
    const id = mailId(source);
    ingested.set(origin.mailboxAddress, [...(ingested.get(origin.mailboxAddress) ?? []), id]);
  };
  const received = (user: User) => ingested.get(`${user}@acme.test`) ?? [];

  function desk(user: User, overrides: Partial<DeskMailboxSettings> = {}): DeskMailboxSettings {
    return {
      address: `${user}@acme.test`,
      host: dovecot.host,
      port: dovecot.port,
      tls: 'starttls',
      username: user,
      password: PASSWORD,
      folder: 'INBOX',
      moveTo: null,
      firstReadDays: 7,
      ...overrides,
    };
  }

  /** Readers of one api instance on the test database, reading the desk mailbox `settings`. */
  async function startReaders(settings: DeskMailboxSettings | null): Promise<MailboxReaders> {
    const readers = new MailboxReaders(mailboxes, ingest, {
      databaseUrl: db.url,
      log: pino({ level: process.env.READER_LOG ?? 'silent' }),
      desk: settings,
      lockRetryMs: 200,
      timings: { pollMs: 200, idleRecheckMs: 60_000, backoffMinMs: 100, backoffMaxMs: 400 },
    });
    running.push(readers);
    await readers.start();
    return readers;
  }

  async function stopReaders(readers: MailboxReaders): Promise<void> {
    await readers.stop();
    running.splice(running.indexOf(readers), 1);
  }

  const mailboxOf = async (user: User) => (await mailboxes.list()).find((m) => m.address === `${user}@acme.test`)!;

  beforeAll(async () => {
    dovecot = await startDovecot({ users: Object.fromEntries(USERS.map((u) => [u, PASSWORD])) });
    db = await createTestDatabase();
    ds = createDataSource(db.url, { poolSize: 4 });
    await ds.initialize();
    mailboxes = new MailboxService(ds, new TokenCipher('test-secret-key-test-secret-key-test-secret'), new AuditService(ds));
  });

  afterEach(async () => {
    for (const readers of [...running]) await stopReaders(readers);
    // Each test reads its own mailbox; disabled, no later test's readers pick it up.
    await ds.query('UPDATE mailboxes SET enabled = false');
  });

  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
    await dovecot?.close();
  });

  test('a mail delivered while the reader idles arrives, and is marked seen in the mailbox', async () => {
    const readers = await startReaders(desk('idle'));
    const mailbox = await mailboxOf('idle');
    await waitFor(
      'the reader to be connected',
      async () => readers.reading().includes(mailbox.id) && (await mailboxes.checkpoint(mailbox.id)).uidValidity !== null,
    );

    dovecot.deliver('idle', tenantMail('idle-1'));
    await waitFor('the mail', () => received('idle').length === 1);
    expect(received('idle')).toEqual(['idle-1']);
    await waitFor('the mail marked seen', () => dovecot.messages('idle').every((m) => m.seen));
    expect(dovecot.messages('idle')).toHaveLength(1);
    // The checkpoint (with the time of the last mail) follows the mark.
    await waitFor('the checkpoint', async () => (await mailboxOf('idle')).lastReceivedAt !== null);
  });

  test('a backlog is read once, oldest first', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => `backlog-${i + 1}`);
    for (const id of ids) dovecot.deliver('backlog', tenantMail(id));
    await startReaders(desk('backlog'));
    await waitFor('the backlog', () => received('backlog').length >= 30);
    const mailbox = await mailboxOf('backlog');
    await waitFor('the checkpoint', async () => (await mailboxes.checkpoint(mailbox.id)).lastUid === 30);
    expect(received('backlog')).toEqual(ids);
    expect(dovecot.messages('backlog').every((m) => m.seen)).toBe(true);
  });

  test('a restarted reader resumes from its checkpoint: nothing twice, nothing missed', async () => {
    let readers = await startReaders(desk('restart'));
    for (const id of ['restart-1', 'restart-2', 'restart-3']) dovecot.deliver('restart', tenantMail(id));
    await waitFor('the first three', () => received('restart').length === 3);
    await stopReaders(readers);

    // Delivered while no reader runs.
    for (const id of ['restart-4', 'restart-5']) dovecot.deliver('restart', tenantMail(id));
    readers = await startReaders(desk('restart'));
    dovecot.deliver('restart', tenantMail('restart-6'));
    await waitFor('the other three', () => received('restart').length >= 6);
    const mailbox = await mailboxOf('restart');
    await waitFor('the checkpoint', async () => (await mailboxes.checkpoint(mailbox.id)).lastUid === 6);
    expect(received('restart')).toEqual(['restart-1', 'restart-2', 'restart-3', 'restart-4', 'restart-5', 'restart-6']);
  });

  test('the server going down and coming back loses nothing', async () => {
    await startReaders(desk('outage'));
    dovecot.deliver('outage', tenantMail('outage-1'));
    await waitFor('the first mail', () => received('outage').length === 1);

    await dovecot.stop();
    const mailbox = await mailboxOf('outage');
    try {
      await waitFor('the outage recorded as the last error', async () => (await mailboxOf('outage')).lastError !== null, 30_000);
      expect((await mailboxOf('outage')).lastError).toMatch(new RegExp(`(Cannot reach|The connection to) 127\\.0\\.0\\.1:${dovecot.port}`));
      dovecot.deliver('outage', tenantMail('outage-2'));
      dovecot.deliver('outage', tenantMail('outage-3'));
    } finally {
      // Back up whatever happened: the later tests read this server too.
      await dovecot.start();
    }

    await waitFor('the mail delivered during the outage', () => received('outage').length >= 3);
    await waitFor('the last error cleared', async () => (await mailboxOf('outage')).lastError === null);
    await waitFor('the checkpoint', async () => (await mailboxes.checkpoint(mailbox.id)).lastUid === 3);
    expect(received('outage')).toEqual(['outage-1', 'outage-2', 'outage-3']);
  });

  test('a server that resets the connection during its greeting is named in the last error, not the database', async () => {
    // As a server shutting down does: it accepts the connection, then resets it before its greeting.
    const resetting = createServer((socket) => void setTimeout(() => socket.resetAndDestroy(), 50));
    await new Promise<void>((resolve) => resetting.listen(0, '127.0.0.1', resolve));
    const { port } = resetting.address() as AddressInfo;
    try {
      await startReaders(desk('reset', { host: '127.0.0.1', port }));
      await waitFor('the reset recorded as the last error', async () => (await mailboxOf('reset')).lastError !== null);
      expect((await mailboxOf('reset')).lastError).toBe(`Cannot reach 127.0.0.1:${port} (ECONNRESET).`);
    } finally {
      resetting.close();
    }
  });

  test('a password that stops working gives a clear last error, retries, and reading resumes when it works again', async () => {
    const readers = await startReaders(desk('password'));
    dovecot.deliver('password', tenantMail('password-1'));
    await waitFor('the first mail', () => received('password').length === 1);

    dovecot.setPassword('password', 'changed-by-the-mail-admin');
    // The next sign-in (after the connection is lost) is refused.
    await dovecot.stop();
    await dovecot.start();
    await waitFor('the refusal recorded', async () => /was refused/.test((await mailboxOf('password')).lastError ?? ''));
    const mailbox = await mailboxOf('password');
    expect(mailbox.lastError).toMatch(/^Sign-in to 127\.0\.0\.1:\d+ as password was refused.*Check the mailbox's password\.$/);
    expect(mailbox.lastErrorAt).not.toBeNull();
    expect(readers.reading()).toContain(mailbox.id);

    dovecot.deliver('password', tenantMail('password-2'));
    dovecot.setPassword('password', PASSWORD);
    await waitFor('the mail after the password works again', () => received('password').length === 2);
    expect(received('password')).toEqual(['password-1', 'password-2']);
    await waitFor('the last error cleared', async () => (await mailboxOf('password')).lastError === null);
  });

  test('two api instances on one database: one reads the mailbox, the other takes over when it stops', async () => {
    const first = await startReaders(desk('two'));
    const second = await startReaders(desk('two'));
    const mailbox = await mailboxOf('two');
    await waitFor('a reader', () => first.reading().length + second.reading().length === 1);
    // The other keeps looking (every 200 ms here) without taking it.
    await new Promise((r) => setTimeout(r, 600));
    expect([first.reading(), second.reading()]).toEqual([[mailbox.id], []]);

    for (const id of ['two-1', 'two-2', 'two-3']) dovecot.deliver('two', tenantMail(id));
    await waitFor('the mail', () => received('two').length >= 3);

    await stopReaders(first);
    await waitFor('the second instance taking over', () => second.reading().includes(mailbox.id));
    dovecot.deliver('two', tenantMail('two-4'));
    await waitFor('the mail after the takeover', () => received('two').length >= 4);
    expect(received('two')).toEqual(['two-1', 'two-2', 'two-3', 'two-4']);
  });

  test('the first read takes the mail of the first-read window only', async () => {
    const now = Date.now();
    dovecot.deliver('window', tenantMail('window-old'), { internalDate: new Date(now - 30 * DAY_MS) });
    dovecot.deliver('window', tenantMail('window-recent'), { internalDate: new Date(now - 2 * DAY_MS) });
    dovecot.deliver('window', tenantMail('window-older'), { internalDate: new Date(now - 10 * DAY_MS) });
    await startReaders(desk('window', { firstReadDays: 7 }));
    await waitFor('the recent mail', () => received('window').length === 1);
    const mailbox = await mailboxOf('window');
    await waitFor('the checkpoint past the window', async () => (await mailboxes.checkpoint(mailbox.id)).lastUid === 3);

    dovecot.deliver('window', tenantMail('window-new'));
    await waitFor('new mail', () => received('window').length === 2);
    expect(received('window')).toEqual(['window-recent', 'window-new']);
    // The mail outside the window is left as it was.
    expect(dovecot.messages('window').filter((m) => !m.seen)).toHaveLength(2);
  });

  test('move to a folder: read mail leaves the inbox for that folder', async () => {
    dovecot.deliver('move', tenantMail('move-1'));
    await startReaders(desk('move', { moveTo: 'Processed' }));
    await waitFor('the mail', () => received('move').length === 1);
    dovecot.deliver('move', tenantMail('move-2'));
    await waitFor('the second mail', () => received('move').length === 2);
    await waitFor('the inbox emptied', () => dovecot.messages('move').length === 0);
    expect(dovecot.messages('move', 'Processed')).toHaveLength(2);
    expect(received('move')).toEqual(['move-1', 'move-2']);
  });
});
