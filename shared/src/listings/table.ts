/**
 * A column view of one loaded set of listings, made once per data load, so that filtering,
 * sorting and paging 10,000 listings costs well under a millisecond per change.
 *
 * `buildListingTable(listings)` registers the set (the very array the data service hands out).
 * `applyFilters` and `sortListings` then recognise that array, and the arrays they return, and
 * answer from the columns and the precomputed sort orders; any other input takes the
 * straightforward path, with exactly the same results (table.test.ts compares the two).
 */
import type { Listing, SortOrder } from '../contracts';
import { comparablePrice, type PriceBasis } from './priceRange';
import { keyedRows, sortKeys } from './sortKeys';

/** The orders by date, whose permutations every table has from the start. */
type DateOrder = 'newest' | 'oldest';

export interface ListingTable {
  listings: readonly Listing[];
  /** Per row: a small code for the category / option / city (an index into the `*Codes` maps). */
  category: Uint16Array;
  option: Uint16Array;
  city: Uint16Array;
  categoryCodes: Map<string, number>;
  optionCodes: Map<string, number>;
  cityCodes: Map<string, number>;
  /** Per row: its position in each date order; and per position, the row (the precomputed permutations). */
  rank: Record<DateOrder, Int32Array>;
  order: Record<DateOrder, Int32Array>;
}

/** createdAt as a time; NaN when it does not parse (sorted last in both orders). */
export const createdTime = (listing: Listing): number => Date.parse(listing.createdAt);

/**
 * The rows of `times` in sortListings' order: by time (newest or oldest first), unparsable
 * dates last, ties in row order (the sort is stable).
 */
export function sortedRows(times: Float64Array, order: DateOrder): Int32Array {
  const direction = order === 'oldest' ? 1 : -1;
  const compare = (a: number, b: number): number => {
    const ta = times[a] as number;
    const tb = times[b] as number;
    const nanA = Number.isNaN(ta);
    const nanB = Number.isNaN(tb);
    if (nanA || nanB) return nanA === nanB ? a - b : nanA ? 1 : -1;
    return (ta - tb) * direction || a - b;
  };
  const identity = Int32Array.from({ length: times.length }, (_, row) => row);
  // Loaded data is already newest first: one pass tells, and no sort is needed.
  let inOrder = true;
  for (let row = 1; row < times.length && inOrder; row++) inOrder = compare(row - 1, row) < 0;
  if (inOrder) return identity;
  return Int32Array.from(Array.from(identity).sort(compare));
}

/**
 * The oldest-first order from the newest-first one, in one pass: the runs of equal times come
 * in reverse, each run keeps its rows ascending, and the unparsable dates stay last. It is
 * sortedRows(times, 'oldest') without a comparison sort, which was the larger part of a table's
 * making in a profile.
 */
export function oldestFromNewest(newest: Int32Array, times: Float64Array): Int32Array {
  const oldest = new Int32Array(newest.length);
  let dated = newest.length;
  while (dated > 0 && Number.isNaN(times[newest[dated - 1] as number])) dated--;
  let written = 0;
  for (let end = dated; end > 0; ) {
    const time = times[newest[end - 1] as number];
    let start = end - 1;
    while (start > 0 && times[newest[start - 1] as number] === time) start--;
    for (let position = start; position < end; position++) oldest[written++] = newest[position] as number;
    end = start;
  }
  oldest.set(newest.subarray(dated), written);
  return oldest;
}

function inverse(order: Int32Array): Int32Array {
  const rank = new Int32Array(order.length);
  order.forEach((row, position) => {
    rank[row] = position;
  });
  return rank;
}

function encode(values: readonly string[], codes: Map<string, number>): Uint16Array {
  const column = new Uint16Array(values.length);
  values.forEach((value, row) => {
    let code = codes.get(value);
    if (code === undefined) {
      code = codes.size;
      codes.set(value, code);
    }
    column[row] = code;
  });
  return column;
}

const tables = new WeakMap<readonly Listing[], ListingTable>();
/** Arrays made by applyFilters from a table: which rows they hold, ascending. */
const filteredRows = new WeakMap<readonly Listing[], { table: ListingTable; rows: Int32Array }>();

/**
 * Makes (once) and registers the table of `listings`. The array must not change afterwards
 * (the service hands out frozen arrays); a changed copy is simply not recognised.
 */
export function buildListingTable(listings: readonly Listing[]): ListingTable {
  const known = tables.get(listings);
  if (known) return known;
  const times = Float64Array.from(listings, createdTime);
  const newest = sortedRows(times, 'newest');
  const oldest = oldestFromNewest(newest, times);
  const categoryCodes = new Map<string, number>();
  const optionCodes = new Map<string, number>();
  const cityCodes = new Map<string, number>();
  const table: ListingTable = {
    listings,
    category: encode(
      listings.map((listing) => String(listing.category)),
      categoryCodes,
    ),
    option: encode(
      listings.map((listing) => String(listing.option)),
      optionCodes,
    ),
    city: encode(
      listings.map((listing) => listing.city),
      cityCodes,
    ),
    categoryCodes,
    optionCodes,
    cityCodes,
    rank: { newest: inverse(newest), oldest: inverse(oldest) },
    order: { newest, oldest },
  };
  tables.set(listings, table);
  return table;
}

const pricesByBasis = new WeakMap<ListingTable, Partial<Record<PriceBasis, Float64Array>>>();

/**
 * Per row: the price a range compares on `basis` (priceRange.ts), NaN where there is none. Made
 * on the first price search of a basis, not with the table: most visits never set a price.
 */
export function comparablePrices(table: ListingTable, basis: PriceBasis): Float64Array {
  let byBasis = pricesByBasis.get(table);
  if (!byBasis) pricesByBasis.set(table, (byBasis = {}));
  return (byBasis[basis] ??= Float64Array.from(table.listings, (listing) => comparablePrice(listing, basis) ?? Number.NaN));
}

const keyedPermutations = new WeakMap<ListingTable, Map<string, { order: Int32Array; rank: Int32Array }>>();

/**
 * A sort order's permutation of the table and its inverse. The date orders are made with the
 * table; the others on their first use (per price basis), since most visits never ask for them.
 */
function permutationOf(table: ListingTable, order: SortOrder, basis: PriceBasis): { order: Int32Array; rank: Int32Array } {
  if (order === 'newest' || order === 'oldest') return { order: table.order[order], rank: table.rank[order] };
  let made = keyedPermutations.get(table);
  if (!made) keyedPermutations.set(table, (made = new Map()));
  const name = `${order} ${basis}`;
  let found = made.get(name);
  if (!found) {
    const rows = keyedRows(sortKeys(table.listings, order, basis));
    found = { order: rows, rank: inverse(rows) };
    made.set(name, found);
  }
  return found;
}

export const tableOf = (listings: readonly Listing[]): ListingTable | undefined => tables.get(listings);

/** Remembers that `result` holds these rows of `table`, in ascending row order. */
export function rememberRows(result: readonly Listing[], table: ListingTable, rows: Int32Array): void {
  filteredRows.set(result, { table, rows });
}

/**
 * The rows of `list` in a registered table, when `list` is that table's array or a result of
 * applyFilters over it (so its rows ascend and the table's tie order is the list's order).
 */
export function rowsOf(list: readonly Listing[]): { table: ListingTable; rows: Int32Array | undefined } | undefined {
  const table = tables.get(list);
  if (table) return { table, rows: undefined };
  return filteredRows.get(list);
}

/** A mask over codes: which codes a filter's values select. */
export function codeMask(codes: Map<string, number>, values: readonly string[]): Uint8Array {
  const mask = new Uint8Array(codes.size);
  for (const value of values) {
    const code = codes.get(value);
    if (code !== undefined) mask[code] = 1;
  }
  return mask;
}

/**
 * `list` (all rows of `table` when `rows` is undefined) in `order`, in O(table size): each
 * selected row is marked at its position in the precomputed permutation, then the permutation
 * is walked once.
 */
export function sortRows(table: ListingTable, rows: Int32Array | undefined, order: SortOrder, basis: PriceBasis): Listing[] {
  const { order: permutation, rank } = permutationOf(table, order, basis);
  const { listings } = table;
  if (rows === undefined) return Array.from(permutation, (row) => listings[row] as Listing);
  const marked = new Uint8Array(permutation.length);
  for (const row of rows) marked[rank[row] as number] = 1;
  const sorted: Listing[] = [];
  for (let position = 0; position < permutation.length; position++) {
    if (marked[position] === 1) sorted.push(listings[permutation[position] as number] as Listing);
  }
  return sorted;
}
