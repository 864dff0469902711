import { Arg, Args, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { CurrentUser } from '../../common/graphql-context';
import { User } from '../users/user.entity';
import { TriageActionInput, TriageDismissInput, TriageQueueArgs, TriageTicketChoicesArgs } from './triage.inputs';
import type { TriageService } from './triage.service';
import {
  BlockedSenderType,
  TriageDismissResult,
  TriageQueueConnection,
  TriageResult,
  TriageTicketChoices,
  TriageTicketDraft,
} from './triage.types';

/** GraphQL side of triage; the same TriageService as the REST routes. */
@Resolver()
export class TriageResolver {
  constructor(private readonly triage: TriageService) {}

  @Allow('read')
  @Query(() => TriageQueueConnection, { description: 'Inbound messages waiting for triage, urgent first, then oldest first.' })
  triageQueue(@Args() args: TriageQueueArgs): Promise<TriageQueueConnection> {
    return this.triage.queue(args);
  }

  @Allow('read')
  @Query(() => TriageTicketDraft, {
    description: 'The new ticket a waiting message suggests, for the agent to check before it is created.',
  })
  triageTicketDraft(@Arg('messageId', () => ID) messageId: string): Promise<TriageTicketDraft> {
    return this.triage.draft(messageId);
  }

  @Allow('read')
  @Query(() => TriageTicketChoices, { description: "Tickets to assign a waiting message to: the sender's open ones first." })
  triageTicketChoices(@Args() args: TriageTicketChoicesArgs, @CurrentUser() me: User): Promise<TriageTicketChoices> {
    return this.triage.ticketChoices(args, me);
  }

  @Allow('work')
  @Mutation(() => TriageResult, { description: 'Assign a waiting message (and its conversation) to a ticket, or create a ticket from it.' })
  triageMessage(@Arg('input', () => TriageActionInput) input: TriageActionInput, @CurrentUser() me: User): Promise<TriageResult> {
    return this.triage.act(input, me);
  }

  @Allow('work')
  @Mutation(() => TriageDismissResult, {
    description: 'Dismiss a waiting message: no action needed, or spam (optionally blocking its sender).',
  })
  dismissTriageMessage(
    @Arg('input', () => TriageDismissInput) input: TriageDismissInput,
    @CurrentUser() me: User,
  ): Promise<TriageDismissResult> {
    return this.triage.dismiss(input, me);
  }

  @Allow('read')
  @Query(() => [BlockedSenderType], { description: 'Senders whose messages are kept out of the triage queue, newest first.' })
  blockedSenders(): Promise<BlockedSenderType[]> {
    return this.triage.blockedSenders();
  }

  @Allow('work')
  @Mutation(() => Boolean, { description: "Lifts a block: the sender's next messages wait for triage again." })
  unblockSender(@Arg('id', () => ID) id: string): Promise<boolean> {
    return this.triage.unblock(id);
  }
}
