import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { KnowledgeArticleStatsDocument, type KnowledgeArticleStatsQuery } from '../../gql/graphql';

export type ArticleStats = KnowledgeArticleStatsQuery['knowledgeArticleStats'][number];

/**
 * What the guides save, per article (docs/decisions.md "What the guides save"): sessions started,
 * resolved, escalated, abandoned and the step people give up at most. `articleIds` narrows the
 * read to those articles (e.g. the page of the admin list shown); without it, every article.
 */
export function useArticleStats(options: { articleIds?: string[]; from?: string; to?: string; skip?: boolean } = {}) {
  const { data, loading, error, refetch } = useQuery(KnowledgeArticleStatsDocument, {
    variables: { articleIds: options.articleIds ?? null, from: options.from ?? null, to: options.to ?? null },
    skip: options.skip,
    fetchPolicy: 'cache-and-network',
  });
  const byArticle = useMemo(() => new Map((data?.knowledgeArticleStats ?? []).map((s) => [s.articleId, s])), [data]);
  return {
    stats: data?.knowledgeArticleStats ?? [],
    /** The figures of one article, or undefined until read. */
    statsOf: (articleId: string): ArticleStats | undefined => byArticle.get(articleId),
    loading: loading && !data,
    error,
    refetch: () => void refetch().catch(() => undefined),
  };
}
