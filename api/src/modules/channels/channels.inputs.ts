import { IsEnum, IsString, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { CHANNEL_TEST_LIMITS, CHANNELS_MESSAGES } from '@pmp/shared';
import { ChannelTestValue } from './channels.enums';

/** A test message to send on a channel: e-mail to an address, SMS or WhatsApp to a number (checked by the service, per channel). */
@InputType({ description: 'A test message: e-mail to an address, SMS or WhatsApp to a number (E.164).' })
export class SendChannelTestInput {
  @Field(() => ChannelTestValue)
  @IsEnum(ChannelTestValue, { message: CHANNELS_MESSAGES.channelInvalid })
  channel: ChannelTestValue;

  @Field({ description: 'An e-mail address, or a phone number in international format (+441234567890).' })
  @MaxLength(CHANNEL_TEST_LIMITS.to, { message: `At most ${CHANNEL_TEST_LIMITS.to} characters` })
  @IsString({ message: 'Enter where to send the test' })
  to: string;
}
