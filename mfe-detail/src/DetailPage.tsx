import type { DetailPageProps } from 'shared/contracts';
import { currentLocale } from 'shared/i18n';
import { listingTitle, useDetailListing, useListing } from 'shared/listings';
import { Navigate } from 'shared/router';
import { useDocumentTitle } from 'shared/ui';
import { DetailLoading } from './DetailLoading';
import { notFoundPath } from './notFoundPath';
import { ListingDetail } from './detail/ListingDetail';
import { Recommendations } from './recommendations/Recommendations';
import classes from './DetailPage.module.css';

/** The full listing page at /pronat/:id (/en/properties/:id, …); an unknown or missing id goes to the 404 page. */
export default function DetailPage({ id }: DetailPageProps) {
  const loaded = useListing(id);
  // The listing the server rendered into the page, until its record has loaded (or if that
  // fails): the server's render and the hydrating one draw it at once, and the loaded record is
  // the same listing, so the nodes stay.
  const served = useDetailListing(id);
  const listing = loaded.listing ?? (loaded.status === 'loaded' ? undefined : (served ?? undefined));
  const status = listing ? 'loaded' : loaded.status;
  // The tab's title in the page's language when the agency gave one (a document title has no `lang` of its own).
  useDocumentTitle(listing ? listingTitle(listing, currentLocale()).text : null);

  if (status === 'loading') return <DetailLoading minHeight="60vh" />;
  if (!listing) return <Navigate to={notFoundPath()} replace />;
  return (
    <div className={classes.page} data-build={__BUILD_ID__}>
      <ListingDetail listing={listing} mode="page" />
      <Recommendations listing={listing} />
    </div>
  );
}
