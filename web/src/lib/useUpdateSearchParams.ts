import { useCallback, useContext } from 'react';
import { UNSAFE_NavigationContext, useLocation, useNavigate } from 'react-router';

/** Query parameters to change: a value sets its parameter, `null` or '' removes it. */
export type SearchParamChanges = Record<string, string | null>;

type Address = { pathname: string; search: string };

/**
 * The address as it is now, not as last rendered. Several writers share the address (a page's
 * debounced search, a row's `?client=`); one that starts from the rendered address drops whatever
 * another wrote since. The router's history is updated at once on every navigation; its render
 * comes later.
 */
export function useLiveAddress(): () => Address {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname, search } = useLocation();
  return useCallback(() => {
    // BrowserRouter and MemoryRouter hand their history over as the navigator.
    const live = (navigator as { location?: Address }).location;
    return live ? { pathname: live.pathname, search: live.search } : { pathname, search };
  }, [navigator, pathname, search]);
}

/** The address with `changes` applied to its query: a value sets its parameter, null or '' removes it. */
export function withParams(search: string, changes: SearchParamChanges): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  const query = next.toString();
  return query ? `?${query}` : '';
}

/**
 * Changes some of the address's query parameters and keeps the others (a page's search, filters,
 * page and open record all live there). `replace` swaps the history entry instead of adding one.
 * A screen being left (the address already shows another page) writes nothing.
 */
export function useUpdateSearchParams() {
  const live = useLiveAddress();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (changes: SearchParamChanges, options: { replace?: boolean } = {}) => {
      const now = live();
      if (now.pathname !== pathname) return;
      const search = withParams(now.search, changes);
      if (search === withParams(now.search, {})) return;
      void navigate({ pathname, search }, { replace: options.replace });
    },
    [live, navigate, pathname],
  );
}
