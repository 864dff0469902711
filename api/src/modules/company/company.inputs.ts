import {
  COMPANY_DOMAIN_PATTERN,
  COMPANY_LIMITS,
  COMPANY_MESSAGES,
  EmailVerification,
  TIME_OF_DAY_PATTERN,
  WEEKDAYS,
  LanguageValue,
  SLA_HOURS_MAX,
  SLA_HOURS_MIN,
  SignupMode,
  type Country,
} from '@pmp/shared';
import {
  ArrayMaxSize,
  IsArray,
  IsEnum,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { RequiredText, stacked } from '../../common/validation';
import { CountryValue, COUNTRIES } from '../knowledge/knowledge.enums';
import { TicketPriorityValue, TicketStatusValue } from '../tickets/ticket.enums';
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

@InputType({ description: "One weekday's business hours." })
export class BusinessDayInput {
  @Field(() => Int, { description: 'ISO weekday: Monday 1 to Sunday 7.' })
  @IsIn(WEEKDAYS, { message: COMPANY_MESSAGES.weekday })
  weekday: number;

  @Field({ description: '"08:00".' })
  @Matches(TIME_OF_DAY_PATTERN, { message: COMPANY_MESSAGES.businessHoursTime })
  opens: string;

  @Field({ description: '"18:00".' })
  @Matches(TIME_OF_DAY_PATTERN, { message: COMPANY_MESSAGES.businessHoursTime })
  closes: string;
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

  @Field(() => String, { nullable: true, description: 'An IANA time zone, such as Europe/London.' })
  @ValidateIf(given)
  @MaxLength(64)
  @IsString()
  timeZone?: string;

  @Field(() => [TicketStatusValue], { nullable: true, description: "The statuses that pause a ticket's SLA clock; never COMPLETED." })
  @ValidateIf(given)
  @IsEnum(TicketStatusValue, { each: true })
  @IsArray()
  slaPauseStatuses?: TicketStatusValue[];

  @Field(() => [TicketPriorityValue], { nullable: true, description: 'The priorities that count business hours only.' })
  @ValidateIf(given)
  @IsEnum(TicketPriorityValue, { each: true })
  @IsArray()
  businessHoursPriorities?: TicketPriorityValue[];

  @Field(() => [BusinessDayInput], { nullable: true, description: 'The open weekdays and their hours; a weekday left out is closed.' })
  @ValidateIf(given)
  @ValidateNested({ each: true })
  @ArrayMaxSize(WEEKDAYS.length, { message: COMPANY_MESSAGES.businessHoursDay })
  @IsArray()
  businessHours?: BusinessDayInput[];
}

@InputType({ description: 'A day the company is closed.' })
export class PublicHolidayInput {
  @Field({ description: '"2026-12-25".' })
  @IsISO8601({ strict: true }, { message: COMPANY_MESSAGES.holidayDate })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: COMPANY_MESSAGES.holidayDate })
  day: string;

  @Field()
  @RequiredText(100, { required: COMPANY_MESSAGES.holidayName, tooLong: COMPANY_MESSAGES.holidayName })
  name: string;
}
