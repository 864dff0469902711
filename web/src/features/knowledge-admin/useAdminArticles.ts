import { useQuery } from '@apollo/client/react';
import {
  AdminCreateKnowledgeArticleDocument,
  AdminKnowledgeArticlesDocument,
  AdminUpdateKnowledgeArticleDocument,
  KnowledgeArticleListDocument,
} from '../../gql/graphql';
import { useRefetchMounted } from '../../lib/refetch';
import { useInputMutation } from '../../lib/useInputMutation';

/** Articles the admin lists (all of them, active or not, by title); more than this and the list says so. */
export const ADMIN_ARTICLE_LIMIT = 100;

/** Lists that show articles: the admin list and the Knowledge Base screen's. */
const REFRESH_AFTER_SAVE = [AdminKnowledgeArticlesDocument, KnowledgeArticleListDocument];

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
  const refetchQueries = useRefetchMounted(REFRESH_AFTER_SAVE);
  const { run: createArticle, loading } = useInputMutation(
    AdminCreateKnowledgeArticleDocument,
    'createKnowledgeArticle',
    'Failed to create article',
    { refetchQueries },
  );
  return { createArticle, loading };
}

export function useUpdateArticle() {
  const refetchQueries = useRefetchMounted(REFRESH_AFTER_SAVE);
  const { run: updateArticle, loading } = useInputMutation(
    AdminUpdateKnowledgeArticleDocument,
    'updateKnowledgeArticle',
    'Failed to update article',
    { refetchQueries },
  );
  return { updateArticle, loading };
}
