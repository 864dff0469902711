import { Arg, Field, ID, ObjectType, Resolver, Root, Subscription } from 'type-graphql';
import { Allow } from '../../common/permissions';
import type { GraphQLContext } from '../../common/graphql-context';
import { TicketStatusValue, type TicketStatus } from './ticket.enums';
import {
  TICKET_CHANGES_TOPIC,
  TicketChangeKindValue,
  type TicketChange as TicketChangePayload,
  type TicketChangeKind,
} from './ticket.events';

@ObjectType({ description: 'A committed change of a ticket: read the ticket (or the lists) again to see it.' })
export class TicketChange {
  @Field(() => ID)
  ticketId: string;

  @Field(() => TicketChangeKindValue)
  kind: TicketChangeKind;

  @Field(() => TicketStatusValue, { nullable: true, description: 'The new status, when the status changed.' })
  status?: TicketStatus | null;
}

/** Live ticket changes for the board, the list and an open ticket (signed-in staff; sockets need the session cookie). */
@Resolver(() => TicketChange)
export class TicketEventsResolver {
  @Allow('read')
  @Subscription(() => TicketChange, {
    topics: TICKET_CHANGES_TOPIC,
    filter: ({ payload, args }: { payload: TicketChangePayload; args: { ticketId?: string | null }; context: GraphQLContext }) =>
      !args.ticketId || payload.ticketId === args.ticketId,
    description:
      'Every committed change of the ticket `ticketId` (of every ticket without it): status, assignee, priority, activity, tasks.',
  })
  ticketChanged(
    @Root() change: TicketChangePayload,
    @Arg('ticketId', () => ID, { nullable: true }) _ticketId?: string | null,
  ): TicketChange {
    return { ticketId: change.ticketId, kind: change.kind, status: change.status ?? null };
  }
}
