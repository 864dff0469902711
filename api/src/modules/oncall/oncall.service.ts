import { AuditAction, can, ON_CALL_MESSAGES, URGENT_ESCALATION_MINUTES, WEEKDAY_LABELS, type Weekday } from '@pmp/shared';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../common/clock';
import { Invalid, NotFound } from '../../common/errors';
import { isUuid } from '../../common/search-pattern';
import type { AuditActor } from '../../common/actor';
import type { AuditService } from '../audit/audit.service';
import type { ConversationService, UrgentMessageSummary } from '../conversations/conversation.service';
import type { NewNotification, NotificationService } from '../notifications/notification.service';
import type { UserService } from '../users/user.service';
import { OnCallShift } from './on-call-shift.entity';
import { covers, minuteOfWeek, overlap, shiftSpan } from './rota';
import type { AlertChannel } from '@pmp/shared';
import type { AlertOutcome } from './urgent-alert.entity';

/** PubSub topic: urgent alerts changed for these users (payload `{ userId }`): raised to them, or acknowledged. */
export const URGENT_ALERTS_TOPIC = 'URGENT_ALERTS_CHANGED';

const ESCALATION_MS = URGENT_ESCALATION_MINUTES * 60_000;
const BATCH_SIZE = 20;
/** How long a claimed round waits before another process may take it up again (the sends take seconds). */
const LEASE_MS = 2 * 60_000;
/** How much of the tenant's words an SMS carries. */
const SMS_EXCERPT = 240;

/** How a person is reached outside the app. */
export interface Reachable {
  email: string;
  mobilePhone: string | null;
}

/** What the on-call feature is handed. */
export interface OnCallLinks {
  users: Pick<UserService, 'activeIds' | 'activeAdminIds' | 'names' | 'findActive'>;
  notifications: Pick<NotificationService, 'create' | 'notifyChanged'>;
  conversations: Pick<ConversationService, 'urgentSummaries'>;
  audit: Pick<AuditService, 'record'>;
  /** The company's zone: the rota's days and hours are in it. */
  timeZone: () => Promise<string>;
  /** Each person's address and mobile number. */
  contacts: (userIds: string[]) => Promise<Map<string, Reachable>>;
  /** Sends an SMS now; throws with a reason a person reads when it cannot. */
  sendSms: (to: string, body: string) => Promise<void>;
  /** Sends a plain-text e-mail now; throws when it cannot. */
  sendEmail: (mail: { to: string; subject: string; text: string }) => Promise<void>;
  /** Where a link to the app starts ("https://desk.example"), when known. */
  appUrl: string | null;
  publishChanged: (userIds: string[]) => void;
  log: Pick<Logger, 'error' | 'info'>;
}

export interface ShiftInput {
  userId: string;
  weekday: number;
  startsAt: string;
  endsAt: string;
  position: number;
}

/** A shift with its person's name, as the rota screen lists it. */
export interface ShiftRecord extends ShiftInput {
  id: string;
  userName: string;
}

/** One way one person was alerted. */
export interface AlertRecord {
  userId: string;
  userName: string;
  round: number;
  channel: AlertChannel;
  outcome: AlertOutcome;
  detail: string | null;
  createdAt: Date;
}

/** An urgent message's record: why, who was alerted how, and who opened it. */
export interface IncidentRecord {
  messageId: string;
  reason: string;
  raisedAt: Date;
  acknowledgedAt: Date | null;
  acknowledgedByName: string | null;
  /** Null once acknowledged or when nobody is left to alert. */
  nextAlertAt: Date | null;
  alerts: AlertRecord[];
}

/** An open alert as the person alerted sees it. */
export interface OpenAlert {
  messageId: string;
  reason: string;
  raisedAt: Date;
  message: UrgentMessageSummary;
}

/** What a round records of one person: their in-app notification and each way they were alerted. */
interface RoundOutcome {
  userId: string;
  notification: NewNotification;
  alerts: [AlertChannel, AlertOutcome, string | null][];
}

interface DueIncident {
  messageId: string;
  reason: string;
  rounds: number;
}

/**
 * The on-call rota and urgent alerts (README "On call"). An urgent inbound message opens an
 * incident in the transaction that stores it; each alert round reaches one person (the rota's
 * people on call now, in their order; then every active admin at once) in the app, by SMS and by
 * e-mail, and the next round is due after the escalation time unless someone opens the message
 * first. Rounds go out at once after the message is stored and from a minute's sweep; a round
 * locks its incident (SKIP LOCKED) while it sends, so two processes never alert the same round.
 */
export class OnCallService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly links: OnCallLinks,
  ) {}

  // ---- the rota ---------------------------------------------------------------------------------

  async shifts(): Promise<ShiftRecord[]> {
    const rows = await this.dataSource.getRepository(OnCallShift).find({ order: { weekday: 'ASC', startsAt: 'ASC', position: 'ASC' } });
    const names = await this.links.users.names(rows.map((r) => r.userId));
    return rows.map((r) => ({ ...r, startsAt: r.startsAt.slice(0, 5), endsAt: r.endsAt.slice(0, 5), userName: names.get(r.userId) ?? '' }));
  }

  /** Adds a shift; its person must be active and not already on call at any of its minutes. */
  async addShift(input: ShiftInput, actor: AuditActor): Promise<ShiftRecord> {
    return this.dataSource.transaction(async (manager) => {
      const person = await this.links.users.findActive(input.userId, manager);
      if (!person) throw new Invalid(ON_CALL_MESSAGES.personInactive, 'userId');
      // Opening the message is what stops the alerts, and a viewer may not: their turn would only delay the next person.
      if (!can(person.role, 'work')) throw new Invalid(ON_CALL_MESSAGES.personViewer, 'userId');
      // The person's shifts are locked so two additions at once cannot both pass the overlap check.
      const theirs = await manager
        .getRepository(OnCallShift)
        .find({ where: { userId: input.userId }, lock: { mode: 'pessimistic_write' } });
      const names = await this.links.users.names([input.userId]);
      const userName = names.get(input.userId) ?? '';
      if (theirs.some((s) => overlap(s, input))) throw new Invalid(ON_CALL_MESSAGES.overlap(userName), 'startsAt');
      const saved = await manager.getRepository(OnCallShift).save(manager.getRepository(OnCallShift).create(input));
      await this.recordChange(manager, actor, null, describeShift(input, userName));
      return { ...input, id: saved.id, userName };
    });
  }

  /** Removes a shift; false when there was none. */
  async removeShift(id: string, actor: AuditActor): Promise<boolean> {
    if (!isUuid(id)) return false;
    return this.dataSource.transaction(async (manager) => {
      const found = await manager.getRepository(OnCallShift).findOneBy({ id });
      if (!found) return false;
      await manager.getRepository(OnCallShift).delete({ id });
      const names = await this.links.users.names([found.userId]);
      await this.recordChange(manager, actor, describeShift(found, names.get(found.userId) ?? ''), null);
      return true;
    });
  }

  /**
   * Who is alerted, in turn, at `at`: each active person on call then (by their shift's order,
   * then who started first), one per round; then the admins not among them, together.
   */
  async chain(at: Date): Promise<string[][]> {
    const shifts = await this.dataSource.getRepository(OnCallShift).find();
    // An empty rota needs no clock.
    const minute = shifts.length ? minuteOfWeek(at, await this.links.timeZone()) : 0;
    const onCall = shifts
      .filter((s) => covers(s, minute))
      .sort((a, b) => a.position - b.position || shiftSpan(a).from - shiftSpan(b).from)
      .map((s) => s.userId);
    const [active, allAdmins] = await Promise.all([this.links.users.activeIds(onCall), this.links.users.activeAdminIds()]);
    const people = [...new Set(onCall.filter((id) => active.has(id)))];
    const admins = allAdmins.filter((id) => !people.includes(id));
    return [...people.map((id) => [id]), ...(admins.length ? [admins] : [])];
  }

  // ---- urgent incidents ---------------------------------------------------------------------------

  /** Opens the incident of an urgent message inside the transaction that stores it; its first round is due at once. */
  async open(manager: EntityManager, messageId: string, reason: string, at: Date): Promise<void> {
    await manager.query(
      `INSERT INTO urgent_incidents ("messageId", reason, "raisedAt", "nextAlertAt") VALUES ($1, $2, $3, $3) ON CONFLICT DO NOTHING`,
      [messageId, reason.slice(0, 300), at],
    );
  }

  /** The first round of a message just stored, started without waiting for the sweep; failures are left to it. */
  alertNow(messageId: string): void {
    this.alertBatch(messageId).catch((error: unknown) =>
      this.links.log.error({ err: error, messageId }, 'urgent alert failed; the sweep retries'),
    );
  }

  /** Every alert round due now (the minute's sweep); answers how many people were alerted. */
  async sweep(): Promise<number> {
    let alerted = 0;
    for (;;) {
      const { scanned, people } = await this.alertBatch(null);
      alerted += people;
      if (scanned < BATCH_SIZE) return alerted;
    }
  }

  private async alertBatch(messageId: string | null): Promise<{ scanned: number; people: number }> {
    const now = this.clock.now();
    // Claimed in one statement: a claimed round is not due again until the lease ends, so two
    // processes never send it together and one that died mid-round is tried again. Nothing else
    // holds a connection while the round reads other features and waits on Twilio and SMTP.
    const due = (await this.dataSource.query(
      `UPDATE urgent_incidents i SET "nextAlertAt" = $3
        WHERE i."messageId" IN (
          SELECT "messageId" FROM urgent_incidents
           WHERE "nextAlertAt" <= $1 AND ($2::uuid IS NULL OR "messageId" = $2::uuid)
           ORDER BY "nextAlertAt" LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED)
        RETURNING i."messageId", i.reason, i.rounds`,
      [now, messageId, new Date(now.getTime() + LEASE_MS)],
    )) as [DueIncident[], number];
    const incidents = due[0];
    if (incidents.length === 0) return { scanned: 0, people: 0 };
    const ids = incidents.map((d) => d.messageId);
    const [summaries, chain, alertedRows] = await Promise.all([
      this.links.conversations.urgentSummaries(ids),
      this.chain(now),
      this.dataSource.query(`SELECT DISTINCT "messageId", "userId" FROM urgent_alerts WHERE "messageId" = ANY($1::uuid[])`, [
        ids,
      ]) as Promise<{ messageId: string; userId: string }[]>,
    ]);
    const reached: string[] = [];
    for (const incident of incidents) {
      const message = summaries.get(incident.messageId);
      const alerted = new Set(alertedRows.filter((r) => r.messageId === incident.messageId).map((r) => r.userId));
      const [next, ...later] = chain.map((group) => group.filter((id) => !alerted.has(id))).filter((group) => group.length > 0);
      if (!next || !message) {
        await this.dataSource.query(`UPDATE urgent_incidents SET "nextAlertAt" = NULL WHERE "messageId" = $1`, [incident.messageId]);
        continue;
      }
      const round = incident.rounds + 1;
      const outcomes = await this.sendRound({ ...incident, message }, next, round);
      await this.dataSource.transaction(async (manager) => {
        for (const outcome of outcomes) await this.links.notifications.create(manager, outcome.notification);
        await this.record(manager, incident.messageId, round, outcomes);
        // Someone may have opened it meanwhile: their acknowledgement stands.
        await manager.query(
          `UPDATE urgent_incidents SET rounds = $2, "nextAlertAt" = CASE WHEN "acknowledgedAt" IS NULL THEN $3::timestamptz END WHERE "messageId" = $1`,
          [incident.messageId, round, later.length ? new Date(now.getTime() + ESCALATION_MS) : null],
        );
      });
      reached.push(...next);
      this.links.log.info({ messageId: incident.messageId, round, people: next.length }, 'urgent alert sent');
    }
    if (reached.length) {
      this.links.notifications.notifyChanged(reached);
      this.links.publishChanged(reached);
    }
    return { scanned: incidents.length, people: reached.length };
  }

  /** One round's sends: by SMS (when they gave a number) and by e-mail; what to record of each person. */
  private async sendRound(
    incident: DueIncident & { message: UrgentMessageSummary },
    people: string[],
    round: number,
  ): Promise<RoundOutcome[]> {
    const { message, reason } = incident;
    const contacts = await this.links.contacts(people);
    const escalated = round > 1 ? ` (nobody opened it within ${URGENT_ESCALATION_MINUTES} minutes)` : '';
    const title = `Urgent: ${reason}`.slice(0, 300);
    const words = excerpt(message.body, SMS_EXCERPT);
    const link = this.links.appUrl ? `${this.links.appUrl.replace(/\/+$/, '')}/conversations?conversation=${message.conversationId}` : null;
    const text = `Urgent ${message.channel === 'email' ? 'e-mail' : message.channel === 'sms' ? 'SMS' : 'WhatsApp'} from ${message.from}${escalated}: ${reason}.`;
    // SMS first: it is what wakes someone; every person's at once.
    const sms = await Promise.all(
      people.map(async (userId) => {
        const number = contacts.get(userId)?.mobilePhone;
        if (!number) return { outcome: 'failed' as const, detail: 'No mobile number in their notification settings' };
        try {
          await this.links.sendSms(number, `${text} "${words}"${link ? ` ${link}` : ''}`.slice(0, 1500));
          return { outcome: 'sent' as const, detail: null };
        } catch (error) {
          return { outcome: 'failed' as const, detail: reasonOf(error) };
        }
      }),
    );
    return Promise.all(
      people.map(async (userId, i): Promise<RoundOutcome> => {
        const smsOutcome = sms[i]!;
        const to = contacts.get(userId)?.email;
        let mailError: string | null = to ? null : 'No e-mail address';
        if (to) {
          try {
            await this.links.sendEmail({
              to,
              subject: title,
              text: [
                text,
                smsOutcome.outcome === 'failed'
                  ? `The SMS alert could not be sent (${smsOutcome.detail}): this e-mail stands in for it.`
                  : null,
                '',
                message.subject ? `Subject: ${message.subject}` : null,
                excerpt(message.body, 2000),
                '',
                link ? `Open it: ${link}` : 'Open it in the Property Maintenance Portal, Conversations.',
              ]
                .filter((line) => line !== null)
                .join('\n'),
            });
          } catch (error) {
            mailError = reasonOf(error);
          }
        }
        const mailed = mailError === null;
        const smsDetail =
          smsOutcome.outcome === 'failed' ? `${smsOutcome.detail}${mailed ? '; sent by e-mail instead' : ''}`.slice(0, 500) : null;
        return {
          userId,
          notification: {
            userId,
            type: 'urgent_alert',
            title,
            body: `${text} "${excerpt(message.body, 200)}"`,
            taskId: null,
            ticketId: message.ticketId,
          },
          alerts: [
            ['in_app', 'sent', null],
            ['sms', smsOutcome.outcome, smsDetail],
            ['email', mailed ? 'sent' : 'failed', mailError],
          ],
        };
      }),
    );
  }

  /** Every way each person of a round was alerted, in one statement. */
  private async record(manager: EntityManager, messageId: string, round: number, outcomes: RoundOutcome[]): Promise<void> {
    const rows = outcomes.flatMap((o) => o.alerts.map(([channel, outcome, detail]) => ({ userId: o.userId, channel, outcome, detail })));
    await manager.query(
      `INSERT INTO urgent_alerts ("messageId", "userId", round, channel, outcome, detail, "createdAt")
       SELECT $1, r."userId", $2, r.channel, r.outcome, r.detail, $3
         FROM unnest($4::uuid[], $5::alert_channel[], $6::alert_outcome[], $7::varchar[]) AS r("userId", channel, outcome, detail)
       ON CONFLICT ON CONSTRAINT "UQ_urgent_alerts_once" DO NOTHING`,
      [
        messageId,
        round,
        this.clock.now(),
        rows.map((r) => r.userId),
        rows.map((r) => r.channel),
        rows.map((r) => r.outcome),
        rows.map((r) => r.detail),
      ],
    );
  }

  /**
   * Someone opened the urgent message: no further round goes out, and the alerts close for
   * everyone alerted. Opening it again changes nothing.
   */
  async acknowledge(messageId: string, userId: string): Promise<IncidentRecord> {
    if (!isUuid(messageId)) throw new NotFound(ON_CALL_MESSAGES.messageNotFound);
    const updated = (await this.dataSource.query(
      `UPDATE urgent_incidents SET "acknowledgedAt" = $2, "acknowledgedById" = $3, "nextAlertAt" = NULL
        WHERE "messageId" = $1 AND "acknowledgedAt" IS NULL RETURNING "messageId"`,
      [messageId, this.clock.now(), userId],
    )) as [unknown[], number];
    const record = (await this.records([messageId])).get(messageId);
    if (!record) throw new NotFound(ON_CALL_MESSAGES.notUrgent);
    if (updated[1] > 0) this.links.publishChanged([...new Set([userId, ...record.alerts.map((a) => a.userId)])]);
    return record;
  }

  /** The records of these messages' incidents (none for a message that raised none). */
  async records(messageIds: readonly string[]): Promise<Map<string, IncidentRecord>> {
    if (messageIds.length === 0) return new Map();
    const incidents = (await this.dataSource.query(
      `SELECT "messageId", reason, "raisedAt", "acknowledgedAt", "acknowledgedById", "nextAlertAt" FROM urgent_incidents WHERE "messageId" = ANY($1::uuid[])`,
      [messageIds],
    )) as (Omit<IncidentRecord, 'alerts' | 'acknowledgedByName'> & { acknowledgedById: string | null })[];
    if (incidents.length === 0) return new Map();
    const alerts = (await this.dataSource.query(
      `SELECT "messageId", "userId", round, channel, outcome, detail, "createdAt" FROM urgent_alerts
        WHERE "messageId" = ANY($1::uuid[]) ORDER BY round, "createdAt", channel`,
      [incidents.map((i) => i.messageId)],
    )) as (Omit<AlertRecord, 'userName'> & { messageId: string })[];
    const names = await this.links.users.names([
      ...alerts.map((a) => a.userId),
      ...incidents.flatMap((i) => (i.acknowledgedById ? [i.acknowledgedById] : [])),
    ]);
    return new Map(
      incidents.map(({ acknowledgedById, ...incident }) => [
        incident.messageId,
        {
          ...incident,
          acknowledgedByName: acknowledgedById ? (names.get(acknowledgedById) ?? null) : null,
          alerts: alerts
            .filter((a) => a.messageId === incident.messageId)
            .map(({ messageId: _, ...a }) => ({ ...a, userName: names.get(a.userId) ?? '' })),
        },
      ]),
    );
  }

  /** The urgent messages `userId` was alerted to that nobody has opened yet, newest first. */
  async openAlerts(userId: string): Promise<OpenAlert[]> {
    const rows = (await this.dataSource.query(
      `SELECT i."messageId", i.reason, i."raisedAt" FROM urgent_incidents i
        WHERE i."acknowledgedAt" IS NULL AND EXISTS (SELECT 1 FROM urgent_alerts a WHERE a."messageId" = i."messageId" AND a."userId" = $1)
        ORDER BY i."raisedAt" DESC LIMIT 20`,
      [userId],
    )) as Omit<OpenAlert, 'message'>[];
    const summaries = await this.links.conversations.urgentSummaries(rows.map((r) => r.messageId));
    return rows.flatMap((row) => {
      const message = summaries.get(row.messageId);
      return message ? [{ ...row, message }] : [];
    });
  }

  private async recordChange(manager: EntityManager, actor: AuditActor, before: string | null, after: string | null) {
    await this.links.audit.record(
      actor,
      {
        action: AuditAction.SETTINGS_CHANGED,
        target: { type: 'on_call', label: 'On-call rota' },
        before: { shift: before },
        after: { shift: after },
      },
      manager,
    );
  }
}

function describeShift(shift: Pick<ShiftInput, 'weekday' | 'startsAt' | 'endsAt' | 'position'>, name: string): string {
  return `${name}: ${WEEKDAY_LABELS[shift.weekday as Weekday]} ${shift.startsAt.slice(0, 5)}–${shift.endsAt.slice(0, 5)} (${ordinal(shift.position)})`;
}

const ordinal = (n: number): string => (n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`);

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 400);

/** The start of a text on one line, cut at a word with an ellipsis. */
function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
