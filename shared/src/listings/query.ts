/**
 * The search in the query string: each filter's parameters come from its definition
 * (filters.ts `FILTERS`); the sort is written here. `page` and `view` are left to the router.
 */
import type { Filters, SortOrder } from '../contracts';
import { FILTERS, FILTER_KEYS, activeValue, type FilterDefinition } from './filters';

const SORT_KEY = 'sort';

/** Query-string keys of a shareable search: every filter's, and the sort's. */
export const QUERY_KEYS: readonly string[] = [...FILTER_KEYS.flatMap((key) => FILTERS[key].queryKeys), SORT_KEY];

/**
 * The search as query parameters on top of `base` (a copy; `base` is not changed). Only
 * values the reader understands are written, and `sort` only when it is not the default.
 */
export function filtersToSearchParams(filters: Filters, sort: SortOrder, base: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  QUERY_KEYS.forEach((key) => params.delete(key));
  for (const key of FILTER_KEYS) {
    const value = activeValue(filters, key);
    if (value !== undefined) (FILTERS[key] as FilterDefinition<typeof value>).write(value, params);
  }
  if (sort === 'oldest') params.set(SORT_KEY, 'oldest');
  return params;
}

/** Filters and sort from query parameters; unknown or malformed values are ignored. */
export function searchParamsToFilters(params: URLSearchParams): { filters: Filters; sort: SortOrder } {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = FILTERS[key].read(params);
    if (value !== undefined) filters[key] = value;
  }
  const sort: SortOrder = params.get(SORT_KEY) === 'oldest' ? 'oldest' : 'newest';
  return { filters: filters as Filters, sort };
}
