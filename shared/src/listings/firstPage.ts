/**
 * The first page of a listings search as the server rendered it, carried in the page (a
 * `type="application/json"` script, LISTINGS_FIRST_PAGE_ID) so the browser's hydrating render
 * draws the same cards before the listings index has loaded. The listings grid reads it while the
 * data service is still loading and only for the search it was made for; after that the grid
 * computes its pages from the loaded listings as always (the same cards, so the nodes stay).
 */
import type { Listing } from '../contracts';
import type { Neighbourhood } from './neighbourhoods';
import { fromRow, isRow, toRow, type Row } from './summary';

export const LISTINGS_FIRST_PAGE_ID = 'listings-first-page';

export interface ListingsFirstPage {
  /** The query it was made for, as `URLSearchParams.toString()` writes it. */
  search: string;
  /** How many listings match the search. */
  count: number;
  /** The page shown (clamped to `total`) and the number of pages. */
  page: number;
  total: number;
  /** The page's listings, as the listings index carries them (the card's fields). */
  listings: readonly Listing[];
  /**
   * The neighbourhoods of the search's city ('Lagjja'), so the filter dialog offers them before
   * the listings index has loaded; none when no city is chosen.
   */
  neighbourhoods: readonly Neighbourhood[];
}

/** The page as JSON: its listings as index rows, so the cards match the ones the index gives. */
export function firstPageJson(page: ListingsFirstPage): { search: string; count: number; page: number; total: number; rows: Row[]; neighbourhoods: Neighbourhood[] } {
  return {
    search: page.search,
    count: page.count,
    page: page.page,
    total: page.total,
    rows: page.listings.map(toRow),
    neighbourhoods: page.neighbourhoods.map(({ name, count }) => ({ name, count })),
  };
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

const isNeighbourhood = (value: unknown): value is Neighbourhood =>
  typeof value === 'object' && value !== null && typeof (value as Neighbourhood).name === 'string' && isCount((value as Neighbourhood).count);

/** The page back from its JSON; null when it is not the expected shape. */
export function readFirstPage(raw: unknown): ListingsFirstPage | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { search, count, page, total, rows, neighbourhoods } = raw as Record<string, unknown>;
  if (typeof search !== 'string' || !isCount(count) || !isCount(page) || !isCount(total)) return null;
  if (!Array.isArray(rows) || !rows.every(isRow)) return null;
  const named = Array.isArray(neighbourhoods) ? neighbourhoods.filter(isNeighbourhood).map(({ name, count }) => ({ name, count })) : [];
  return { search, count, page, total, listings: rows.map(fromRow), neighbourhoods: named };
}
