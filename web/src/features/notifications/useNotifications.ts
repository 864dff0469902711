import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  NotificationsDocument,
  UnreadNotificationCountChangedDocument,
  UnreadNotificationCountDocument,
  type NotificationFieldsFragment,
} from '../../gql/graphql';

export type NotificationItem = NotificationFieldsFragment;

/** The unread count is polled every 30 s (like the dashboard and the task lists). */
export const NOTIFICATIONS_POLL_MS = 30_000;
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * The unread count: pushed by the server when it changes (a reminder arrives, another tab reads),
 * with the 30 s poll as the fallback when the socket is down.
 */
export function useUnreadNotificationCount() {
  const { data } = useQuery(UnreadNotificationCountDocument, { pollInterval: NOTIFICATIONS_POLL_MS });
  useSubscription(UnreadNotificationCountChangedDocument, {
    ignoreResults: true,
    onData: ({ client, data: pushed }) => {
      const count = pushed.data?.unreadNotificationCountChanged;
      if (count === undefined) return;
      client.cache.writeQuery({ query: UnreadNotificationCountDocument, data: { unreadNotificationCount: count } });
      // An open list reads its rows again (a new reminder, or ones read elsewhere).
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'notifications' });
      client.cache.gc();
    },
  });
  return data?.unreadNotificationCount ?? 0;
}

/** The newest notifications, read only while the list is open (`skip` otherwise). */
export function useNotificationList(open: boolean, limit = NOTIFICATIONS_PAGE_SIZE) {
  const { data, loading, error } = useQuery(NotificationsDocument, {
    variables: { limit, offset: 0 },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  return {
    notifications: data?.notifications.nodes ?? [],
    totalCount: data?.notifications.totalCount ?? 0,
    loading: loading && !data,
    error,
  };
}

function refreshCounts(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'unreadNotificationCount' });
  cache.gc();
}

export function useMarkNotificationRead() {
  const [mutate] = useMutation(MarkNotificationReadDocument, { update: refreshCounts });
  return useCallback(
    async (id: string): Promise<void> => {
      await mutate({ variables: { input: { id } } });
    },
    [mutate],
  );
}

export function useMarkAllNotificationsRead() {
  const [mutate, { loading }] = useMutation(MarkAllNotificationsReadDocument, {
    update(cache) {
      // Every cached notification list now shows them read: read them again.
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'notifications' });
      refreshCounts(cache);
    },
  });
  const markAll = useCallback(async (): Promise<number> => {
    const { data } = await mutate();
    return data?.markAllNotificationsRead ?? 0;
  }, [mutate]);
  return { markAll, loading };
}
