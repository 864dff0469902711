import { Arg, Args, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { CurrentUser } from '../../common/graphql-context';
import { Activity } from '../tickets/activity.entity';
import type { User } from '../users/user.entity';
import {
  ConversationsArgs,
  RetryMessageInput,
  SendConversationEmailInput,
  SendReplyInput,
  SendTicketEmailInput,
  UpdateConversationInput,
} from './conversation.inputs';
import type { ConversationService } from './conversation.service';
import type { ChannelValue, MessageStatusValue } from './conversation.enums';
import {
  ChannelSendStateType,
  ConversationConnectionType,
  ConversationMessageType,
  ConversationThreadType,
  ConversationType,
  MessageDeliveryType,
} from './conversation.types';
import { toConversationView, toMessageView, toThreadView } from './conversation.view';
import type { OutboundService } from './outbound.service';

/** GraphQL side of conversations; the same services as the REST routes. */
@Resolver()
export class ConversationResolver {
  constructor(
    private readonly service: ConversationService,
    private readonly outbound: OutboundService,
  ) {}

  @Allow('read')
  @Query(() => ConversationConnectionType, { description: 'Conversations, newest activity first.' })
  async conversations(@Args() args: ConversationsArgs, @CurrentUser() me: User): Promise<ConversationConnectionType> {
    const { limit, offset, ...filter } = args;
    const [page, activeCount] = await Promise.all([this.service.list({ limit, offset }, filter, me.id), this.service.activeCount()]);
    return { nodes: page.nodes.map(toConversationView), totalCount: page.totalCount, activeCount };
  }

  @Allow('read')
  @Query(() => ConversationThreadType)
  async conversation(@Arg('id', () => ID) id: string, @CurrentUser() me: User): Promise<ConversationThreadType> {
    return toThreadView(await this.service.thread(id, me.id));
  }

  @Allow('work')
  @Mutation(() => ConversationType, {
    description: 'Changes who answers a conversation and/or its state (open, waiting on the customer, closed).',
  })
  async updateConversation(@Arg('input') input: UpdateConversationInput, @CurrentUser() me: User): Promise<ConversationType> {
    return toConversationView(await this.service.update(input, me.id));
  }

  @Allow('own')
  @Mutation(() => ConversationType, {
    description: 'Marks a conversation read for the signed-in user; it is unread again when the contact writes.',
  })
  async markConversationRead(@Arg('id', () => ID) id: string, @CurrentUser() me: User): Promise<ConversationType> {
    return toConversationView(await this.service.markRead(id, me.id));
  }

  @Allow('read')
  @Query(() => [ConversationType], { description: 'The conversations linked to a ticket.' })
  async ticketConversations(@Arg('ticketId', () => ID) ticketId: string): Promise<ConversationType[]> {
    return (await this.service.forTicket(ticketId)).map(toConversationView);
  }

  @Allow('work')
  @Mutation(() => ConversationMessageType, {
    description: "A reply on the conversation's channel: sent, failed (with the reason) or pending while queued.",
  })
  async sendReply(@Arg('input') input: SendReplyInput, @CurrentUser() me: User): Promise<ConversationMessageType> {
    return toMessageView(await this.outbound.reply(me, input));
  }

  @Allow('work')
  @Mutation(() => ConversationMessageType, { description: 'Compose Email in an e-mail conversation.' })
  async sendConversationEmail(@Arg('input') input: SendConversationEmailInput, @CurrentUser() me: User): Promise<ConversationMessageType> {
    return toMessageView(await this.outbound.composeEmail(me, input));
  }

  @Allow('work')
  @Mutation(() => ConversationMessageType, { description: "Send Email from a ticket to its requester; recorded in the ticket's feed." })
  async sendTicketEmail(@Arg('input') input: SendTicketEmailInput, @CurrentUser() me: User): Promise<ConversationMessageType> {
    return toMessageView(await this.outbound.ticketEmail(me, input));
  }

  @Allow('work')
  @Mutation(() => ConversationMessageType, {
    description: 'Sends a failed outbound message again (the same message); one that is pending or sent is answered as it stands.',
  })
  async retryMessage(@Arg('input') input: RetryMessageInput): Promise<ConversationMessageType> {
    return toMessageView(await this.outbound.retry(input.messageId));
  }

  @Allow('read')
  @Query(() => [ChannelSendStateType], { description: 'Which channels the signed-in user can send on now, and why not.' })
  async sendingChannels(@CurrentUser() me: User): Promise<ChannelSendStateType[]> {
    return (await this.outbound.channels(me)).map((state) => ({ ...state, channel: state.channel as ChannelValue }));
  }
}

/** The send state of a ticket's outbound e-mail, on its feed entry. */
@Resolver(() => Activity)
export class ActivityDeliveryResolver {
  constructor(private readonly outbound: OutboundService) {}

  @Allow('read')
  @FieldResolver(() => MessageDeliveryType, { nullable: true, description: 'For an e-mail the desk sent: pending, sent or failed.' })
  async delivery(@Root() activity: Activity): Promise<MessageDeliveryType | null> {
    const messageId = activity.metadata?.messageId;
    if (activity.type !== 'email' || typeof messageId !== 'string') return null;
    const state = (await this.outbound.deliveries([messageId])).get(messageId);
    return state ? { ...state, status: state.status as MessageStatusValue } : null;
  }
}
