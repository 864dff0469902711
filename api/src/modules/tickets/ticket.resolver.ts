import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { CurrentUser } from '../../common/graphql-context';
import { perSelection } from '../../common/graphql-selection';
import { User } from '../users/user.entity';
import { Activity } from './activity.entity';
import { TicketComment } from './ticket-comment.entity';
import { ticketFields } from './ticket.queries';
import type { TicketCommentView } from './ticket.view';
import { Ticket } from './ticket.entity';
import {
  AddTicketActivityInput,
  ChangeTicketStatusInput,
  CreateTicketInput,
  TicketActivitiesArgs,
  TicketBoardArgs,
  TicketsArgs,
  UpdateTicketInput,
} from './ticket.inputs';
import type { SessionEscalation, TicketService } from './ticket.service';
import { ActivityConnection, TicketBoardColumn, TicketConnection } from './ticket.types';
import type { UserService } from '../users/user.service';

// What the reads' selections ask of each ticket: only those columns and relations are read.
const ownFields = perSelection([], ticketFields);
const nodeFields = perSelection(['nodes'], ticketFields);
const columnFields = perSelection(['tickets'], ticketFields);

/** GraphQL side of tickets; the same TicketService as the REST routes (and the knowledge side's escalation). */
@Resolver(() => Ticket)
export class TicketResolver {
  constructor(
    private readonly service: TicketService,
    private readonly escalation: SessionEscalation,
  ) {}

  @Allow('read')
  @Query(() => TicketConnection, { description: 'Tickets, newest first, filtered and paged.' })
  async tickets(@Args() args: TicketsArgs, @CurrentUser() me: User, @Info() info: GraphQLResolveInfo): Promise<TicketConnection> {
    return this.service.list(args.filter, args, me, nodeFields(info));
  }

  @Allow('read')
  @Query(() => Ticket)
  ticket(@Arg('id', () => ID) id: string, @Info() info: GraphQLResolveInfo): Promise<Ticket> {
    return this.service.get(id, undefined, ownFields(info));
  }

  @Allow('read')
  @Query(() => ActivityConnection, { description: "A ticket's activity feed, newest first." })
  ticketActivities(@Args() args: TicketActivitiesArgs): Promise<ActivityConnection> {
    return this.service.activities(args.ticketId, args);
  }

  @Allow('read')
  @Query(() => [TicketBoardColumn], {
    description: 'Kanban: every status with its newest tickets and total; load more with tickets(filter: {status}, offset).',
  })
  async ticketBoard(
    @Args() args: TicketBoardArgs,
    @CurrentUser() me: User,
    @Info() info: GraphQLResolveInfo,
  ): Promise<TicketBoardColumn[]> {
    return (await this.service.board(args.filter, args.perColumn, me, columnFields(info))) as TicketBoardColumn[];
  }

  @Allow('work')
  @Mutation(() => Ticket)
  createTicket(@Arg('input', () => CreateTicketInput) input: CreateTicketInput, @CurrentUser() me: User): Promise<Ticket> {
    return this.service.submit(input, me, this.escalation);
  }

  @Allow('work')
  @Mutation(() => Ticket, { description: 'Change assignee, priority and/or status.' })
  updateTicket(@Arg('input', () => UpdateTicketInput) input: UpdateTicketInput, @CurrentUser() me: User): Promise<Ticket> {
    return this.service.update(input, me);
  }

  @Allow('work')
  @Mutation(() => Ticket, { description: 'Kanban drag: set the status.' })
  changeTicketStatus(
    @Arg('input', () => ChangeTicketStatusInput) input: ChangeTicketStatusInput,
    @CurrentUser() me: User,
  ): Promise<Ticket> {
    return this.service.changeStatus(input, me);
  }

  @Allow('work')
  @Mutation(() => Activity, { description: 'Add a note, call, e-mail (recorded, not sent), client update or comment.' })
  addTicketActivity(@Arg('input', () => AddTicketActivityInput) input: AddTicketActivityInput, @CurrentUser() me: User): Promise<Activity> {
    return this.service.addActivity(input, me);
  }

  @Allow('read')
  @FieldResolver(() => Int, {
    nullable: true,
    description:
      'SLA time left in seconds, counted as its priority counts (business hours or all hours); while paused, as at the pause; 0 once due; null once completed. Read one ticket at a time.',
  })
  async slaRemainingSeconds(@Root() ticket: Ticket): Promise<number | null> {
    return this.service.slaRemainingSeconds(ticket.id);
  }

  @Allow('read')
  @FieldResolver(() => [TicketComment], { description: 'Its comments, oldest first (read only when asked for).' })
  comments(@Root() ticket: Ticket): Promise<TicketCommentView[]> {
    return this.service.comments(ticket.id);
  }
}

@Resolver(() => Activity)
export class ActivityResolver {
  constructor(private readonly users: UserService) {}

  @Allow('read')
  @FieldResolver(() => User, { nullable: true, description: 'Who recorded it (null for the system or a deleted user).' })
  async user(@Root() activity: Activity): Promise<User | null> {
    if (activity.user !== undefined) return activity.user;
    return activity.userId ? this.users.find(activity.userId) : null;
  }
}
