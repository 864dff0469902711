import { formatSlaHours, TICKET_PRIORITIES } from '@pmp/shared';
import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentActor, type SignedInActor } from '../../common/actor';
import { Allow } from '../../common/permissions';
import type { CompanyProfile, CompanyService } from './company.service';
import { UpdateCompanySettingsInput } from './company.inputs';
import { CompanyDefaultsType, CompanySettingsType, type SlaTargetType } from './company.types';
import type { TicketPriorityValue } from '../tickets/ticket.enums';

const slaTargetsOf = (profile: CompanyProfile): SlaTargetType[] =>
  TICKET_PRIORITIES.map((priority) => ({
    priority: priority as TicketPriorityValue,
    hours: profile.slaHours[priority],
    label: formatSlaHours(profile.slaHours[priority]),
  }));

const toType = (profile: CompanyProfile): CompanySettingsType => ({ ...profile, slaTargets: slaTargetsOf(profile) });

/** Settings → Company (admins); the defaults of new records are everyone's to read (the new-ticket form, the dashboard). */
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
    description: 'What new records start with: the SLA targets of tickets created now, the country and language.',
  })
  async companyDefaults(): Promise<CompanyDefaultsType> {
    const profile = await this.company.profile();
    const { name, defaultCountry, defaultLanguage } = profile;
    return { name, defaultCountry, defaultLanguage, slaTargets: slaTargetsOf(profile) };
  }

  @Allow('admin')
  @Mutation(() => CompanySettingsType, {
    description: "Change the company's settings (recorded in the audit log); a new SLA target applies to tickets created after it.",
  })
  async updateCompanySettings(
    @Arg('input', () => UpdateCompanySettingsInput) input: UpdateCompanySettingsInput,
    @CurrentActor() actor: SignedInActor,
  ): Promise<CompanySettingsType> {
    const { slaHours, ...rest } = input;
    return toType(await this.company.update({ ...rest, slaHours: slaHours ? definedHours(slaHours) : undefined }, actor));
  }
}

function definedHours(hours: object): Partial<CompanyProfile['slaHours']> {
  return Object.fromEntries(Object.entries(hours).filter(([, v]) => typeof v === 'number'));
}
