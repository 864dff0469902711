import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { clientDetailPath, contactDetailPath, knowledgeArticlePath, propertyDetailPath, ticketDetailPath } from '../../lib/paths';
import { GlobalSearchDocument, type GlobalSearchQuery } from '../../gql/graphql';

/** Queries shorter than this (trimmed) are not sent: the server would answer nothing anyway. */
export const MIN_QUERY_LENGTH = 2;
/** Matches shown per group. */
export const RESULTS_PER_GROUP = 5;

export type SearchKind = 'tickets' | 'contacts' | 'clients' | 'properties' | 'articles';

export interface SearchItem {
  kind: SearchKind;
  id: string;
  primary: string;
  secondary: string | null;
  /** Where choosing the item goes. */
  href: string;
}

export interface SearchGroup {
  kind: SearchKind;
  label: string;
  items: SearchItem[];
  totalCount: number;
  /** The total stopped counting (ticket and article searches count 50 ahead): show it as "50+". */
  totalCountCapped: boolean;
}

const LABELS: Record<SearchKind, string> = {
  tickets: 'Tickets',
  contacts: 'Contacts',
  clients: 'Clients',
  properties: 'Properties',
  articles: 'Knowledge Base',
};

/** The groups of a search answer, in display order, without the empty ones. */
export function toGroups(result: GlobalSearchQuery['globalSearch']): SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      kind: 'tickets',
      label: LABELS.tickets,
      totalCount: result.tickets.totalCount,
      totalCountCapped: result.tickets.totalCountCapped,
      items: result.tickets.nodes.map((t) => ({
        kind: 'tickets',
        id: t.id,
        primary: `#${t.number} ${t.title}`,
        secondary: null,
        href: ticketDetailPath(t.id),
      })),
    },
    {
      kind: 'contacts',
      label: LABELS.contacts,
      totalCount: result.contacts.totalCount,
      totalCountCapped: false,
      items: result.contacts.nodes.map((c) => ({
        kind: 'contacts',
        id: c.id,
        primary: c.name,
        secondary: c.email,
        href: contactDetailPath(c.id),
      })),
    },
    {
      kind: 'clients',
      label: LABELS.clients,
      totalCount: result.clients.totalCount,
      totalCountCapped: false,
      items: result.clients.nodes.map((c) => ({
        kind: 'clients',
        id: c.id,
        primary: c.companyName,
        secondary: null,
        href: clientDetailPath(c.id),
      })),
    },
    {
      kind: 'properties',
      label: LABELS.properties,
      totalCount: result.properties.totalCount,
      totalCountCapped: false,
      items: result.properties.nodes.map((p) => ({
        kind: 'properties',
        id: p.id,
        primary: p.name,
        secondary: p.address,
        href: propertyDetailPath(p.id),
      })),
    },
    {
      kind: 'articles',
      label: LABELS.articles,
      totalCount: result.articles.totalCount,
      totalCountCapped: result.articles.totalCountCapped,
      items: result.articles.nodes.map((a) => ({
        kind: 'articles',
        id: a.id,
        primary: a.title,
        secondary: a.country,
        href: knowledgeArticlePath(a.id),
      })),
    },
  ];
  return groups.filter((g) => g.items.length > 0);
}

/** The top-bar search's answer for a (debounced) term; nothing is asked for terms under 2 characters. */
export function useGlobalSearch(term: string) {
  const query = term.trim();
  const skip = query.length < MIN_QUERY_LENGTH;
  const { data, loading, error } = useQuery(GlobalSearchDocument, {
    variables: { query, limit: RESULTS_PER_GROUP },
    skip,
    fetchPolicy: 'cache-and-network',
  });
  const groups = useMemo(() => (data && !skip ? toGroups(data.globalSearch) : []), [data, skip]);
  return { groups, loading: !skip && loading, error: skip ? undefined : error, ready: !skip && Boolean(data) };
}
