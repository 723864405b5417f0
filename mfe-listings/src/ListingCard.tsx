import { memo, useEffect, useId, useRef } from 'react';
import { detailGroupOf, type DetailKey, type Listing } from 'shared/contracts';
import { currentLocale } from 'shared/i18n';
import {
  cardChips,
  chipText,
  categoryLabel,
  documentLabel,
  formatMonthYear,
  landTotalPrice,
  listingPrice,
  locationText,
  optionBadge,
} from 'shared/format';
import { COMPLETE_DOCUMENTS, hasCompleteDocuments, listingPath, listingTitle } from 'shared/listings';
import { ApproximatePrice, FavouriteButton, Gallery, Glyph, StatusBadge, isPlainClick, type GlyphName } from 'shared/ui';
import { CardMenu } from './CardMenu';
import { CATEGORY_ICONS, COMPLETE_DOCUMENTS_ICON } from './icons';
import { strings } from './strings';
import classes from './ListingCard.module.css';

const CHIP_ICONS: Partial<Record<DetailKey, GlyphName>> = {
  area: 'ruler-2',
  rooms: 'door',
  baths: 'bath',
  water: 'droplet',
  keds: 'bolt',
};

export interface ListingCardProps {
  listing: Listing;
  /** The first card of the page: its cover loads at once, with high priority. */
  priority?: boolean;
  /** The map selected this listing. */
  selected?: boolean;
  /** Whether a selection scrolls the card into view (not while the map covers the page). */
  bringIntoView?: boolean;
  onOpen: (listing: Listing) => void;
  onHover: (listingId: string | null) => void;
}

/**
 * One listing in the grid: photos, for-sale/for-rent badge (and reserved/sold), location, id, title, price, chips, date.
 * Memoised: a navigation (page, filters, the map switched on) renders the grid again, and a card
 * whose listing, selection and handlers have not changed has nothing new to draw.
 */
export const ListingCard = memo(function ListingCard({ listing, priority = false, selected = false, bringIntoView = true, onOpen, onHover }: ListingCardProps) {
  const titleId = useId();
  const article = useRef<HTMLElement>(null);
  const titleLink = useRef<HTMLAnchorElement>(null);
  const price = listingPrice(listing);
  const total = landTotalPrice(listing);
  const categoryIcon = CATEGORY_ICONS[listing.category as keyof typeof CATEGORY_ICONS];
  const created = formatMonthYear(listing.createdAt);
  // The page's language when the agency translated the title, else the Albanian title marked as such.
  const title = listingTitle(listing, currentLocale());

  useEffect(() => {
    // The map's selection brings its card into view: smoothly, unless the visitor asks for less motion.
    const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (selected && bringIntoView) article.current?.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
    // Only a new selection scrolls: the map leaving fullscreen does not move the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected]);

  // Hover is a mouse's: a finger's tap fires an emulated hover first, in the same task, and
  // publishing it (with the work it starts) held the tap's answer back on a phone.
  return (
    <article
      ref={article}
      className={classes.card}
      aria-labelledby={titleId}
      data-listing-id={listing.id}
      data-selected={selected || undefined}
      onClick={(event) => {
        // The title is a link to the listing's page, which works before the app has started;
        // with the app, a plain click on it opens the preview (SPEC), while a click that opens
        // links elsewhere (a modifier key, a new tab) is the browser's alone.
        const onTitle = event.target instanceof Element && event.target.closest('a') === titleLink.current;
        if (onTitle && !isPlainClick(event)) return;
        if (onTitle) event.preventDefault();
        onOpen(listing);
      }}
      onPointerEnter={(event) => event.pointerType === 'mouse' && onHover(listing.id)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onHover(null)}
    >
      <Gallery images={listing.images} captions={listing.captions} highQuality={false} arrowsOutside={false} showCount priority={priority} startWhenNear>
        <span className={classes.badges}>
          <StatusBadge
            listing={listing}
            option={
              <span className={classes.badge} data-rent={listing.option === 'Me Qera' || undefined}>
                {optionBadge(listing.option)}
              </span>
            }
          />
        </span>
        {/* Bottom left: the badges hold the top left, the photo count the bottom right. */}
        <FavouriteButton listingId={listing.id} variant="icon" className={classes.favourite} />
      </Gallery>
      <CardMenu listing={listing} />
      <div className={classes.body}>
        <div className={classes.meta}>
          <span className={classes.location}>
            <Glyph name="map-pin" size={14} className={classes.locationGlyph} />
            {locationText(listing)}
          </span>
          <span className={classes.id}>
            {strings.card.id} {listing.id}
          </span>
        </div>
        {/* Under the page's h1: a card's title is the next level (no level skipped). */}
        <h2 className={classes.title}>
          <a ref={titleLink} href={listingPath(listing.id)} id={titleId} className={classes.titleButton} lang={title.lang}>
            {title.text}
          </a>
        </h2>
        <div className={classes.price}>
          <span className={classes.amount}>{price.text}</span>
          {price.was && <s className={classes.reduced}>{price.was}</s>}
        </div>
        <ApproximatePrice listing={listing} className={classes.approximate} />
        {total && (
          <div className={classes.total}>
            <span>{total.text}</span>
            {total.was && <s className={classes.reduced}>{total.was}</s>}
          </div>
        )}
        <ul className={classes.chips}>
          {cardChips(listing).map((row) => {
            const chipIcon = CHIP_ICONS[row.key];
            return (
              <li key={row.key} className={classes.chip} title={row.label}>
                {chipIcon && <Glyph name={chipIcon} size={14} className={classes.chipGlyph} />}
                {chipText(row)}
              </li>
            );
          })}
          {hasCompleteDocuments(listing) && (
            <li className={`${classes.chip} ${classes.papers}`} title={strings.card.papersCompleteTitle(COMPLETE_DOCUMENTS[detailGroupOf(listing.category)].map((code) => documentLabel(code)))}>
              <Glyph name={COMPLETE_DOCUMENTS_ICON} size={14} />
              {strings.card.papersComplete}
            </li>
          )}
        </ul>
        <div className={classes.footer}>
          <span className={classes.footerItem}>
            {categoryIcon && <Glyph name={categoryIcon} size={14} />}
            {categoryLabel(listing.category)}
          </span>
          {created && (
            <span className={classes.footerItem}>
              <Glyph name="calendar" size={14} />
              <time dateTime={listing.createdAt}>{created}</time>
            </span>
          )}
        </div>
      </div>
    </article>
  );
});
