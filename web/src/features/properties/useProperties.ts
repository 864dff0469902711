import { useQuery } from '@apollo/client/react';
import {
  PropertyByIdDocument,
  CreatePropertyDocument,
  PropertyClientOptionsDocument,
  PropertyContactOptionsDocument,
  PropertyListDocument,
  UpdatePropertyDocument,
  type PropertyRecordFragment,
  ClientPropertiesDocument,
  DashboardMetricsDocument,
} from '../../gql/graphql';
import { PAGE_SIZE } from '../../lib/ListFooter';
import { useRefetchMounted } from '../../lib/refetch';
import { useInputMutation } from '../../lib/useInputMutation';
import type { LookupOption } from '../../lib/people/LookupSelect';

export type PropertyRecord = PropertyRecordFragment;

/** The properties list, and the dashboard whose metrics every save refreshes. */
const REFRESH_AFTER_SAVE = [PropertyListDocument, ClientPropertiesDocument, DashboardMetricsDocument];

/** One page of properties from the server, newest first, searched there (not in the browser). */
export function usePropertyList({ search, offset }: { search: string; offset: number }) {
  const { data, previousData, loading, error } = useQuery(PropertyListDocument, {
    variables: { search: search.trim() || null, limit: PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.properties;
  return { rows: page?.nodes ?? [], totalCount: page?.totalCount ?? 0, loading, error, loaded: Boolean(data) };
}

/** Clients to link a property to, searched on the server (there may be thousands). */
export function useClientOptions(search: string): { options: LookupOption[]; total: number; loading: boolean } {
  const { data, previousData, loading } = useQuery(PropertyClientOptionsDocument, {
    variables: { search: search.trim() || null },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.clients;
  return {
    options: (page?.nodes ?? []).map((c) => ({ value: c.id, label: c.companyName })),
    total: page?.totalCount ?? 0,
    loading,
  };
}

/** Contacts to link a property to, searched on the server. */
export function useContactOptions(search: string): { options: LookupOption[]; total: number; loading: boolean } {
  const { data, previousData, loading } = useQuery(PropertyContactOptionsDocument, {
    variables: { search: search.trim() || null },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.contacts;
  return {
    options: (page?.nodes ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.email})` })),
    total: page?.totalCount ?? 0,
    loading,
  };
}

export function useCreateProperty() {
  const refetchQueries = useRefetchMounted(REFRESH_AFTER_SAVE);
  const { run: createProperty, loading } = useInputMutation(CreatePropertyDocument, 'createProperty', 'Failed to create property', {
    refetchQueries,
  });
  return { createProperty, loading };
}

export function useUpdateProperty() {
  const refetchQueries = useRefetchMounted(REFRESH_AFTER_SAVE);
  const { run: updateProperty, loading } = useInputMutation(UpdatePropertyDocument, 'updateProperty', 'Failed to update property', {
    refetchQueries,
  });
  return { updateProperty, loading };
}

/** One property by id: a record opened from the address (`?property={id}`) that is not on the current page. */
export function usePropertyById(id: string | null) {
  const { data, loading, error } = useQuery(PropertyByIdDocument, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  return { record: id ? (data?.property ?? null) : null, loading, error };
}
