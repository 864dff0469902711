import { NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES, NotificationEvent, E164_PATTERN, TIME_OF_DAY_PATTERN } from '@pmp/shared';
import { ArrayMaxSize, IsArray, IsBoolean, IsEnum, IsOptional, Matches, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import './notification.enums';

/** A value given and not cleared (null or '' clear the field). */
const present = (_: object, value: unknown) => value !== undefined && value !== null && value !== '';

@InputType({ description: 'The channels one event should reach the person by.' })
export class NotificationEventChannelsInput {
  @Field(() => NotificationEvent)
  @IsEnum(NotificationEvent)
  event: NotificationEvent;

  @Field()
  @IsBoolean()
  inApp: boolean;

  @Field()
  @IsBoolean()
  email: boolean;

  @Field()
  @IsBoolean()
  sms: boolean;
}

/** What a person changes of their notification preferences; fields left out stay. */
@InputType()
export class UpdateNotificationPreferencesInput {
  @Field(() => [NotificationEventChannelsInput], { nullable: true, description: 'The events given change; the others stay.' })
  @IsOptional()
  @ValidateNested({ each: true })
  @ArrayMaxSize(Object.keys(NotificationEvent).length)
  @IsArray()
  events?: NotificationEventChannelsInput[] | null;

  @Field(() => String, { nullable: true, description: "E.164 (+441234567890); null or '' removes it." })
  @ValidateIf(present)
  @Matches(E164_PATTERN, { message: NOTIFICATION_MESSAGES.mobilePhone })
  @MaxLength(NOTIFICATION_LIMITS.mobilePhone, { message: NOTIFICATION_MESSAGES.mobilePhone })
  mobilePhone?: string | null;

  @Field(() => String, { nullable: true, description: '"HH:MM"; null or \'\' with the end for no quiet hours.' })
  @ValidateIf(present)
  @Matches(TIME_OF_DAY_PATTERN, { message: NOTIFICATION_MESSAGES.quietHoursTime })
  quietHoursStart?: string | null;

  @Field(() => String, { nullable: true, description: '"HH:MM"; earlier than the start means the quiet hours run overnight.' })
  @ValidateIf(present)
  @Matches(TIME_OF_DAY_PATTERN, { message: NOTIFICATION_MESSAGES.quietHoursTime })
  quietHoursEnd?: string | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  digest?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  urgentAlertSound?: boolean | null;
}
