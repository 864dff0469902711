import { feature, resolver } from '../../common/feature-module';
import type { ClientService } from '../clients/client.service';
import type { ContactService } from '../contacts/contact.service';
import type { KnowledgeArticleService } from '../knowledge/knowledge-article.service';
import type { PropertyService } from '../properties/property.service';
import type { TicketService } from '../tickets/ticket.service';
import { SearchResolver } from './search.resolver';
import { searchRouter } from './search.rest';
import { SearchService } from './search.service';

interface Uses {
  search: SearchService;
  tickets: TicketService;
  contacts: ContactService;
  clients: ClientService;
  properties: PropertyService;
  knowledgeArticles: KnowledgeArticleService;
}

/** The global search across tickets, people, properties and articles. */
export const searchModule = feature<Uses>()({
  name: 'search',
  entities: [],
  services: {
    search: ({ tickets, contacts, clients, properties, knowledgeArticles }) =>
      new SearchService(tickets, contacts, clients, properties, knowledgeArticles),
  },
  resolvers: [resolver(SearchResolver, ({ search }) => new SearchResolver(search))],
  routers: [{ path: '/api/search', create: ({ search }) => searchRouter(search) }],
});
