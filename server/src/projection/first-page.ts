/**
 * A page of a listings search (`/pronat?…`: the count line and the page's cards) as the
 * listings remote computes it: query → filters and sort → filter → sort → clamp page → slice.
 * Every renderer of the listings page (the first view, a server render) reads it through the
 * snapshot (`snapshot.firstPage(query)`), which keeps the pages asked for per normalised query:
 * at 100,000 listings a page is a pass over the snapshot's listing table (shared/listings
 * table.ts, made once per snapshot), and the same few searches come again and again.
 */
import type { Listing } from 'shared/contracts';
import { activeValue, clampPage, neighbourhoodsOf, pageItems, parsePage, searchKey, searchListings, searchParamsToFilters, totalPages, type Neighbourhood, type SearchContext } from 'shared/listings/rules';

export interface ListingsPageModel {
  /** Listings that match the search. */
  readonly count: number;
  /** The page shown: the asked one, or 1 when it does not exist (SPEC 4). */
  readonly page: number;
  /** Pages of the search. */
  readonly total: number;
  /** The page's listings, in the search's order. */
  readonly visible: readonly Listing[];
  /** The neighbourhoods of the search's city, the filter dialog's 'Lagjja' choices (none without a city). */
  readonly neighbourhoods: readonly Neighbourhood[];
}

/**
 * The page `query` asks for. `listings` goes to applyFilters as it is (no copy): on the
 * snapshot's array the filter and the sort answer from its table instead of sorting 100,000.
 * `context`: the text search's matches (the snapshot's `textMatches`), as the browser passes them.
 */
export function listingsPageModel(listings: readonly Listing[], query: URLSearchParams, context: SearchContext = {}): ListingsPageModel {
  const { filters, sort } = searchParamsToFilters(query);
  const matching = searchListings(listings, filters, sort, context);
  const total = totalPages(matching.length);
  const page = clampPage(parsePage(query.get('page')), total);
  const city = activeValue(filters, 'place');
  return Object.freeze({
    count: matching.length,
    page,
    total,
    visible: Object.freeze(pageItems(matching, page)),
    neighbourhoods: Object.freeze(city ? neighbourhoodsOf(listings, city) : []),
  });
}

/** Pages kept per snapshot; the least recently asked goes first past it (each holds 20 references). */
export const PAGES_KEPT = 500;

/**
 * `listingsPageModel` over one frozen array, kept per normalised query (the search's filters
 * and sort as the app writes them, and the page number), so `?page=1` and `?page=1&x=y`, or two
 * spellings of one filter, share one entry, and junk in the query cannot grow it past PAGES_KEPT.
 */
export function pageCache(listings: readonly Listing[]): (query: URLSearchParams, context?: SearchContext) => ListingsPageModel {
  const kept = new KeptBySearch<ListingsPageModel>(PAGES_KEPT);
  return (query, context = {}) => kept.get(`${searchCacheKey(query, context)}#${parsePage(query.get('page'))}`, () => listingsPageModel(listings, query, context));
}

/**
 * The search `query` asks for, normalised: its filters and sort as the app writes them, so two
 * spellings of one search (or junk in the query) share one key. Its page is not in it.
 */
export function searchCacheKey(query: URLSearchParams, context: SearchContext = {}): string {
  const { filters, sort } = searchParamsToFilters(query);
  // A list filter matches the same listings in any order of its values.
  const sorted = { ...filters, category: filters.category && [...filters.category].sort(), option: filters.option && [...filters.option].sort() };
  // A text search's page made without the server's matches (its index could not be read) is
  // not the page made with them: kept apart, so it does not stand in for it later.
  const own = filters.text !== undefined && context.text?.query !== filters.text ? '#own-text' : '';
  return `${searchKey(sorted, sort)}${own}`;
}

/** Values made once per key, the least recently asked dropped first past `limit`. */
export class KeptBySearch<T> {
  private readonly kept = new Map<string, T>();

  constructor(private readonly limit: number) {}

  get(key: string, make: () => T): T {
    let value = this.kept.get(key);
    if (value !== undefined) this.kept.delete(key);
    else value = make();
    this.kept.set(key, value);
    if (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value ?? key);
    return value;
  }
}
