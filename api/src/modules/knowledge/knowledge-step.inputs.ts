import { OptionalText, OptionalTextList, RequiredText } from '../../common/validation';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { KNOWLEDGE_STEP_LIMITS, KNOWLEDGE_STEP_MESSAGES as M, isImageAddress } from '@pmp/shared';
import { StepTypeValue } from './knowledge.enums';

/** On an update a required field may be left out (unchanged), but not sent empty or null. */
const given = (_: object, value: unknown) => value !== undefined;
const STEP_NOTE_LABELS = { safetyNote: 'Safety note', tips: 'Tips', commonMistakes: 'Common mistakes' } as const;

/** An http(s) URL or an uploaded image's path (what the image upload answers). */
function IsImageAddress(options: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isImageAddress',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.length <= KNOWLEDGE_STEP_LIMITS.url && isImageAddress(value),
      },
    });
}

// class-validator reports the bottom decorator first, so each "required" check sits closest to its property.

/** The optional step fields create and update share: null or blank clears one. */
@InputType()
class StepOptionalFields {
  @Field(() => StepTypeValue, { nullable: true, description: 'Defaults to instruction on create.' })
  @IsOptional()
  @IsEnum(StepTypeValue, { message: M.type })
  type?: StepTypeValue | null;

  @Field(() => String, { nullable: true })
  @OptionalText(KNOWLEDGE_STEP_LIMITS.richContent, M.richContentTooLong)
  richContent?: string | null;

  @Field(() => String, { nullable: true, description: 'An http(s) URL or an uploaded image path.' })
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @IsImageAddress({ message: M.url('Image') })
  imageUrl?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @Matches(/^https?:\/\/\S+$/i, { message: M.url('Video') })
  @MaxLength(KNOWLEDGE_STEP_LIMITS.url, { message: M.url('Video') })
  @IsString({ message: M.url('Video') })
  videoUrl?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(KNOWLEDGE_STEP_LIMITS.note, M.noteTooLong(STEP_NOTE_LABELS.safetyNote))
  safetyNote?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(KNOWLEDGE_STEP_LIMITS.note, M.noteTooLong(STEP_NOTE_LABELS.tips))
  tips?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(KNOWLEDGE_STEP_LIMITS.note, M.noteTooLong(STEP_NOTE_LABELS.commonMistakes))
  commonMistakes?: string | null;

  @OptionalTextList({
    maxItems: KNOWLEDGE_STEP_LIMITS.tools,
    maxLength: KNOWLEDGE_STEP_LIMITS.toolLength,
    message: M.tools,
    description: 'Trimmed; empty and duplicate entries are dropped.',
  })
  toolsRequired?: string[] | null;

  @Field(() => Int, { nullable: true, description: 'Minutes, 0 to 1440; 5 when left out on create.' })
  @IsOptional()
  @Max(KNOWLEDGE_STEP_LIMITS.timeEstimateMax, { message: M.timeEstimate })
  @Min(0, { message: M.timeEstimate })
  @IsInt({ message: M.timeEstimate })
  timeEstimate?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Defaults to true on create.' })
  @IsOptional()
  @IsBoolean()
  isRequired?: boolean | null;
}

@InputType({ description: "A new step, appended at the end of the article's workflow." })
export class CreateKnowledgeStepInput extends StepOptionalFields {
  @Field(() => ID)
  @IsUUID('all', { message: M.articleNotFound })
  articleId: string;

  @Field(() => Int, {
    nullable: true,
    description: 'Accepted for older clients and ignored: a new step always goes last (reorder to move it).',
  })
  @IsOptional()
  @Min(1, { message: M.stepNumber })
  @IsInt({ message: M.stepNumber })
  stepNumber?: number | null;

  @Field()
  @RequiredText(KNOWLEDGE_STEP_LIMITS.title, { required: M.title, tooLong: M.titleTooLong })
  title: string;

  @Field()
  @RequiredText(KNOWLEDGE_STEP_LIMITS.content, { required: M.content, tooLong: M.contentTooLong })
  content: string;
}

@InputType({
  description: 'Changes to a step: fields left out stay as they are; null clears an optional one. Its place changes only by reordering.',
})
export class UpdateKnowledgeStepInput extends StepOptionalFields {
  @Field(() => ID)
  @IsUUID('all', { message: M.stepNotFound })
  id: string;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @RequiredText(KNOWLEDGE_STEP_LIMITS.title, { required: M.title, tooLong: M.titleTooLong })
  title?: string;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @RequiredText(KNOWLEDGE_STEP_LIMITS.content, { required: M.content, tooLong: M.contentTooLong })
  content?: string;
}

/** The option fields create and update share. */
@InputType()
class OptionOptionalFields {
  @Field(() => ID, {
    nullable: true,
    description: "A step of the same article, never the option's own; null: advance to the following step.",
  })
  @IsOptional()
  @IsUUID('all', { message: M.nextStepOtherArticle })
  nextStepId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Choosing it resolves the problem.' })
  @IsOptional()
  @IsBoolean()
  isSuccess?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Choosing it escalates to a ticket.' })
  @IsOptional()
  @IsBoolean()
  shouldEscalate?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Kept only when the option escalates.' })
  @OptionalText(KNOWLEDGE_STEP_LIMITS.escalationNote, M.escalationNoteTooLong)
  escalationNote?: string | null;
}

@InputType({ description: 'A new if/then option of a step.' })
export class CreateStepOptionInput extends OptionOptionalFields {
  @Field(() => ID)
  @IsUUID('all', { message: M.stepNotFound })
  stepId: string;

  @Field()
  @RequiredText(KNOWLEDGE_STEP_LIMITS.optionText, { required: M.optionText, tooLong: M.optionTextTooLong })
  optionText: string;
}

@InputType({ description: 'Changes to an option: fields left out stay as they are.' })
export class UpdateStepOptionInput extends OptionOptionalFields {
  @Field(() => ID)
  @IsUUID('all', { message: M.optionNotFound })
  id: string;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @RequiredText(KNOWLEDGE_STEP_LIMITS.optionText, { required: M.optionText, tooLong: M.optionTextTooLong })
  optionText?: string;
}

@InputType({ description: "An article's steps in their new order: every step of the article, each once." })
export class ReorderKnowledgeStepsInput {
  @Field(() => ID)
  @IsUUID('all', { message: M.articleNotFound })
  articleId: string;

  @Field(() => [ID])
  @IsUUID('all', { each: true, message: M.reorderIds })
  @ArrayMaxSize(KNOWLEDGE_STEP_LIMITS.reorderMax, { message: M.reorderTooMany })
  @ArrayNotEmpty({ message: M.reorderEmpty })
  @IsArray({ message: M.reorderEmpty })
  orderedIds: string[];
}

@InputType()
export class DeleteKnowledgeStepInput {
  @Field(() => ID)
  @IsUUID('all', { message: M.stepNotFound })
  id: string;
}

@InputType()
export class DeleteStepOptionInput {
  @Field(() => ID)
  @IsUUID('all', { message: M.optionNotFound })
  id: string;
}
