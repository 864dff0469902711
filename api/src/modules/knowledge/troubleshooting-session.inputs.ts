import { ArrayMaxSize, IsArray, IsEnum, IsNotEmpty, IsOptional, IsUUID, Matches } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { SESSION_COMPLETED_STEPS_MAX, TROUBLESHOOTING_MESSAGES as M } from '@pmp/shared';
import { PageArgs } from '../../common/paging';
import { SessionStatusValue } from './knowledge.enums';

const ARTICLE = 'Article not found';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

// class-validator reports the bottom decorator first, so each "required" check sits closest to its property.

@ArgsType()
export class TroubleshootingSessionsArgs extends PageArgs {
  @Field(() => ID)
  @IsUUID('all', { message: ARTICLE })
  @IsNotEmpty({ message: 'articleId is required' })
  articleId: string;
}

@InputType({ description: "Resume the signed-in user's session of the article, or start one at its first step." })
export class StartTroubleshootingSessionInput {
  @Field(() => ID)
  @IsUUID('all', { message: ARTICLE })
  @IsNotEmpty({ message: 'articleId is required' })
  articleId: string;
}

@InputType({ description: 'A session as the REST client creates it: active at the first step unless told otherwise.' })
export class CreateTroubleshootingSessionInput {
  @Field(() => ID)
  @IsUUID('all', { message: ARTICLE })
  @IsNotEmpty({ message: 'articleId is required' })
  articleId: string;

  @Field(() => SessionStatusValue, { nullable: true, description: 'Default active.' })
  @IsOptional()
  @IsEnum(SessionStatusValue, { message: M.status })
  status?: SessionStatusValue | null;

  @Field(() => ID, { nullable: true, description: 'A step of the article; default its first step.' })
  @IsOptional()
  @IsUUID('all', { message: M.stepOtherArticle })
  currentStepId?: string | null;

  @Field(() => [ID], { nullable: true, description: 'Steps of the article; default none.' })
  @IsOptional()
  @IsUUID('all', { each: true, message: M.completedStepsOtherArticle })
  @ArrayMaxSize(SESSION_COMPLETED_STEPS_MAX, { message: M.completedStepsTooMany })
  @IsArray({ message: M.completedStepsOtherArticle })
  completedSteps?: string[] | null;
}

@InputType({ description: "Set a session's status, current step and completed steps (each checked against its article)." })
export class UpdateTroubleshootingSessionInput {
  @Field(() => ID)
  @IsUUID('all', { message: M.sessionNotFound })
  id: string;

  @Field(() => SessionStatusValue, { nullable: true })
  @IsOptional()
  @IsEnum(SessionStatusValue, { message: M.status })
  status?: SessionStatusValue | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: M.stepOtherArticle })
  currentStepId?: string | null;

  @Field(() => [ID], { nullable: true })
  @IsOptional()
  @IsUUID('all', { each: true, message: M.completedStepsOtherArticle })
  @ArrayMaxSize(SESSION_COMPLETED_STEPS_MAX, { message: M.completedStepsTooMany })
  @IsArray({ message: M.completedStepsOtherArticle })
  completedSteps?: string[] | null;
}

@InputType({ description: "Answer the session's current step with one of its options." })
export class AnswerTroubleshootingStepInput {
  @Field(() => ID)
  @IsUUID('all', { message: M.sessionNotFound })
  sessionId: string;

  @Field(() => ID)
  @IsUUID('all', { message: M.optionNotFound })
  @IsNotEmpty({ message: 'optionId is required' })
  optionId: string;
}

@InputType({ description: 'Previous Step: back to the step the session came from.' })
export class PreviousTroubleshootingStepInput {
  @Field(() => ID)
  @IsUUID('all', { message: M.sessionNotFound })
  sessionId: string;
}

@ArgsType()
export class TroubleshootingEscalationArgs {
  @Field(() => ID)
  @IsUUID('all', { message: M.sessionNotFound })
  sessionId: string;

  @Field(() => ID)
  @IsUUID('all', { message: ARTICLE })
  articleId: string;
}

@ArgsType()
export class KnowledgeArticleStatsArgs {
  @Field(() => [ID], { nullable: true, description: 'Only these articles; default every article.' })
  @IsOptional()
  @IsUUID('all', { each: true, message: ARTICLE })
  @ArrayMaxSize(500, { message: 'At most 500 article ids' })
  @IsArray({ message: ARTICLE })
  articleIds?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Sessions started on or after this date (yyyy-MM-dd, UTC).' })
  @IsOptional()
  @Matches(DATE, { message: 'from must be a date (yyyy-MM-dd)' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Sessions started on or before this date (yyyy-MM-dd, UTC).' })
  @IsOptional()
  @Matches(DATE, { message: 'to must be a date (yyyy-MM-dd)' })
  to?: string | null;
}
