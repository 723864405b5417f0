import { useCallback, useMemo, useState } from 'react';
import { requestPreview } from 'shared/bus';
import type { Listing } from 'shared/contracts';
import { SHARED_IDS_QUERY, favourites, sharedIds, useFavouriteIds } from 'shared/favourites';
import { listingsFirstPagePath, useListings } from 'shared/listings';
import { Link, useSearchParams } from 'shared/router';
import { favouritesPath } from 'shared/routes';
import { Button, Container, SimpleGrid, Stack, Text, useDocumentTitle, useInBrowser } from 'shared/ui';
import { EmptyIllustration } from '../EmptyIllustration';
import { ListingCard } from '../ListingCard';
import { ListingsFailed, ListingsLoading } from '../ListingsStatus';
import { strings } from '../strings';
import { GoneListing } from './GoneListing';
import { ShareListLink } from './ShareListLink';
import classes from './FavouritesPage.module.css';

// As the grid's (ListingsPage), in container queries.
const GRID_COLUMNS = { base: 1, '440px': 2, '860px': 3, '1160px': 4 };

const noHover = () => undefined;

/**
 * 'Të preferuarat': the listings this browser saved, newest saved first, as the grid's cards; a
 * saved listing the public data no longer holds (withdrawn, or sold long ago) as its id with a
 * note and a way to remove it. With `?ids=…` (a list shared by link), those listings instead,
 * and a button that adds them to the visitor's own list, which is not touched otherwise.
 *
 * The list is the browser's: the server draws the page loading, and the browser draws the list
 * once hydrated and the listings have loaded.
 */
export default function FavouritesPage() {
  const t = strings.favourites;
  const [searchParams] = useSearchParams();
  const sharedList = searchParams.has(SHARED_IDS_QUERY);
  const linkIds = useMemo(() => sharedIds(searchParams), [searchParams]);
  const ownIds = useFavouriteIds();
  const inBrowser = useInBrowser();
  const { listings, status, retry } = useListings();
  const [added, setAdded] = useState(false);
  useDocumentTitle(t.heading);

  const ids = useMemo(() => (sharedList ? linkIds : [...ownIds].reverse()), [sharedList, linkIds, ownIds]);
  const byId = useMemo(() => new Map(listings.map((listing) => [listing.id, listing])), [listings]);
  const open = useCallback((listing: Listing) => requestPreview(listing.id), []);
  const ready = inBrowser && status === 'loaded';

  return (
    <Container size={1400} className={classes.page}>
      <div className={classes.head}>
        <div className={classes.titleGroup}>
          <h1 className={classes.heading}>{t.heading}</h1>
          <span className={classes.count} role="status" aria-live="polite">
            {ready && ids.length > 0 ? t.count(ids.length) : ''}
          </span>
        </div>
        {!sharedList && ready && ids.length > 0 && <ShareListLink ids={ownIds} />}
      </div>

      {sharedList && (
        <section className={classes.sharedNote} aria-label={t.sharedHeading}>
          <h2 className={classes.sharedHeading}>{t.sharedHeading}</h2>
          <Text size="sm">{t.sharedIntro}</Text>
          {linkIds.length > 0 && (
            <div className={classes.sharedActions}>
              <Button
                variant={added ? 'light' : 'filled'}
                onClick={() => {
                  favourites.add(linkIds);
                  setAdded(true);
                }}
              >
                {t.addShared}
              </Button>
              <span role="status" className={classes.added}>
                {added ? t.added : ''}
              </span>
              {added && (
                <Link to={favouritesPath()} className={classes.mine}>
                  {t.openMine}
                </Link>
              )}
            </div>
          )}
        </section>
      )}

      {!ready && status !== 'failed' && <ListingsLoading minHeight="40vh" />}

      {status === 'failed' && <ListingsFailed minHeight="40vh" onRetry={retry} />}

      {ready && ids.length === 0 && (
        <Stack align="center" gap="xs" py={40} px="md" data-testid="favourites-empty">
          <EmptyIllustration size={180} />
          <h2 className={classes.emptyTitle}>{sharedList ? t.sharedEmpty : t.empty}</h2>
          {!sharedList && (
            <Text c="dimmed" ta="center" maw={440}>
              {t.emptyHint}
            </Text>
          )}
          <Button component={Link} to={listingsFirstPagePath()} variant="light" mt="sm">
            {t.browse}
          </Button>
        </Stack>
      )}

      {ready && ids.length > 0 && (
        <SimpleGrid type="container" cols={GRID_COLUMNS} spacing="lg" data-testid="favourites-grid">
          {ids.map((id) => {
            const listing = byId.get(id);
            return listing ? (
              <ListingCard key={id} listing={listing} onOpen={open} onHover={noHover} />
            ) : (
              <GoneListing key={id} id={id} onRemove={sharedList ? undefined : () => favourites.remove(id)} />
            );
          })}
        </SimpleGrid>
      )}
    </Container>
  );
}
