import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ChannelValue } from '../conversations/conversation.enums';

export enum AlertChannelValue {
  IN_APP = 'in_app',
  SMS = 'sms',
  EMAIL = 'email',
}
registerEnumType(AlertChannelValue, { name: 'AlertChannel', description: 'How an urgent alert reached a person.' });

export enum AlertOutcomeValue {
  SENT = 'sent',
  FAILED = 'failed',
}
registerEnumType(AlertOutcomeValue, { name: 'AlertOutcome' });

@ObjectType('OnCallShift', { simpleResolvers: true, description: 'A weekly turn on call, in the company time zone.' })
export class OnCallShiftType {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  userId: string;

  @Field()
  userName: string;

  @Field(() => Int, { description: '1 (Monday) to 7 (Sunday).' })
  weekday: number;

  @Field({ description: '"18:00".' })
  startsAt: string;

  @Field({ description: '"08:00"; at or before the start: the next day.' })
  endsAt: string;

  @Field(() => Int, { description: 'Who is alerted first when several are on call: 1, then 2, ...' })
  position: number;
}

@ObjectType('UrgentAlert', { simpleResolvers: true, description: 'One way one person was alerted about an urgent message.' })
export class UrgentAlertType {
  @Field(() => ID)
  userId: string;

  @Field()
  userName: string;

  @Field(() => Int, { description: '1 for the first person alerted, 2 after the first escalation, ...' })
  round: number;

  @Field(() => AlertChannelValue)
  channel: AlertChannelValue;

  @Field(() => AlertOutcomeValue)
  outcome: AlertOutcomeValue;

  @Field(() => String, { nullable: true, description: 'Why it failed, and what stood in for it.' })
  detail: string | null;

  @Field()
  createdAt: Date;
}

@ObjectType('UrgentIncident', { simpleResolvers: true, description: "An urgent message's alerts and who opened it." })
export class UrgentIncidentType {
  @Field(() => ID)
  messageId: string;

  @Field()
  reason: string;

  @Field()
  raisedAt: Date;

  @Field(() => Date, { nullable: true })
  acknowledgedAt: Date | null;

  @Field(() => String, { nullable: true })
  acknowledgedByName: string | null;

  @Field(() => Date, { nullable: true, description: 'When the next person is alerted unless someone opens it first.' })
  nextAlertAt: Date | null;

  @Field(() => [UrgentAlertType])
  alerts: UrgentAlertType[];
}

@ObjectType('OpenUrgentAlert', {
  simpleResolvers: true,
  description: 'An urgent message the signed-in person was alerted to that nobody has opened.',
})
export class OpenUrgentAlertType {
  @Field(() => ID)
  messageId: string;

  @Field(() => ID)
  conversationId: string;

  @Field(() => ID, { nullable: true })
  ticketId: string | null;

  @Field(() => ChannelValue)
  channel: ChannelValue;

  @Field({ description: "The sender's name, else their address." })
  from: string;

  @Field()
  reason: string;

  @Field({ description: 'The start of what they wrote.' })
  excerpt: string;

  @Field()
  raisedAt: Date;
}
