import { Field, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../common/paging';
import { Activity } from './activity.entity';
import { TicketStatusValue } from './ticket.enums';
import { Ticket } from './ticket.entity';

@ObjectType({ simpleResolvers: true })
export class TicketConnection extends Connection(Ticket) {
  @Field({ description: 'True when a search stopped counting its matches (50 past the offset): totalCount is then a lower bound.' })
  totalCountCapped: boolean;
}

@ObjectType({ simpleResolvers: true })
export class ActivityConnection extends Connection(Activity) {}

@ObjectType({ description: 'One Kanban column: the newest tickets of a status and the total.', simpleResolvers: true })
export class TicketBoardColumn {
  @Field(() => TicketStatusValue)
  status: TicketStatusValue;

  @Field(() => Int)
  totalCount: number;

  @Field({
    description:
      'True when the column stopped counting (at 1,000 tickets, or a search 50 past the page): totalCount is then a lower bound.',
  })
  totalCountCapped: boolean;

  @Field(() => [Ticket])
  tickets: Ticket[];
}
