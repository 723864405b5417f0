import { useId, type MouseEvent } from 'react';
import type { Listing } from 'shared/contracts';
import { listingPath } from 'shared/listings';
import { Glyph, PopoverPanel, ShareButton, closePopoversAround, popoverItemClass } from 'shared/ui';
import { strings } from './strings';
import classes from './CardMenu.module.css';

/**
 * The card photo's top-right menu (⋯): 'Shpërndaj' and 'Hap në skedë të re'. A native popover
 * its button opens with no script, so it works in the server's markup before the app has started;
 * Enter or Space opens it, Escape closes it and focus goes back to the button.
 */
export function CardMenu({ listing }: { listing: Listing }) {
  const menuId = useId();
  const t = strings.card;
  // A click in the menu is the menu's: it must not reach the card, whose click opens the preview.
  const keep = (event: MouseEvent) => event.stopPropagation();
  return (
    <div className={classes.corner} onClick={keep}>
      <button type="button" popoverTarget={menuId} className={classes.button} aria-label={t.moreActions} title={t.moreActions}>
        <Glyph name="dots" size={18} />
      </button>
      <PopoverPanel id={menuId} label={t.moreActions}>
        <ShareButton listing={listing} appearance="item" />
        <a
          href={listingPath(listing.id)}
          target="_blank"
          rel="noopener noreferrer"
          className={popoverItemClass}
          onClick={(event) => closePopoversAround(event.currentTarget)}
        >
          <Glyph name="external-link" size={18} />
          {t.openInNewTab}
        </a>
      </PopoverPanel>
    </div>
  );
}
