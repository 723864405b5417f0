/** The listings table's search, status filter, price and sort, pure. */
import { PRICE_BY_AGREEMENT } from 'shared/contracts';
import { categoryLabel, foldText, listingPrice, type ListingPrice } from 'shared/format';
import type { ListingRow, ListingStatus } from '../api';

export type SortKey = 'id' | 'title' | 'kind' | 'city' | 'price' | 'status' | 'photos' | 'views' | 'createdAt';

/** A row's price as the public site writes it: '450 €/muaj', '12.000 €/ari', the higher figure struck beside a cut. */
export const rowPrice = (row: ListingRow): ListingPrice => listingPrice({ ...row, price: row.price ?? PRICE_BY_AGREEMENT, reducedPrice: row.reducedPrice ?? undefined });

/** What a row is: its category and offer ('Banesë · Me Qera'). */
export const rowKind = (row: ListingRow): string => `${categoryLabel(row.category)} · ${row.option}`;

/** The status filter's value: one status, or every one. */
export type StatusFilter = ListingStatus | 'all';

export const filterByStatus = (rows: readonly ListingRow[], status: StatusFilter): ListingRow[] =>
  status === 'all' ? [...rows] : rows.filter((row) => row.status === status);
export interface SortState {
  key: SortKey;
  direction: 'asc' | 'desc';
}

/** Rows whose id, title or city contain every word of the query (accents and case ignored: 'prishtine' finds 'Prishtinë'). */
export function searchRows(rows: readonly ListingRow[], query: string): ListingRow[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const text = foldText(`${row.id} ${row.title} ${row.city}`);
    return words.every((word) => text.includes(word));
  });
}

const collator = new Intl.Collator('sq', { numeric: true, sensitivity: 'base' });

function compare(a: ListingRow, b: ListingRow, key: SortKey): number {
  switch (key) {
    case 'price':
      // What it costs now (a cut price is the lower); "Me Marrëveshje" (no number) after every price.
      return (rowPrice(a).amount ?? Number.POSITIVE_INFINITY) - (rowPrice(b).amount ?? Number.POSITIVE_INFINITY);
    case 'kind':
      return collator.compare(rowKind(a), rowKind(b));
    case 'photos':
      return a.photos - b.photos;
    case 'views':
      // Views of the last 30 days; between equal views, the one asked about more.
      return a.views - b.views || a.inquiries - b.inquiries;
    case 'createdAt':
      return a.createdAt.localeCompare(b.createdAt);
    default:
      return collator.compare(a[key], b[key]);
  }
}

export function sortRows(rows: readonly ListingRow[], sort: SortState): ListingRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b, sort.key) || collator.compare(a.id, b.id));
}

/** A click on a column: the same column flips the direction, a new one starts ascending (dates, prices and views newest/highest first). */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'createdAt' || key === 'price' || key === 'views' ? 'desc' : 'asc' };
}
