import type { Filters, Listing, SortOrder } from '../contracts';
import { applyFilters } from './filters';
import { priceBasis, type PriceBasis } from './priceRange';
import { keyedRows, sortKeys } from './sortKeys';
import type { SearchContext } from './textSearch';
import { createdTime, rowsOf, sortRows, sortedRows } from './table';

/**
 * Listings in `order`: by createdAt, newest or oldest first (an unparsable date last in both),
 * or by price or area (sortKeys.ts; the price on `basis`). Stable, returns a new array.
 * On the data service's array, or a result of applyFilters over it, this walks a permutation
 * made once per data load (table.ts) instead of sorting.
 */
export function sortListings(listings: readonly Listing[], order: SortOrder, basis: PriceBasis = 'sale'): Listing[] {
  const known = rowsOf(listings);
  if (known) return sortRows(known.table, known.rows, order, basis);
  // Each key is made once, not once per comparison.
  const rows =
    order === 'newest' || order === 'oldest'
      ? sortedRows(Float64Array.from(listings, createdTime), order)
      : keyedRows(sortKeys(listings, order, basis));
  return Array.from(rows, (row) => listings[row] as Listing);
}

/** A search's results: the listings that pass its filters, in its order (prices on the filters' basis). */
export function searchListings(listings: readonly Listing[], filters: Filters, order: SortOrder, context: SearchContext = {}): Listing[] {
  return sortListings(applyFilters(listings, filters, context), order, priceBasis(filters));
}

const NUMERIC_ID = /^\d+$/;
/**
 * Made on first use: a renderer's first collator loads ICU's collation data, a stretch of
 * main-thread work, and with numeric ids (the usual case) it is never needed.
 */
let idCollator: Intl.Collator | undefined;

/**
 * SPEC: ids sort numerically when both are numeric, otherwise as text.
 * Taken literally that order is not transitive ('9' < '10' numerically, '10' < '2-a' < '9' as
 * text), so the text comparison reads digit runs as numbers; on two numeric ids it agrees with
 * the numeric comparison, and the sort is well defined. Returns a new array.
 */
export function compareIds(a: string, b: string): number {
  if (NUMERIC_ID.test(a) && NUMERIC_ID.test(b)) {
    const diff = Number(a) - Number(b);
    if (diff !== 0) return Math.sign(diff);
  }
  // The numeric collation ranks '7' and '07' equal; code units break the tie.
  idCollator ??= new Intl.Collator('sq', { numeric: true });
  return idCollator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

export function sortIds(ids: readonly string[]): string[] {
  return [...ids].sort(compareIds);
}
