import { useCallback, useEffect, useMemo } from 'react';
import { hoveredListingId, requestPreview, selectedListing, useListingsView, useSelectedListing, useContentReady } from 'shared/bus';
import type { Listing } from 'shared/contracts';
import { applyFilters, clearFilters, hasActiveFilters, pageItems, sortListings, useListings } from 'shared/listings';
import { Button, Center, Container, Loader, SimpleGrid, Stack, Text } from 'shared/ui';
import { EmptyState } from './EmptyState';
import { ListingCard } from './ListingCard';
import { Pagination } from './Pagination';
import { SortSelect } from './SortSelect';
import { usePageParam } from './usePageParam';
import { strings } from './strings';
import { useSearch } from './useSearch';
import classes from './ListingsPage.module.css';

// Container queries: the grid has fewer columns when the map takes part of the width.
const GRID_COLUMNS = { base: 1, '440px': 2, '860px': 3, '1160px': 4 };

/** The listings area: heading, count and sort, the grid of cards, pagination or the empty state. */
export default function ListingsPage() {
  const { listings, status, retry } = useListings();
  const { filters, sort, changeSearch } = useSearch();
  const view = useListingsView();
  const selected = useSelectedListing();

  const matching = useMemo(() => sortListings(applyFilters(listings, filters), sort), [listings, filters, sort]);
  const { page, total, goToPage } = usePageParam(matching.length, status === 'loaded');
  const visible = useMemo(() => pageItems(matching, page), [matching, page]);

  const open = useCallback(
    (listing: Listing) => {
      if (view === 'map') selectedListing.next({ listingId: listing.id, source: 'grid' });
      requestPreview(listing.id);
    },
    [view],
  );
  const hover = useCallback((listingId: string | null) => {
    if (listingId !== null || hoveredListingId.getValue() !== null) hoveredListingId.next(listingId);
  }, []);

  // A card that goes away under the pointer (another page, or the page left) must not leave
  // its marker highlighted.
  useEffect(() => {
    if (hoveredListingId.getValue() !== null) hoveredListingId.next(null);
  }, [page]);
  useEffect(() => () => hoveredListingId.next(null), []);

  const filtering = hasActiveFilters(filters);
  // The grid (or the empty or failed state) replaces the server's first view in this commit.
  useContentReady(status !== 'loading', 'mfe-listings');

  return (
    <Container size={1400} fluid={view === 'map'} className={classes.page}>
      <div className={classes.head}>
        <div className={classes.titleGroup}>
          <h1 className={classes.heading}>{strings.page.heading}</h1>
          <span className={classes.count} role="status" aria-live="polite">
            {status === 'loaded' ? strings.page.count(matching.length) : ''}
          </span>
        </div>
        <SortSelect />
      </div>

      {status === 'loading' && (
        <Center className={classes.status}>
          <Loader size="lg" aria-label={strings.page.loading} />
        </Center>
      )}

      {status === 'failed' && (
        <Stack align="center" justify="center" gap="xs" className={classes.status} role="alert">
          <Text fw={600}>{strings.page.failed}</Text>
          <Text c="dimmed" size="sm">
            {strings.page.failedHint}
          </Text>
          <Button variant="light" mt="sm" onClick={retry}>
            {strings.page.retry}
          </Button>
        </Stack>
      )}

      {status === 'loaded' && matching.length === 0 && (
        <EmptyState onClearFilters={filtering ? () => changeSearch(() => ({ filters: clearFilters() })) : undefined} />
      )}

      {status === 'loaded' && matching.length > 0 && (
        <>
          <SimpleGrid type="container" cols={GRID_COLUMNS} spacing="lg" data-testid="listings-grid">
            {visible.map((listing, index) => (
              <ListingCard
                key={listing.id}
                listing={listing}
                priority={index === 0}
                selected={selected?.source === 'map' && selected.listingId === listing.id}
                onOpen={open}
                onHover={hover}
              />
            ))}
          </SimpleGrid>
          <div className={classes.pagination}>
            <Pagination page={page} total={total} onChange={goToPage} />
          </div>
        </>
      )}
    </Container>
  );
}
