import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { FIELD_LIMITS, PASSWORD_CHANGE_MESSAGES } from '@pmp/shared';

/** Messages of docs/product.md §5; the web forms use the same texts. */
export const AUTH_MESSAGES = {
  email: 'Valid email address is required',
  passwordRequired: 'Password is required',
  passwordLength: `Password must be at least ${FIELD_LIMITS.passwordMin} characters`,
  passwordTooLong: `Password must be at most ${FIELD_LIMITS.passwordMax} characters`,
  firstName: 'First name is required',
  lastName: 'Last name is required',
  nameTooLong: `Names must be at most ${FIELD_LIMITS.name} characters`,
} as const;

// class-validator reports the bottom decorator first, so each "required" check sits closest to its property.

@InputType()
export class LoginInput {
  @Field()
  @MaxLength(FIELD_LIMITS.email, { message: AUTH_MESSAGES.email })
  @IsEmail({}, { message: AUTH_MESSAGES.email })
  email: string;

  @Field()
  @MaxLength(FIELD_LIMITS.passwordMax, { message: AUTH_MESSAGES.passwordTooLong })
  @IsNotEmpty({ message: AUTH_MESSAGES.passwordRequired })
  @IsString({ message: AUTH_MESSAGES.passwordRequired })
  password: string;
}

@InputType()
export class RegisterInput {
  @Field()
  @MaxLength(FIELD_LIMITS.email, { message: AUTH_MESSAGES.email })
  @IsEmail({}, { message: AUTH_MESSAGES.email })
  email: string;

  @Field()
  @MaxLength(FIELD_LIMITS.passwordMax, { message: AUTH_MESSAGES.passwordTooLong })
  @MinLength(FIELD_LIMITS.passwordMin, { message: AUTH_MESSAGES.passwordLength })
  @IsString({ message: AUTH_MESSAGES.passwordRequired })
  password: string;

  @Field()
  @MaxLength(FIELD_LIMITS.name, { message: AUTH_MESSAGES.nameTooLong })
  @IsNotEmpty({ message: AUTH_MESSAGES.firstName })
  @IsString({ message: AUTH_MESSAGES.firstName })
  firstName: string;

  @Field()
  @MaxLength(FIELD_LIMITS.name, { message: AUTH_MESSAGES.nameTooLong })
  @IsNotEmpty({ message: AUTH_MESSAGES.lastName })
  @IsString({ message: AUTH_MESSAGES.lastName })
  lastName: string;

  @Field({ nullable: true, description: 'Ignored: the server derives the username from the e-mail address.' })
  @IsOptional()
  @IsString()
  username?: string;

  @Field({
    nullable: true,
    description: 'The shared company password, required when the server sets SIGNUP_CODE.',
  })
  @IsOptional()
  @MaxLength(200)
  @IsString()
  signupCode?: string;
}

/** A signed-in person's password change: the current password, and a new one under the sign-up rules. */
@InputType()
export class ChangePasswordInput {
  @Field()
  @MaxLength(FIELD_LIMITS.passwordMax, { message: PASSWORD_CHANGE_MESSAGES.currentWrong })
  @IsNotEmpty({ message: PASSWORD_CHANGE_MESSAGES.currentRequired })
  @IsString({ message: PASSWORD_CHANGE_MESSAGES.currentRequired })
  currentPassword: string;

  @Field()
  @MaxLength(FIELD_LIMITS.passwordMax, { message: PASSWORD_CHANGE_MESSAGES.newTooLong })
  @MinLength(FIELD_LIMITS.passwordMin, { message: PASSWORD_CHANGE_MESSAGES.newTooShort })
  @IsString({ message: PASSWORD_CHANGE_MESSAGES.newRequired })
  newPassword: string;
}
