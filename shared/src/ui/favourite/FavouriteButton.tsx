import type { MouseEvent } from 'react';
// By name: the one store every remote shares (a relative import would bundle a second copy here).
import { useFavourite } from 'shared/favourites';
import { favouriteStrings } from './strings';
import classes from './FavouriteButton.module.css';

export interface FavouriteButtonProps {
  listingId: string;
  /**
   * 'icon': a round heart over a photo, its word its name (and tooltip); 'text': the heart and
   * its word ('Ruaj', 'Ruajtur'), as the detail page shows it.
   */
  variant: 'icon' | 'text';
  className?: string;
}

/** Tabler's heart outline: filled by the stylesheet when the listing is saved. */
const HEART = 'M19.5 12.572l-7.5 7.428l-7.5 -7.428a5 5 0 1 1 7.5 -6.566a5 5 0 1 1 7.5 6.572';

/**
 * The heart that saves a listing in this browser ('Ruaj'; saved: 'Ruajtur', pressed). The server
 * draws it empty and hydration keeps it so; the kept list fills it in the render after. Its click
 * is its own: the card around it does not open the preview.
 */
export function FavouriteButton({ listingId, variant, className }: FavouriteButtonProps) {
  const { saved, toggle } = useFavourite(listingId);
  const label = saved ? favouriteStrings.saved : favouriteStrings.save;
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    event.preventDefault();
    toggle();
  };
  const names = [classes.button, className].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={names}
      data-variant={variant}
      aria-pressed={saved}
      data-favourite={listingId}
      onClick={onClick}
      {...(variant === 'icon' ? { 'aria-label': label, title: label } : {})}
    >
      <svg className={classes.heart} viewBox="0 0 24 24" width={variant === 'icon' ? 20 : 18} height={variant === 'icon' ? 20 : 18} aria-hidden="true" focusable="false">
        <path d={HEART} />
      </svg>
      {variant === 'text' && <span>{label}</span>}
    </button>
  );
}
