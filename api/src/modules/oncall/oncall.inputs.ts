import { ON_CALL_MAX_ORDER, ON_CALL_MESSAGES, TIME_OF_DAY_PATTERN } from '@pmp/shared';
import { IsInt, IsUUID, Matches, Max, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';

@InputType({ description: 'A weekly turn on call, in the company time zone.' })
export class OnCallShiftInput {
  @Field(() => ID)
  @IsUUID('all', { message: ON_CALL_MESSAGES.person })
  userId: string;

  @Field(() => Int, { description: '1 (Monday) to 7 (Sunday).' })
  @IsInt({ message: ON_CALL_MESSAGES.weekday })
  @Min(1, { message: ON_CALL_MESSAGES.weekday })
  @Max(7, { message: ON_CALL_MESSAGES.weekday })
  weekday: number;

  @Field({ description: '"18:00".' })
  @Matches(TIME_OF_DAY_PATTERN, { message: ON_CALL_MESSAGES.time })
  startsAt: string;

  @Field({ description: '"08:00"; at or before the start means the next day (the same time: the whole day).' })
  @Matches(TIME_OF_DAY_PATTERN, { message: ON_CALL_MESSAGES.time })
  endsAt: string;

  @Field(() => Int, { defaultValue: 1, description: 'Who is alerted first when several are on call: 1, then 2, ...' })
  @IsInt({ message: ON_CALL_MESSAGES.order })
  @Min(1, { message: ON_CALL_MESSAGES.order })
  @Max(ON_CALL_MAX_ORDER, { message: ON_CALL_MESSAGES.order })
  position: number;
}
