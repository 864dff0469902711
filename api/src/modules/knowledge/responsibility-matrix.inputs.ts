import { OptionalText, RequiredText } from '../../common/validation';
import { IsBoolean, IsEnum, IsOptional, IsString, ValidateIf, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { KNOWLEDGE_LIMITS } from '@pmp/shared';
import { PageArgs } from '../../common/paging';
import { CategoryValue } from '../tickets/ticket.enums';
import { ARTICLE_MESSAGES } from './knowledge-article.inputs';
import { CountryValue, ResponsibilityValue } from './knowledge.enums';

export const MATRIX_MESSAGES = {
  notFound: ARTICLE_MESSAGES.matrixNotFound,
  duplicate: ARTICLE_MESSAGES.matrixDuplicate,
  issueType: ARTICLE_MESSAGES.issueType,
  issueTypeTooLong: ARTICLE_MESSAGES.issueTypeTooLong,
  descriptionTooLong: ARTICLE_MESSAGES.matrixDescriptionTooLong,
  urgencyLevelTooLong: ARTICLE_MESSAGES.urgencyLevelTooLong,
  legalNotesTooLong: ARTICLE_MESSAGES.legalNotesTooLong,
  country: ARTICLE_MESSAGES.country,
  category: ARTICLE_MESSAGES.category,
  responsibility: ARTICLE_MESSAGES.responsibility,
  isActive: ARTICLE_MESSAGES.isActive,
  ticketNotFound: 'Ticket not found',
} as const;

const given = (_: object, value: unknown) => value !== undefined;

// class-validator reports the bottom decorator first, so each "required" check sits closest to its property.

@InputType()
abstract class MatrixOptionalFields {
  @Field(() => String, { nullable: true })
  @OptionalText(KNOWLEDGE_LIMITS.matrixDescription, MATRIX_MESSAGES.descriptionTooLong)
  description?: string | null;

  @Field(() => String, { nullable: true, description: "Free text, e.g. 'Emergency (24 hours)'." })
  @OptionalText(KNOWLEDGE_LIMITS.urgencyLevel, MATRIX_MESSAGES.urgencyLevelTooLong)
  urgencyLevel?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(KNOWLEDGE_LIMITS.legalNotes, MATRIX_MESSAGES.legalNotesTooLong)
  legalNotes?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Defaults to true on create.' })
  @IsOptional()
  @IsBoolean({ message: MATRIX_MESSAGES.isActive })
  isActive?: boolean | null;

  @Field(() => CountryValue, { nullable: true, description: 'Defaults to UK on create.' })
  @IsOptional()
  @IsEnum(CountryValue, { message: MATRIX_MESSAGES.country })
  country?: CountryValue | null;
}

@InputType({
  description: 'A new entry: category, issue type and responsibility are required; unique per country, category and issue type.',
})
export class CreateResponsibilityMatrixEntryInput extends MatrixOptionalFields {
  @Field(() => CategoryValue)
  @IsEnum(CategoryValue, { message: MATRIX_MESSAGES.category })
  category: CategoryValue;

  @Field()
  @RequiredText(KNOWLEDGE_LIMITS.issueType, { required: MATRIX_MESSAGES.issueType, tooLong: MATRIX_MESSAGES.issueTypeTooLong })
  issueType: string;

  @Field(() => ResponsibilityValue)
  @IsEnum(ResponsibilityValue, { message: MATRIX_MESSAGES.responsibility })
  responsibility: ResponsibilityValue;
}

@InputType({ description: 'Changes to an entry: fields left out stay as they are; null clears an optional one.' })
export class UpdateResponsibilityMatrixEntryInput extends MatrixOptionalFields {
  @Field(() => ID)
  @IsString({ message: MATRIX_MESSAGES.notFound })
  id: string;

  @Field(() => CategoryValue, { nullable: true })
  @ValidateIf(given)
  @IsEnum(CategoryValue, { message: MATRIX_MESSAGES.category })
  category?: CategoryValue;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @RequiredText(KNOWLEDGE_LIMITS.issueType, { required: MATRIX_MESSAGES.issueType, tooLong: MATRIX_MESSAGES.issueTypeTooLong })
  issueType?: string;

  @Field(() => ResponsibilityValue, { nullable: true })
  @ValidateIf(given)
  @IsEnum(ResponsibilityValue, { message: MATRIX_MESSAGES.responsibility })
  responsibility?: ResponsibilityValue;
}

@InputType({ description: 'Matrix filters; all optional and combined with AND.' })
export class ResponsibilityMatrixFilter {
  @Field(() => CountryValue, { nullable: true })
  @IsOptional()
  @IsEnum(CountryValue, { message: MATRIX_MESSAGES.country })
  country?: CountryValue | null;

  @Field(() => CategoryValue, { nullable: true })
  @IsOptional()
  @IsEnum(CategoryValue, { message: MATRIX_MESSAGES.category })
  category?: CategoryValue | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: MATRIX_MESSAGES.isActive })
  isActive?: boolean | null;
}

@ArgsType()
export class ResponsibilityMatrixArgs extends PageArgs {
  @Field(() => ResponsibilityMatrixFilter, { nullable: true })
  @IsOptional()
  @ValidateNested()
  filter?: ResponsibilityMatrixFilter | null;
}

/** Where responsibility is looked up: a country and a category (both required). */
@ArgsType()
export class ResponsibilityLookupArgs {
  @Field(() => CountryValue)
  @IsEnum(CountryValue, { message: MATRIX_MESSAGES.country })
  country: CountryValue;

  @Field(() => CategoryValue)
  @IsEnum(CategoryValue, { message: MATRIX_MESSAGES.category })
  category: CategoryValue;
}
