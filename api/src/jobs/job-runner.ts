import type { PoolConfig } from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { describeDatabaseError, isDatabaseUnavailable } from '../common/postgres';
import { DATABASE_CONNECT_TIMEOUT_MS } from '../db/data-source';
import type { ReminderService } from '../modules/tasks/reminder.service';
import type { SlaWarningService } from '../modules/tickets/sla-warnings.service';
import type { InboundService } from '../modules/conversations/inbound.service';
import type { OutboundService } from '../modules/conversations/outbound.service';
import type { AuditService } from '../modules/audit/audit.service';
import type { OnCallService } from '../modules/oncall/oncall.service';
import type { Notifier } from '../modules/notifications/notifier.service';

/** pg-boss keeps its queues in its own schema of the app's database. */
export const JOBS_SCHEMA = 'pgboss';
export const TASK_REMINDERS_QUEUE = 'task-reminders';
/** Every minute: reminders are sent at most a minute after they fall due. */
export const TASK_REMINDERS_CRON = '* * * * *';
/** Every minute: a breach warning is sent at most a minute after its threshold. */
export const SLA_WARNINGS_QUEUE = 'sla-warnings';
export const SLA_WARNINGS_CRON = '* * * * *';
/** Every minute: urgent alert rounds due (an escalation, or a first round the process storing the message could not send). */
export const URGENT_ALERTS_QUEUE = 'urgent-alerts';
export const URGENT_ALERTS_CRON = '* * * * *';
/** Replies and e-mails waiting to leave: one job per message, retried with backoff when the provider is unreachable. */
export const OUTBOUND_MESSAGES_QUEUE = 'outbound-messages';
const OUTBOUND_RETRY_LIMIT = 4;
/** SMS and WhatsApp media Twilio could not give at once: fetched again after 1, 2, 4, 8 and 16 minutes. */
export const MEDIA_DOWNLOADS_QUEUE = 'media-downloads';
const MEDIA_RETRY_LIMIT = 5;
/** The audit log's retention: once a night, events past the retention period are removed. */
export const AUDIT_RETENTION_QUEUE = 'audit-retention';
export const AUDIT_RETENTION_CRON = '30 3 * * *';

/** Notification e-mails and SMS: one job per delivery, retried after 30 s, 1, 2 and 4 minutes, then recorded failed. */
export const NOTIFICATION_DELIVERIES_QUEUE = 'notification-deliveries';
const NOTIFICATION_RETRY_LIMIT = 4;
/** Every minute: held notification e-mail (the daily digest, the end of quiet hours) leaves at most a minute late; lost deliveries are queued again. */
export const NOTIFICATION_HELD_MAIL_QUEUE = 'notification-held-mail';
export const NOTIFICATION_HELD_MAIL_CRON = '* * * * *';

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
  slaWarnings?: SlaWarningService;
  urgentAlerts?: Pick<OnCallService, 'sweep'>;
  outbound?: OutboundService;
  inbound?: InboundService;
  audit?: AuditService;
  notifier?: Notifier;
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
  const { slaWarnings } = options;
  if (slaWarnings) {
    await boss.createQueue(SLA_WARNINGS_QUEUE, { name: SLA_WARNINGS_QUEUE, policy: 'singleton', retryLimit: 0, expireInSeconds: 300 });
    await boss.schedule(SLA_WARNINGS_QUEUE, SLA_WARNINGS_CRON, {}, { retryLimit: 0 });
    await boss.work(SLA_WARNINGS_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
      const sent = await slaWarnings.sweep();
      if (sent > 0) log.info({ sent }, 'SLA warnings sent');
    });
  }
  const { urgentAlerts } = options;
  if (urgentAlerts) {
    await boss.createQueue(URGENT_ALERTS_QUEUE, { name: URGENT_ALERTS_QUEUE, policy: 'singleton', retryLimit: 0, expireInSeconds: 300 });
    await boss.schedule(URGENT_ALERTS_QUEUE, URGENT_ALERTS_CRON, {}, { retryLimit: 0 });
    await boss.work(URGENT_ALERTS_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
      const alerted = await urgentAlerts.sweep();
      if (alerted > 0) log.info({ alerted }, 'urgent alerts escalated');
    });
  }
  const { audit } = options;
  if (audit) {
    await boss.createQueue(AUDIT_RETENTION_QUEUE, {
      name: AUDIT_RETENTION_QUEUE,
      policy: 'singleton',
      retryLimit: 2,
      expireInSeconds: 600,
    });
    await boss.schedule(AUDIT_RETENTION_QUEUE, AUDIT_RETENTION_CRON, {}, { retryLimit: 2 });
    await boss.work(AUDIT_RETENTION_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
      const removed = await audit.removeExpired();
      if (removed > 0) log.info({ removed }, 'audit log: expired events removed');
    });
  }
  const { notifier } = options;
  if (notifier) {
    await boss.createQueue(NOTIFICATION_DELIVERIES_QUEUE, {
      name: NOTIFICATION_DELIVERIES_QUEUE,
      retryLimit: NOTIFICATION_RETRY_LIMIT,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 120,
    });
    await boss.work<{ deliveryId: string }>(
      NOTIFICATION_DELIVERIES_QUEUE,
      { pollingIntervalSeconds: 2, includeMetadata: true },
      async ([job]) => {
        // The last attempt records the failure on the delivery; earlier ones leave it pending and retry.
        await notifier.deliver(job.data.deliveryId, job.retryCount >= NOTIFICATION_RETRY_LIMIT);
      },
    );
    notifier.useQueue(async (deliveryId) => {
      await boss.send(NOTIFICATION_DELIVERIES_QUEUE, { deliveryId });
    });
    await boss.createQueue(NOTIFICATION_HELD_MAIL_QUEUE, {
      name: NOTIFICATION_HELD_MAIL_QUEUE,
      policy: 'singleton',
      retryLimit: 0,
      expireInSeconds: 300,
    });
    await boss.schedule(NOTIFICATION_HELD_MAIL_QUEUE, NOTIFICATION_HELD_MAIL_CRON, {}, { retryLimit: 0 });
    await boss.work(NOTIFICATION_HELD_MAIL_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
      const sent = await notifier.sendHeldMail();
      if (sent > 0) log.info({ sent }, 'held notification e-mails sent');
      const requeued = await notifier.requeueStale();
      if (requeued > 0) log.warn({ requeued }, 'notification deliveries queued again');
    });
  }
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
  const { inbound } = options;
  if (inbound) {
    await boss.createQueue(MEDIA_DOWNLOADS_QUEUE, {
      name: MEDIA_DOWNLOADS_QUEUE,
      retryLimit: MEDIA_RETRY_LIMIT,
      retryDelay: 60,
      retryBackoff: true,
      expireInSeconds: 120,
    });
    await boss.work<{ attachmentId: string }>(
      MEDIA_DOWNLOADS_QUEUE,
      { pollingIntervalSeconds: 5, includeMetadata: true },
      async ([job]) => {
        await inbound.retryMedia(job.data.attachmentId, job.retryCount >= MEDIA_RETRY_LIMIT);
      },
    );
    inbound.useMediaQueue(async (attachmentId) => {
      // The first try is a minute on: Twilio was just asked and failed.
      await boss.send(MEDIA_DOWNLOADS_QUEUE, { attachmentId }, { startAfter: 60 });
    });
  }
  return {
    boss,
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}
