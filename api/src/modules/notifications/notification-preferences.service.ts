import {
  DEFAULT_NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_MESSAGES,
  NotificationEvent,
  type NotificationChannels,
} from '@pmp/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { Invalid } from '../../common/errors';
import type { CompanyService } from '../company/company.service';
import type { UserService } from '../users/user.service';
import { NotificationPreferences } from './notification-preferences.entity';
import type { UpdateNotificationPreferencesInput } from './notification-preferences.inputs';
import type { NotificationPreferencesView } from './notification-preferences.types';

/** A person's preferences with the defaults filled in, as delivery reads them. */
export interface ResolvedPreferences {
  channels: Record<NotificationEvent, NotificationChannels>;
  mobilePhone: string | null;
  /** "HH:MM", both or neither. */
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
  digest: boolean;
  urgentAlertSound: boolean;
}

/** How to reach a person (urgent alerts ignore quiet hours, so these are only the addresses). */
export interface NotificationContact {
  email: string;
  mobilePhone: string | null;
}

/** "HH:MM:SS" (PostgreSQL's time) as "HH:MM". */
const hhmm = (time: string | null): string | null => (time ? time.slice(0, 5) : null);

function resolve(row: NotificationPreferences | null): ResolvedPreferences {
  const channels = Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => [event, { ...DEFAULT_NOTIFICATION_CHANNELS[event], ...(row?.channels[event] ?? {}) }]),
  ) as Record<NotificationEvent, NotificationChannels>;
  return {
    channels,
    mobilePhone: row?.mobilePhone ?? null,
    quietHoursStart: hhmm(row?.quietHoursStart ?? null),
    quietHoursEnd: hhmm(row?.quietHoursEnd ?? null),
    digest: row?.digest ?? false,
    urgentAlertSound: row?.urgentAlertSound ?? true,
  };
}

/**
 * Each person's notification preferences (docs/decisions.md, "Notifications and preferences"):
 * the channels per event, the mobile number for SMS, quiet hours, the digest and the urgent-alert
 * sound. A person's row is created with the defaults the first time they read or change it;
 * until then delivery reads the defaults.
 */
export class NotificationPreferenceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: Pick<UserService, 'activeContacts' | 'find'>,
    private readonly company: Pick<CompanyService, 'profile'>,
  ) {}

  /** The person's preferences, their row created with the defaults when they have none. */
  async mine(userId: string): Promise<NotificationPreferencesView> {
    await this.ensureRow(this.dataSource.manager, userId);
    return this.view(userId, resolve(await this.dataSource.manager.findOneBy(NotificationPreferences, { userId })));
  }

  /** Changes the fields given; refused with the field's message when the result does not hold together. */
  async update(userId: string, input: UpdateNotificationPreferencesInput): Promise<NotificationPreferencesView> {
    const saved = await this.dataSource.transaction(async (manager) => {
      await this.ensureRow(manager, userId);
      const row = (await manager.findOne(NotificationPreferences, { where: { userId }, lock: { mode: 'pessimistic_write' } }))!;
      const after = resolve(row);
      const seen = new Set<NotificationEvent>();
      for (const given of input.events ?? []) {
        if (seen.has(given.event)) throw new Invalid(NOTIFICATION_MESSAGES.eventTwice, 'events');
        seen.add(given.event);
        after.channels[given.event] = { inApp: given.inApp, email: given.email, sms: given.sms };
      }
      if (input.mobilePhone !== undefined) after.mobilePhone = input.mobilePhone || null;
      if (input.quietHoursStart !== undefined) after.quietHoursStart = input.quietHoursStart || null;
      if (input.quietHoursEnd !== undefined) after.quietHoursEnd = input.quietHoursEnd || null;
      if (input.digest !== undefined && input.digest !== null) after.digest = input.digest;
      if (input.urgentAlertSound !== undefined && input.urgentAlertSound !== null) after.urgentAlertSound = input.urgentAlertSound;
      check(after);
      await manager.update(
        NotificationPreferences,
        { userId },
        {
          channels: after.channels,
          mobilePhone: after.mobilePhone,
          quietHoursStart: after.quietHoursStart,
          quietHoursEnd: after.quietHoursEnd,
          digest: after.digest,
          urgentAlertSound: after.urgentAlertSound,
        },
      );
      return after;
    });
    return this.view(userId, saved);
  }

  /** The preferences of each of `userIds` (the defaults for those without a row), inside `manager`'s transaction when given. */
  async of(userIds: readonly string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, ResolvedPreferences>> {
    const wanted = [...new Set(userIds)];
    if (wanted.length === 0) return new Map();
    const rows = await manager
      .getRepository(NotificationPreferences)
      .createQueryBuilder('p')
      .where('p."userId" IN (:...wanted)', { wanted })
      .getMany();
    const byUser = new Map(rows.map((row) => [row.userId, row]));
    return new Map(wanted.map((id) => [id, resolve(byUser.get(id) ?? null)]));
  }

  /** Who chose to hear of unassigned tickets on some channel (active or not: the caller filters). */
  async unassignedSubscriberIds(manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const rows = (await manager.query(
      `SELECT "userId" FROM notification_preferences
        WHERE EXISTS (SELECT 1 FROM jsonb_each(channels -> $1) c WHERE c.value = 'true'::jsonb)
        ORDER BY "userId"`,
      [NotificationEvent.UNASSIGNED_TICKETS],
    )) as { userId: string }[];
    return rows.map((r) => r.userId);
  }

  /**
   * How to reach each of `userIds` who is active: their address and mobile number (null without
   * one). For urgent alerts, which ignore quiet hours and the channel choices.
   */
  async contactsFor(userIds: string[]): Promise<Map<string, NotificationContact>> {
    const contacts = await this.users.activeContacts(userIds);
    const preferences = await this.of([...contacts.keys()]);
    return new Map(
      [...contacts].map(([id, contact]) => [id, { email: contact.email, mobilePhone: preferences.get(id)?.mobilePhone ?? null }]),
    );
  }

  /** The zone a person's quiet hours and digest are read in: their profile's, else the company's. */
  async timeZoneOf(userId: string, profileZone?: string | null): Promise<string> {
    const own = profileZone !== undefined ? profileZone : ((await this.users.find(userId))?.timeZone ?? null);
    return own ?? (await this.company.profile()).timeZone;
  }

  private async ensureRow(manager: EntityManager, userId: string): Promise<void> {
    await manager.createQueryBuilder().insert().into(NotificationPreferences).values({ userId }).orIgnore().execute();
  }

  private async view(userId: string, preferences: ResolvedPreferences): Promise<NotificationPreferencesView> {
    return {
      events: NOTIFICATION_EVENTS.map((event) => ({ event, ...preferences.channels[event] })),
      mobilePhone: preferences.mobilePhone,
      quietHoursStart: preferences.quietHoursStart,
      quietHoursEnd: preferences.quietHoursEnd,
      timeZone: await this.timeZoneOf(userId),
      digest: preferences.digest,
      urgentAlertSound: preferences.urgentAlertSound,
    };
  }
}

/** The rules that join fields: SMS needs a number; quiet hours are both ends or neither, and not empty. */
function check(preferences: ResolvedPreferences): void {
  const { quietHoursStart: start, quietHoursEnd: end } = preferences;
  if (start && !end) throw new Invalid(NOTIFICATION_MESSAGES.quietHoursEnd, 'quietHoursEnd');
  if (end && !start) throw new Invalid(NOTIFICATION_MESSAGES.quietHoursStart, 'quietHoursStart');
  if (start && start === end) throw new Invalid(NOTIFICATION_MESSAGES.quietHoursSame, 'quietHoursEnd');
  const smsOn = NOTIFICATION_EVENTS.some((event) => preferences.channels[event].sms);
  if (smsOn && !preferences.mobilePhone) throw new Invalid(NOTIFICATION_MESSAGES.smsNeedsMobile, 'mobilePhone');
}
