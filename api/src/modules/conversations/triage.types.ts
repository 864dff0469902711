import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../common/paging';
import { ChannelValue } from './conversation.enums';
import { CategoryValue, TicketPriorityValue, TicketStatusValue } from '../tickets/ticket.enums';
import { TriageActionValue, TriageConfidenceValue, TriageDismissReasonValue } from './triage.enums';

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

@ObjectType({ description: 'A dismissed message, and the sender it blocked.', simpleResolvers: true })
export class TriageDismissResult {
  @Field(() => ID)
  messageId: string;

  @Field(() => TriageDismissReasonValue)
  reason: TriageDismissReasonValue;

  @Field(() => String, { nullable: true, description: 'The address or number now blocked; null when none was.' })
  blockedAddress: string | null;

  @Field(() => [ID], { description: "Every message that left the queue: this one, and the blocked sender's other waiting ones." })
  dismissedMessageIds: string[];
}

@ObjectType({ description: 'A sender whose messages are stored but kept out of the triage queue.', simpleResolvers: true })
export class BlockedSenderType {
  @Field(() => ID)
  id: string;

  @Field()
  address: string;

  @Field(() => ChannelValue)
  channel: ChannelValue;

  @Field(() => String, { nullable: true })
  note: string | null;

  @Field(() => String, { nullable: true, description: 'Who blocked it.' })
  createdByName: string | null;

  @Field()
  createdAt: Date;
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

@ObjectType({
  description:
    "A new ticket as the message suggests it, for the agent to check before it is created: the sender's client and property when they can be told (else null: the agent chooses).",
  simpleResolvers: true,
})
export class TriageTicketDraft {
  @Field(() => ID)
  messageId: string;

  @Field({ description: 'The subject, else the first sentence, shortened at a whole word.' })
  title: string;

  @Field({ description: "The sender's own text (quoted earlier e-mails left out)." })
  description: string;

  @Field(() => TicketPriorityValue, { description: 'Emergency when the message describes one, urgent when the sender asks for haste.' })
  priority: TicketPriorityValue;

  @Field(() => CategoryValue)
  category: CategoryValue;

  @Field(() => ID, { nullable: true })
  clientId: string | null;

  @Field(() => String, { nullable: true })
  clientName: string | null;

  @Field(() => ID, { nullable: true, description: 'The sender.' })
  requesterId: string | null;

  @Field(() => String, { nullable: true })
  requesterName: string | null;

  @Field(() => String, { nullable: true })
  requesterEmail: string | null;

  @Field(() => ID, { nullable: true })
  propertyId: string | null;
}

@ObjectType({ description: 'A ticket a waiting message can be assigned to.', simpleResolvers: true })
export class TriageTicketChoice {
  @Field(() => ID)
  id: string;

  @Field(() => Int)
  number: number;

  @Field()
  title: string;

  @Field(() => TicketStatusValue)
  status: TicketStatusValue;

  @Field({ description: "An open ticket the sender raised or one on the sender's property (listed first)." })
  sendersOpen: boolean;
}

@ObjectType({ description: "Tickets to assign a waiting message to: the sender's open ones first, then the others newest first." })
export class TriageTicketChoices {
  @Field(() => [TriageTicketChoice])
  nodes: TriageTicketChoice[];

  @Field(() => Int, { description: 'How many tickets match (the open ones of the sender included), counted as the ticket list counts.' })
  totalCount: number;
}
