import { useQuery } from '@apollo/client/react';
import {
  ClientByIdDocument,
  ClientListDocument,
  ClientPropertiesDocument,
  CreateClientDocument,
  UpdateClientDocument,
  type ClientRecordFragment,
  PropertyListDocument,
  DashboardMetricsDocument,
} from '../../gql/graphql';
import { PAGE_SIZE } from '../../lib/ListFooter';
import { useRefetchMounted } from '../../lib/refetch';
import { useInputMutation } from '../../lib/useInputMutation';

export type ClientRecord = ClientRecordFragment;

/** Lists that show clients, and the dashboard whose metrics every save refreshes. */
const REFRESH_AFTER_SAVE = [ClientListDocument, PropertyListDocument, DashboardMetricsDocument];

/** One page of clients from the server, newest first, searched there (not in the browser). */
export function useClientList({ search, offset, limit = PAGE_SIZE }: { search: string; offset: number; limit?: number }) {
  const { data, previousData, loading, error } = useQuery(ClientListDocument, {
    variables: { search: search.trim() || null, limit, offset },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.clients;
  return { rows: page?.nodes ?? [], totalCount: page?.totalCount ?? 0, loading, error, loaded: Boolean(data) };
}

export function useCreateClient() {
  const refetchQueries = useRefetchMounted(REFRESH_AFTER_SAVE);
  const { run: createClient, loading } = useInputMutation(CreateClientDocument, 'createClient', 'Failed to create client', {
    refetchQueries,
  });
  return { createClient, loading };
}

export function useUpdateClient() {
  const refetchQueries = useRefetchMounted(REFRESH_AFTER_SAVE);
  const { run: updateClient, loading } = useInputMutation(UpdateClientDocument, 'updateClient', 'Failed to update client', {
    refetchQueries,
  });
  return { updateClient, loading };
}

/** One client by id: a record opened from the address (`?client={id}`) that is not on the current page. */
export function useClientById(id: string | null) {
  const { data, loading, error } = useQuery(ClientByIdDocument, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  return { record: id ? (data?.client ?? null) : null, loading, error };
}

/** The newest few properties of a client, with the client's total (GET /api/properties?clientId= in REST). */
export function useClientProperties(clientId: string) {
  const { data, loading, error } = useQuery(ClientPropertiesDocument, { variables: { clientId }, fetchPolicy: 'cache-and-network' });
  return { properties: data?.properties.nodes ?? [], totalCount: data?.properties.totalCount ?? 0, loading: loading && !data, error };
}
