import type { Filters, Listing } from '../contracts';

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

/**
 * The listings that pass every active filter; a non-array input gives [].
 * With a price filter, listings priced "Me Marrëveshje" are left out.
 */
export function applyFilters(listings: readonly Listing[], filters: Filters): Listing[] {
  if (!Array.isArray(listings)) return [];
  const category = NORMALIZE.category(filters.category);
  const option = NORMALIZE.option(filters.option);
  const price = NORMALIZE.price(filters.price);
  const place = NORMALIZE.place(filters.place);
  const id = NORMALIZE.id(filters.id);
  return listings.filter(
    (listing) =>
      (!category || category.includes(listing.category)) &&
      (!option || option.includes(listing.option)) &&
      (price === undefined || (typeof listing.price === 'number' && listing.price <= price)) &&
      (!place || listing.city === place) &&
      (!id || listing.id === id),
  );
}
