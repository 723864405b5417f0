/**
 * An alert's search: the filters of the page it was saved on, written as the app writes them
 * (`appSearchParams`), without what does not choose listings (the sort, the page, the view). Two
 * requests for the same search in other words (a form's `type=land&type=house`, the app's
 * `type=land,house`) are the same alert. A new listing is matched by the grid's own rule
 * (`applyFilters`), so an alert sends what the search would show.
 */
import type { Filters, Listing } from '../contracts';
import { applyFilters } from '../listings/filters';
import { QUERY_KEYS, appSearchParams, searchParamsToFilters } from '../listings/query';

const SORT_KEY = 'sort';

/** The search an alert keeps, from a query string (with or without '?') or parameters. */
export function alertSearch(query: string | URLSearchParams): string {
  const written = appSearchParams(new URLSearchParams(query));
  return new URLSearchParams([...written].filter(([name]) => name !== SORT_KEY && QUERY_KEYS.includes(name))).toString();
}

/** The filters of a kept search. */
export function alertFilters(search: string): Filters {
  return searchParamsToFilters(new URLSearchParams(search)).filters;
}

/**
 * Whether a public listing (its full record: the text search reads its description) is one the
 * search shows.
 */
export function alertMatches(filters: Filters, listing: Listing): boolean {
  return applyFilters([listing], filters).length === 1;
}
