import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../common/paging';
import { ChannelValue } from './conversation.enums';
import { TriageActionValue, TriageConfidenceValue } from './triage.enums';

@ObjectType({ description: 'The routing suggestion of a waiting message, computed when it arrived.', simpleResolvers: true })
export class TriageSuggestion {
  @Field({ description: 'Why, in words an agent understands (also why it is urgent).' })
  reason: string;

  @Field(() => TriageConfidenceValue, { nullable: true, description: "null: no confident suggestion ('Needs Review')." })
  confidence: TriageConfidenceValue | null;

  @Field(() => ID, { nullable: true })
  ticketId: string | null;

  @Field(() => Int, { nullable: true })
  ticketNumber: number | null;

  @Field(() => String, { nullable: true })
  ticketTitle: string | null;

  @Field({ description: 'The message reads as an emergency (gas, fire, flooding, no heating in winter, ...).' })
  urgent: boolean;
}

@ObjectType({ description: 'An inbound message waiting for triage.', simpleResolvers: true })
export class TriageQueueItem {
  @Field(() => ID, { description: "The message's id." })
  id: string;

  @Field(() => ID)
  messageId: string;

  @Field(() => ID)
  conversationId: string;

  @Field(() => String, { nullable: true })
  subject: string | null;

  @Field(() => ChannelValue)
  channel: ChannelValue;

  @Field(() => String, { nullable: true })
  contactName: string | null;

  @Field(() => ID, { nullable: true })
  contactId: string | null;

  @Field()
  createdAt: Date;

  @Field()
  body: string;

  @Field(() => TriageSuggestion)
  suggestedRouting: TriageSuggestion;
}

@ObjectType({ description: 'Waiting messages, urgent first, then oldest first.' })
export class TriageQueueConnection extends Connection(TriageQueueItem) {
  @Field({ description: 'True when the queue holds more than 1,000 messages: totalCount is then 1,000, a lower bound.' })
  totalCountCapped: boolean;
}

@ObjectType({ description: 'A triaged message and the ticket it now belongs to.', simpleResolvers: true })
export class TriageResult {
  @Field(() => ID)
  messageId: string;

  @Field(() => TriageActionValue)
  action: TriageActionValue;

  @Field(() => ID)
  conversationId: string;

  @Field(() => ID)
  ticketId: string;

  @Field(() => Int)
  ticketNumber: number;

  @Field()
  ticketTitle: string;

  @Field({ description: 'create_ticket: the ticket is new.' })
  ticketCreated: boolean;

  @Field(() => [ID], { description: "The conversation's waiting messages linked with it (this one included)." })
  linkedMessageIds: string[];
}
