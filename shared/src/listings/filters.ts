import type { Filters, Listing } from '../contracts';
import { codeMask, rememberRows, tableOf, type ListingTable } from './table';

export type FilterKey = keyof Filters;

/** The place value that means "every city". */
export const ALL_PLACES = 'all';

function nonEmptyList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const list = value.filter((item): item is string => typeof item === 'string' && item !== '');
  return list.length > 0 ? list : undefined;
}

/**
 * SPEC 5 'Filters': what each key keeps. undefined means the filter is removed:
 * price only as a number above 0, no empty category/option lists, no place 'all', no empty id.
 */
const NORMALIZE: { [K in FilterKey]-?: (value: unknown) => Filters[K] } = {
  category: nonEmptyList,
  option: nonEmptyList,
  price: (value) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined),
  place: (value) => (typeof value === 'string' && value !== '' && value !== ALL_PLACES ? value : undefined),
  id: (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
};

const FILTER_KEYS = Object.keys(NORMALIZE) as FilterKey[];

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => item === b[index]);
  }
  return a === b;
}

/** Filters without `key`; the same object when it was not set. */
export function removeFilter(filters: Filters, key: FilterKey): Filters {
  if (!(key in filters)) return filters;
  const next = { ...filters };
  delete next[key];
  return next;
}

/**
 * Sets one filter, following SPEC 5 (a value that means "no filter" removes the key).
 * Returns a new object, or the same one when nothing changes, so subscribers can skip it.
 */
export function updateFilter<K extends FilterKey>(filters: Filters, key: K, value: Filters[K] | null): Filters {
  const next = NORMALIZE[key](value);
  if (next === undefined) return removeFilter(filters, key);
  if (sameValue(filters[key], next)) return filters;
  return { ...filters, [key]: next };
}

export function clearFilters(): Filters {
  return {};
}

export function hasActiveFilters(filters: Filters): boolean {
  return FILTER_KEYS.some((key) => NORMALIZE[key](filters[key]) !== undefined);
}

interface ActiveFilters {
  category?: string[];
  option?: string[];
  price?: number;
  place?: string;
  id?: string;
}

/** One pass over the columns of a registered table; the result remembers its rows for sortListings. */
function filterTable(table: ListingTable, { category, option, price, place, id }: ActiveFilters): Listing[] {
  const { listings } = table;
  const categories = category && codeMask(table.categoryCodes, category);
  const options = option && codeMask(table.optionCodes, option);
  const city = place === undefined ? -1 : (table.cityCodes.get(place) ?? -2);
  const rows = new Int32Array(listings.length);
  const result: Listing[] = [];
  if (city === -2) {
    rememberRows(result, table, rows.subarray(0, 0));
    return result;
  }
  for (let row = 0; row < listings.length; row++) {
    if (categories && categories[table.category[row] as number] !== 1) continue;
    if (options && options[table.option[row] as number] !== 1) continue;
    if (city >= 0 && table.city[row] !== city) continue;
    // NaN (by agreement) fails the comparison, as in the straightforward filter.
    if (price !== undefined && !((table.price[row] as number) <= price)) continue;
    const listing = listings[row] as Listing;
    if (id !== undefined && listing.id !== id) continue;
    rows[result.length] = row;
    result.push(listing);
  }
  rememberRows(result, table, rows.subarray(0, result.length));
  return result;
}

/**
 * The listings that pass every active filter; a non-array input gives [].
 * With a price filter, listings priced "Me Marrëveshje" are left out.
 * On the data service's array (see table.ts) this is one pass over typed columns.
 */
export function applyFilters(listings: readonly Listing[], filters: Filters): Listing[] {
  if (!Array.isArray(listings)) return [];
  const active: ActiveFilters = {
    category: NORMALIZE.category(filters.category),
    option: NORMALIZE.option(filters.option),
    price: NORMALIZE.price(filters.price),
    place: NORMALIZE.place(filters.place),
    id: NORMALIZE.id(filters.id),
  };
  const table = tableOf(listings);
  if (table) return filterTable(table, active);
  const { category, option, price, place, id } = active;
  return listings.filter(
    (listing) =>
      (!category || category.includes(listing.category)) &&
      (!option || option.includes(listing.option)) &&
      (price === undefined || (typeof listing.price === 'number' && listing.price <= price)) &&
      (!place || listing.city === place) &&
      (!id || listing.id === id),
  );
}
