import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AdminCreateKnowledgeArticleDocument,
  AdminKnowledgeArticlesDocument,
  AdminUpdateKnowledgeArticleDocument,
  type CreateKnowledgeArticleInput,
  type UpdateKnowledgeArticleInput,
} from '../../gql/graphql';
import type { AdminArticle } from './articleSchema';

/** Articles the admin lists (all of them, active or not, by title); more than this and the list says so. */
export const ADMIN_ARTICLE_LIMIT = 100;

/** Lists that show articles: the admin list and the Knowledge Base screen's. */
const REFRESH_AFTER_SAVE = ['AdminKnowledgeArticles', 'KnowledgeArticles'];

export function useAdminArticles() {
  const { data, loading, error, refetch } = useQuery(AdminKnowledgeArticlesDocument, {
    variables: { limit: ADMIN_ARTICLE_LIMIT, offset: 0 },
    fetchPolicy: 'cache-and-network',
  });
  return {
    articles: data?.knowledgeArticles.nodes ?? [],
    totalCount: data?.knowledgeArticles.totalCount ?? 0,
    loading: loading && !data,
    error,
    refetch: () => void refetch().catch(() => undefined),
  };
}

export function useCreateArticle() {
  const [mutate, { loading }] = useMutation(AdminCreateKnowledgeArticleDocument, { refetchQueries: REFRESH_AFTER_SAVE });
  const createArticle = useCallback(
    async (input: CreateKnowledgeArticleInput): Promise<AdminArticle> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('Failed to create article');
      return data.createKnowledgeArticle;
    },
    [mutate],
  );
  return { createArticle, loading };
}

export function useUpdateArticle() {
  const [mutate, { loading }] = useMutation(AdminUpdateKnowledgeArticleDocument, { refetchQueries: REFRESH_AFTER_SAVE });
  const updateArticle = useCallback(
    async (input: UpdateKnowledgeArticleInput): Promise<AdminArticle> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('Failed to update article');
      return data.updateKnowledgeArticle;
    },
    [mutate],
  );
  return { updateArticle, loading };
}
