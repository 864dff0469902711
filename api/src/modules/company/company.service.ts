import {
  AuditAction,
  COMPANY_MESSAGES,
  DEFAULT_COMPANY_TIME_ZONE,
  DEFAULT_COUNTRY,
  DEFAULT_COMPANY_LANGUAGE,
  DEFAULT_SLA_PAUSE_STATUSES,
  WEEKDAY_LABELS,
  isTimeZone,
  EmailVerification,
  Role,
  SignupMode,
  TICKET_PRIORITIES,
  type Country,
  type LanguageValue,
  type TicketPriority,
  type TicketStatus,
  type Weekday,
} from '@pmp/shared';
import { MoreThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import type { AuditActor } from '../../common/actor';
import { Invalid } from '../../common/errors';
import type { Config } from '../../config';
import { changedValues, type AuditService } from '../audit/audit.service';
import { BusinessHours } from './business-hours.entity';
import { CompanySettings } from './company-settings.entity';
import { PublicHoliday } from './public-holiday.entity';
import { SlaTarget } from './sla-target.entity';

/** The settings in force: the administrator's choices over the environment's defaults. */
export interface CompanyProfile {
  name: string;
  emailDomains: string[];
  signupMode: SignupMode;
  emailVerification: EmailVerification;
  signupRole: Role;
  defaultCountry: Country;
  defaultLanguage: LanguageValue;
  /** Hours per priority, as new tickets get them. */
  slaHours: Record<TicketPriority, number>;
  /** "Today", months and business hours are in this zone. */
  timeZone: string;
  /** The statuses that pause a ticket's SLA clock. */
  slaPauseStatuses: TicketStatus[];
  /** The priorities whose SLA time counts business hours only (the others count all the time). */
  businessHoursPriorities: TicketPriority[];
  /** The opening of each open weekday, by weekday order; holidays are closed (`PublicHoliday`). */
  businessHours: BusinessDay[];
}

/** One weekday's business hours: "08:00" to "18:00" in the company's zone. */
export interface BusinessDay {
  weekday: Weekday;
  opens: string;
  closes: string;
}

/** A change: fields left out stay (a priority left out keeps its target). */
export type CompanyChange = Partial<Omit<CompanyProfile, 'slaHours'>> & { slaHours?: Partial<CompanyProfile['slaHours']> };

type CompanyEnvironment = Pick<
  Config,
  'COMPANY_NAME' | 'COMPANY_EMAIL_DOMAINS' | 'SIGNUP_MODE' | 'EMAIL_VERIFICATION' | 'SIGNUP_DEFAULT_ROLE'
>;

const STORED = [
  'name',
  'emailDomains',
  'signupMode',
  'emailVerification',
  'signupRole',
  'defaultCountry',
  'defaultLanguage',
  'timeZone',
  'slaPauseStatuses',
  'businessHoursPriorities',
] as const;

/** Business hours as the audit log shows them: "Monday 08:00–18:00, ...". */
const businessHoursText = (days: readonly BusinessDay[]): string =>
  days.map((d) => `${WEEKDAY_LABELS[d.weekday]} ${d.opens}–${d.closes}`).join(', ') || 'none';

/** The settings as the audit log keeps them: one value per target ("slaHours.urgent"), so a change names only what changed. */
function audited(profile: CompanyProfile): Record<string, unknown> {
  const { slaHours, businessHours, ...rest } = profile;
  return {
    ...rest,
    businessHours: businessHoursText(businessHours),
    ...Object.fromEntries(TICKET_PRIORITIES.map((p) => [`slaHours.${p}`, slaHours[p]])),
  };
}

/** The pausing statuses of a settings row: the administrator's choice, else the default. */
const pauseStatusesOf = (row: Pick<CompanySettings, 'slaPauseStatuses'> | null): TicketStatus[] =>
  row?.slaPauseStatuses ?? [...DEFAULT_SLA_PAUSE_STATUSES];

/** The SLA clock's settings are refused with the field they are wrong in. */
function checkSlaClock(after: CompanyProfile): void {
  if (after.slaPauseStatuses.includes('completed')) throw new Invalid(COMPANY_MESSAGES.pauseCompleted, 'slaPauseStatuses');
  const days = new Set<number>();
  for (const day of after.businessHours) {
    if (days.has(day.weekday)) throw new Invalid(COMPANY_MESSAGES.businessHoursDay, 'businessHours');
    days.add(day.weekday);
    if (day.closes <= day.opens) throw new Invalid(COMPANY_MESSAGES.businessHours(WEEKDAY_LABELS[day.weekday]), 'businessHours');
  }
  if (after.businessHoursPriorities.length > 0 && after.businessHours.length === 0)
    throw new Invalid(COMPANY_MESSAGES.businessHoursNone, 'businessHours');
}

/** SQL: the target in force now of each priority (the latest row in effect). */
const CURRENT_TARGETS = `SELECT DISTINCT ON (priority) priority, hours FROM sla_targets
  WHERE "effectiveFrom" <= now() ORDER BY priority, "effectiveFrom" DESC`;

/**
 * Settings → Company (docs/decisions.md, "Company settings"): the company's name and domains, who
 * may sign up and how, the defaults of new records, and the SLA targets of new tickets. Every
 * change is one transaction with its audit event.
 */
export class CompanyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly environment: CompanyEnvironment,
    private readonly audit: AuditService,
    /** Whether account e-mails can be sent (verification links need it). */
    private readonly mailAvailable: () => boolean,
  ) {}

  /** The settings in force. One row and three targets: read on each use, so every instance agrees at once. */
  profile(manager: EntityManager = this.dataSource.manager): Promise<CompanyProfile> {
    return this.read(manager, false);
  }

  /** The statuses that pause a ticket's SLA clock (one column: a status change reads it). */
  async slaPauseStatuses(manager: EntityManager = this.dataSource.manager): Promise<TicketStatus[]> {
    return pauseStatusesOf(await manager.findOne(CompanySettings, { select: { id: true, slaPauseStatuses: true }, where: { id: 1 } }));
  }

  /**
   * The company's time zone (one column): "today", months and reports are counted in it, as are
   * business hours; the daily summary's triggers read the same column (`sla_time_zone()`).
   */
  async timeZone(manager: EntityManager = this.dataSource.manager): Promise<string> {
    const row = await manager.findOne(CompanySettings, { select: { id: true, timeZone: true }, where: { id: 1 } });
    return row?.timeZone ?? DEFAULT_COMPANY_TIME_ZONE;
  }

  /** Whether the address may have an account: at one of the company domains (any, when none are set). */
  async isCompanyAddress(email: string): Promise<boolean> {
    const { emailDomains } = await this.profile();
    return emailDomains.length === 0 || emailDomains.includes(email.slice(email.lastIndexOf('@') + 1).toLowerCase());
  }

  async update(change: CompanyChange, actor: AuditActor): Promise<CompanyProfile> {
    return this.dataSource.transaction(async (manager) => {
      // Locked: two admins saving at once are applied one after the other, each audited against what it replaced.
      const before = await this.read(manager, true);
      const after: CompanyProfile = { ...before, ...stripUndefined(change), slaHours: { ...before.slaHours, ...change.slaHours } };
      if (after.signupMode === SignupMode.DOMAIN && after.emailDomains.length === 0)
        throw new Invalid(COMPANY_MESSAGES.signupDomainWithoutDomains, 'emailDomains');
      if (change.signupRole === Role.ADMIN) throw new Invalid(COMPANY_MESSAGES.signupRole, 'signupRole');
      // PostgreSQL counts the business hours in it, so it must know the zone, not only the browser.
      if (change.timeZone !== undefined && change.timeZone !== before.timeZone) {
        const known =
          isTimeZone(change.timeZone) &&
          (await manager.query(`SELECT 1 FROM pg_timezone_names WHERE name = $1`, [change.timeZone])).length > 0;
        if (!known) throw new Invalid(COMPANY_MESSAGES.timeZone(change.timeZone), 'timeZone');
        // Its change rebuilds the daily summary in its new days (a trigger, in this transaction).
      }
      checkSlaClock(after);
      if (
        change.emailVerification === EmailVerification.REQUIRED &&
        before.emailVerification !== EmailVerification.REQUIRED &&
        !this.mailAvailable()
      )
        throw new Invalid(COMPANY_MESSAGES.verificationWithoutMail, 'emailVerification');
      const [was, becomes] = [audited(before), audited(after)];
      const changed = changedValues(was, becomes, Object.keys(becomes));
      if (!changed) return before;
      const row: Partial<CompanySettings> = {};
      for (const field of STORED) if (field in changed.after) (row as Record<string, unknown>)[field] = after[field];
      if (Object.keys(row).length) await manager.update(CompanySettings, { id: 1 }, row);
      if ('businessHours' in changed.after) {
        await manager.query(`DELETE FROM sla_business_hours`);
        if (after.businessHours.length) await manager.insert(BusinessHours, after.businessHours);
      }
      const targets = TICKET_PRIORITIES.filter((p) => after.slaHours[p] !== before.slaHours[p]).map((priority) => ({
        priority,
        hours: after.slaHours[priority],
      }));
      // Rows are added, never changed: tickets created before keep the target of their day.
      // From the commit's side of the lock (clock_timestamp, not the transaction's start): the later save is the one in force.
      if (targets.length)
        await manager
          .createQueryBuilder()
          .insert()
          .into(SlaTarget)
          .values(targets.map((target) => ({ ...target, effectiveFrom: () => 'clock_timestamp()' })))
          .execute();
      await this.audit.record(
        actor,
        { action: AuditAction.SETTINGS_CHANGED, target: { type: 'company', label: after.name }, ...changed },
        manager,
      );
      return after;
    });
  }

  /** The holidays from `from` on ("2026-01-01"), in date order. */
  holidays(from: string): Promise<PublicHoliday[]> {
    return this.dataSource.getRepository(PublicHoliday).find({ where: { day: MoreThanOrEqual(from) }, order: { day: 'ASC' } });
  }

  /** Adds a holiday; a date that is one already is refused. */
  async addHoliday(holiday: PublicHoliday, actor: AuditActor): Promise<PublicHoliday> {
    return this.dataSource.transaction(async (manager) => {
      const added = (await manager.query(
        `INSERT INTO public_holidays (day, name) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING RETURNING day::text AS day, name`,
        [holiday.day, holiday.name.trim()],
      )) as PublicHoliday[];
      if (!added[0]) throw new Invalid(COMPANY_MESSAGES.holidayTwice(holiday.day), 'day');
      await this.recordHoliday(manager, actor, null, added[0]);
      return added[0];
    });
  }

  /** Removes the holiday of `day`; answers whether there was one. */
  async removeHoliday(day: string, actor: AuditActor): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [removed] = (await manager.query(`DELETE FROM public_holidays WHERE day = $1 RETURNING day::text AS day, name`, [day])) as [
        PublicHoliday[],
        number,
      ];
      if (!removed[0]) return false;
      await this.recordHoliday(manager, actor, removed[0], null);
      return true;
    });
  }

  private async recordHoliday(manager: EntityManager, actor: AuditActor, before: PublicHoliday | null, after: PublicHoliday | null) {
    const text = (h: PublicHoliday | null) => (h ? `${h.day} ${h.name}` : null);
    const { name } = await this.read(manager, false);
    await this.audit.record(
      actor,
      {
        action: AuditAction.SETTINGS_CHANGED,
        target: { type: 'company', label: name },
        before: { publicHoliday: text(before) },
        after: { publicHoliday: text(after) },
      },
      manager,
    );
  }

  private async read(manager: EntityManager, lock: boolean): Promise<CompanyProfile> {
    const row = await manager.findOne(CompanySettings, { where: { id: 1 }, lock: lock ? { mode: 'pessimistic_write' } : undefined });
    const targets: { priority: TicketPriority; hours: number }[] = await manager.query(CURRENT_TARGETS);
    const hours = await manager.find(BusinessHours, { order: { weekday: 'ASC' } });
    const env = this.environment;
    return {
      name: row?.name ?? env.COMPANY_NAME,
      emailDomains: row?.emailDomains ?? [...env.COMPANY_EMAIL_DOMAINS],
      signupMode: row?.signupMode ?? env.SIGNUP_MODE,
      emailVerification: row?.emailVerification ?? env.EMAIL_VERIFICATION,
      signupRole: row?.signupRole ?? env.SIGNUP_DEFAULT_ROLE,
      defaultCountry: row?.defaultCountry ?? DEFAULT_COUNTRY,
      defaultLanguage: row?.defaultLanguage ?? DEFAULT_COMPANY_LANGUAGE,
      slaHours: Object.fromEntries(TICKET_PRIORITIES.map((p) => [p, targets.find((t) => t.priority === p)!.hours])) as Record<
        TicketPriority,
        number
      >,
      timeZone: row?.timeZone ?? DEFAULT_COMPANY_TIME_ZONE,
      slaPauseStatuses: pauseStatusesOf(row),
      businessHoursPriorities: row?.businessHoursPriorities ?? [],
      // Stored as "08:00:00": the minutes are what a person sets.
      businessHours: hours.map((h) => ({ weekday: h.weekday as Weekday, opens: h.opens.slice(0, 5), closes: h.closes.slice(0, 5) })),
    };
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
