import { formatSlaHours, TICKET_PRIORITIES, type Weekday } from '@pmp/shared';
import { isISO8601 } from 'class-validator';
import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentActor, type SignedInActor } from '../../common/actor';
import { Allow } from '../../common/permissions';
import type { CompanyProfile, CompanyService } from './company.service';
import { PublicHolidayInput, UpdateCompanySettingsInput } from './company.inputs';
import { CompanyDefaultsType, CompanySettingsType, PublicHolidayType, type SlaTargetType } from './company.types';
import type { TicketPriorityValue, TicketStatusValue } from '../tickets/ticket.enums';

const slaTargetsOf = (profile: CompanyProfile): SlaTargetType[] =>
  TICKET_PRIORITIES.map((priority) => ({
    priority: priority as TicketPriorityValue,
    hours: profile.slaHours[priority],
    label: formatSlaHours(profile.slaHours[priority]),
  }));

/** Whether `value` is a real date written as 2026-12-25. */
const isDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && isISO8601(value, { strict: true });

const toType = (profile: CompanyProfile): CompanySettingsType => ({
  ...profile,
  slaPauseStatuses: profile.slaPauseStatuses as TicketStatusValue[],
  businessHoursPriorities: profile.businessHoursPriorities as TicketPriorityValue[],
  slaTargets: slaTargetsOf(profile),
});

/** Settings → Company (admins); the defaults of new records and the company's time zone are everyone's to read (the new-ticket form, the dashboard, dates). */
@Resolver()
export class CompanyResolver {
  constructor(private readonly company: CompanyService) {}

  @Allow('admin')
  @Query(() => CompanySettingsType, { description: "The company's settings in force." })
  async companySettings(): Promise<CompanySettingsType> {
    return toType(await this.company.profile());
  }

  @Allow('read')
  @Query(() => CompanyDefaultsType, {
    description: "What new records start with: the SLA targets of tickets created now, the country and language; the company's time zone.",
  })
  async companyDefaults(): Promise<CompanyDefaultsType> {
    const profile = await this.company.profile();
    const { name, defaultCountry, defaultLanguage, timeZone } = profile;
    return { name, defaultCountry, defaultLanguage, slaTargets: slaTargetsOf(profile), timeZone };
  }

  @Allow('admin')
  @Mutation(() => CompanySettingsType, {
    description: "Change the company's settings (recorded in the audit log); a new SLA target applies to tickets created after it.",
  })
  async updateCompanySettings(
    @Arg('input', () => UpdateCompanySettingsInput) input: UpdateCompanySettingsInput,
    @CurrentActor() actor: SignedInActor,
  ): Promise<CompanySettingsType> {
    const { slaHours, businessHours, ...rest } = input;
    return toType(
      await this.company.update(
        {
          ...rest,
          slaHours: slaHours ? definedHours(slaHours) : undefined,
          businessHours: businessHours?.map((d) => ({ weekday: d.weekday as Weekday, opens: d.opens, closes: d.closes })),
        },
        actor,
      ),
    );
  }

  @Allow('admin')
  @Query(() => [PublicHolidayType], { description: 'The public holidays from a date on (default: the start of this year), in date order.' })
  async publicHolidays(
    @Arg('from', () => String, { nullable: true, description: '"2026-01-01".' }) from?: string | null,
  ): Promise<PublicHolidayType[]> {
    const since = from && isDay(from) ? from : `${new Date().getUTCFullYear()}-01-01`;
    return this.company.holidays(since);
  }

  @Allow('admin')
  @Mutation(() => PublicHolidayType, { description: 'Add a day the company is closed (recorded in the audit log).' })
  async addPublicHoliday(
    @Arg('input', () => PublicHolidayInput) input: PublicHolidayInput,
    @CurrentActor() actor: SignedInActor,
  ): Promise<PublicHolidayType> {
    return this.company.addHoliday(input, actor);
  }

  @Allow('admin')
  @Mutation(() => Boolean, { description: 'Remove a public holiday (recorded in the audit log); false when there was none that day.' })
  async removePublicHoliday(@Arg('day', () => String) day: string, @CurrentActor() actor: SignedInActor): Promise<boolean> {
    if (!isDay(day)) return false;
    return this.company.removeHoliday(day, actor);
  }
}

function definedHours(hours: object): Partial<CompanyProfile['slaHours']> {
  return Object.fromEntries(Object.entries(hours).filter(([, v]) => typeof v === 'number'));
}
