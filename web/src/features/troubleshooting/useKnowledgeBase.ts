import { useQuery } from '@apollo/client/react';
import { ErrorCode } from '@pmp/shared';
import {
  KnowledgeArticleListDocument,
  KnowledgeArticleReaderDocument,
  ResponsibilityForArticleDocument,
  TicketResponsibilityDocument,
  type Category,
  type Country,
  type KnowledgeArticleCardFragment,
  type KnowledgeArticleReaderQuery,
  type ResponsibilityEntryFieldsFragment,
} from '../../gql/graphql';
import { readApolloError } from '../../lib/errors';

export type ArticleCardData = KnowledgeArticleCardFragment;
export type ReaderArticle = KnowledgeArticleReaderQuery['knowledgeArticle'];
export type ResponsibilityEntry = ResponsibilityEntryFieldsFragment;

/** Cards per page of the Knowledge Base (a multiple of the grid's 1, 2 and 3 columns). */
export const ARTICLES_PER_PAGE = 24;

export interface ArticleQuery {
  search: string;
  category: Category | null;
  country: Country | null;
  offset: number;
}

/** One page of the active articles, filtered and searched on the server (best match first). */
export function useKnowledgeArticles({ search, category, country, offset }: ArticleQuery) {
  const { data, previousData, loading, error } = useQuery(KnowledgeArticleListDocument, {
    variables: {
      filter: { search: search.trim() || null, category, country, isActive: true },
      limit: ARTICLES_PER_PAGE,
      offset,
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.knowledgeArticles;
  return {
    articles: page?.nodes ?? [],
    totalCount: page?.totalCount ?? 0,
    // A search stops counting 50 past the page: the total is then a lower bound ("75+").
    totalCountCapped: page?.totalCountCapped ?? false,
    loading,
    error,
    loaded: Boolean(data ?? previousData),
  };
}

/** One article for the reader; `notFound` when the server has none with this id. */
export function useKnowledgeArticle(id: string) {
  const { data, loading, error } = useQuery(KnowledgeArticleReaderDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const notFound = !data && error !== undefined && readApolloError(error).code === ErrorCode.NOT_FOUND;
  return { article: data?.knowledgeArticle ?? null, loading: loading && !data, error: notFound ? undefined : error, notFound };
}

/** The responsibility matrix's active entries for a country and category (an article's Legal Information). */
export function useResponsibilityFor(country: Country | null, category: Category | null) {
  const { data, loading, error } = useQuery(ResponsibilityForArticleDocument, {
    variables: { country: country ?? 'UK', category: category ?? 'OTHER' },
    skip: !country || !category,
    fetchPolicy: 'cache-and-network',
  });
  return { entries: data?.responsibilityFor ?? [], loading: loading && !data, error };
}

/** Who is responsible for a ticket's repair: the matrix entries for its property's country and its category. */
export function useTicketResponsibility(ticketId: string) {
  const { data, loading, error } = useQuery(TicketResponsibilityDocument, { variables: { ticketId }, fetchPolicy: 'cache-and-network' });
  return { responsibility: data?.ticketResponsibility ?? null, loading: loading && !data, error };
}
