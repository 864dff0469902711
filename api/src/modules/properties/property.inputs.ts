import { RequiredText } from '../../common/validation';
import { IsEnum, IsOptional, IsString, ValidateIf } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { COUNTRIES, FIELD_LIMITS, PROPERTY_MESSAGES, oneOf } from '@pmp/shared';
import { PageArgs } from '../../common/paging';
import { CountryValue } from '../knowledge/knowledge.enums';

/** Its country decides whose responsibility a repair is (the knowledge base's responsibility matrix). */
export const PROPERTY_COUNTRY_MESSAGE = `Country must be ${oneOf(COUNTRIES)}`;

const given = (_: object, value: unknown) => value !== undefined;
const linked = (_: object, value: unknown) => value !== undefined && value !== null;

@InputType({ description: 'A new property: name and address are required.' })
export class CreatePropertyInput {
  @Field()
  @RequiredText(FIELD_LIMITS.propertyName, { required: PROPERTY_MESSAGES.name, tooLong: PROPERTY_MESSAGES.nameTooLong })
  name: string;

  @Field()
  @RequiredText(FIELD_LIMITS.address, { required: PROPERTY_MESSAGES.address, tooLong: PROPERTY_MESSAGES.addressTooLong })
  address: string;

  @Field(() => CountryValue, { nullable: true, description: 'Defaults to UK.' })
  @IsOptional()
  @IsEnum(CountryValue, { message: PROPERTY_COUNTRY_MESSAGE })
  country?: CountryValue | null;

  @Field(() => ID, { nullable: true, description: 'The client company, or null for none.' })
  @ValidateIf(linked)
  @IsString({ message: PROPERTY_MESSAGES.clientNotFound })
  clientId?: string | null;

  @Field(() => ID, { nullable: true, description: 'The contact person, or null for none.' })
  @ValidateIf(linked)
  @IsString({ message: PROPERTY_MESSAGES.contactNotFound })
  contactId?: string | null;
}

@InputType({ description: 'Changes to a property: fields left out stay as they are; null unlinks the client or contact.' })
export class UpdatePropertyInput {
  @Field(() => ID)
  @IsString()
  id: string;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @RequiredText(FIELD_LIMITS.propertyName, { required: PROPERTY_MESSAGES.name, tooLong: PROPERTY_MESSAGES.nameTooLong })
  name?: string;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @RequiredText(FIELD_LIMITS.address, { required: PROPERTY_MESSAGES.address, tooLong: PROPERTY_MESSAGES.addressTooLong })
  address?: string;

  @Field(() => CountryValue, { nullable: true, description: 'null leaves it as it is.' })
  @IsOptional()
  @IsEnum(CountryValue, { message: PROPERTY_COUNTRY_MESSAGE })
  country?: CountryValue | null;

  @Field(() => ID, { nullable: true })
  @ValidateIf(linked)
  @IsString({ message: PROPERTY_MESSAGES.clientNotFound })
  clientId?: string | null;

  @Field(() => ID, { nullable: true })
  @ValidateIf(linked)
  @IsString({ message: PROPERTY_MESSAGES.contactNotFound })
  contactId?: string | null;
}

@ArgsType()
export class PropertiesArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Case-insensitive substring of name, address, client company name or contact name.',
  })
  @IsOptional()
  @IsString()
  search?: string | null;

  @Field(() => ID, { nullable: true, description: "Only this client's properties." })
  @IsOptional()
  @IsString()
  clientId?: string | null;
}
