import { useMemo } from 'react';
import type { Filters, SortOrder } from '../../contracts';
import { useSearchParams } from '../../router';
import { searchParamsToFilters } from '../query';
import { searchKey } from '../searchSync';

/**
 * The search — filters and sort — as the URL's query says it, for any app under the router.
 * The URL is the search's one owner (the listings remote's `useSearch` is the one writer), so
 * a reload, a shared link and Back restore it with nothing to keep in step.
 */
export function useUrlSearch(): { filters: Filters; sort: SortOrder } {
  const [params] = useSearchParams();
  const { filters, sort } = searchParamsToFilters(params);
  // The search alone, written canonically: a page change or another parameter leaves it (and
  // the objects made from it) as they were, so the listings are not filtered and sorted again.
  const key = searchKey(filters, sort);
  return useMemo(() => searchParamsToFilters(new URLSearchParams(key)), [key]);
}
