import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from './errors';
import { showError } from './toaster';
import { useUpdateSearchParams } from './useUpdateSearchParams';

/**
 * A record opened through the address (`?contact={id}`, `?client={id}`, `?property={id}`): the
 * top-bar search and links open a record's modal this way, and closing it removes the parameter
 * (like `?ticket={id}` on the tickets page), so the back button and shared links work.
 */
export function useRecordParam(name: string) {
  const [params] = useSearchParams();
  const id = params.get(name);
  const update = useUpdateSearchParams();
  const open = useCallback((recordId: string) => update({ [name]: recordId }), [name, update]);
  const close = useCallback(() => update({ [name]: null }, { replace: true }), [name, update]);
  return { id, open, close };
}

/**
 * The record named by `?{param}={id}`: taken from the rows already on the page, else read by id
 * (once the page has loaded, so a listed record costs no extra request). An id that names no
 * record shows `failedTitle` as an error toast and removes the parameter.
 */
export function useLinkedRecord<T extends { id: string }>(options: {
  param: string;
  rows: readonly T[];
  rowsLoaded: boolean;
  useById: (id: string | null) => { record: T | null; error?: unknown };
  failedTitle: string;
}) {
  const { id, open, close } = useRecordParam(options.param);
  const listed = id ? options.rows.find((row) => row.id === id) : undefined;
  const fetched = options.useById(id && options.rowsLoaded && !listed ? id : null);
  const { failedTitle } = options;
  useEffect(() => {
    if (!fetched.error) return;
    showError(failedTitle, errorMessage(fetched.error));
    close();
  }, [fetched.error, failedTitle, close]);
  return { record: listed ?? fetched.record ?? null, open, close };
}
