import { EmailVerification, LanguageValue, SignupMode, type Country } from '@pmp/shared';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CountryValue } from '../knowledge/knowledge.enums';
import { TicketPriorityValue, TicketStatusValue } from '../tickets/ticket.enums';
import { Role } from '../users/user.enums';

registerEnumType(SignupMode, {
  name: 'SignupMode',
  description: 'Who may sign up without an invitation: INVITE nobody, DOMAIN anyone at a company domain.',
});
registerEnumType(EmailVerification, {
  name: 'EmailVerification',
  description: 'Whether a self-signed-up account confirms its address by e-mail before first use.',
});
registerEnumType(LanguageValue, { name: 'Language' });

@ObjectType('SlaTarget', { description: 'The SLA target of a priority for tickets created from now on.' })
export class SlaTargetType {
  @Field(() => TicketPriorityValue)
  priority: TicketPriorityValue;

  @Field(() => Int)
  hours: number;

  @Field({ description: 'As a person reads it: "24 hours", "5 days".' })
  label: string;
}

@ObjectType('BusinessDay', { description: "One weekday's business hours, in the company's time zone." })
export class BusinessDayType {
  @Field(() => Int, { description: 'ISO weekday: Monday 1 to Sunday 7.' })
  weekday: number;

  @Field({ description: '"08:00".' })
  opens: string;

  @Field({ description: '"18:00", after opens.' })
  closes: string;
}

@ObjectType('CompanyDefaults', {
  description: "The company's name, and what every new record starts with: the SLA targets of new tickets, the country and language.",
})
export class CompanyDefaultsType {
  @Field()
  name: string;

  @Field(() => CountryValue)
  defaultCountry: Country;

  @Field(() => LanguageValue)
  defaultLanguage: LanguageValue;

  @Field(() => [SlaTargetType])
  slaTargets: SlaTargetType[];

  @Field({
    description:
      'The company\'s IANA time zone (Europe/London by default): "today", months, reports and SLA business hours are counted in it, and dates are shown in it to whoever\'s profile sets no zone.',
  })
  timeZone: string;
}

@ObjectType('CompanySettings', { description: "The company's settings in force: an administrator's choices over the server's defaults." })
export class CompanySettingsType extends CompanyDefaultsType {
  @Field(() => [String], { description: 'Addresses at these domains may have an account; empty: any.' })
  emailDomains: string[];

  @Field(() => SignupMode)
  signupMode: SignupMode;

  @Field(() => EmailVerification)
  emailVerification: EmailVerification;

  @Field(() => Role, { description: 'The role of an account that signs itself up.' })
  signupRole: Role;

  @Field(() => [TicketStatusValue], { description: "The statuses that pause a ticket's SLA clock (never COMPLETED)." })
  slaPauseStatuses: TicketStatusValue[];

  @Field(() => [TicketPriorityValue], {
    description: 'The priorities whose SLA time counts business hours only; the others count all hours.',
  })
  businessHoursPriorities: TicketPriorityValue[];

  @Field(() => [BusinessDayType], { description: 'The open weekdays and their hours; holidays are closed.' })
  businessHours: BusinessDayType[];
}

@ObjectType('PublicHoliday', { description: 'A day the company is closed: business hours do not count on it.' })
export class PublicHolidayType {
  @Field({ description: '"2026-12-25".' })
  day: string;

  @Field()
  name: string;
}
