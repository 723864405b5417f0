/**
 * The sort orders other than by date, as keys per row: a group (lower first) and an amount.
 *
 * - 'cheapest' / 'priciest': the price a range compares on the search's basis (priceRange.ts),
 *   so a buyer's list runs by what each home costs in all; listings priced on the other basis
 *   follow (a rental in a buyer's list, by its rent), then those without a price (by agreement,
 *   a plot of unknown area).
 * - 'largest': the area, largest first; listings without one last.
 *
 * Ties keep the order the listings came in (newest first, as the data is loaded).
 */
import type { Listing, SortOrder } from '../contracts';
import { detailAmount } from './detailAmount';
import { comparablePrice, type PriceBasis } from './priceRange';

export interface SortKeys {
  group: Uint8Array;
  amount: Float64Array;
  descending: boolean;
}

const OTHER_BASIS: Record<PriceBasis, PriceBasis> = { sale: 'rent', rent: 'sale' };

const areaOf = (listing: Listing): number => detailAmount(listing, 'area') ?? Number.NaN;

/** The keys of `listings` for an order other than by date. */
export function sortKeys(listings: readonly Listing[], order: Exclude<SortOrder, 'newest' | 'oldest'>, basis: PriceBasis): SortKeys {
  const group = new Uint8Array(listings.length);
  const amount = new Float64Array(listings.length);
  listings.forEach((listing, row) => {
    if (order === 'largest') {
      const area = areaOf(listing);
      group[row] = Number.isNaN(area) ? 1 : 0;
      amount[row] = Number.isNaN(area) ? 0 : area;
      return;
    }
    const own = comparablePrice(listing, basis);
    const other = own === null ? comparablePrice(listing, OTHER_BASIS[basis]) : null;
    group[row] = own !== null ? 0 : other !== null ? 1 : 2;
    amount[row] = own ?? other ?? 0;
  });
  return { group, amount, descending: order !== 'cheapest' };
}

/** The rows in the keys' order: by group, then amount (ascending or descending), then row. */
export function keyedRows({ group, amount, descending }: SortKeys): Int32Array {
  const direction = descending ? -1 : 1;
  const rows = Array.from({ length: group.length }, (_, row) => row);
  rows.sort(
    (a, b) =>
      (group[a] as number) - (group[b] as number) || ((amount[a] as number) - (amount[b] as number)) * direction || a - b,
  );
  return Int32Array.from(rows);
}
