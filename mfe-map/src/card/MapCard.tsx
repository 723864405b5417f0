import { IconEye, IconMapPin } from '@tabler/icons-react';
import type { Listing } from 'shared/contracts';
import { requestPreview } from 'shared/bus';
import { useId } from 'react';
import { currentLocale } from 'shared/i18n';
import { listingPath, listingTitle } from 'shared/listings';
import { imageAtWidth, listingPrice, locationText, optionBadge, photoAlt, photoAltLang } from 'shared/format';
import { Link } from 'shared/router';
import { ApproximatePrice, Badge, Button, CloseButton, FavouriteButton, StatusBadge, Text } from 'shared/ui';
import { mapCardTitle } from '../model/cardTitle';
import { strings } from '../strings';
import classes from './MapCard.module.css';

interface MapCardProps {
  listing: Listing;
  /** 'bottom': a wide card over the bottom of the map; 'popup': narrow, inside a map popup. */
  variant: 'bottom' | 'popup';
  onClose?: () => void;
}

/** The listing a marker stands for: photo, price, short title, and the ways to open it. */
export function MapCard({ listing, variant, onClose }: MapCardProps) {
  const cover = listing.images[0];
  const location = locationText(listing);
  const price = listingPrice(listing);
  // The page's language when the agency translated the title, else the Albanian title marked as such.
  const title = listingTitle(listing, currentLocale());
  const nameId = useId();
  return (
    // Named by its whole title, from an element that can carry the title's language (an aria-label cannot).
    <article className={classes.card} data-variant={variant} aria-labelledby={nameId}>
      <span id={nameId} hidden lang={title.lang}>
        {title.text}
      </span>
      <div className={classes.media}>
        {cover ? (
          <img
            className={classes.image}
            src={imageAtWidth(cover, 600)}
            alt={photoAlt(listing.captions, 0)}
            lang={photoAltLang(listing.captions, 0)}
            width={600}
            height={400}
            loading="lazy"
          />
        ) : (
          <div className={classes.noImage} aria-hidden="true" />
        )}
        <div className={classes.badges}>
          <StatusBadge
            listing={listing}
            option={
              <Badge size="sm" radius="sm" variant="filled" className={classes.badge}>
                {optionBadge(listing.option)}
              </Badge>
            }
          />
        </div>
        <FavouriteButton listingId={listing.id} variant="icon" className={classes.favourite} />
      </div>
      <div className={classes.body}>
        <Text className={classes.price} fw={800} c="brand.8">
          {price.text}
          {price.was && <s className={classes.was}>{price.was}</s>}
        </Text>
        <ApproximatePrice listing={listing} className={classes.approximate} />
        <Text className={classes.title} fw={600} title={title.text} lang={title.lang}>
          {mapCardTitle(title.text)}
        </Text>
        {location && (
          <Text className={classes.location} size="xs" c="dimmed">
            <IconMapPin size={13} aria-hidden="true" />
            {location}
          </Text>
        )}
        <div className={classes.actions}>
          <Button component={Link} to={listingPath(listing.id)} size="xs" radius="md">
            {strings.card.details}
          </Button>
          <Button
            size="xs"
            radius="md"
            variant="light"
            leftSection={<IconEye size={15} aria-hidden="true" />}
            onClick={() => requestPreview(listing.id)}
          >
            {strings.card.preview}
          </Button>
        </div>
      </div>
      {onClose && <CloseButton className={classes.close} size="sm" onClick={onClose} aria-label={strings.card.close} />}
    </article>
  );
}
