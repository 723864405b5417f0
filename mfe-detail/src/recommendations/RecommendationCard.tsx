import { IconPhotoOff } from '@tabler/icons-react';
import type { Listing } from 'shared/contracts';
import { imageAtWidth, listingPrice, locationText, optionBadge } from 'shared/format';
import { currentLocale } from 'shared/i18n';
import { listingPath, listingTitle } from 'shared/listings';
import { ApproximatePrice, StatusBadge, VisuallyHidden } from 'shared/ui';
import { strings } from '../strings';
import classes from './Recommendations.module.css';

/**
 * One recommended listing: image, for-sale/for-rent tag (and reserved/sold), price (and its
 * approximate amount on English and German pages), title and location; opens in a new tab.
 */
export function RecommendationCard({ listing }: { listing: Listing }) {
  const cover = listing.images[0];
  const title = listingTitle(listing, currentLocale());
  return (
    <a className={classes.card} href={listingPath(listing.id)} target="_blank" rel="noopener noreferrer">
      <span className={classes.media}>
        {cover ? (
          <img src={imageAtWidth(cover, 600)} alt="" loading="lazy" />
        ) : (
          <span className={classes.noImage}>
            <IconPhotoOff size={32} stroke={1.4} aria-hidden />
          </span>
        )}
        <span className={classes.tags}>
          <StatusBadge listing={listing} option={<span className={classes.tag}>{optionBadge(listing.option)}</span>} />
        </span>
      </span>
      <span className={classes.body}>
        <span className={classes.price}>{listingPrice(listing).text}</span>
        <ApproximatePrice listing={listing} className={classes.approximate} />
        <span className={classes.cardTitle} lang={title.lang}>
          {title.text}
        </span>
        <span className={classes.location}>{locationText(listing)}</span>
        <VisuallyHidden> {strings.recommendations.newTab}</VisuallyHidden>
      </span>
    </a>
  );
}
