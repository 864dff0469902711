import { IsEmail, IsOptional, IsString, MaxLength, MinLength, IsNotEmpty } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { FIELD_LIMITS } from '../../common/field-limits';

/** Messages are those of SPEC §5; the web forms use the same texts. */
export const AUTH_MESSAGES = {
  email: 'Valid email address is required',
  passwordRequired: 'Password is required',
  passwordLength: `Password must be at least ${FIELD_LIMITS.passwordMin} characters`,
  firstName: 'First name is required',
  lastName: 'Last name is required',
} as const;

@InputType()
export class LoginInput {
  @Field()
  @IsEmail({}, { message: AUTH_MESSAGES.email })
  @MaxLength(FIELD_LIMITS.email, { message: AUTH_MESSAGES.email })
  email: string;

  @Field()
  @IsString({ message: AUTH_MESSAGES.passwordRequired })
  @IsNotEmpty({ message: AUTH_MESSAGES.passwordRequired })
  @MaxLength(FIELD_LIMITS.passwordMax, { message: `Password must be at most ${FIELD_LIMITS.passwordMax} characters` })
  password: string;
}

@InputType()
export class RegisterInput {
  @Field()
  @IsEmail({}, { message: AUTH_MESSAGES.email })
  @MaxLength(FIELD_LIMITS.email, { message: AUTH_MESSAGES.email })
  email: string;

  @Field()
  @IsString({ message: AUTH_MESSAGES.passwordRequired })
  @MinLength(FIELD_LIMITS.passwordMin, { message: AUTH_MESSAGES.passwordLength })
  @MaxLength(FIELD_LIMITS.passwordMax, { message: `Password must be at most ${FIELD_LIMITS.passwordMax} characters` })
  password: string;

  @Field()
  @IsString({ message: AUTH_MESSAGES.firstName })
  @IsNotEmpty({ message: AUTH_MESSAGES.firstName })
  @MaxLength(FIELD_LIMITS.name, { message: `First name must be at most ${FIELD_LIMITS.name} characters` })
  firstName: string;

  @Field()
  @IsString({ message: AUTH_MESSAGES.lastName })
  @IsNotEmpty({ message: AUTH_MESSAGES.lastName })
  @MaxLength(FIELD_LIMITS.name, { message: `Last name must be at most ${FIELD_LIMITS.name} characters` })
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
  @IsString()
  @MaxLength(200)
  signupCode?: string;
}
