import { ISO_DATE_OR_DATETIME, OptionalMatching, OptionalText, OptionalTextList, RequiredText } from '../../common/validation';
import {
  IsBoolean,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { KNOWLEDGE_LIMITS, KNOWLEDGE_MESSAGES, isImageAddress, oneOf } from '@pmp/shared';
import { PageArgs } from '../../common/paging';
import { CATEGORIES, CategoryValue } from '../tickets/ticket.enums';
import { COUNTRIES, CountryValue, DIFFICULTIES, DifficultyValue, RESPONSIBILITIES, ResponsibilityValue } from './knowledge.enums';

export const ARTICLE_MESSAGES = {
  ...KNOWLEDGE_MESSAGES,
  country: `Country must be ${oneOf(COUNTRIES)}`,
  category: `Category must be ${oneOf(CATEGORIES)}`,
  responsibility: `Responsibility must be ${oneOf(RESPONSIBILITIES)}`,
  difficulty: `Difficulty must be ${oneOf(DIFFICULTIES)}`,
  isActive: 'isActive must be true or false',
  lastReviewed: 'Last reviewed must be an ISO date or date and time',
  nothingToUpdate: 'Nothing to update',
} as const;

/** On an update a required field may be left out (unchanged), but not sent empty or null. */
const given = (_: object, value: unknown) => value !== undefined;
/** Optional text: absent, null and '' are all "none"; anything else is checked. */
const present = (_: object, value: unknown) => value !== undefined && value !== null && value !== '';

/** An http(s) URL or an uploaded image's path (`isImageAddress` of @pmp/shared, as the form checks it). */
function IsImageAddress(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isImageAddress', validator: { validate: (value: unknown) => typeof value === 'string' && isImageAddress(value) } },
    options,
  );
}

// class-validator reports the bottom decorator first, so each "required" check sits closest to its property.

/** The fields every article write may carry, all optional (class-validator reads inherited decorators). */
@InputType()
abstract class ArticleOptionalFields {
  @Field(() => String, { nullable: true })
  @OptionalText(KNOWLEDGE_LIMITS.description, ARTICLE_MESSAGES.descriptionTooLong)
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'The Overview.' })
  @OptionalText(KNOWLEDGE_LIMITS.summary, ARTICLE_MESSAGES.summaryTooLong)
  summary?: string | null;

  @Field(() => String, { nullable: true, description: 'Markdown or HTML; scripts, event handlers and javascript: links are removed.' })
  @OptionalText(KNOWLEDGE_LIMITS.fullContent, ARTICLE_MESSAGES.fullContentTooLong)
  fullContent?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'An http(s) URL or an uploaded image (/api/uploads/knowledge-base/...); empty or null removes it.',
  })
  @ValidateIf(present)
  @MaxLength(KNOWLEDGE_LIMITS.heroImageUrl, { message: ARTICLE_MESSAGES.heroImageUrl })
  @IsImageAddress({ message: ARTICLE_MESSAGES.heroImageUrl })
  heroImageUrl?: string | null;

  @OptionalTextList({
    maxItems: KNOWLEDGE_LIMITS.tags,
    maxLength: KNOWLEDGE_LIMITS.tagLength,
    message: ARTICLE_MESSAGES.tags,
    description: 'Trimmed; empty and duplicate tags are dropped.',
  })
  tags?: string[] | null;

  @Field(() => String, { nullable: true })
  @OptionalText(KNOWLEDGE_LIMITS.legalNotes, ARTICLE_MESSAGES.legalNotesTooLong)
  legalNotes?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO date or date and time; null clears it.' })
  @OptionalMatching(ISO_DATE_OR_DATETIME, ARTICLE_MESSAGES.lastReviewed)
  lastReviewed?: string | null;
}

/** The fields with a default: left out on create they take it (docs/product.md §5); on update they stay. */
@InputType()
abstract class ArticleDefaultedFields extends ArticleOptionalFields {
  @Field(() => CountryValue, { nullable: true, description: 'Defaults to UK.' })
  @IsOptional()
  @IsEnum(CountryValue, { message: ARTICLE_MESSAGES.country })
  country?: CountryValue | null;

  @Field(() => CategoryValue, { nullable: true, description: 'Defaults to plumbing.' })
  @IsOptional()
  @IsEnum(CategoryValue, { message: ARTICLE_MESSAGES.category })
  category?: CategoryValue | null;

  @Field(() => ResponsibilityValue, { nullable: true, description: 'Defaults to tenant.' })
  @IsOptional()
  @IsEnum(ResponsibilityValue, { message: ARTICLE_MESSAGES.responsibility })
  responsibility?: ResponsibilityValue | null;

  @Field(() => Boolean, { nullable: true, description: 'Defaults to true.' })
  @IsOptional()
  @IsBoolean({ message: ARTICLE_MESSAGES.isActive })
  isActive?: boolean | null;

  @Field(() => DifficultyValue, { nullable: true, description: 'Defaults to beginner.' })
  @IsOptional()
  @IsEnum(DifficultyValue, { message: ARTICLE_MESSAGES.difficulty })
  difficulty?: DifficultyValue | null;

  @Field(() => Int, { nullable: true, description: 'Minutes; defaults to 30.' })
  @IsOptional()
  @Max(KNOWLEDGE_LIMITS.estimatedDurationMax, { message: ARTICLE_MESSAGES.estimatedDuration })
  @Min(0, { message: ARTICLE_MESSAGES.estimatedDuration })
  @IsInt({ message: ARTICLE_MESSAGES.estimatedDuration })
  estimatedDuration?: number | null;
}

@InputType({ description: 'A new article: only the title is required; the others take their defaults.' })
export class CreateKnowledgeArticleInput extends ArticleDefaultedFields {
  @Field()
  @RequiredText(KNOWLEDGE_LIMITS.title, { required: ARTICLE_MESSAGES.title, tooLong: ARTICLE_MESSAGES.titleTooLong })
  title: string;
}

@InputType({ description: 'Changes to an article: fields left out stay as they are; null clears an optional one.' })
export class UpdateKnowledgeArticleInput extends ArticleDefaultedFields {
  @Field(() => ID)
  @IsString({ message: ARTICLE_MESSAGES.articleNotFound })
  id: string;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @RequiredText(KNOWLEDGE_LIMITS.title, { required: ARTICLE_MESSAGES.title, tooLong: ARTICLE_MESSAGES.titleTooLong })
  title?: string;
}

@InputType({ description: 'Article list filters; all optional and combined with AND.' })
export class KnowledgeArticleFilter {
  @Field(() => String, {
    nullable: true,
    description: 'Full text over title, description, tags, summary and content; every word must match, as a word or a prefix.',
  })
  @IsOptional()
  @MaxLength(KNOWLEDGE_LIMITS.search, { message: ARTICLE_MESSAGES.search })
  @IsString({ message: ARTICLE_MESSAGES.search })
  search?: string | null;

  @Field(() => CategoryValue, { nullable: true })
  @IsOptional()
  @IsEnum(CategoryValue, { message: ARTICLE_MESSAGES.category })
  category?: CategoryValue | null;

  @Field(() => CountryValue, { nullable: true })
  @IsOptional()
  @IsEnum(CountryValue, { message: ARTICLE_MESSAGES.country })
  country?: CountryValue | null;

  @Field(() => Boolean, { nullable: true, description: 'true: active articles only (the Knowledge Base screen); false: inactive only.' })
  @IsOptional()
  @IsBoolean({ message: ARTICLE_MESSAGES.isActive })
  isActive?: boolean | null;
}

@ArgsType()
export class KnowledgeArticlesArgs extends PageArgs {
  @Field(() => KnowledgeArticleFilter, { nullable: true })
  @IsOptional()
  @ValidateNested()
  filter?: KnowledgeArticleFilter | null;
}
