import { NOT_BLANK } from '../../common/validation';
import { IsEmail, IsNotEmpty, IsOptional, IsString, IsUrl, Matches, MaxLength, ValidateIf } from 'class-validator';
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
  @IsOptional()
  @MaxLength(FIELD_LIMITS.phone, { message: CLIENT_MESSAGES.tooLong('Phone', FIELD_LIMITS.phone) })
  @IsString()
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(FIELD_LIMITS.jobTitle, { message: CLIENT_MESSAGES.tooLong('Job title', FIELD_LIMITS.jobTitle) })
  @IsString()
  jobTitle?: string | null;

  @Field(() => String, { nullable: true })
  @ValidateIf(present)
  @MaxLength(FIELD_LIMITS.url, { message: CLIENT_MESSAGES.linkedin })
  @IsUrl(URL_OPTIONS, { message: CLIENT_MESSAGES.linkedin })
  @IsString({ message: CLIENT_MESSAGES.linkedin })
  linkedin?: string | null;

  @Field(() => String, { nullable: true, description: 'Free-text company of the contact person.' })
  @IsOptional()
  @MaxLength(FIELD_LIMITS.companyName, { message: CLIENT_MESSAGES.tooLong('Company', FIELD_LIMITS.companyName) })
  @IsString()
  company?: string | null;

  @Field(() => String, { nullable: true, description: 'Defaults to English.' })
  @IsOptional()
  @MaxLength(FIELD_LIMITS.language, { message: CLIENT_MESSAGES.tooLong('Language', FIELD_LIMITS.language) })
  @IsString()
  language?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(FIELD_LIMITS.notes, { message: CLIENT_MESSAGES.tooLong('Notes', FIELD_LIMITS.notes) })
  @IsString()
  notes?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(FIELD_LIMITS.address, { message: CLIENT_MESSAGES.tooLong('Address', FIELD_LIMITS.address) })
  @IsString()
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'http(s) address; https:// is added when no scheme is given.' })
  @ValidateIf(present)
  @MaxLength(FIELD_LIMITS.url, { message: CLIENT_MESSAGES.website })
  @IsUrl(URL_OPTIONS, { message: CLIENT_MESSAGES.website })
  @IsString({ message: CLIENT_MESSAGES.website })
  website?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(FIELD_LIMITS.companyNumber, { message: CLIENT_MESSAGES.tooLong('Company number', FIELD_LIMITS.companyNumber) })
  @IsString()
  companyNumber?: string | null;
}

@InputType({ description: 'A new client: firstName, lastName, email and companyName are required.' })
export class CreateClientInput extends ClientOptionalFields {
  @Field()
  @MaxLength(FIELD_LIMITS.name, { message: CLIENT_MESSAGES.nameTooLong })
  @Matches(NOT_BLANK, { message: CLIENT_MESSAGES.firstName })
  @IsString({ message: CLIENT_MESSAGES.firstName })
  firstName: string;

  @Field()
  @MaxLength(FIELD_LIMITS.name, { message: CLIENT_MESSAGES.nameTooLong })
  @Matches(NOT_BLANK, { message: CLIENT_MESSAGES.lastName })
  @IsString({ message: CLIENT_MESSAGES.lastName })
  lastName: string;

  @Field()
  @MaxLength(FIELD_LIMITS.email, { message: CLIENT_MESSAGES.email })
  @IsEmail({}, { message: CLIENT_MESSAGES.email })
  @IsNotEmpty({ message: CLIENT_MESSAGES.email })
  email: string;

  @Field()
  @MaxLength(FIELD_LIMITS.companyName, { message: CLIENT_MESSAGES.companyNameTooLong })
  @Matches(NOT_BLANK, { message: CLIENT_MESSAGES.companyName })
  @IsString({ message: CLIENT_MESSAGES.companyName })
  companyName: string;
}

@InputType({ description: 'Changes to a client: fields left out stay as they are; null clears an optional field.' })
export class UpdateClientInput extends ClientOptionalFields {
  @Field(() => ID)
  @IsString()
  id: string;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @MaxLength(FIELD_LIMITS.name, { message: CLIENT_MESSAGES.nameTooLong })
  @Matches(NOT_BLANK, { message: CLIENT_MESSAGES.firstName })
  @IsString({ message: CLIENT_MESSAGES.firstName })
  firstName?: string;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @MaxLength(FIELD_LIMITS.name, { message: CLIENT_MESSAGES.nameTooLong })
  @Matches(NOT_BLANK, { message: CLIENT_MESSAGES.lastName })
  @IsString({ message: CLIENT_MESSAGES.lastName })
  lastName?: string;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @MaxLength(FIELD_LIMITS.email, { message: CLIENT_MESSAGES.email })
  @IsEmail({}, { message: CLIENT_MESSAGES.email })
  @IsNotEmpty({ message: CLIENT_MESSAGES.email })
  email?: string;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @MaxLength(FIELD_LIMITS.companyName, { message: CLIENT_MESSAGES.companyNameTooLong })
  @Matches(NOT_BLANK, { message: CLIENT_MESSAGES.companyName })
  @IsString({ message: CLIENT_MESSAGES.companyName })
  companyName?: string;
}

@ArgsType()
export class ClientsArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Case-insensitive substring of company name, address, website or company number.' })
  @IsOptional()
  @IsString()
  search?: string | null;
}
