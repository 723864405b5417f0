import type { Filters, SortOrder } from '../contracts';
import { filtersToSearchParams, searchParamsToFilters } from './query';

/** The search a query string describes, as a comparable string (filters and sort only). */
export function searchKey(filters: Filters, sort: SortOrder): string {
  return filtersToSearchParams(filters, sort, new URLSearchParams()).toString();
}

/** Whether the query string already says `filters` and `sort`. */
export function querySays(params: URLSearchParams, filters: Filters, sort: SortOrder): boolean {
  const fromUrl = searchParamsToFilters(params);
  return searchKey(fromUrl.filters, fromUrl.sort) === searchKey(filters, sort);
}

/**
 * The query string after the visitor changed the search (useSearch): the filters and sort
 * written in, everything else kept, and `page` back to 1 when there is one, since page 3 of
 * another search means nothing. null when the query already says it.
 */
export function searchParamsAfterChange(
  params: URLSearchParams,
  filters: Filters,
  sort: SortOrder,
): URLSearchParams | null {
  if (querySays(params, filters, sort)) return null;
  return searchParamsWith(params, filters, sort);
}

/**
 * The query string of `filters` and `sort` on top of `params`, as a change writes it (see
 * searchParamsAfterChange), also when it says the same search: what the filter dialog's form
 * keeps of the page's query and what its 'Fshij' leads to.
 */
export function searchParamsWith(params: URLSearchParams, filters: Filters, sort: SortOrder): URLSearchParams {
  const next = filtersToSearchParams(filters, sort, params);
  if (next.has('page')) next.set('page', '1');
  return next;
}
