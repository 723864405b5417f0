import { IconBuildingEstate } from '@tabler/icons-react';
import { imageAtWidth, listingPrice, locationText } from 'shared/format';
import { currentLocale } from 'shared/i18n';
import { listingTitle, useListing } from 'shared/listings';
import { Text } from 'shared/ui';
import { strings } from './strings';
import classes from './ListingContext.module.css';

/** The listing the visitor is asking about, so they see what the message will refer to. */
export function ListingContext({ listingId }: { listingId: string }) {
  const { listing } = useListing(listingId);
  const cover = listing?.images[0];
  // The page's language when the agency translated the title, else the Albanian title marked as such.
  const title = listing ? listingTitle(listing, currentLocale()) : undefined;
  const facts = listing ? [strings.listingId(listingId), locationText(listing), listingPrice(listing).text] : [];

  return (
    <div className={classes.context} data-testid="contact-listing">
      {cover ? (
        <img className={classes.thumb} src={imageAtWidth(cover, 600)} alt="" width={72} height={56} />
      ) : (
        <div className={classes.thumb} aria-hidden>
          <IconBuildingEstate size={24} stroke={1.5} />
        </div>
      )}
      <div className={classes.text}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase" className={classes.eyebrow}>
          {strings.aboutListing}
        </Text>
        <Text fw={600} lineClamp={1} lang={title?.lang}>
          {title?.text ?? strings.listingId(listingId)}
        </Text>
        {facts.length > 0 && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {facts.filter(Boolean).join(' · ')}
          </Text>
        )}
      </div>
    </div>
  );
}
