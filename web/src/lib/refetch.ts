import type { ApolloClient, DocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';

function operationName(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
}

/**
 * The queries among `documents` that are on screen now. A list that is not mounted is read again
 * when it mounts (lists ask with cache-and-network), and asking Apollo to refetch it would only
 * warn that no such query is active.
 */
export function mountedQueries(client: ApolloClient, documents: readonly DocumentNode[]): DocumentNode[] {
  const mounted = new Set<string>();
  for (const query of client.getObservableQueries('active')) if (query.queryName) mounted.add(query.queryName);
  return documents.filter((document) => mounted.has(operationName(document) ?? ''));
}

/** A mutation's `refetchQueries`: after it, the mounted ones of these typed documents are read again. */
export function useRefetchMounted(documents: readonly DocumentNode[]) {
  const client = useApolloClient();
  return useCallback(() => mountedQueries(client, documents), [client, documents]);
}
