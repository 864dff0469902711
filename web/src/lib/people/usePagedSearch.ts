import { useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * Search text (as typed), the debounced term sent to the server, and the page offset, which
 * starts again at 0 whenever the term changes.
 */
export function usePagedSearch() {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const [page, setPage] = useState({ term: '', offset: 0 });
  const offset = page.term === term ? page.offset : 0;
  return {
    search,
    setSearch,
    term,
    offset,
    setOffset: (next: number) => setPage({ term, offset: next }),
  };
}
