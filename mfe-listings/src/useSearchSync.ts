import { useEffect, useRef } from 'react';
import { filters, sortOrder } from 'shared/bus';
import { querySays, searchParamsAfterChange, searchParamsToFilters } from 'shared/listings';
import { useSearchParams } from 'shared/router';
import { isOverlayEntry } from 'shared/ui';

/**
 * Keeps the search on the bus and in the query string in step (the listings remote owns this):
 * URL → bus on every navigation, so reload, a shared link and Back restore a search;
 * bus → URL with a history push whenever a visitor changes a filter or the sort (a replace of an
 * overlay's entry, e.g. the filter dialog's: Back from the new search goes to the one before it).
 */
export function useSearchSync(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const latestSearch = useRef(search);
  const setParams = useRef(setSearchParams);
  const applyingUrl = useRef(false);

  useEffect(() => {
    setParams.current = setSearchParams;
  }, [setSearchParams]);

  // URL → bus. Runs first, so the bus never pushes a stale search over the one in the URL.
  useEffect(() => {
    latestSearch.current = search;
    const query = new URLSearchParams(search);
    if (querySays(query, filters.getValue(), sortOrder.getValue())) return;
    const fromUrl = searchParamsToFilters(query);
    applyingUrl.current = true;
    try {
      filters.next(fromUrl.filters);
      sortOrder.next(fromUrl.sort);
    } finally {
      applyingUrl.current = false;
    }
  }, [search]);

  // bus → URL.
  useEffect(() => {
    const pushSearch = () => {
      if (applyingUrl.current) return;
      const next = searchParamsAfterChange(
        new URLSearchParams(latestSearch.current),
        filters.getValue(),
        sortOrder.getValue(),
      );
      if (next) {
        latestSearch.current = next.toString();
        setParams.current(next, { replace: isOverlayEntry() });
      }
    };
    const subscriptions = [filters.subscribe(pushSearch), sortOrder.subscribe(pushSearch)];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, []);
}
