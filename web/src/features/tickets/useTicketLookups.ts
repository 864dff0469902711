import { useQuery } from '@apollo/client/react';
import {
  TicketClientOptionsDocument,
  TicketContactOptionsDocument,
  TicketPropertyOptionsDocument,
  TicketUserOptionsDocument,
} from '../../gql/graphql';

/** At most this many choices are listed; above it a filter box narrows them on the server. */
export const LOOKUP_LIMIT = 100;

export function useClientOptions(search: string) {
  const { data, previousData, loading } = useQuery(TicketClientOptionsDocument, { variables: { search: search.trim() || null } });
  const page = (data ?? previousData)?.clients;
  return { clients: page?.nodes ?? [], total: page?.totalCount ?? 0, loading };
}

export function useContactOptions(search: string) {
  const { data, previousData, loading } = useQuery(TicketContactOptionsDocument, { variables: { search: search.trim() || null } });
  const page = (data ?? previousData)?.contacts;
  return { contacts: page?.nodes ?? [], total: page?.totalCount ?? 0, loading };
}

/** A client's properties, asked only once a client is chosen. */
export function usePropertyOptions(clientId: string) {
  const { data, loading } = useQuery(TicketPropertyOptionsDocument, { variables: { clientId }, skip: !clientId });
  return { properties: clientId ? (data?.properties.nodes ?? []) : [], loading };
}

export function useUserOptions() {
  const { data, loading } = useQuery(TicketUserOptionsDocument);
  return { users: data?.users.nodes ?? [], loading };
}
