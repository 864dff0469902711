import { Field, ObjectType } from 'type-graphql';
import { ChannelKindValue, ChannelTestValue } from './channels.enums';

@ObjectType('ChannelWebhook', {
  simpleResolvers: true,
  description: 'An address to paste into a provider (Twilio, Mailgun, SendGrid, an MTA).',
})
export class ChannelWebhookType {
  @Field({ description: "Where it goes in the provider's console." })
  label: string;

  @Field({ description: 'The path on this server.' })
  path: string;

  @Field(() => String, { nullable: true, description: 'The full address, from PUBLIC_URL; null while PUBLIC_URL is not set.' })
  url: string | null;

  @Field(() => String, { nullable: true, description: 'How it is signed or what to choose in the provider.' })
  note: string | null;
}

@ObjectType('ChannelStatus', { simpleResolvers: true, description: 'One channel as it is set up and used: the Channels screen.' })
export class ChannelStatusType {
  @Field(() => ChannelKindValue)
  kind: ChannelKindValue;

  @Field()
  label: string;

  @Field({ description: 'Whether everything the channel needs is set.' })
  configured: boolean;

  @Field(() => [String], { description: "What is missing, for an administrator (the settings' names)." })
  missing: string[];

  @Field(() => [String], { description: 'How it is set up (servers, numbers, accounts), never a secret.' })
  details: string[];

  @Field(() => [ChannelWebhookType])
  webhooks: ChannelWebhookType[];

  @Field(() => Date, { nullable: true, description: 'When the newest message came in on it.' })
  lastReceivedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the newest message sent on it was accepted.' })
  lastSentAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: "The newest failure's reason: a send that failed, a mail that could not be read, a mailbox's error.",
  })
  lastError: string | null;

  @Field(() => Date, { nullable: true })
  lastErrorAt: Date | null;

  @Field(() => ChannelTestValue, { nullable: true, description: 'The test message this channel sends; null for inbound-only channels.' })
  test: ChannelTestValue | null;
}

@ObjectType('ChannelsOverview', { simpleResolvers: true })
export class ChannelsOverviewType {
  @Field(() => String, { nullable: true, description: "The app's public address (PUBLIC_URL) the webhook addresses are built from." })
  publicUrl: string | null;

  @Field(() => [ChannelStatusType])
  channels: ChannelStatusType[];
}

@ObjectType('ChannelTestResult', {
  simpleResolvers: true,
  description: "A test message's outcome: sent (with the provider's reference) or the error.",
})
export class ChannelTestResultType {
  @Field(() => ChannelTestValue)
  channel: ChannelTestValue;

  @Field()
  to: string;

  @Field()
  ok: boolean;

  @Field(() => String, { nullable: true, description: 'How it left: smtp, gmail, outlook or twilio.' })
  provider: string | null;

  @Field(() => String, { nullable: true, description: "The provider's reference: the Message-ID, or Twilio's message SID." })
  reference: string | null;

  @Field(() => String, { nullable: true, description: "Why it was not sent, in the server's or provider's words." })
  error: string | null;

  @Field()
  sentAt: Date;
}
