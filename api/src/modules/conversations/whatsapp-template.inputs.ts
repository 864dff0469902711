import { ArrayMaxSize, IsArray, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateNested } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { CONTENT_SID_PATTERN, CONVERSATION_MESSAGES, TEMPLATE_LIMITS, TEMPLATE_MESSAGES } from '@pmp/shared';
import { RequiredText } from '../../common/validation';

const TOO_LONG = (what: string, max: number) => `${what} must be at most ${max} characters`;

@InputType('TemplateVariableInput', { description: "A template's variable: its key in the content variables and its label." })
export class TemplateVariableInput {
  @Field()
  @RequiredText(TEMPLATE_LIMITS.variableKey, {
    required: TEMPLATE_MESSAGES.variableKeyRequired,
    tooLong: TOO_LONG('A variable key', TEMPLATE_LIMITS.variableKey),
  })
  key: string;

  @Field()
  @RequiredText(TEMPLATE_LIMITS.variableLabel, {
    required: TEMPLATE_MESSAGES.variableLabelRequired,
    tooLong: TOO_LONG('A variable label', TEMPLATE_LIMITS.variableLabel),
  })
  label: string;
}

@InputType({ description: 'An approved WhatsApp template (a Twilio Content SID) and its variables.' })
export class CreateWhatsAppTemplateInput {
  @Field()
  @RequiredText(TEMPLATE_LIMITS.name, { required: TEMPLATE_MESSAGES.nameRequired, tooLong: TOO_LONG('Name', TEMPLATE_LIMITS.name) })
  name: string;

  @Field({ description: 'HX followed by 32 hexadecimal digits.' })
  @Matches(CONTENT_SID_PATTERN, { message: TEMPLATE_MESSAGES.contentSidInvalid })
  @IsString({ message: TEMPLATE_MESSAGES.contentSidInvalid })
  contentSid: string;

  @Field({ description: 'The approved text, {{key}} where a variable goes.' })
  @RequiredText(TEMPLATE_LIMITS.body, { required: TEMPLATE_MESSAGES.bodyRequired, tooLong: TOO_LONG('Text', TEMPLATE_LIMITS.body) })
  body: string;

  @Field(() => [TemplateVariableInput])
  @ValidateNested({ each: true })
  @ArrayMaxSize(TEMPLATE_LIMITS.variables, { message: `At most ${TEMPLATE_LIMITS.variables} variables` })
  @IsArray()
  variables: TemplateVariableInput[];
}

@InputType({ description: 'A template changed: every field as it should be.' })
export class UpdateWhatsAppTemplateInput extends CreateWhatsAppTemplateInput {
  @Field(() => ID)
  @IsUUID('all', { message: TEMPLATE_MESSAGES.notFound })
  id: string;
}

@InputType()
export class DeleteWhatsAppTemplateInput {
  @Field(() => ID)
  @IsUUID('all', { message: TEMPLATE_MESSAGES.notFound })
  id: string;
}

@InputType('TemplateValueInput', { description: "A variable's value as the agent filled it in." })
export class TemplateValueInput {
  @Field()
  @MaxLength(TEMPLATE_LIMITS.variableKey)
  @IsString()
  key: string;

  @Field()
  @MaxLength(TEMPLATE_LIMITS.variableValue, { message: TOO_LONG('A value', TEMPLATE_LIMITS.variableValue) })
  @IsString()
  value: string;
}

@InputType({ description: 'An approved template sent in a WhatsApp conversation, its variables filled in.' })
export class SendTemplateInput {
  @Field(() => ID)
  @IsUUID('all', { message: CONVERSATION_MESSAGES.conversationNotFound })
  conversationId: string;

  @Field(() => ID)
  @IsUUID('all', { message: TEMPLATE_MESSAGES.notFound })
  templateId: string;

  @Field(() => [TemplateValueInput], { nullable: true })
  @IsOptional()
  @ValidateNested({ each: true })
  @ArrayMaxSize(TEMPLATE_LIMITS.variables)
  @IsArray()
  values?: TemplateValueInput[] | null;
}
