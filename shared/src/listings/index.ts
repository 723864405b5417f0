export { normalizeListings, normalizeListingsInChunks, shownEntryWarnings, shownListings, toNumber } from './normalize';
export {
  checkListings,
  createListingsChecker,
  entryLabel,
  entryWarning,
  listingsFileEntries,
  problemLines,
  type EntryReport,
  type ListingProblem,
  type ListingsCheck,
  type ListingsFileResult,
} from './validate';
export { KOSOVO_BOUNDS, detailAccepts, listingSchema, listingsFileSchema } from './schema';
export { fastListing } from './fastCheck';
export { LISTINGS_URL, loadListings, getListingById, resetListingsCache, type FetchLike } from './service';
export {
  ALL_PLACES,
  FILTERS,
  FILTER_KEYS,
  activeValue,
  applyFilters,
  clearFilters,
  hasActiveFilters,
  removeFilter,
  updateFilter,
  type FilterDefinition,
  type FilterKey,
} from './filters';
export { compareIds, sortIds, sortListings } from './sort';
export { buildListingTable } from './table';
export {
  LISTINGS_INDEX_PREFIX,
  LISTING_RECORD_PREFIX,
  fromRow,
  indexPartCount,
  isListingsIndex,
  isRow,
  listingRecordUrl,
  listingsIndexUrl,
  toListingsIndex,
  toRow,
  type ListingsIndex,
  type Row,
} from './summary';
export {
  PAGE_SIZE,
  PAGINATION_FULL_MAX,
  canGoNext,
  canGoPrevious,
  clampPage,
  pageItems,
  paginationModel,
  parsePage,
  totalPages,
  type PaginationItem,
} from './pagination';
export { RECOMMENDATIONS_KEPT, RECOMMENDATIONS_SHOWN, recommendations } from './recommendations';
export { QUERY_KEYS, filtersToSearchParams, searchParamsToFilters } from './query';
export { querySays, searchKey, searchParamsAfterChange } from './searchSync';
export { useUrlSearch } from './useUrlSearch';
export { filterChips, removeChip, type FilterChip } from './chips';
export { SELECT_ALL, listSelectValue, normalizeFilters, toggleInList } from './draft';
// React hooks over the service (useListings.ts is owned by the UI side).
export { useListing, useListings, type LoadStatus } from './useListings';
export { forgetListingsSearch, listingsBackPath, rememberListingsSearch } from './lastSearch';
export { LISTINGS_FIRST_PAGE_PATH, listingPath, listingSeoPath, listingUrl, listingsEntryRedirect } from './paths';
export { LISTINGS_FIRST_PAGE_ID, firstPageJson, readFirstPage, type ListingsFirstPage } from './firstPage';
export { ListingsFirstPageProvider, useListingsFirstPage } from './firstPageContext';
export { DETAIL_LISTING_ID, detailListingJson, readDetailListing } from './detailListing';
export { DetailListingProvider, useDetailListing } from './detailListingContext';
