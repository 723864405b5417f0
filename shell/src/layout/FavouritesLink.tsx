import { useFavouriteIds } from 'shared/favourites';
import { favouritesPath } from 'shared/routes';
import { Link } from 'shared/router';
import { strings } from '../strings';
import classes from './FavouritesLink.module.css';

/**
 * The top bar's heart: a link to 'Të preferuarat' with the number saved in this browser. The server
 * draws it without a number (the list is the browser's); the number comes once hydrated. Its name
 * holds the number it shows.
 */
export function FavouritesLink() {
  const count = useFavouriteIds().length;
  const label = count > 0 ? strings.nav.favouritesCount(count) : strings.nav.favourites;
  return (
    <Link to={favouritesPath()} className={classes.link} aria-label={label} title={label} data-count={count}>
      <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" focusable="false" className={classes.heart}>
        <path d="M19.5 12.572l-7.5 7.428l-7.5 -7.428a5 5 0 1 1 7.5 -6.566a5 5 0 1 1 7.5 6.572" />
      </svg>
      {count > 0 && <span className={classes.count}>{count}</span>}
    </Link>
  );
}
