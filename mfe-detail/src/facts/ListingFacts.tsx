import { IconCalendar, IconMapPin } from '@tabler/icons-react';
import type { Listing } from 'shared/contracts';
import { formatDate, listingPrice, locationText, mainDetailRows, priceBreakdown } from 'shared/format';
import { currentLocale } from 'shared/i18n';
import { listingTitle } from 'shared/listings';
import { ApproximatePrice, FavouriteButton, Title, VisuallyHidden } from 'shared/ui';
import { strings } from '../strings';
import { DetailIcon } from './detailIcons';
import classes from './Facts.module.css';

interface ListingFactsProps {
  listing: Listing;
  titleId: string;
  /** h1 on the full page, h2 inside the preview dialog. */
  titleOrder: 1 | 2;
}

/** Location, creation date, title, price and the main-details row. */
export function ListingFacts({ listing, titleId, titleOrder }: ListingFactsProps) {
  const location = locationText(listing);
  const created = formatDate(listing.createdAt);
  const price = listingPrice(listing);
  const breakdown = priceBreakdown(listing);
  const main = mainDetailRows(listing);
  // The page's language when the agency translated the title, else the Albanian title marked as such.
  const title = listingTitle(listing, currentLocale());
  const t = strings.facts;

  return (
    <header className={classes.facts}>
      <div className={classes.meta}>
        {location && (
          <span className={classes.metaItem}>
            <IconMapPin size={16} aria-hidden />
            <span>
              <VisuallyHidden>{t.location}: </VisuallyHidden>
              {location}
            </span>
          </span>
        )}
        {created && (
          <span className={classes.metaItem}>
            <IconCalendar size={16} aria-hidden />
            <span>
              <VisuallyHidden>{t.createdAt} </VisuallyHidden>
              <time dateTime={listing.createdAt}>{created}</time>
            </span>
          </span>
        )}
      </div>
      <Title order={titleOrder} id={titleId} className={classes.title} lang={title.lang}>
        {title.text}
      </Title>
      <div className={classes.priceRow}>
        <p className={classes.price}>
          <span className={classes.current}>{price.text}</span>
          {price.was && (
            <s className={classes.reduced}>
              <VisuallyHidden>{t.oldPrice}: </VisuallyHidden>
              {price.was}
            </s>
          )}
        </p>
        <FavouriteButton listingId={listing.id} variant="text" />
      </div>
      <ApproximatePrice listing={listing} explained className={classes.approximate} />
      {breakdown && (
        <p className={classes.breakdown}>
          <span>{breakdown.text}</span>
          {breakdown.was && (
            <s className={classes.reduced}>
              <VisuallyHidden>{t.oldPrice}: </VisuallyHidden>
              {breakdown.was}
            </s>
          )}
        </p>
      )}
      {main.length > 0 && (
        <ul className={classes.mainDetails} aria-label={t.mainDetails}>
          {main.map((row) => (
            <li key={row.key} className={classes.mainItem}>
              <span className={classes.mainIcon}>
                <DetailIcon detail={row.key} />
              </span>
              <span className={classes.mainText}>
                <span className={classes.mainValue}>{row.value}</span>
                <span className={classes.mainLabel}>{row.label}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
