import type { AuditService } from '../audit/audit.service';
import { readFileSync } from 'node:fs';
import { feature, resolver } from '../../common/feature-module';
import type { InboundService } from '../conversations/inbound.service';
import type { EmailAccountService } from '../email/email-account.service';
import { TokenCipher } from '../../common/token-crypto';
import { MailboxReaders } from './mailbox-readers';
import { deskMailboxSettings } from './mailbox-url';
import { MailboxResolver } from './mailbox.resolver';
import { mailboxesRouter } from './mailbox.rest';
import { Mailbox } from './mailbox.entity';
import { MailboxService } from './mailbox.service';

interface Uses {
  audit: AuditService;
  mailboxes: MailboxService;
  inbound: InboundService;
  emailAccounts: EmailAccountService;
}

/** With IDLE the folder is searched again this often anyway: within imapflow's 5-minute socket timeout, and in case a notification was lost. */
const IDLE_RECHECK_MS = 2 * 60_000;
/** How often an instance looks for mailboxes nobody reads (new ones, or those of an instance that stopped). */
const LOCK_RETRY_MS = 10_000;

/** The mailboxes the desk reads over IMAP, and their readers (one per mailbox in the deployment). */
export const mailboxesModule = feature<Uses>()({
  name: 'mailboxes',
  entities: [Mailbox],
  services: {
    mailboxes: ({ audit }, { dataSource, config }) => new MailboxService(dataSource, new TokenCipher(config.SECRET_KEY), audit),
    /** Started by the app where background jobs run (JOBS_ENABLED); stopped on shutdown. */
    mailboxReaders: ({ mailboxes, inbound, emailAccounts }, { dataSource, config, log }) =>
      new MailboxReaders(mailboxes, (source, origin) => inbound.ingestRawEmail(source, origin), {
        databaseUrl: (dataSource.options as { url?: string }).url ?? '',
        log,
        desk: deskMailboxSettings(config),
        agentAccounts: () => emailAccounts.readableAccounts(),
        accessToken: (userId) => emailAccounts.readingToken(userId),
        lockRetryMs: LOCK_RETRY_MS,
        extraCa: config.IMAP_TLS_CA_FILE ? readFileSync(config.IMAP_TLS_CA_FILE, 'utf8') : undefined,
        timings: { pollMs: config.IMAP_POLL_SECONDS * 1000, idleRecheckMs: IDLE_RECHECK_MS, backoffMinMs: 1_000, backoffMaxMs: 5 * 60_000 },
      }),
  },
  resolvers: [resolver(MailboxResolver, ({ mailboxes }) => new MailboxResolver(mailboxes))],
  routers: [{ path: '/api/mailboxes', create: ({ mailboxes }) => mailboxesRouter(mailboxes) }],
});
