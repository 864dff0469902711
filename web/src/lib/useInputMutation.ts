import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

/**
 * A mutation that takes one `input` (as every mutation here does), as a function resolving to its
 * payload, the answer's `field`. An answer without data rejects with `failure`, which the caller's
 * error toast shows.
 */
export function useInputMutation<TData, TInput, K extends keyof TData>(
  document: TypedDocumentNode<TData, { input: TInput }>,
  field: K,
  failure: string,
  options?: useMutation.Options<TData, { input: TInput }>,
) {
  const [mutate, { loading }] = useMutation(document, options);
  const run = useCallback(
    async (input: TInput): Promise<TData[K]> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error(failure);
      return data[field];
    },
    [mutate, field, failure],
  );
  return { run, loading };
}
