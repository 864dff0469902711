import { toTicketRowView } from '../tickets/ticket.view';
import type { GlobalSearchResult } from './search.service';

/** `GET /api/search` answers: each kind's matches (tickets as list rows) and totals. */
export function toSearchView(result: GlobalSearchResult) {
  return {
    tickets: result.tickets.nodes.map(toTicketRowView),
    contacts: result.contacts.nodes,
    clients: result.clients.nodes,
    properties: result.properties.nodes,
    articles: result.articles.nodes,
    totals: {
      tickets: result.tickets.totalCount,
      contacts: result.contacts.totalCount,
      clients: result.clients.totalCount,
      properties: result.properties.totalCount,
      articles: result.articles.totalCount,
    },
    // Ticket and article totals of a search stop counting 50 past the offset (TicketService,
    // KnowledgeArticleService): then this is true.
    totalsCapped: { tickets: result.tickets.totalCountCapped, articles: result.articles.totalCountCapped },
  };
}
