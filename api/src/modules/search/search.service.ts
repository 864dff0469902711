import { Invalid } from '../../common/errors';
import type { Page } from '../../common/paging';
import type { Client } from '../clients/client.entity';
import type { ClientService } from '../clients/client.service';
import type { Contact } from '../contacts/contact.entity';
import type { ContactService } from '../contacts/contact.service';
import type { KnowledgeArticlePage, KnowledgeArticleService } from '../knowledge/knowledge-article.service';
import type { Property } from '../properties/property.entity';
import type { PropertyService } from '../properties/property.service';
import type { TicketPage, TicketService } from '../tickets/ticket.service';
import type { User } from '../users/user.entity';
import { SEARCH_LIMITS, SEARCH_MESSAGES } from './search.inputs';

/** What the top-bar search answers: a few matches of each kind, with each kind's total. */
export interface GlobalSearchResult {
  tickets: TicketPage;
  contacts: Page<Contact>;
  clients: Page<Client>;
  properties: Page<Property>;
  /** Active knowledge articles, best match first (full text). */
  articles: KnowledgeArticlePage;
}

const EMPTY = <T>(): Page<T> => ({ nodes: [], totalCount: 0 });

/**
 * The top bar's search across tickets, contacts, clients, properties and knowledge articles. It
 * asks each feature's own service (their searches are served by trigram indexes, the articles' by
 * a full-text index), all in parallel.
 */
export class SearchService {
  constructor(
    private readonly tickets: TicketService,
    private readonly contacts: ContactService,
    private readonly clients: ClientService,
    private readonly properties: PropertyService,
    private readonly articles: KnowledgeArticleService,
  ) {}

  async search(query: string, limit: number, me: User): Promise<GlobalSearchResult> {
    if (!Number.isInteger(limit) || limit < SEARCH_LIMITS.minLimit || limit > SEARCH_LIMITS.maxLimit) {
      throw new Invalid(SEARCH_MESSAGES.limit, 'limit');
    }
    const term = query.trim();
    if (term.length > SEARCH_LIMITS.maxQuery) throw new Invalid(SEARCH_MESSAGES.query, 'q');
    // One character matches nearly everything and no trigram index helps: answer nothing.
    if (term.length < SEARCH_LIMITS.minQuery) {
      return {
        tickets: { ...EMPTY(), totalCountCapped: false },
        contacts: EMPTY(),
        clients: EMPTY(),
        properties: EMPTY(),
        articles: { ...EMPTY(), totalCountCapped: false },
      };
    }
    const page = { limit, offset: 0 };
    const [tickets, contacts, clients, properties, articles] = await Promise.all([
      this.tickets.list({ search: term }, page, me),
      this.contacts.list({ search: term, ...page }),
      this.clients.list({ search: term, ...page }),
      this.properties.list({ search: term, ...page }),
      // What the Knowledge Base screen shows: active articles only.
      this.articles.list({ search: term, isActive: true }, page),
    ]);
    return { tickets, contacts, clients, properties, articles };
  }
}
