import { useCallback } from 'react';
import type { Filters, SortOrder } from '../../contracts';
import { useSearchParams } from '../../router';
import { isOverlayEntry } from '../../ui/overlayHistory';
import { searchParamsAfterChange } from '../searchSync';
import { useUrlSearch } from './useUrlSearch';

export interface Search {
  filters: Filters;
  sort: SortOrder;
}

/** A change of the search, made from the search the URL says now. */
export type SearchChange = (current: Search) => Partial<Search>;

/** How a change is written: `replace`, in place of the current entry (words typed into 'Kërko' after the first). */
export interface SearchChangeOptions {
  replace?: boolean;
}

/**
 * The search as the URL says it (useUrlSearch), and `changeSearch`, the one way to change it
 * (the listings remote's filters, the map's 'Kërko në këtë zonë'):
 * the new search is written into the query (page back to 1, everything else kept) as a new
 * history entry, or in place of an overlay's entry (the filter dialog's) or when asked to
 * (`replace`: typing), so Back from the new search goes to the one before it.
 */
export function useSearch(): Search & { changeSearch: (change: SearchChange, options?: SearchChangeOptions) => void } {
  const search = useUrlSearch();
  const [params, setParams] = useSearchParams();
  const changeSearch = useCallback(
    (change: SearchChange, options: SearchChangeOptions = {}) => {
      const next = { ...search, ...change(search) };
      const query = searchParamsAfterChange(params, next.filters, next.sort);
      if (query) setParams(query, { replace: options.replace === true || isOverlayEntry() });
    },
    [params, search, setParams],
  );
  return { ...search, changeSearch };
}
