import type { PoolConfig } from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { describeDatabaseError, isDatabaseUnavailable } from '../common/postgres';
import { DATABASE_CONNECT_TIMEOUT_MS } from '../db/data-source';
import type { ReminderService } from '../modules/tasks/reminder.service';
import type { OutboundService } from '../modules/conversations/outbound.service';
import { OUTBOUND_EMAIL_QUEUE, type MailService, type QueuedMail } from '../modules/email/mail.service';

/** pg-boss keeps its queues in its own schema of the app's database. */
export const JOBS_SCHEMA = 'pgboss';
export const TASK_REMINDERS_QUEUE = 'task-reminders';
/** Every minute: reminders are sent at most a minute after they fall due. */
export const TASK_REMINDERS_CRON = '* * * * *';
/** Replies and e-mails waiting to leave: one job per message, retried with backoff when the provider is unreachable. */
export const OUTBOUND_MESSAGES_QUEUE = 'outbound-messages';
const OUTBOUND_RETRY_LIMIT = 4;
/** Mail handed to MailService.sendQueued: retried with backoff while the mail server is unreachable. */
const OUTBOUND_EMAIL_RETRY_LIMIT = 5;

export interface JobRunner {
  boss: PgBoss;
  stop(): Promise<void>;
}

/**
 * Starts pg-boss on the app's database and the background jobs: the task reminder sweep, a cron
 * job that pg-boss hands to exactly one worker across all api processes each minute (the sweep
 * itself is also safe to run concurrently: it locks with SKIP LOCKED).
 */
export async function startJobs(options: {
  connectionString: string;
  log: Logger;
  reminders: ReminderService;
  outbound?: OutboundService;
  mail?: MailService;
}): Promise<JobRunner> {
  const { log, reminders } = options;
  // pg-boss hands its options to its pg.Pool, which also takes the pool settings its types omit.
  const bossOptions: PgBoss.ConstructorOptions & Pick<PoolConfig, 'connectionTimeoutMillis' | 'keepAlive'> = {
    connectionString: options.connectionString,
    schema: JOBS_SCHEMA,
    max: 3,
    application_name: 'property-maintenance-portal-jobs',
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
    keepAlive: true,
  };
  const boss = new PgBoss(bossOptions);
  // pg-boss's loops (workers, cron, maintenance) catch their errors, report them here and carry on,
  // so the jobs resume by themselves once the database is back. An outage is one short line per
  // failed attempt (no stack); anything else is logged whole.
  boss.on('error', (error) => {
    if (isDatabaseUnavailable(error)) log.warn({ reason: describeDatabaseError(error) }, 'job queue: database unavailable, retrying');
    else log.error({ err: error }, 'job queue error');
  });
  await boss.start();
  await boss.createQueue(TASK_REMINDERS_QUEUE, { name: TASK_REMINDERS_QUEUE, policy: 'singleton', retryLimit: 0, expireInSeconds: 300 });
  await boss.schedule(TASK_REMINDERS_QUEUE, TASK_REMINDERS_CRON, {}, { retryLimit: 0 });
  await boss.work(TASK_REMINDERS_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    const sent = await reminders.deliverDueReminders();
    if (sent > 0) log.info({ sent }, 'task reminders sent');
  });
  const { outbound } = options;
  if (outbound) {
    await boss.createQueue(OUTBOUND_MESSAGES_QUEUE, {
      name: OUTBOUND_MESSAGES_QUEUE,
      retryLimit: OUTBOUND_RETRY_LIMIT,
      retryDelay: 15,
      retryBackoff: true,
      expireInSeconds: 120,
    });
    await boss.work<{ messageId: string }>(OUTBOUND_MESSAGES_QUEUE, { pollingIntervalSeconds: 1, includeMetadata: true }, async ([job]) => {
      // The last attempt records the failure on the message; earlier ones leave it pending and retry.
      await outbound.deliver(job.data.messageId, job.retryCount >= OUTBOUND_RETRY_LIMIT);
    });
    outbound.useQueue(async (messageId) => {
      await boss.send(OUTBOUND_MESSAGES_QUEUE, { messageId });
    });
  }
  const { mail } = options;
  if (mail) {
    await boss.createQueue(OUTBOUND_EMAIL_QUEUE, {
      name: OUTBOUND_EMAIL_QUEUE,
      retryLimit: OUTBOUND_EMAIL_RETRY_LIMIT,
      retryDelay: 30,
      retryBackoff: true,
      // Well above the mail transport's timeouts: a slow send is not handed to a second worker.
      expireInSeconds: 300,
    });
    await boss.work<QueuedMail>(OUTBOUND_EMAIL_QUEUE, { pollingIntervalSeconds: 2, includeMetadata: true }, async ([job]) => {
      // Throws (pg-boss retries) only while the server is unreachable and attempts remain.
      const { outcome, reportError } = await mail.deliverQueued(job.data, { lastAttempt: job.retryCount >= OUTBOUND_EMAIL_RETRY_LIMIT });
      if (outcome.status === 'failed') log.warn({ messageId: outcome.messageId, reason: outcome.error }, 'queued e-mail not sent');
      // The mail left but its record could not be told: logged, not retried (it would be sent twice).
      if (reportError) log.error({ err: reportError, messageId: outcome.messageId }, 'queued e-mail outcome not recorded');
    });
    mail.useQueue(async (queued) => {
      await boss.send(OUTBOUND_EMAIL_QUEUE, queued);
    });
  }
  return {
    boss,
    async stop() {
      mail?.useQueue(null);
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}
