import {
  COMPANY_DOMAIN_PATTERN,
  COMPANY_LIMITS,
  COMPANY_MESSAGES,
  EmailVerification,
  LanguageValue,
  SLA_HOURS_MAX,
  SLA_HOURS_MIN,
  SignupMode,
  type Country,
} from '@pmp/shared';
import { ArrayMaxSize, IsArray, IsEnum, IsIn, IsInt, IsOptional, Max, Min, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { RequiredText, stacked } from '../../common/validation';
import { CountryValue, COUNTRIES } from '../knowledge/knowledge.enums';
import { Role } from '../users/user.enums';

/** A value left out stays; null is not a value here. */
const given = (_: object, value: unknown) => value !== undefined;

/** Hours of an SLA target: a whole number in range. */
const Hours = () =>
  stacked(
    Field(() => Int, { nullable: true }),
    IsOptional(),
    Max(SLA_HOURS_MAX, { message: COMPANY_MESSAGES.slaHours }),
    Min(SLA_HOURS_MIN, { message: COMPANY_MESSAGES.slaHours }),
    IsInt({ message: COMPANY_MESSAGES.slaHours }),
  );

@InputType({ description: 'SLA targets in hours, for tickets created from now on; a priority left out keeps its target.' })
export class SlaHoursInput {
  @Hours()
  emergency?: number;

  @Hours()
  urgent?: number;

  @Hours()
  important?: number;
}

/** Every entry a domain as acme.co.uk (lower-cased, no "@"). */
function AreDomains(): PropertyDecorator {
  return ValidateBy({
    name: 'areDomains',
    validator: {
      validate: (value: unknown) => Array.isArray(value) && value.every((d) => typeof d === 'string' && COMPANY_DOMAIN_PATTERN.test(d)),
      defaultMessage: (args) => {
        const wrong = (args?.value as unknown[]).find((d) => typeof d !== 'string' || !COMPANY_DOMAIN_PATTERN.test(d));
        return COMPANY_MESSAGES.domain(String(wrong));
      },
    },
  });
}

@InputType({ description: "A change of the company's settings; fields left out stay." })
export class UpdateCompanySettingsInput {
  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @RequiredText(COMPANY_LIMITS.name, { required: COMPANY_MESSAGES.name, tooLong: COMPANY_MESSAGES.nameTooLong })
  name?: string;

  @Field(() => [String], {
    nullable: true,
    description: 'Lower-cased and written without "@" by the server; an empty list allows any address.',
  })
  @ValidateIf(given)
  @AreDomains()
  @ArrayMaxSize(COMPANY_LIMITS.domains, { message: COMPANY_MESSAGES.tooManyDomains })
  @IsArray({ message: COMPANY_MESSAGES.domain('') })
  emailDomains?: string[];

  @Field(() => SignupMode, { nullable: true })
  @ValidateIf(given)
  @IsEnum(SignupMode)
  signupMode?: SignupMode;

  @Field(() => EmailVerification, { nullable: true })
  @ValidateIf(given)
  @IsEnum(EmailVerification)
  emailVerification?: EmailVerification;

  @Field(() => Role, { nullable: true, description: 'AGENT or VIEWER: an admin is made by another admin.' })
  @ValidateIf(given)
  @IsIn([Role.AGENT, Role.VIEWER], { message: COMPANY_MESSAGES.signupRole })
  signupRole?: Role;

  @Field(() => CountryValue, { nullable: true })
  @ValidateIf(given)
  @IsIn(COUNTRIES)
  defaultCountry?: Country;

  @Field(() => LanguageValue, { nullable: true })
  @ValidateIf(given)
  @IsEnum(LanguageValue)
  defaultLanguage?: LanguageValue;

  @Field(() => SlaHoursInput, { nullable: true })
  @ValidateIf(given)
  @ValidateNested()
  slaHours?: SlaHoursInput;
}
