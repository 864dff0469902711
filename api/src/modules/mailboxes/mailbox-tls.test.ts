import { AuditService } from '../audit/audit.service';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../db/data-source';
import { createTestDatabase } from '../../../test/database';
import { mailId, selfSignedCertificate, startDovecot, tenantMail, type Dovecot } from '../../../test/dovecot';
import { waitFor } from '../../../test/wait-for';
import { TokenCipher } from '../../common/token-crypto';
import { MailboxReaders } from './mailbox-readers';
import type { RawMailIngest } from './mailbox-reader';
import { MailboxService, type DeskMailboxSettings } from './mailbox.service';

const PASSWORD = 'tls-test-password';
const USERS = ['imaps', 'starttls', 'untrusted'] as const;
type User = (typeof USERS)[number];

/**
 * The desk's mailbox over TLS against Dovecot with a certificate of its own CA: IMAP over TLS
 * (imaps://) and STARTTLS (imap://), trusted through IMAP_TLS_CA_FILE's authorities; without
 * them the certificate is refused, with the reason as the mailbox's last error.
 */
describe('mailbox readers over TLS', () => {
  let dovecot: Dovecot;
  let ca: string;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let ds: DataSource;
  let mailboxes: MailboxService;
  const running: MailboxReaders[] = [];
  const ingested: string[] = [];
  const ingest: RawMailIngest = async (source) => {
    ingested.push(mailId(source));
  };

  function desk(user: User, tls: DeskMailboxSettings['tls'], port: number): DeskMailboxSettings {
    return {
      address: `${user}@acme.test`,
      host: '127.0.0.1',
      port,
      tls,
      username: user,
      password: PASSWORD,
      folder: 'INBOX',
      moveTo: null,
      firstReadDays: 7,
    };
  }

  async function startReaders(settings: DeskMailboxSettings, extraCa: string | undefined): Promise<MailboxReaders> {
    const readers = new MailboxReaders(mailboxes, ingest, {
      databaseUrl: db.url,
      log: pino({ level: process.env.READER_LOG ?? 'silent' }),
      desk: settings,
      lockRetryMs: 200,
      timings: { pollMs: 200, idleRecheckMs: 60_000, backoffMinMs: 100, backoffMaxMs: 400 },
      extraCa,
    });
    running.push(readers);
    await readers.start();
    return readers;
  }

  beforeAll(async () => {
    const certificate = selfSignedCertificate();
    ca = certificate.cert;
    dovecot = await startDovecot({ users: Object.fromEntries(USERS.map((u) => [u, PASSWORD])), tls: certificate });
    db = await createTestDatabase();
    ds = createDataSource(db.url, { poolSize: 4 });
    await ds.initialize();
    mailboxes = new MailboxService(ds, new TokenCipher('test-secret-key-test-secret-key-test-secret'), new AuditService(ds));
  });

  afterEach(async () => {
    for (const readers of running.splice(0)) await readers.stop();
    await ds.query('UPDATE mailboxes SET enabled = false');
  });

  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
    await dovecot?.close();
  });

  const loginLines = () =>
    dovecot
      .log()
      .split('\n')
      .filter((line) => /imap-login: (Info: )?Login: user=<[^>]+>/.test(line));

  test('imaps:// reads the mailbox over TLS with the company CA trusted', async () => {
    dovecot.deliver('imaps', tenantMail('imaps-1'));
    await startReaders(desk('imaps', 'tls', dovecot.tlsPort), ca);
    await waitFor('the mail', () => ingested.includes('imaps-1'));
    const logins = loginLines().filter((line) => line.includes('user=<imaps>'));
    expect(logins.length).toBeGreaterThan(0);
    expect(logins.every((line) => /\bTLS\b/.test(line))).toBe(true);
  });

  test('imap:// upgrades with STARTTLS where the server offers it', async () => {
    dovecot.deliver('starttls', tenantMail('starttls-1'));
    await startReaders(desk('starttls', 'starttls', dovecot.port), ca);
    await waitFor('the mail', () => ingested.includes('starttls-1'));
    const logins = loginLines().filter((line) => line.includes('user=<starttls>'));
    expect(logins.length).toBeGreaterThan(0);
    expect(logins.every((line) => /\bTLS\b/.test(line))).toBe(true);
  });

  test("a certificate no trusted authority signed is refused, and the mailbox's last error says so", async () => {
    dovecot.deliver('untrusted', tenantMail('untrusted-1'));
    await startReaders(desk('untrusted', 'tls', dovecot.tlsPort), undefined);
    const address = 'untrusted@acme.test';
    await waitFor('the error', async () => Boolean((await mailboxes.list()).find((m) => m.address === address)?.lastError));
    const mailbox = (await mailboxes.list()).find((m) => m.address === address)!;
    expect(mailbox.lastError).toMatch(/certificate/i);
    expect(ingested).not.toContain('untrusted-1');
  });
});
