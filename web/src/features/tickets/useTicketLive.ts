import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  TicketActivitiesDocument,
  TicketChangedDocument,
  TicketConversationsDocument,
  TicketDetailDocument,
  TicketTasksDocument,
} from '../../gql/graphql';
import { mountedQueries } from '../../lib/refetch';
import { useBurst } from '../../lib/useBurst';

/**
 * Calls `onChange` when a ticket changes anywhere (another agent's drag, note, assignment, ...):
 * the ticket `ticketId`, or every ticket when it is null. A burst of changes calls it once, 250 ms
 * after the first (docs/product.md §10, Live updates).
 */
export function useTicketChanges(ticketId: string | null, onChange: () => void): void {
  const fire = useBurst(onChange);
  useSubscription(TicketChangedDocument, {
    variables: { ticketId },
    ignoreResults: true,
    onData: () => fire(),
  });
}

/** The open ticket's own reads (its fields, feed and tasks), read again when anyone changes it. */
const OPEN_TICKET_QUERIES = [TicketDetailDocument, TicketActivitiesDocument, TicketTasksDocument, TicketConversationsDocument];

/** Keeps an open ticket live: what another agent changes on it shows without a reload. */
export function useOpenTicketLive(ticketId: string): void {
  const client = useApolloClient();
  const refetch = useCallback(() => void client.refetchQueries({ include: mountedQueries(client, OPEN_TICKET_QUERIES) }), [client]);
  useTicketChanges(ticketId, refetch);
}
