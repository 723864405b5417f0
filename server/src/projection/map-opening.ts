/**
 * Map mode's opening markers for a search (shared/listings mapOpeningOf) over the snapshot's
 * listings, kept per normalised search like the first pages (first-page.ts): at 100,000
 * listings a search and its grouping are a pass over them, and the same few map searches come
 * again and again. The page's number does not change the map, so it is not in the key.
 */
import type { Listing } from 'shared/contracts';
import { openingLayers, searchListings, searchParamsToFilters, type MapOpening, type SearchContext } from 'shared/listings/rules';
import { KeptBySearch, searchCacheKey } from './first-page';

/** Openings kept per snapshot (each holds its few dozen markers). */
export const OPENINGS_KEPT = 200;

/** The opening of `query`'s search, its `search` the query as the page was asked for. */
export function mapOpeningCache(listings: readonly Listing[]): (query: URLSearchParams, context?: SearchContext) => MapOpening {
  const kept = new KeptBySearch<MapOpening['layers']>(OPENINGS_KEPT);
  return (query, context = {}) => {
    const layers = kept.get(searchCacheKey(query, context), () => {
      const { filters, sort } = searchParamsToFilters(query);
      return openingLayers(searchListings(listings, filters, sort, context));
    });
    return { search: query.toString(), layers };
  };
}
