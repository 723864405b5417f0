import type { Listing, SortOrder } from '../contracts';
import { createdTime, rowsOf, sortRows, sortedRows } from './table';

/**
 * Listings by createdAt, newest or oldest first. Stable, returns a new array.
 * Listings with an unparsable date go last in both orders.
 * On the data service's array, or a result of applyFilters over it, this walks the
 * permutation made once per data load (table.ts) instead of sorting.
 */
export function sortListings(listings: readonly Listing[], order: SortOrder): Listing[] {
  const known = rowsOf(listings);
  if (known) return sortRows(known.table, known.rows, order);
  // Each date is parsed once, not once per comparison.
  const rows = sortedRows(Float64Array.from(listings, createdTime), order);
  return Array.from(rows, (row) => listings[row] as Listing);
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
