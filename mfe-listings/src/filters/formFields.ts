/**
 * The filter dialog's form is a search in the URL's own words: each field is named after its
 * filter's parameter and sends its choices as the filter writes them (`FILTERS` in
 * shared/listings), so the form sent with JavaScript off asks for the address the app writes
 * (the server reads it with `submittedFilters`), and the app reads the form's data the same way.
 */
import type { Filters, SortOrder } from 'shared/contracts';
import { FILTERS, FILTER_KEYS, searchParamsWith, type FilterDefinition, type FilterKey } from 'shared/listings';

/** A filter's field name: its one query parameter (a range's fields are named by its `queryKeys`). */
export function fieldName(key: FilterKey): string {
  const [name, ...more] = FILTERS[key].queryKeys;
  if (name === undefined || more.length > 0) throw new Error(`The filter '${key}' is not one query parameter`);
  return name;
}

/** Every filter field's name (a range has two), the fields 'Fshij' empties. */
export const FILTER_FIELD_NAMES: readonly string[] = FILTER_KEYS.flatMap((key) => FILTERS[key].queryKeys);

/** What a field sends for a value of its filter, as the filter writes it ('Në Shitje' → 'shitje'); '' for a value it does not write. */
export function fieldValue<K extends FilterKey>(key: K, value: NonNullable<Filters[K]>): string {
  const params = new URLSearchParams();
  (FILTERS[key] as FilterDefinition<NonNullable<Filters[K]>>).write(value, params);
  return params.get(fieldName(key)) ?? '';
}

/**
 * The page's query the form keeps in hidden fields, as the app keeps it when the search changes:
 * everything but the filters (view, sort, any other parameter), on the first page. Also where
 * 'Fshij' leads.
 */
export function keptFields(params: URLSearchParams, sort: SortOrder): [string, string][] {
  return [...searchParamsWith(params, {}, sort)];
}

/** A form's data as a query string's parameters (its text fields; a form of these has no files). */
export function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return params;
}
