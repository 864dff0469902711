import { Arg, Field, ID, ObjectType, Resolver, Root, Subscription } from 'type-graphql';
import { Allow } from '../../common/permissions';
import {
  CONVERSATION_EVENTS_TOPIC,
  ConversationEventKindValue,
  TRIAGE_EVENTS_TOPIC,
  TriageEventKindValue,
  type ConversationEvent as ConversationEventPayload,
  type ConversationEventKind,
  type TriageEvent as TriageEventPayload,
  type TriageEventKind,
} from './conversation.events';

@ObjectType({ description: 'Something happened in a conversation: read its thread (or the list) again to see it.' })
export class ConversationEvent {
  @Field(() => ID)
  conversationId: string;

  @Field(() => ID, { nullable: true })
  messageId: string | null;

  @Field(() => ConversationEventKindValue)
  kind: ConversationEventKind;
}

@ObjectType({ description: 'The triage queue changed: read it again to see how.' })
export class TriageEvent {
  @Field(() => ID)
  messageId: string;

  @Field(() => TriageEventKindValue)
  kind: TriageEventKind;
}

/** Live updates of conversations and the triage queue (signed-in staff; sockets need the session cookie). */
@Resolver()
export class ConversationEventsResolver {
  @Allow('read')
  @Subscription(() => ConversationEvent, {
    topics: CONVERSATION_EVENTS_TOPIC,
    filter: ({ payload, args }: { payload: ConversationEventPayload; args: { conversationId: string } }) =>
      payload.conversationId === args.conversationId,
    description: "A conversation's new and changed messages, and its link to a ticket.",
  })
  conversationMessages(
    @Root() event: ConversationEventPayload,
    @Arg('conversationId', () => ID) _conversationId: string,
  ): ConversationEvent {
    return event;
  }

  @Allow('read')
  @Subscription(() => ConversationEvent, {
    topics: CONVERSATION_EVENTS_TOPIC,
    description: 'Every conversation event: the conversation list reads itself again.',
  })
  conversationsChanged(@Root() event: ConversationEventPayload): ConversationEvent {
    return event;
  }

  @Allow('read')
  @Subscription(() => TriageEvent, {
    topics: TRIAGE_EVENTS_TOPIC,
    description: 'Messages joining or leaving the triage queue.',
  })
  triageQueueChanged(@Root() event: TriageEventPayload): TriageEvent {
    return event;
  }
}
