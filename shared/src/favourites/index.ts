/**
 * The visitor's favourites (shared/favourites): the rule of a list (ids.ts), the page's store
 * kept in the browser (data/) and its React hooks (ui/). A federation singleton like every
 * shared entry, so every remote reads and changes the same list; the heart itself is
 * `FavouriteButton` in shared/ui, which reads this entry by its name.
 */
export { FAVOURITES_MAX, SHARED_IDS_QUERY, favouriteIdList, isFavouriteId, sharedIds, sharedIdsQuery } from './ids';
export { FAVOURITES_KEY, createFavouritesStore, favourites, readKept, type FavouritesPlace, type FavouritesStore } from './data/store';
export { useFavourite, useFavouriteIds } from './ui/useFavourites';
