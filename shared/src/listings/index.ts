/**
 * The listings for the browser: the rules (rules.ts), the data service that loads them and
 * the last search kept for the session (data/), and the React hooks and providers over both
 * (ui/). Layers point one way: ui → data → rules (eslint.config.js).
 */
export * from './rules';
export { LISTINGS_URL, loadListings, getListingById, resetListingsCache, type FetchLike } from './data/service';
export { forgetListingsSearch, listingsBackPath, rememberListingsSearch } from './data/lastSearch';
export { useUrlSearch } from './ui/useUrlSearch';
export { useSearch, type Search, type SearchChange, type SearchChangeOptions } from './ui/useSearch';
export { useListing, useListings, type LoadStatus } from './ui/useListings';
export { useSearchContext, type TextSearchStatus } from './ui/useSearchContext';
export { resetTextMatches } from './data/textMatches';
export { ListingsFirstPageProvider, useListingsFirstPage } from './ui/firstPageContext';
export { DetailListingProvider, useDetailListing } from './ui/detailListingContext';
export { MapOpeningProvider, useMapOpening } from './ui/mapOpeningContext';
