import { IsBoolean, IsEmail, IsEnum, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { EMAIL_LIMITS, EMAIL_MESSAGES, FIELD_LIMITS } from '@pmp/shared';
import { EmailProviderValue } from './email.enums';

/** PUT /api/users/me/email-settings and updateEmailSettings: a field left out stays as it is. */
@InputType()
export class UpdateEmailSettingsInput {
  @Field(() => String, { nullable: true, description: 'Empty or null clears it.' })
  @IsEmail({}, { message: EMAIL_MESSAGES.senderEmail })
  @MaxLength(FIELD_LIMITS.email, { message: EMAIL_MESSAGES.senderEmail })
  @ValidateIf((input: UpdateEmailSettingsInput) => typeof input.senderEmail !== 'string' || input.senderEmail.trim() !== '')
  @IsOptional()
  senderEmail?: string | null;

  @Field(() => String, { nullable: true, description: 'HTML; sanitized by the server (no script, event handler or javascript: URL).' })
  @MaxLength(EMAIL_LIMITS.signature, { message: EMAIL_MESSAGES.signatureTooLong })
  @IsString({ message: 'Signature must be text' })
  @IsOptional()
  emailSignature?: string | null;

  @Field(() => Boolean, { nullable: true })
  @IsBoolean({ message: 'emailEnabled must be true or false' })
  @IsOptional()
  emailEnabled?: boolean | null;
}

@InputType()
export class StartEmailConnectInput {
  @Field(() => EmailProviderValue)
  @IsEnum(EmailProviderValue, { message: "Provider must be 'gmail' or 'outlook'" })
  provider: EmailProviderValue;
}
