import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { GRAPHQL_PATH, graphqlWebSocketUrl } from './graphqlEndpoint';

/** The api closes a socket whose session has ended (signed out elsewhere, deactivated, expired) with this code. */
export const SESSION_ENDED_CLOSE_CODE = 4403;

const sessionEndedListeners = new Set<() => void>();

/** Calls `listener` whenever the api ends the live socket's session; answers the unsubscribe. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/**
 * Queries and mutations go over HTTP (same-origin cookies); subscriptions over graphql-ws on the
 * same path. The socket is lazy: it opens with the first subscription and closes after the last,
 * so a socket opened after sign-in carries the new session cookie.
 */
export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin' });
  let client: ApolloClient | null = null;
  const wsLink = new GraphQLWsLink(
    createClient({
      url: graphqlWebSocketUrl(),
      lazy: true,
      // Keep reconnecting (the api may restart), backing off up to 30 s between attempts.
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1000 * 2 ** retries) + Math.random() * 1000)),
      on: {
        // Live events sent while the socket was down are lost: the open screens read their data again.
        connected: (_socket, _payload, wasRetry) => {
          if (wasRetry) void client?.refetchQueries({ include: 'active' }).catch(() => undefined);
        },
        closed: (event) => {
          if ((event as { code?: number } | undefined)?.code === SESSION_ENDED_CLOSE_CODE)
            sessionEndedListeners.forEach((listener) => listener());
        },
      },
    }),
  );
  const link = ApolloLink.split((operation) => operation.operationType === 'subscription', wsLink, httpLink);
  client = new ApolloClient({
    link,
    cache: new InMemoryCache({
      typePolicies: {
        // A newer list of open urgent alerts replaces the older: they have no id to merge by.
        Query: { fields: { myUrgentAlerts: { merge: false } } },
      },
    }),
    defaultOptions: {
      // No retries, no refetch on focus; data stays fresh until something changes it.
      watchQuery: { fetchPolicy: 'cache-first' },
    },
  });
  return client;
}
