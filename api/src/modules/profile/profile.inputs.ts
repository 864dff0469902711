import { ValidateBy, ValidateIf } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { FIELD_LIMITS, PROFILE_MESSAGES, timeZoneName } from '@pmp/shared';
import { RequiredText } from '../../common/validation';

/** A name may be left out (unchanged), but not sent empty or null. */
const given = (_: object, value: unknown) => value !== undefined;
/** A time zone left out stays; null (or '') clears it, back to the browser's; anything else is checked. */
const present = (_: object, value: unknown) => value !== undefined && value !== null && value !== '';

/** A time zone this server knows by its IANA name (`timeZoneName` of @pmp/shared). */
function IsTimeZone(message: string): PropertyDecorator {
  return ValidateBy(
    { name: 'isTimeZone', validator: { validate: (value: unknown) => typeof value === 'string' && timeZoneName(value) !== null } },
    { message },
  );
}

/** What a person changes of their own profile; fields left out stay. */
@InputType()
export class UpdateProfileInput {
  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @RequiredText(FIELD_LIMITS.name, { required: PROFILE_MESSAGES.firstName, tooLong: PROFILE_MESSAGES.nameTooLong })
  firstName?: string;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @RequiredText(FIELD_LIMITS.name, { required: PROFILE_MESSAGES.lastName, tooLong: PROFILE_MESSAGES.nameTooLong })
  lastName?: string;

  @Field(() => String, {
    nullable: true,
    description: "An IANA time zone name (Europe/London); null or '' for none (the browser's own is used).",
  })
  @ValidateIf(present)
  @IsTimeZone(PROFILE_MESSAGES.timeZone)
  timeZone?: string | null;
}
