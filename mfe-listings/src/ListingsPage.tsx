import { useCallback, useEffect, useMemo } from 'react';
import { hoveredListingId, listingsView, requestPreview, selectedListing, useListingsView, useSelectedListing } from 'shared/bus';
import type { Listing } from 'shared/contracts';
import { PAGE_SIZE, clearFilters, hasActiveFilters, pageItems, searchListings, useListings, useListingsFirstPage, useSearchContext } from 'shared/listings';
import { useSearchParams } from 'shared/router';
import { Container, SimpleGrid } from 'shared/ui';
import { AlertControl } from './alerts/AlertControl';
import { EmptyState } from './EmptyState';
import { ListingCard } from './ListingCard';
import { ListingsFailed, ListingsLoading } from './ListingsStatus';
import { Pagination } from './Pagination';
import { SortSelect } from './SortSelect';
import { TextSearchNotice } from './filters/TextSearchNotice';
import { usePageParam } from './usePageParam';
import { strings } from './strings';
import { useSearch } from './useSearch';
import classes from './ListingsPage.module.css';

// Container queries: the grid has fewer columns when the map takes part of the width.
const GRID_COLUMNS = { base: 1, '440px': 2, '860px': 3, '1160px': 4 };

/** The listings area: heading, count and sort, the grid of cards, pagination or the empty state. */
export default function ListingsPage() {
  const { listings, status: loadStatus, retry } = useListings();
  const { filters, sort, changeSearch } = useSearch();
  // The text search's matches from the server ('Kërko': the rows carry no descriptions).
  const { context, textStatus, retryText } = useSearchContext(filters);
  const view = useListingsView();
  const selected = useSelectedListing();
  // Until the listings have loaded (and a text search's matches have come), the page the server
  // rendered for this search (if it did): the hydrating render draws the server's cards, and the
  // loaded data then gives the same ones.
  const [searchParams] = useSearchParams();
  const firstPage = useListingsFirstPage(searchParams.toString());
  const textPending = textStatus === 'pending';
  const seeded = (loadStatus === 'loading' || textPending) && firstPage !== null;
  // The grid waits for the matches rather than showing the titles' matches first and then others.
  const status = seeded ? 'loaded' : loadStatus === 'loaded' && textPending ? 'loading' : loadStatus;

  // Not while the text search's matches are pending: nothing would show it.
  const matching = useMemo(
    () => (textPending ? [] : searchListings(listings, filters, sort, context)),
    [textPending, listings, filters, sort, context],
  );
  const count = seeded ? firstPage.count : matching.length;
  const { page, total, goToPage, hrefFor } = usePageParam(count, status === 'loaded');
  const visible = useMemo(() => (seeded ? firstPage.listings : pageItems(matching, page)), [seeded, firstPage, matching, page]);

  // Stable, as `hover`: the cards are memoised, and a new handler would render all of them again
  // on every switch of the view (the map's first frame waited for that).
  const open = useCallback((listing: Listing) => {
    if (listingsView.getValue() === 'map') selectedListing.next({ listingId: listing.id, source: 'grid' });
    requestPreview(listing.id);
  }, []);
  const hover = useCallback((listingId: string | null) => {
    if (listingId !== null || hoveredListingId.getValue() !== null) hoveredListingId.next(listingId);
  }, []);

  // A marker chosen on the map whose card is on another page of the results: that page, where
  // the card then scrolls into view, marked.
  const mapChoice = selected?.source === 'map' && !selected.covered ? selected.listingId : null;
  useEffect(() => {
    if (mapChoice === null || status !== 'loaded' || seeded) return;
    const index = matching.findIndex((listing) => listing.id === mapChoice);
    if (index >= 0) goToPage(Math.floor(index / PAGE_SIZE) + 1, true);
    // Only a new choice moves the page: paging on afterwards keeps the visitor's page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mapChoice, status]);

  // A card that goes away under the pointer (another page, or the page left) must not leave
  // its marker highlighted.
  useEffect(() => {
    if (hoveredListingId.getValue() !== null) hoveredListingId.next(null);
  }, [page]);
  useEffect(() => () => hoveredListingId.next(null), []);

  const filtering = hasActiveFilters(filters);

  return (
    <Container size={1400} fluid={view === 'map'} className={classes.page} data-build={__BUILD_ID__}>
      <div className={classes.head}>
        <div className={classes.titleGroup}>
          <h1 className={classes.heading}>{strings.page.heading}</h1>
          <span className={classes.count} role="status" aria-live="polite">
            {status === 'loaded' ? strings.page.count(count) : ''}
          </span>
        </div>
        <SortSelect />
      </div>
      <AlertControl />

      {status === 'loaded' && textStatus === 'failed' && <TextSearchNotice onRetry={retryText} />}

      {status === 'loading' && <ListingsLoading minHeight="50vh" />}

      {status === 'failed' && <ListingsFailed minHeight="50vh" onRetry={retry} />}

      {status === 'loaded' && count === 0 && (
        <EmptyState onClearFilters={filtering ? () => changeSearch(() => ({ filters: clearFilters() })) : undefined} />
      )}

      {status === 'loaded' && count > 0 && (
        <>
          <SimpleGrid type="container" cols={GRID_COLUMNS} spacing="lg" data-testid="listings-grid">
            {visible.map((listing, index) => (
              <ListingCard
                key={listing.id}
                listing={listing}
                priority={index === 0}
                selected={selected?.source === 'map' && selected.listingId === listing.id}
                bringIntoView={!selected?.covered}
                onOpen={open}
                onHover={hover}
              />
            ))}
          </SimpleGrid>
          <div className={classes.pagination}>
            <Pagination page={page} total={total} hrefFor={hrefFor} onChange={goToPage} />
          </div>
        </>
      )}
    </Container>
  );
}
