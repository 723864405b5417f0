/** The listings table's search and sort, pure. */
import { foldText } from 'shared/format';
import type { ListingRow } from '../api';

export type SortKey = 'id' | 'title' | 'city' | 'price' | 'status' | 'photos' | 'createdAt';
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
      // "Me Marrëveshje" (no number) after every price.
      return (a.price ?? Number.POSITIVE_INFINITY) - (b.price ?? Number.POSITIVE_INFINITY);
    case 'photos':
      return a.photos - b.photos;
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

/** A click on a column: the same column flips the direction, a new one starts ascending (dates and prices newest/highest first). */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'createdAt' || key === 'price' ? 'desc' : 'asc' };
}
