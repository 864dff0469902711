import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { FIELD_LIMITS, PASSWORD_CHANGE_MESSAGES } from '@pmp/shared';
import { stacked } from '../../common/validation';

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

/** A password being chosen (sign-up, a reset, an invitation): the same length rules everywhere. Goes under its @Field. */
export function NewPassword(): PropertyDecorator {
  return stacked(
    MaxLength(FIELD_LIMITS.passwordMax, { message: AUTH_MESSAGES.passwordTooLong }),
    MinLength(FIELD_LIMITS.passwordMin, { message: AUTH_MESSAGES.passwordLength }),
    IsString({ message: AUTH_MESSAGES.passwordRequired }),
  );
}

/** A first or last name: `required` when missing or blank. Goes under its @Field. */
export function PersonName(required: string): PropertyDecorator {
  return stacked(
    MaxLength(FIELD_LIMITS.name, { message: AUTH_MESSAGES.nameTooLong }),
    IsNotEmpty({ message: required }),
    IsString({ message: required }),
  );
}

/** A one-time link's token, as it came in the link. Goes under its @Field. */
function LinkToken(): PropertyDecorator {
  return stacked(MaxLength(200, { message: 'This link is not valid' }), IsNotEmpty({ message: 'This link is not valid' }), IsString());
}

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
  @NewPassword()
  password: string;

  @Field()
  @PersonName(AUTH_MESSAGES.firstName)
  firstName: string;

  @Field()
  @PersonName(AUTH_MESSAGES.lastName)
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

@InputType({ description: 'Asks for a password reset link by e-mail.' })
export class PasswordResetRequestInput {
  @Field()
  @MaxLength(FIELD_LIMITS.email, { message: AUTH_MESSAGES.email })
  @IsEmail({}, { message: AUTH_MESSAGES.email })
  email: string;
}

@InputType({ description: "Sets a new password with a reset link's token." })
export class ResetPasswordInput {
  @Field({ description: 'The token of the link (the last part of /reset-password/<token>).' })
  @LinkToken()
  token: string;

  @Field()
  @NewPassword()
  password: string;
}

@InputType({ description: "Confirms a sign-up's e-mail address with the token of the link mailed to it." })
export class ConfirmEmailInput {
  @Field({ description: 'The token of the link (the last part of /verify-email/<token>).' })
  @LinkToken()
  token: string;
}

@InputType({ description: "Creates the invited account with an invitation link's token." })
export class AcceptInvitationInput {
  @Field({ description: 'The token of the link (the last part of /invite/<token>).' })
  @LinkToken()
  token: string;

  @Field()
  @PersonName(AUTH_MESSAGES.firstName)
  firstName: string;

  @Field()
  @PersonName(AUTH_MESSAGES.lastName)
  lastName: string;

  @Field()
  @NewPassword()
  password: string;
}
