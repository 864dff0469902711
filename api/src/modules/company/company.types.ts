import { EmailVerification, LanguageValue, SignupMode, type Country } from '@pmp/shared';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CountryValue } from '../knowledge/knowledge.enums';
import { TicketPriorityValue } from '../tickets/ticket.enums';
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
}
