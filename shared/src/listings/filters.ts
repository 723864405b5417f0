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
import { TEXT_MAX_LENGTH } from '../listing-fields';
import { CATEGORIES, CITIES, DOCUMENTS, OPTIONS, type DetailKey, type DocumentCode, type Filters, type Listing, type ListingOption, type MapBounds } from '../contracts';
import { areaRangeChipLabel } from '../format/area';
import { categoryLabel, documentLabel, hideSoldLabel, mapAreaChipLabel, optionLabel, textSearchChipLabel } from '../format/labels';
import { priceRangeChipLabel } from '../format/money';
import { minimumCountFilter } from './countFilter';
import { detailAmount } from './detailAmount';
import { listingDocuments } from './documents';
import { comparablePrice, priceBasis } from './priceRange';
import { inRange, rangeInQuery, type RangeQueryKeys } from './range';
import { codeMask, comparablePrices, rememberRows, tableOf, type ListingTable } from './table';
import { matchesText, normalizeTextQuery, textTerms, type SearchContext } from './textSearch';

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
  /**
   * Whether a listing passes. Listings may come from the index: only its fields are there.
   * `filters` is the whole search, for a filter whose meaning depends on another (the price's
   * unit follows the deal chosen). `context` is what the search knows besides (the server's text
   * matches: textSearch.ts).
   */
  test(value: V, filters: Filters, context: SearchContext): (listing: Listing) => boolean;
  /** The same test over a table's columns (table.ts), for a filter with a column; else `test` runs per row. */
  testRow?(value: V, table: ListingTable, filters: Filters): (row: number) => boolean;
  /** Its removable chips (none for a filter without chips). */
  chips(value: V, filters: Filters): FilterChipContent[];
  /** The details it reads, which the listings index must carry. */
  readsDetails?: readonly DetailKey[];
  /**
   * The filter its value belongs to (a neighbourhood to its city): without that one set it is
   * not active, and it goes when that one changes or is removed.
   */
  dependsOn?: FilterKey;
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

/** The price range's parameters: 'Çmimi nga' and 'Çmimi deri'. */
export const PRICE_QUERY = { min: 'minPrice', max: 'maxPrice' } as const satisfies RangeQueryKeys;

/** The area range's parameters: 'Sipërfaqja nga' and 'Sipërfaqja deri'. */
export const AREA_QUERY = { min: 'minArea', max: 'maxArea' } as const satisfies RangeQueryKeys;

/** The known document codes of a list, each once; undefined when none is left. */
function knownDocuments(items: readonly string[]): DocumentCode[] | undefined {
  const codes = unique(items.filter((code): code is DocumentCode => isOneOf(DOCUMENTS, code)));
  return codes.length > 0 ? codes : undefined;
}

/** The option's word in the URL (`status=shitje,qera`). */
const STATUS_CODES: Record<ListingOption, string> = { 'Në Shitje': 'shitje', 'Me Qera': 'qera' };

/** A map box's edges are kept to a thousandth of a degree (about 100 m): a short, shareable URL. */
export const BOUNDS_DECIMALS = 3;
const BOUNDS_SCALE = 10 ** BOUNDS_DECIMALS;

/**
 * A box of four finite degrees, west < east and south < north, inside the world, its edges
 * rounded to BOUNDS_DECIMALS; undefined for anything else (one that rounds to nothing too).
 */
function validBounds(value: unknown): MapBounds | undefined {
  if (!Array.isArray(value) || value.length !== 4 || !value.every((edge) => typeof edge === 'number' && Number.isFinite(edge))) return undefined;
  const [west, south, east, north] = (value as number[]).map((edge) => Math.round(edge * BOUNDS_SCALE) / BOUNDS_SCALE) as MapBounds;
  const inWorld = west >= -180 && east <= 180 && south >= -90 && north <= 90;
  return inWorld && west < east && south < north ? [west, south, east, north] : undefined;
}

/**
 * The box a map's view asks for, its edges rounded outwards to BOUNDS_DECIMALS, so every
 * marker the visitor sees stays inside it.
 */
export function boundsAround(west: number, south: number, east: number, north: number): MapBounds | undefined {
  const down = (edge: number) => Math.floor(edge * BOUNDS_SCALE) / BOUNDS_SCALE;
  const up = (edge: number) => Math.ceil(edge * BOUNDS_SCALE) / BOUNDS_SCALE;
  return validBounds([down(Math.max(west, -180)), down(Math.max(south, -90)), up(Math.min(east, 180)), up(Math.min(north, 90))]);
}

/** A neighbourhood's name as the listings write it (trimmed, within a subcity's length); undefined when blank. */
function neighbourhoodName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim();
  return name !== '' && name.length <= TEXT_MAX_LENGTH.subcity ? name : undefined;
}

/** Items of a list filter, each a chip that removes it. */
const listChips = (label: (item: string) => string) => (items: readonly string[]) => items.map((value) => ({ value, label: label(value) }));

export const FILTERS: FilterDefinitions = {
  // 'Kërko' (`q=banese+me+pamje`): the words in the title, description or id (textSearch.ts). The
  // browser's rows carry no description: the ids the server matched come in the context, for
  // exactly this query; without them (not asked, or the server could not answer) the listing's
  // own text is matched, the description too when the listing carries it (the server's records).
  text: {
    normalize: normalizeTextQuery,
    queryKeys: ['q'],
    read: (params) => normalizeTextQuery(params.get('q')),
    write: (text, params) => {
      const kept = normalizeTextQuery(text);
      if (kept !== undefined) params.set('q', kept);
    },
    test: (text, _filters, context) => {
      const matches = context.text;
      if (matches?.query === text) return (listing) => matches.ids.has(listing.id);
      const terms = textTerms(text);
      return (listing) => matchesText(terms, listing);
    },
    chips: (text) => [{ label: textSearchChipLabel(text) }],
  },
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
    chips: listChips(optionLabel),
  },
  price: {
    ...rangeInQuery(PRICE_QUERY),
    // The price compared follows the deal (priceRange.ts); a price by agreement has none, so a bound leaves it out.
    test: (range, filters) => {
      const basis = priceBasis(filters);
      return (listing) => inRange(range, comparablePrice(listing, basis));
    },
    testRow: (range, table, filters) => {
      const prices = comparablePrices(table, priceBasis(filters));
      return (row) => inRange(range, prices[row] as number);
    },
    chips: (range, filters) => [{ label: priceRangeChipLabel(range, priceBasis(filters) === 'rent') }],
  },
  // 'Sipërfaqja nga' / 'Sipërfaqja deri', in m²: a listing of unknown area drops out once a bound is set.
  area: {
    ...rangeInQuery(AREA_QUERY),
    test: (range) => (listing) => inRange(range, detailAmount(listing, 'area')),
    chips: (range) => [{ label: areaRangeChipLabel(range) }],
    readsDetails: ['area'],
  },
  rooms: minimumCountFilter('rooms', 'rooms'),
  bedrooms: minimumCountFilter('bedrooms', 'bedrooms'),
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
  // 'Lagjja': one neighbourhood of the chosen city, as the listings name it (their `subcity`).
  // Names repeat across cities ('Qendër', 'Dardania'): it means nothing without its city.
  neighbourhood: {
    normalize: neighbourhoodName,
    queryKeys: ['neighbourhood'],
    read: (params) => neighbourhoodName(params.get('neighbourhood')),
    write: (name, params) => params.set('neighbourhood', name),
    test: (name) => (listing) => typeof listing.subcity === 'string' && listing.subcity.trim() === name,
    chips: (name) => [{ label: name }],
    dependsOn: 'place',
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
  bounds: {
    normalize: validBounds,
    queryKeys: ['bbox'],
    read: (params) => {
      const text = params.get('bbox')?.trim();
      return text ? validBounds(text.split(',').map((edge) => (edge.trim() === '' ? Number.NaN : Number(edge)))) : undefined;
    },
    write: (bounds, params) => params.set('bbox', bounds.join(',')),
    // The listing's public point (already moved by the privacy offset): a listing without one
    // cannot be in the area. The table has no point columns, so `test` runs per row.
    test: ([west, south, east, north]) => (listing) => {
      const point = listing.geoPoint;
      // NaN coordinates fail the comparisons, as no point does.
      return Boolean(point) && point!.latitude >= south && point!.latitude <= north && point!.longitude >= west && point!.longitude <= east;
    },
    chips: () => [{ label: mapAreaChipLabel() }],
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
  // 'Fshih të shiturat' (`available=1`): a reserved or sold listing, still shown with its badge, is hidden.
  available: {
    normalize: (value) => (value === true ? true : undefined),
    queryKeys: ['available'],
    read: (params) => (params.get('available')?.trim() === '1' ? true : undefined),
    write: (_available, params) => params.set('available', '1'),
    test: () => (listing) => listing.status === undefined,
    chips: () => [{ label: hideSoldLabel() }],
  },
};

/** Every filter key, in the table's order (the order of the chips and of the URL's parameters). */
export const FILTER_KEYS = Object.keys(FILTERS) as FilterKey[];

/** A filter's value normalised (undefined: no filter), whatever the others are. */
export function normalizedValue<K extends FilterKey>(key: K, value: unknown): NonNullable<Filters[K]> | undefined {
  return (FILTERS[key] as FilterDefinition<NonNullable<Filters[K]>>).normalize(value);
}

/**
 * A filter's normalised value; undefined when the filter is not set, or when the filter it
 * depends on is not (a neighbourhood without its city).
 */
export function activeValue<K extends FilterKey>(filters: Filters, key: K): NonNullable<Filters[K]> | undefined {
  const parent = FILTERS[key].dependsOn;
  if (parent !== undefined && activeValue(filters, parent) === undefined) return undefined;
  return normalizedValue(key, filters[key]);
}

/** The filters that depend on `key` (their values belong to its value). */
const dependentsOf = (key: FilterKey): FilterKey[] => FILTER_KEYS.filter((other) => FILTERS[other].dependsOn === key);

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
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
  }
  return a === b;
}

/** Filters without `key` and the filters that depend on it; the same object when none was set. */
export function removeFilter(filters: Filters, key: FilterKey): Filters {
  const keys = [key, ...dependentsOf(key)].filter((gone) => gone in filters);
  if (keys.length === 0) return filters;
  const next = { ...filters };
  for (const gone of keys) delete next[gone];
  return keys.length > 1 ? dependentsOf(key).reduce(removeFilter, next) : next;
}

/**
 * Sets one filter, following SPEC 5 (a value that means "no filter" removes the key).
 * Returns a new object, or the same one when nothing changes, so subscribers can skip it.
 */
export function updateFilter<K extends FilterKey>(filters: Filters, key: K, value: Filters[K] | null): Filters {
  const next = normalizedValue(key, value ?? undefined);
  if (next === undefined) return removeFilter(filters, key);
  if (sameValue(filters[key], next)) return filters;
  // A new city: the neighbourhood chosen was one of the old city's.
  return { ...dependentsOf(key).reduce(removeFilter, filters), [key]: next };
}

export function clearFilters(): Filters {
  return {};
}

export function hasActiveFilters(filters: Filters): boolean {
  return activeFilters(filters).length > 0;
}

/** One pass over a registered table's rows; the result remembers its rows for sortListings. */
function filterTable(table: ListingTable, active: ReturnType<typeof activeFilters>, filters: Filters, context: SearchContext): Listing[] {
  const { listings } = table;
  const tests = active.map(({ definition, value }) => {
    if (definition.testRow) return definition.testRow(value, table, filters);
    const test = definition.test(value, filters, context);
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
 * `context`: what the search knows besides (the server's text matches, textSearch.ts).
 */
export function applyFilters(listings: readonly Listing[], filters: Filters, context: SearchContext = {}): Listing[] {
  if (!Array.isArray(listings)) return [];
  const active = activeFilters(filters);
  const table = tableOf(listings);
  if (table) return filterTable(table, active, filters, context);
  const tests = active.map(({ definition, value }) => definition.test(value, filters, context));
  return listings.filter((listing) => tests.every((test) => test(listing)));
}
