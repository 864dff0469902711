import { OptionalText, RequiredEmail, RequiredText } from '../../common/validation';
import { IsOptional, IsString, IsUrl, MaxLength, ValidateIf } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { CLIENT_MESSAGES, FIELD_LIMITS } from '@pmp/shared';
import { PageArgs } from '../../common/paging';

const given = (_: object, value: unknown) => value !== undefined;
/** Optional text: absent, null and '' are all "none"; anything else is checked. */
const present = (_: object, value: unknown) => value !== undefined && value !== null && value !== '';
const URL_OPTIONS = { protocols: ['http', 'https'], require_tld: true };

/** The optional fields, shared by create and update (class-validator reads inherited decorators). */
@InputType()
abstract class ClientOptionalFields {
  @Field(() => String, { nullable: true })
  @OptionalText(FIELD_LIMITS.phone, CLIENT_MESSAGES.tooLong('Phone', FIELD_LIMITS.phone))
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(FIELD_LIMITS.jobTitle, CLIENT_MESSAGES.tooLong('Job title', FIELD_LIMITS.jobTitle))
  jobTitle?: string | null;

  @Field(() => String, { nullable: true })
  @ValidateIf(present)
  @MaxLength(FIELD_LIMITS.url, { message: CLIENT_MESSAGES.linkedin })
  @IsUrl(URL_OPTIONS, { message: CLIENT_MESSAGES.linkedin })
  @IsString({ message: CLIENT_MESSAGES.linkedin })
  linkedin?: string | null;

  @Field(() => String, { nullable: true, description: 'Free-text company of the contact person.' })
  @OptionalText(FIELD_LIMITS.companyName, CLIENT_MESSAGES.tooLong('Company', FIELD_LIMITS.companyName))
  company?: string | null;

  @Field(() => String, { nullable: true, description: 'Defaults to English.' })
  @OptionalText(FIELD_LIMITS.language, CLIENT_MESSAGES.tooLong('Language', FIELD_LIMITS.language))
  language?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(FIELD_LIMITS.notes, CLIENT_MESSAGES.tooLong('Notes', FIELD_LIMITS.notes))
  notes?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(FIELD_LIMITS.address, CLIENT_MESSAGES.tooLong('Address', FIELD_LIMITS.address))
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'http(s) address; https:// is added when no scheme is given.' })
  @ValidateIf(present)
  @MaxLength(FIELD_LIMITS.url, { message: CLIENT_MESSAGES.website })
  @IsUrl(URL_OPTIONS, { message: CLIENT_MESSAGES.website })
  @IsString({ message: CLIENT_MESSAGES.website })
  website?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(FIELD_LIMITS.companyNumber, CLIENT_MESSAGES.tooLong('Company number', FIELD_LIMITS.companyNumber))
  companyNumber?: string | null;
}

@InputType({ description: 'A new client: firstName, lastName, email and companyName are required.' })
export class CreateClientInput extends ClientOptionalFields {
  @Field()
  @RequiredText(FIELD_LIMITS.name, { required: CLIENT_MESSAGES.firstName, tooLong: CLIENT_MESSAGES.nameTooLong })
  firstName: string;

  @Field()
  @RequiredText(FIELD_LIMITS.name, { required: CLIENT_MESSAGES.lastName, tooLong: CLIENT_MESSAGES.nameTooLong })
  lastName: string;

  @Field()
  @RequiredEmail(CLIENT_MESSAGES.email)
  email: string;

  @Field()
  @RequiredText(FIELD_LIMITS.companyName, { required: CLIENT_MESSAGES.companyName, tooLong: CLIENT_MESSAGES.companyNameTooLong })
  companyName: string;
}

@InputType({ description: 'Changes to a client: fields left out stay as they are; null clears an optional field.' })
export class UpdateClientInput extends ClientOptionalFields {
  @Field(() => ID)
  @IsString()
  id: string;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @RequiredText(FIELD_LIMITS.name, { required: CLIENT_MESSAGES.firstName, tooLong: CLIENT_MESSAGES.nameTooLong })
  firstName?: string;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @RequiredText(FIELD_LIMITS.name, { required: CLIENT_MESSAGES.lastName, tooLong: CLIENT_MESSAGES.nameTooLong })
  lastName?: string;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @RequiredEmail(CLIENT_MESSAGES.email)
  email?: string;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @RequiredText(FIELD_LIMITS.companyName, { required: CLIENT_MESSAGES.companyName, tooLong: CLIENT_MESSAGES.companyNameTooLong })
  companyName?: string;
}

@ArgsType()
export class ClientsArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Case-insensitive substring of company name, address, website or company number.' })
  @IsOptional()
  @IsString()
  search?: string | null;
}
