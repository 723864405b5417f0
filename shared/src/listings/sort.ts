import type { Listing, SortOrder } from '../contracts';

const time = (iso: string): number => Date.parse(iso);

/**
 * Listings by createdAt, newest or oldest first. Stable, returns a new array.
 * Listings with an unparsable date go last in both orders.
 */
export function sortListings(listings: readonly Listing[], order: SortOrder): Listing[] {
  const direction = order === 'oldest' ? 1 : -1;
  return [...listings].sort((a, b) => {
    const ta = time(a.createdAt);
    const tb = time(b.createdAt);
    if (Number.isNaN(ta) || Number.isNaN(tb)) return Number(Number.isNaN(ta)) - Number(Number.isNaN(tb));
    return (ta - tb) * direction;
  });
}

const NUMERIC_ID = /^\d+$/;
const idCollator = new Intl.Collator('sq', { numeric: true });

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
  return idCollator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

export function sortIds(ids: readonly string[]): string[] {
  return [...ids].sort(compareIds);
}
