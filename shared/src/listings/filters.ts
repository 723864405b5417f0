/**
 * The search's filters, each defined once in `FILTERS`: the value it keeps (SPEC 5), its place
 * in the URL, the listings it lets through, and its removable chips. Applying them (here),
 * reading and writing the URL (query.ts), the chips (chips.ts), the filter dialog's form
 * (query.ts `submittedFilters`, mfe-listings formFields.ts) and the server's first page (server/src/projection/first-page.ts) all walk this table, so a
 * new filter is one entry here and its key in `Filters` (shared/contracts), plus its control.
 *
 * A filter runs over the listings index in the browser, which carries only some details: a
 * filter that reads a detail names it in `readsDetails`, and filters.test.ts checks the index
 * carries it (listing-fields `indexed`).
 */
import { CATEGORIES, CITIES, DOCUMENTS, OPTIONS, type DetailKey, type DocumentCode, type Filters, type Listing, type ListingOption } from '../contracts';
import { categoryLabel, documentLabel } from '../format/labels';
import { maxPriceChipLabel } from '../format/money';
import { listingDocuments } from './documents';
import { codeMask, rememberRows, tableOf, type ListingTable } from './table';

export type FilterKey = keyof Filters;

/** The place value that means "every city". */
export const ALL_PLACES = 'all';

/** A removable chip's content; `value` is the list item it stands for. */
export interface FilterChipContent {
  value?: string;
  label: string;
}

/** One filter of the search. */
export interface FilterDefinition<V> {
  /** SPEC 5: what it keeps of a value; undefined removes the filter. */
  normalize(value: unknown): V | undefined;
  /** Its query parameters: removed before the search is written, so a cleared filter leaves none. */
  queryKeys: readonly string[];
  /** Its value from the query string; undefined when it has no valid one. */
  read(params: URLSearchParams): V | undefined;
  /** Writes its value, normalised, into the query string; a value a reader would not understand is left out. */
  write(value: V, params: URLSearchParams): void;
  /** Whether a listing passes. Listings may come from the index: only its fields are there. */
  test(value: V): (listing: Listing) => boolean;
  /** The same test over a table's columns (table.ts), for a filter with a column; else `test` runs per row. */
  testRow?(value: V, table: ListingTable): (row: number) => boolean;
  /** Its removable chips (none for a filter without chips). */
  chips(value: V): FilterChipContent[];
  /** The details it reads, which the listings index must carry. */
  readsDetails?: readonly DetailKey[];
}

type FilterDefinitions = { [K in FilterKey]-?: FilterDefinition<NonNullable<Filters[K]>> };

function nonEmptyList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const list = value.filter((item): item is string => typeof item === 'string' && item !== '');
  return list.length > 0 ? list : undefined;
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

function splitList(value: string | null): string[] {
  return value ? value.split(',').map((item) => item.trim()).filter(Boolean) : [];
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** The known document codes of a list, each once; undefined when none is left. */
function knownDocuments(items: readonly string[]): DocumentCode[] | undefined {
  const codes = unique(items.filter((code): code is DocumentCode => isOneOf(DOCUMENTS, code)));
  return codes.length > 0 ? codes : undefined;
}

/** The option's word in the URL (`status=shitje,qera`). */
const STATUS_CODES: Record<ListingOption, string> = { 'Në Shitje': 'shitje', 'Me Qera': 'qera' };

/** Items of a list filter, each a chip that removes it. */
const listChips = (label: (item: string) => string) => (items: readonly string[]) => items.map((value) => ({ value, label: label(value) }));

export const FILTERS: FilterDefinitions = {
  category: {
    normalize: nonEmptyList,
    queryKeys: ['type'],
    read: (params) => nonEmptyList(unique(splitList(params.get('type')).filter((type) => isOneOf(CATEGORIES, type)))),
    write: (categories, params) => {
      const known = categories.filter((category) => isOneOf(CATEGORIES, category));
      if (known.length > 0) params.set('type', known.join(','));
    },
    test: (categories) => (listing) => categories.includes(listing.category),
    testRow: (categories, table) => {
      const mask = codeMask(table.categoryCodes, categories);
      return (row) => mask[table.category[row] as number] === 1;
    },
    chips: listChips(categoryLabel),
  },
  option: {
    normalize: nonEmptyList,
    queryKeys: ['status'],
    read: (params) =>
      nonEmptyList(
        unique(splitList(params.get('status')).flatMap((code) => OPTIONS.filter((option) => STATUS_CODES[option] === code.toLowerCase()))),
      ),
    write: (options, params) => {
      const codes = options.flatMap((option) => (isOneOf(OPTIONS, option) ? [STATUS_CODES[option]] : []));
      if (codes.length > 0) params.set('status', codes.join(','));
    },
    test: (options) => (listing) => options.includes(listing.option),
    testRow: (options, table) => {
      const mask = codeMask(table.optionCodes, options);
      return (row) => mask[table.option[row] as number] === 1;
    },
    chips: listChips((option) => option),
  },
  price: {
    normalize: (value) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined),
    queryKeys: ['maxPrice'],
    read: (params) => {
      const text = params.get('maxPrice')?.trim();
      const price = text ? Number(text) : Number.NaN;
      return Number.isFinite(price) && price > 0 ? price : undefined;
    },
    write: (price, params) => params.set('maxPrice', String(price)),
    // A price "Me Marrëveshje" has no amount to compare, so a maximum leaves it out.
    test: (price) => (listing) => typeof listing.price === 'number' && listing.price <= price,
    // NaN (by agreement) fails the comparison, as in `test`.
    testRow: (price, table) => (row) => (table.price[row] as number) <= price,
    chips: (price) => [{ label: maxPriceChipLabel(price) }],
  },
  place: {
    normalize: (value) => (typeof value === 'string' && value !== '' && value !== ALL_PLACES ? value : undefined),
    queryKeys: ['city'],
    read: (params) => {
      const city = params.get('city')?.trim() ?? '';
      return isOneOf(CITIES, city) ? city : undefined;
    },
    write: (city, params) => {
      if (isOneOf(CITIES, city)) params.set('city', city);
    },
    test: (city) => (listing) => listing.city === city,
    testRow: (city, table) => {
      const code = table.cityCodes.get(city);
      return code === undefined ? () => false : (row) => table.city[row] === code;
    },
    chips: (city) => [{ label: city }],
  },
  id: {
    normalize: (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
    queryKeys: ['id'],
    read: (params) => params.get('id')?.trim() || undefined,
    write: (id, params) => params.set('id', id),
    test: (id) => (listing) => listing.id === id,
    // The id select has its own place in the strip: no chip.
    chips: () => [],
  },
  // 'Dokumentacioni': a listing passes with every chosen document (`docs=permit,occupancy`);
  // one whose papers are unknown never does.
  documents: {
    normalize: (value) => knownDocuments(nonEmptyList(value) ?? []),
    queryKeys: ['docs'],
    read: (params) => knownDocuments(splitList(params.get('docs'))),
    write: (codes, params) => {
      const known = codes.filter((code) => isOneOf(DOCUMENTS, code));
      if (known.length > 0) params.set('docs', known.join(','));
    },
    test: (codes) => (listing) => {
      const documents = listingDocuments(listing);
      return documents !== undefined && codes.every((code) => documents.includes(code));
    },
    chips: listChips(documentLabel),
    readsDetails: ['documents'],
  },
};

/** Every filter key, in the table's order (the order of the chips and of the URL's parameters). */
export const FILTER_KEYS = Object.keys(FILTERS) as FilterKey[];

/** A filter's normalised value; undefined when the filter is not set. */
export function activeValue<K extends FilterKey>(filters: Filters, key: K): NonNullable<Filters[K]> | undefined {
  return (FILTERS[key] as FilterDefinition<NonNullable<Filters[K]>>).normalize(filters[key]);
}

/** Each active filter's definition with its value, in the table's order. */
function activeFilters(filters: Filters): { key: FilterKey; definition: FilterDefinition<unknown>; value: unknown }[] {
  return FILTER_KEYS.flatMap((key) => {
    const value = activeValue(filters, key);
    return value === undefined ? [] : [{ key, definition: FILTERS[key] as FilterDefinition<unknown>, value }];
  });
}

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
  const next = activeValue({ [key]: value ?? undefined } as Filters, key);
  if (next === undefined) return removeFilter(filters, key);
  if (sameValue(filters[key], next)) return filters;
  return { ...filters, [key]: next };
}

export function clearFilters(): Filters {
  return {};
}

export function hasActiveFilters(filters: Filters): boolean {
  return activeFilters(filters).length > 0;
}

/** One pass over a registered table's rows; the result remembers its rows for sortListings. */
function filterTable(table: ListingTable, active: ReturnType<typeof activeFilters>): Listing[] {
  const { listings } = table;
  const tests = active.map(({ definition, value }) => {
    if (definition.testRow) return definition.testRow(value, table);
    const test = definition.test(value);
    return (row: number) => test(listings[row] as Listing);
  });
  const rows = new Int32Array(listings.length);
  const result: Listing[] = [];
  const count = tests.length;
  next: for (let row = 0; row < listings.length; row++) {
    // A plain loop: an `every` closure per row made a change on 10,000 listings several times slower.
    for (let index = 0; index < count; index++) if (!(tests[index] as (row: number) => boolean)(row)) continue next;
    rows[result.length] = row;
    result.push(listings[row] as Listing);
  }
  rememberRows(result, table, rows.subarray(0, result.length));
  return result;
}

/**
 * The listings that pass every active filter; a non-array input gives [].
 * On the data service's array (see table.ts) this is one pass over typed columns.
 */
export function applyFilters(listings: readonly Listing[], filters: Filters): Listing[] {
  if (!Array.isArray(listings)) return [];
  const active = activeFilters(filters);
  const table = tableOf(listings);
  if (table) return filterTable(table, active);
  const tests = active.map(({ definition, value }) => definition.test(value));
  return listings.filter((listing) => tests.every((test) => test(listing)));
}
