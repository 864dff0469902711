import { useQuery } from '@apollo/client/react';
import {
  ContactByIdDocument,
  ContactListDocument,
  CreateContactDocument,
  UpdateContactDocument,
  type ContactRecordFragment,
  PropertyListDocument,
  DashboardMetricsDocument,
} from '../../gql/graphql';
import { PAGE_SIZE } from '../../lib/ListFooter';
import { useRefetchMounted } from '../../lib/refetch';
import { useInputMutation } from '../../lib/useInputMutation';

export type ContactRecord = ContactRecordFragment;

/** Lists that show contacts, and the dashboard whose metrics every save refreshes. */
const REFRESH_AFTER_SAVE = [ContactListDocument, PropertyListDocument, DashboardMetricsDocument];

/** One page of contacts from the server, newest first, searched there (not in the browser). */
export function useContactList({ search, offset }: { search: string; offset: number }) {
  const { data, previousData, loading, error } = useQuery(ContactListDocument, {
    variables: { search: search.trim() || null, limit: PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.contacts;
  return { rows: page?.nodes ?? [], totalCount: page?.totalCount ?? 0, loading, error, loaded: Boolean(data) };
}

export function useCreateContact() {
  const refetchQueries = useRefetchMounted(REFRESH_AFTER_SAVE);
  const { run: createContact, loading } = useInputMutation(CreateContactDocument, 'createContact', 'Failed to create contact', {
    refetchQueries,
  });
  return { createContact, loading };
}

export function useUpdateContact() {
  const refetchQueries = useRefetchMounted(REFRESH_AFTER_SAVE);
  const { run: updateContact, loading } = useInputMutation(UpdateContactDocument, 'updateContact', 'Failed to update contact', {
    refetchQueries,
  });
  return { updateContact, loading };
}

/** One contact by id: a record opened from the address (`?contact={id}`) that is not on the current page. */
export function useContactById(id: string | null) {
  const { data, loading, error } = useQuery(ContactByIdDocument, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  return { record: id ? (data?.contact ?? null) : null, loading, error };
}
