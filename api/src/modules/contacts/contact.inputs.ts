import { OptionalText, RequiredEmail, RequiredText } from '../../common/validation';
import { IsOptional, IsString, ValidateIf } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { CONTACT_MESSAGES, FIELD_LIMITS } from '@pmp/shared';
import { PageArgs } from '../../common/paging';

/** A contact's or client's language when none is given. */
export const DEFAULT_LANGUAGE = 'English';

/** On an update a required field may be left out (unchanged), but not sent empty or null. */
const given = (_: object, value: unknown) => value !== undefined;

// class-validator reports the bottom decorator first, so each "required" check sits closest to its property.

@InputType({ description: 'A new contact: name and email required; language defaults to English.' })
export class CreateContactInput {
  @Field()
  @RequiredText(FIELD_LIMITS.personName, { required: CONTACT_MESSAGES.name, tooLong: CONTACT_MESSAGES.nameTooLong })
  name: string;

  @Field()
  @RequiredEmail(CONTACT_MESSAGES.email)
  email: string;

  @Field(() => String, { nullable: true })
  @OptionalText(FIELD_LIMITS.phone, CONTACT_MESSAGES.phoneTooLong)
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'Defaults to English.' })
  @OptionalText(FIELD_LIMITS.language, CONTACT_MESSAGES.languageTooLong)
  language?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(FIELD_LIMITS.notes, CONTACT_MESSAGES.notesTooLong)
  notes?: string | null;
}

@InputType({ description: 'Changes to a contact: fields left out stay as they are; null clears an optional field.' })
export class UpdateContactInput {
  @Field(() => ID)
  @IsString()
  id: string;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @RequiredText(FIELD_LIMITS.personName, { required: CONTACT_MESSAGES.name, tooLong: CONTACT_MESSAGES.nameTooLong })
  name?: string;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @RequiredEmail(CONTACT_MESSAGES.email)
  email?: string;

  @Field(() => String, { nullable: true })
  @OptionalText(FIELD_LIMITS.phone, CONTACT_MESSAGES.phoneTooLong)
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(FIELD_LIMITS.language, CONTACT_MESSAGES.languageTooLong)
  language?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(FIELD_LIMITS.notes, CONTACT_MESSAGES.notesTooLong)
  notes?: string | null;
}

@ArgsType()
export class ContactsArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Case-insensitive substring of name, email or phone.' })
  @IsOptional()
  @IsString()
  search?: string | null;
}
