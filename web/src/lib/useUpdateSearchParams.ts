import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Query parameters to change: a value sets its parameter, `null` or '' removes it. */
export type SearchParamChanges = Record<string, string | null>;

/**
 * Changes some of the address's query parameters and keeps the others (a page's search, filters,
 * page and open record all live there). `replace` swaps the history entry instead of adding one.
 */
export function useUpdateSearchParams() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes: SearchParamChanges, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: options.replace },
      ),
    [setParams],
  );
}
