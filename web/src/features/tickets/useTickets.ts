import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import {
  AddTicketActivityDocument,
  ChangeTicketStatusDocument,
  CreateTicketDocument,
  DashboardMetricsDocument,
  TicketActivitiesDocument,
  TicketBoardDocument,
  TicketDetailDocument,
  TicketsDocument,
  UpdateTicketDocument,
  type TicketCardFieldsFragment,
  type TicketFilter,
  type TicketStatus,
} from '../../gql/graphql';
import { PAGE_SIZE } from '../../lib/ListFooter';
import { useRefetchMounted } from '../../lib/refetch';
import { useInputMutation } from '../../lib/useInputMutation';

export type TicketCard = TicketCardFieldsFragment;

/** Cards per Kanban column at first and per "Load more". */
export const BOARD_PAGE = 20;
export const ACTIVITY_PAGE = 50;

/** Lists that show tickets (and the dashboard figures) after a ticket changes. */
const TICKET_LISTS = [TicketsDocument, TicketBoardDocument, DashboardMetricsDocument];
const AFTER_UPDATE = [...TICKET_LISTS, TicketActivitiesDocument];
const AFTER_STATUS_CHANGE = [...TICKET_LISTS, TicketDetailDocument, TicketActivitiesDocument];
const AFTER_ACTIVITY = [TicketActivitiesDocument, TicketDetailDocument, DashboardMetricsDocument];

export function useTicketList(filter: TicketFilter, offset: number, skip = false) {
  const { data, previousData, loading, error, refetch } = useQuery(TicketsDocument, {
    variables: { filter, limit: PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
    skip,
  });
  const page = (data ?? previousData)?.tickets;
  return {
    tickets: page?.nodes ?? [],
    total: page?.totalCount ?? 0,
    totalCapped: page?.totalCountCapped ?? false,
    loading,
    error,
    loaded: Boolean(page),
    /** Reads the page again (a live change); a failure shows as `error`. */
    refetch: () => void refetch().catch(() => undefined),
  };
}

export function useTicketBoard(filter: TicketFilter, skip = false) {
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(TicketBoardDocument, {
    variables: { filter, perColumn: BOARD_PAGE },
    fetchPolicy: 'cache-and-network',
    skip,
  });
  /**
   * The next cards of one column, newest first after those already shown, and the column's total
   * as the server counts it from there (a search's total reaches further as the offset grows).
   */
  const loadMore = useCallback(
    async (
      status: TicketStatus,
      offset: number,
    ): Promise<{ tickets: TicketCard[]; totalCount: number; totalCountCapped: boolean } | null> => {
      const result = await client.query({
        query: TicketsDocument,
        variables: { filter: { ...filter, status }, limit: BOARD_PAGE, offset },
        fetchPolicy: 'network-only',
      });
      const page = result.data?.tickets;
      return page ? { tickets: page.nodes, totalCount: page.totalCount, totalCountCapped: page.totalCountCapped } : null;
    },
    [client, filter],
  );
  /** Reads the columns again (a live change); a failure shows as `error`. */
  const reload = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  return { columns: data?.ticketBoard, loading, error, loadMore, refetch: reload };
}

export function useTicketDetail(id: string | null) {
  const { data, loading, error } = useQuery(TicketDetailDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
  return { ticket: data?.ticket ?? null, loading: loading && !data, error };
}

/** While an e-mail of the feed is still leaving, the feed is read again this often until it is sent or failed. */
const PENDING_DELIVERY_POLL_MS = 2_000;

export function useTicketActivities(ticketId: string, offset: number) {
  const { data, previousData, loading, error, startPolling, stopPolling } = useQuery(TicketActivitiesDocument, {
    variables: { ticketId, limit: ACTIVITY_PAGE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.ticketActivities;
  const pending = Boolean(page?.nodes.some((activity) => activity.delivery?.status === 'PENDING'));
  useEffect(() => {
    if (!pending) return undefined;
    startPolling(PENDING_DELIVERY_POLL_MS);
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);
  return { activities: page?.nodes ?? [], total: page?.totalCount ?? 0, loading: loading && !page, error };
}

export function useCreateTicket() {
  const refetchQueries = useRefetchMounted(TICKET_LISTS);
  const { run: createTicket, loading } = useInputMutation(CreateTicketDocument, 'createTicket', 'Failed to create ticket', {
    refetchQueries,
  });
  return { createTicket, loading };
}

/** Assignee, priority or status from the detail panel; the feed shows the recorded change. */
export function useUpdateTicket() {
  const refetchQueries = useRefetchMounted(AFTER_UPDATE);
  const { run: updateTicket, loading } = useInputMutation(UpdateTicketDocument, 'updateTicket', 'Failed to update ticket', {
    refetchQueries,
  });
  return { updateTicket, loading };
}

/**
 * The Kanban drag. The board moves the card itself (optimistically); the answer is not written to
 * the cache (the board would briefly show the card with its new status in its old column) and the
 * lists are refetched instead.
 */
export function useChangeTicketStatus() {
  const refetchQueries = useRefetchMounted(AFTER_STATUS_CHANGE);
  const [mutate] = useMutation(ChangeTicketStatusDocument, {
    fetchPolicy: 'no-cache',
    refetchQueries,
  });
  return useCallback(
    async (id: string, status: TicketStatus) => {
      const { data } = await mutate({ variables: { input: { id, status } } });
      if (!data) throw new Error('Failed to update ticket status');
      return data.changeTicketStatus;
    },
    [mutate],
  );
}

export function useAddTicketActivity() {
  const refetchQueries = useRefetchMounted(AFTER_ACTIVITY);
  const { run: addActivity, loading } = useInputMutation(AddTicketActivityDocument, 'addTicketActivity', 'Failed to add activity', {
    refetchQueries,
  });
  return { addActivity, loading };
}
