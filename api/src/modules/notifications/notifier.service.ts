import { NOTIFICATION_DIGEST_TIME, type NotificationEvent } from '@pmp/shared';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { afterCommit, installAfterCommit } from '../../common/after-commit';
import type { Clock } from '../../common/clock';
import type { CompanyService } from '../company/company.service';
import type { TwilioSender } from '../conversations/twilio-sender';
import type { AccountMailService } from '../email/account-mail.service';
import type { UserService } from '../users/user.service';
import { NotificationDelivery, type DeliveryChannel } from './notification-delivery.entity';
import type { NotificationPreferenceService, ResolvedPreferences } from './notification-preferences.service';
import type { NotificationType } from './notification.entity';
import type { NotificationService } from './notification.service';

/** An event to tell people of: who, what it says, and what it links to. */
export interface NotificationEventInput {
  /** Whose channel choices apply. */
  event: NotificationEvent;
  /** The in-app notification's type. */
  type: NotificationType;
  recipientIds: readonly string[];
  /** Who caused it: never told of their own doing. */
  actorId?: string | null;
  title: string;
  body: string;
  ticketId: string | null;
  taskId: string | null;
  /** Time-critical: its e-mail is never held for the digest (quiet hours still hold it). */
  urgent?: boolean;
}

/** What one event left to do once its transaction commits. */
interface Outbox {
  userIds: string[];
  deliveryIds: string[];
}

/** Where the e-mail and SMS of a notification link to (the web app's ticket page). */
type LinkBuilder = (delivery: Pick<NotificationDelivery, 'ticketId'>) => string | null;

/** Held e-mails owed to a person after a failed attempt wait this long times 2^attempts. */
const HELD_RETRY_MINUTES = 15;
const HELD_MAX_ATTEMPTS = 5;
/** At most this many people's held e-mails are sent per sweep; the next sweep goes on. */
const HELD_BATCH = 200;
/**
 * A delivery still pending this long after it was queued lost its job (the process stopped between
 * the commit and the queue, or the queue gave up on it unrecorded): it is queued again. Longer than
 * the queue's own retries take.
 */
const STALE_PENDING_MINUTES = 15;

/** When a person may be told now, and when held e-mail is sent, by their quiet hours and digest. */
interface Timing {
  quiet: boolean;
  quietEndsAt: Date | null;
  digestAt: Date;
}

/**
 * The one place an event becomes notifications (docs/decisions.md, "Notifications and
 * preferences"): inside the caller's transaction, an in-app notification per recipient who wants
 * one, and a delivery row per e-mail or SMS owed; once committed, the bell is told and each
 * delivery goes to the queue (pg-boss, retried with backoff; inline when no queue runs). Failures
 * are kept on the delivery row. The actor and inactive people are never told. Quiet hours hold
 * e-mail until they end and drop SMS; with the digest on, non-urgent e-mail waits for the day's
 * digest. Held e-mail leaves through `sendHeldMail`, one e-mail per person gathering what is due.
 */
export class Notifier {
  private queue: ((deliveryId: string) => Promise<void>) | null = null;
  private sequence = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly deps: {
      notifications: Pick<NotificationService, 'create' | 'notifyChanged'>;
      preferences: Pick<NotificationPreferenceService, 'of'>;
      users: Pick<UserService, 'activeContacts'>;
      company: Pick<CompanyService, 'profile'>;
      accountMail: Pick<AccountMailService, 'send' | 'available'>;
      twilio: Pick<TwilioSender, 'send' | 'missing'>;
      link: LinkBuilder;
    },
  ) {
    installAfterCommit(dataSource);
  }

  /** Sends deliveries through `enqueue` from now on (the job runner calls `deliver` for each). */
  useQueue(enqueue: (deliveryId: string) => Promise<void>): void {
    this.queue = enqueue;
  }

  /**
   * Records the event's notifications inside `manager`'s transaction; once it commits the bell is
   * told and the e-mails and SMS go out. Answers how many people were told in the app.
   */
  async notify(manager: EntityManager, event: NotificationEventInput): Promise<number> {
    const wanted = [...new Set(event.recipientIds)].filter((id) => id !== event.actorId);
    if (wanted.length === 0) return 0;
    const contacts = await this.deps.users.activeContacts(wanted, manager);
    const recipients = wanted.filter((id) => contacts.has(id));
    if (recipients.length === 0) return 0;
    const preferences = await this.deps.preferences.of(recipients, manager);
    const outbox: Outbox = { userIds: [], deliveryIds: [] };
    let companyZone: string | null = null;
    for (const userId of recipients) {
      const mine = preferences.get(userId)!;
      const channels = mine.channels[event.event];
      if (channels.inApp) {
        await this.deps.notifications.create(manager, {
          userId,
          type: event.type,
          title: event.title,
          body: event.body,
          taskId: event.taskId,
          ticketId: event.ticketId,
        });
        outbox.userIds.push(userId);
      }
      // A channel the site has not set up is skipped: nothing is owed that could never leave.
      const email = channels.email && this.deps.accountMail.available;
      const sms = channels.sms && Boolean(mine.mobilePhone) && this.deps.twilio.missing('sms') === null;
      if (!email && !sms) continue;
      const zone = contacts.get(userId)!.timeZone ?? (companyZone ??= (await this.deps.company.profile(manager)).timeZone);
      const timing = await this.timing(manager, zone, mine);
      const row = { userId, title: event.title, body: event.body, ticketId: event.ticketId, taskId: event.taskId };
      if (email) {
        const hold = mine.digest && !event.urgent ? timing.digestAt : timing.quiet ? timing.quietEndsAt : null;
        const id = await this.insertDelivery(manager, { ...row, channel: 'email', status: hold ? 'held' : 'pending', dueAt: hold });
        if (!hold) outbox.deliveryIds.push(id);
      }
      // SMS in quiet hours is not sent at all: a text hours later helps nobody.
      if (sms && !timing.quiet)
        outbox.deliveryIds.push(await this.insertDelivery(manager, { ...row, channel: 'sms', status: 'pending', dueAt: null }));
    }
    afterCommit(manager, `notify:${++this.sequence}`, () => this.dispatch(outbox));
    return outbox.userIds.length;
  }

  /**
   * Sends one e-mail or SMS, once: the row is locked while it is sent and marked sent in the same
   * transaction. A failure is recorded on the row; `final` false (the queue will retry) rethrows it.
   */
  async deliver(deliveryId: string, final: boolean): Promise<void> {
    let failure: unknown = null;
    await this.dataSource.transaction(async (manager) => {
      const delivery = await manager.findOne(NotificationDelivery, {
        where: { id: deliveryId, status: 'pending' },
        lock: { mode: 'pessimistic_write' },
      });
      if (!delivery) return;
      try {
        await this.send(manager, delivery.userId, delivery.channel, [delivery]);
        await manager.update(
          NotificationDelivery,
          { id: delivery.id },
          { status: 'sent', sentAt: this.clock.now(), attempts: delivery.attempts + 1 },
        );
      } catch (error) {
        failure = error;
        await manager.update(
          NotificationDelivery,
          { id: delivery.id },
          { status: final ? 'failed' : 'pending', attempts: delivery.attempts + 1, lastError: errorText(error) },
        );
      }
    });
    if (failure && !final) throw failure instanceof Error ? failure : new Error(errorText(failure));
  }

  /**
   * Sends every held e-mail that fell due (the digest, the end of quiet hours): one e-mail per
   * person with all theirs, the person locked (an advisory lock) and their rows marked sent in the
   * same transaction, so two sweeps never send one twice nor split a digest. A failed send is tried again later, with backoff, then given up.
   * Answers how many e-mails were sent.
   */
  async sendHeldMail(): Promise<number> {
    let sent = 0;
    for (let round = 0; round < HELD_BATCH; round += 1) {
      const outcome = await this.dataSource.transaction(async (manager) => {
        const now = this.clock.now();
        const candidates = (await manager.query(
          `SELECT "userId" FROM notification_deliveries WHERE status = 'held' AND "dueAt" <= $1
            GROUP BY "userId" ORDER BY min("dueAt") LIMIT 20`,
          [now],
        )) as { userId: string }[];
        if (candidates.length === 0) return 'done' as const;
        // One sweep per person at a time: another process busy with someone is left to it.
        let userId: string | null = null;
        for (const candidate of candidates) {
          const [lock] = (await manager.query(`SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked`, [
            `notification-held:${candidate.userId}`,
          ])) as { locked: boolean }[];
          if (lock!.locked) {
            userId = candidate.userId;
            break;
          }
        }
        if (!userId) return 'done' as const;
        const held = await manager
          .getRepository(NotificationDelivery)
          .createQueryBuilder('d')
          .where(`d."userId" = :userId AND d.status = 'held' AND d."dueAt" <= :now`, { userId, now })
          .orderBy('d."createdAt"')
          .addOrderBy('d.id')
          .setLock('pessimistic_write')
          .getMany();
        if (held.length === 0) return 'none' as const;
        const ids = held.map((d) => d.id);
        try {
          await this.send(manager, userId, 'email', held);
          await manager.update(NotificationDelivery, ids, { status: 'sent', sentAt: now });
          return 'sent' as const;
        } catch (error) {
          const attempts = Math.max(...held.map((d) => d.attempts)) + 1;
          const retryAt = new Date(now.getTime() + HELD_RETRY_MINUTES * 60_000 * 2 ** (attempts - 1));
          await manager.update(NotificationDelivery, ids, {
            status: attempts >= HELD_MAX_ATTEMPTS ? 'failed' : 'held',
            dueAt: retryAt,
            attempts,
            lastError: errorText(error),
          });
          return 'failed' as const;
        }
      });
      if (outcome === 'done') break;
      if (outcome === 'sent') sent += 1;
    }
    return sent;
  }

  /**
   * Queues again the deliveries whose job was lost (see STALE_PENDING_MINUTES); `dueAt` records
   * when, so each is queued again at most once per period. Answers how many. Sending stays safe:
   * `deliver` locks the row and sends only what is still pending.
   */
  async requeueStale(): Promise<number> {
    const enqueue = this.queue;
    if (!enqueue) return 0;
    const rows = (await this.dataSource.query(
      `UPDATE notification_deliveries SET "dueAt" = $1
        WHERE id IN (SELECT id FROM notification_deliveries
                      WHERE status = 'pending' AND COALESCE("dueAt", "createdAt") < $1::timestamptz - make_interval(mins => $2)
                      LIMIT 500 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [this.clock.now(), STALE_PENDING_MINUTES],
    )) as [{ id: string }[], number];
    for (const { id } of rows[0]) await enqueue(id);
    return rows[0].length;
  }

  private dispatch(outbox: Outbox): void {
    this.deps.notifications.notifyChanged(outbox.userIds);
    for (const id of outbox.deliveryIds) {
      // Not waited for: the change is committed; a failure is kept on the delivery row, and one
      // that could not even be queued is logged (the row stays pending).
      const queued = this.queue ? this.queue(id) : this.deliver(id, true);
      void queued.catch((error: unknown) => this.log.error({ err: error, deliveryId: id }, 'notification delivery not queued'));
    }
  }

  /** Sends `deliveries` to the person on `channel`: one alone as itself, several as one e-mail listing them. */
  private async send(manager: EntityManager, userId: string, channel: DeliveryChannel, deliveries: NotificationDelivery[]): Promise<void> {
    const contact = (await this.deps.users.activeContacts([userId], manager)).get(userId);
    if (!contact) throw new Error('The person is no longer active');
    const lines = (d: NotificationDelivery) => [d.title, d.body, this.deps.link(d)].filter(Boolean).join('\n');
    if (channel === 'sms') {
      const mobile = (await this.deps.preferences.of([userId], manager)).get(userId)?.mobilePhone;
      if (!mobile) throw new Error('No mobile number');
      await this.deps.twilio.send('sms', mobile, { body: deliveries.map(lines).join('\n\n') });
      return;
    }
    const single = deliveries.length === 1;
    await this.deps.accountMail.send({
      to: contact.email,
      subject: single ? deliveries[0]!.title : `Your notifications: ${deliveries.length} updates`,
      text: deliveries.map(lines).join('\n\n'),
    });
  }

  private async insertDelivery(
    manager: EntityManager,
    row: Pick<NotificationDelivery, 'userId' | 'channel' | 'status' | 'title' | 'body' | 'ticketId' | 'taskId' | 'dueAt'>,
  ): Promise<string> {
    const result = await manager.getRepository(NotificationDelivery).insert({ ...row, createdAt: this.clock.now() });
    return (result.identifiers[0] as { id: string }).id;
  }

  /**
   * Whether the person is in their quiet hours now, when they end, and when their next digest is
   * sent (07:00 in their zone, or the end of the quiet hours when 07:00 falls inside them).
   * PostgreSQL reads the zone, so clock changes count.
   */
  private async timing(manager: EntityManager, zone: string, preferences: ResolvedPreferences): Promise<Timing> {
    const inQuiet = (t: string) => `(qs IS NOT NULL AND CASE WHEN qs < qe THEN ${t} >= qs AND ${t} < qe ELSE ${t} >= qs OR ${t} < qe END)`;
    const [row] = (await manager.query(
      `WITH x AS (SELECT ($1::timestamptz AT TIME ZONE $2) AS l, $3::time AS qs, $4::time AS qe, $5::time AS dt),
            d AS (SELECT x.*, x.l::date + x.dt + CASE WHEN x.l::time >= x.dt THEN interval '1 day' ELSE interval '0' END AS dl FROM x)
       SELECT ${inQuiet('l::time')} AS quiet,
              CASE WHEN qe IS NOT NULL THEN (l::date + qe + CASE WHEN l::time >= qe THEN interval '1 day' ELSE interval '0' END) AT TIME ZONE $2 END AS "quietEndsAt",
              CASE WHEN ${inQuiet('dt')}
                   THEN (dl::date + qe + CASE WHEN dt >= qe THEN interval '1 day' ELSE interval '0' END) AT TIME ZONE $2
                   ELSE dl AT TIME ZONE $2 END AS "digestAt"
         FROM d`,
      [this.clock.now(), zone, preferences.quietHoursStart, preferences.quietHoursEnd, NOTIFICATION_DIGEST_TIME],
    )) as Timing[];
    return row!;
  }
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}
