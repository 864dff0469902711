import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLiveAddress, withParams } from './useUpdateSearchParams';

export const SEARCH_DEBOUNCE_MS = 300;

export type AddressValues<K extends string> = Record<K, string>;
export type AddressChanges<K extends string> = Partial<Record<K, string | null>>;

interface Options<K extends string> {
  /** Keys applied only after typing pauses (a search box): the box shows each key, the list asks per pause. */
  debounced?: readonly K[];
  /** The page's key (`offset`): any other change starts again at the first page. */
  page?: K;
  debounceMs?: number;
}

interface State<K extends string> {
  /** What the controls show: the person's latest input. */
  shown: AddressValues<K>;
  /** What the list asks for and the address holds: `shown`, trimmed, once its debounced keys have settled. */
  applied: AddressValues<K>;
}

function read<K extends string>(keys: readonly K[], search: string): AddressValues<K> {
  const params = new URLSearchParams(search);
  return Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as AddressValues<K>;
}

function sameValues<K extends string>(keys: readonly K[], a: AddressValues<K>, b: AddressValues<K>): boolean {
  return keys.every((key) => a[key] === b[key]);
}

function merge<K extends string>(values: AddressValues<K>, changes: AddressChanges<K>, trim = false): AddressValues<K> {
  const next = { ...values };
  for (const [key, value] of Object.entries(changes) as [K, string | null | undefined][])
    next[key] = trim ? (value ?? '').trim() : (value ?? '');
  return next;
}

/**
 * A screen's filters, search and page kept in the address (`?search=&category=&offset=`).
 *
 * The state the person sets is the truth and the address follows it: every change is merged into
 * the latest state, so two quick changes both stay, and a pending search never writes over a
 * filter picked since. An address changed from outside (Back, a link, the sidebar) is read once.
 * Other parameters (`?ticket=`, `?tab=`) are left as they are.
 */
export function useAddressState<K extends string>(keys: readonly K[], options: Options<K> = {}) {
  const { debounced = [], page, debounceMs = SEARCH_DEBOUNCE_MS } = options;
  const location = useLocation();
  const navigate = useNavigate();
  const live = useLiveAddress();
  const [state, setState] = useState<State<K>>(() => {
    const values = read(keys, location.search);
    return { shown: values, applied: values };
  });
  // Addresses this hook navigated to that the router has not shown yet: not changes from outside.
  const ownWrites = useRef<string[]>([]);
  const replaceNext = useRef(false);
  const keysRef = useRef(keys);
  const pageRef = useRef(page);
  const debouncedRef = useRef(debounced);

  const resetPage = useCallback((changes: AddressChanges<K>): AddressChanges<K> => {
    const pageKey = pageRef.current;
    if (!pageKey || pageKey in changes) return changes;
    return { ...changes, [pageKey]: null };
  }, []);

  /**
   * Sets some values. A debounced key reaches the list and the address after the pause, except
   * when emptied (a cleared search box lists everything at once).
   */
  const set = useCallback(
    (changes: AddressChanges<K>) => {
      const waits = (key: string) => debouncedRef.current.includes(key as K) && Boolean(changes[key as K]?.trim());
      const appliedChanges = Object.fromEntries(Object.entries(changes).filter(([key]) => !waits(key))) as AddressChanges<K>;
      const applyNow = Object.keys(appliedChanges).length > 0;
      if (applyNow) replaceNext.current = Object.keys(appliedChanges).every((key) => debouncedRef.current.includes(key as K));
      setState((current) => {
        const shown = merge(current.shown, changes);
        if (!applyNow) return { ...current, shown };
        return { shown, applied: merge(current.applied, resetPage(appliedChanges), true) };
      });
    },
    [resetPage],
  );

  /** Applies what is typed now (Enter in a search box), without waiting for the pause. */
  const flush = useCallback(() => {
    replaceNext.current = true;
    setState((current) => {
      const pending = Object.fromEntries(debouncedRef.current.map((key) => [key, current.shown[key]])) as AddressChanges<K>;
      const applied = merge(current.applied, pending, true);
      if (sameValues(keysRef.current, applied, current.applied)) return current;
      return { ...current, applied: merge(applied, resetPage({})) };
    });
  }, [resetPage]);

  // Typing pauses: the debounced keys are applied (and the address entry is replaced, not added).
  const pendingKey = debounced.map((key) => `${state.shown[key]}\u0000${state.applied[key]}`).join('\u0001');
  useEffect(() => {
    const waiting = debouncedRef.current.some((key) => state.shown[key].trim() !== state.applied[key]);
    if (!waiting) return;
    const timer = setTimeout(flush, debounceMs);
    return () => clearTimeout(timer);
    // pendingKey names exactly the values this depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pendingKey, debounceMs, flush]);

  // The address follows the applied values, written over the address as it is now: another
  // writer (a row's `?client=`) may have changed it since the last render.
  const { search, pathname } = location;
  useEffect(() => {
    const now = live();
    if (now.pathname !== pathname) return; // the screen is being left
    const changes = Object.fromEntries(keysRef.current.map((key) => [key, state.applied[key] || null]));
    const nextSearch = withParams(now.search, changes);
    if (nextSearch === withParams(now.search, {})) return;
    ownWrites.current.push(nextSearch);
    void navigate({ pathname, search: nextSearch }, { replace: replaceNext.current });
    replaceNext.current = false;
    // Written when the applied values change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.applied]);

  // An address changed from outside is read once; one this hook wrote is not, nor one already
  // replaced by a newer address that has yet to render.
  useEffect(() => {
    if (search !== live().search) return;
    const own = ownWrites.current.indexOf(search);
    if (own >= 0) {
      // Ours; any written before it were passed over.
      ownWrites.current.splice(0, own + 1);
      return;
    }
    // Another writer's address: ours written before it are behind it.
    ownWrites.current = [];
    const values = read(keysRef.current, search);
    setState((current) => (sameValues(keysRef.current, values, current.applied) ? current : { shown: values, applied: values }));
    // Read when the rendered address changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  return { values: state.shown, applied: state.applied, set, flush };
}
