/**
 * The entry of this remote's server build (`dist/server/remote.cjs`, see shared/build): the
 * exposed components by their `exposes` keys, which the shell's server renders on a listings
 * page before the browser hydrates them.
 */
import FilterStrip from './FilterStrip';
import FavouritesPage from './favourites/FavouritesPage';
import ListingsPage from './ListingsPage';

export const exposes = {
  './ListingsPage': ListingsPage,
  './FilterStrip': FilterStrip,
  './FavouritesPage': FavouritesPage,
};
