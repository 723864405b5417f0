/**
 * The search in the query string: each filter's parameters come from its definition
 * (filters.ts `FILTERS`); the sort is written here. `page` and `view` are left to the router.
 */
import { SORT_ORDERS, type Filters, type SortOrder } from '../contracts';
import { FILTERS, FILTER_KEYS, activeValue, normalizedValue, type FilterDefinition, type FilterKey } from './filters';

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
  if (sort !== SORT_ORDERS[0] && SORT_ORDERS.includes(sort)) params.set(SORT_KEY, sort);
  return params;
}

/** Filters and sort from query parameters; unknown or malformed values are ignored. */
export function searchParamsToFilters(params: URLSearchParams): { filters: Filters; sort: SortOrder } {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = FILTERS[key].read(params);
    if (value !== undefined) filters[key] = value;
  }
  const word = params.get(SORT_KEY);
  const sort: SortOrder = SORT_ORDERS.find((order) => order === word) ?? SORT_ORDERS[0];
  return { filters: filters as Filters, sort };
}

/** A filter's parameters in `params`, each occurrence alone in a query of its own. */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function occurrences(params: URLSearchParams, key: FilterKey): URLSearchParams[] {
  return FILTERS[key].queryKeys.flatMap((name) => params.getAll(name).map((value) => new URLSearchParams([[name, value]])));
}

/**
 * The filters of a query the browser wrote from the filter dialog's form (`method="get"`), or
 * the app from that form's data: a list filter comes as one parameter per ticked box
 * (`type=land&type=house`), a field left empty as a blank one (`city=`, `id=`), the price's
 * range's fields as `minPrice=&maxPrice=0`. Each occurrence is read as its filter reads the URL; a list's
 * occurrences add up, a range's parts join (`minPrice` and `maxPrice`, each read alone), of any
 * other the last readable one counts.
 */
export function submittedFilters(params: URLSearchParams): Filters {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const values = occurrences(params, key).flatMap((single) => {
      const value = FILTERS[key].read(single);
      return value === undefined ? [] : [value];
    });
    if (values.length === 0) continue;
    const combined = values.every(Array.isArray)
      ? [...new Set(values.flat())]
      : values.every(isRecord)
        ? Object.assign({}, ...values)
        : values.at(-1);
    const value = normalizedValue(key, combined);
    if (value !== undefined) filters[key] = value;
  }
  return filters as Filters;
}

/** The query's search parameters (every filter's and the sort's), in their order. */
const searchEntries = (params: URLSearchParams): string[] =>
  [...params].filter(([name]) => QUERY_KEYS.includes(name)).map((entry) => new URLSearchParams([entry]).toString());

/**
 * The query as the app writes its search: `params` with its search parameters in the app's words
 * and order (a list once, comma-separated; no blank or unreadable value; the filters in
 * `FILTERS` order, then the sort), the other parameters kept in their places. A form's query
 * (`submittedFilters`) becomes the app's address for the same search.
 */
export function appSearchParams(params: URLSearchParams): URLSearchParams {
  return filtersToSearchParams(submittedFilters(params), searchParamsToFilters(params).sort, params);
}

/** Whether the query says its search otherwise than the app writes it (a form's query, a hand-made link). */
export function saysSearchOtherwise(params: URLSearchParams): boolean {
  const written = searchEntries(appSearchParams(params));
  const given = searchEntries(params);
  return written.length !== given.length || written.some((entry, index) => entry !== given[index]);
}
