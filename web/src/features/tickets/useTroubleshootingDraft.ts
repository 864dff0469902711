import { useQuery } from '@apollo/client/react';
import { TroubleshootingTicketDraftDocument, type TroubleshootingTicketDraftQuery } from '../../gql/graphql';

export type TroubleshootingDraft = TroubleshootingTicketDraftQuery['troubleshootingEscalation'];

/** The three `/tickets/new` parameters that link a new ticket to a guided session; all three are needed. */
export function isTroubleshootingLink(link: {
  fromSession?: string | null;
  articleId?: string | null;
  source?: string | null;
}): link is { fromSession: string; articleId: string; source: 'troubleshooting' } {
  return Boolean(link.fromSession && link.articleId && link.source === 'troubleshooting');
}

/**
 * What a ticket escalated from a guided session starts with: the article's category, a title and
 * the steps gone through with the answers given (read only for a complete link).
 */
export function useTroubleshootingDraft(link: { fromSession?: string | null; articleId?: string | null; source?: string | null }) {
  const linked = isTroubleshootingLink(link);
  const { data, loading, error } = useQuery(TroubleshootingTicketDraftDocument, {
    variables: { sessionId: link.fromSession ?? '', articleId: link.articleId ?? '' },
    skip: !linked,
    fetchPolicy: 'network-only',
  });
  return { linked, draft: data?.troubleshootingEscalation, loading: linked && loading && !data, error };
}
