/**
 * The listings' rules: what a listing and a listings file are, the index's wire format,
 * filters, sort, paging, the URL of a search, and the data a server-rendered page carries.
 * Pure: no React, no fetch, no storage (ESLint holds this folder's files to that), so the
 * server imports this entry (`shared/listings/rules`) and nothing that renders.
 */
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
export { cleanTranslations, translationsEntry } from './translations';
export { listingDescription, listingTitle, type ListingText } from './listingText';
export {
  ALL_PLACES,
  FILTERS,
  AREA_QUERY,
  PRICE_QUERY,
  FILTER_KEYS,
  activeValue,
  applyFilters,
  boundsAround,
  clearFilters,
  hasActiveFilters,
  removeFilter,
  updateFilter,
  type FilterDefinition,
  type FilterKey,
} from './filters';
export { comparablePrice, priceBasis, type PriceBasis, type PriceRange } from './priceRange';
export { inRange, normalizeRange, parseAmount, type AmountRange, type RangeQueryKeys } from './range';
export { COUNT_MINIMUMS } from './countFilter';
export { compareIds, searchListings, sortIds, sortListings } from './sort';
export { neighbourhoodsOf, type Neighbourhood } from './neighbourhoods';
export {
  TEXT_QUERY_MAX_CHARS,
  TEXT_QUERY_MAX_WORDS,
  TEXT_SEARCH_PATH,
  listingWords,
  matchesText,
  normalizeTextQuery,
  readTextSearchAnswer,
  textMatchesIn,
  textSearchUrl,
  textTerms,
  textWords,
  type SearchContext,
  type SearchableListing,
  type TextMatches,
  type TextSearchAnswer,
  type TextTerm,
} from './textSearch';
export { COMPLETE_DOCUMENTS, hasCompleteDocuments, listingDocuments } from './documents';
export { LISTING_VIEW_ROUTE, listingViewPath } from './views';
export { shareContent, shareLinks, type ShareContent, type ShareLinks, type ShareableListing } from './share';
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
export { QUERY_KEYS, appSearchParams, filtersToSearchParams, saysSearchOtherwise, searchParamsToFilters, submittedFilters } from './query';
export { querySays, searchKey, searchParamsAfterChange, searchParamsWith } from './searchSync';
export { filterChips, removeChip, type FilterChip } from './chips';
export { SELECT_ALL, listSelectValue } from './draft';
export { listingsFirstPagePath, listingPath, listingSeoPath, listingUrl, listingsEntryRedirect, submittedSearchRedirect } from './paths';
export { LISTINGS_FIRST_PAGE_ID, firstPageJson, readFirstPage, type ListingsFirstPage } from './firstPage';
export { MAP_OPENING_ID, OPENING_LAYER_ZOOMS, markListing, openingLayers, readMapOpening, type MapOpening, type OpeningLayer, type OpeningMark } from './mapOpening';
export { DETAIL_LISTING_ID, detailListingJson, readDetailListing } from './detailListing';
