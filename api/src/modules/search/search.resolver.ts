import { Args, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { CurrentUser } from '../../common/graphql-context';
import { ClientConnection } from '../clients/client.types';
import { ContactConnection } from '../contacts/contact.types';
import { KnowledgeArticleConnection } from '../knowledge/knowledge-article.types';
import { PropertyConnection } from '../properties/property.types';
import { TicketConnection } from '../tickets/ticket.types';
import { GlobalSearchArgs } from './search.inputs';
import type { SearchService } from './search.service';
import type { User } from '../users/user.entity';

@ObjectType({ description: 'The top-bar search: the newest matches of each kind with their totals.' })
export class GlobalSearchResults {
  @Field(() => TicketConnection)
  tickets: TicketConnection;

  @Field(() => ContactConnection)
  contacts: ContactConnection;

  @Field(() => ClientConnection)
  clients: ClientConnection;

  @Field(() => PropertyConnection)
  properties: PropertyConnection;

  @Field(() => KnowledgeArticleConnection, { description: 'Active knowledge articles, best match first.' })
  articles: KnowledgeArticleConnection;
}

/** GraphQL side of the top-bar search; the same SearchService as `GET /api/search`. */
@Resolver()
export class SearchResolver {
  constructor(private readonly service: SearchService) {}

  @Allow('read')
  @Query(() => GlobalSearchResults, { description: 'Tickets, contacts, clients, properties and knowledge articles matching a text.' })
  globalSearch(@Args(() => GlobalSearchArgs) args: GlobalSearchArgs, @CurrentUser() me: User): Promise<GlobalSearchResults> {
    return this.service.search(args.query, args.limit, me);
  }
}
