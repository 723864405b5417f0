/**
 * What a list of favourites is: listing ids of a plain shape, each once, at most FAVOURITES_MAX.
 * The same rule reads what the browser kept (localStorage, which another site's script, an old
 * version of ours or a hand may have written) and what a shared link carries (`?ids=1,2,3`).
 */

/** The most ids kept or read from a link: a family's list, not a catalogue. */
export const FAVOURITES_MAX = 100;

/**
 * The empty list, one value for every empty reading (nothing kept, nothing readable, the server's
 * page): React compares a store's readings by identity, and two empty arrays differ.
 */
export const NO_FAVOURITES: readonly string[] = Object.freeze([]);

/**
 * An id as the site writes them ('1824', '2179-4211'): letters and digits, with '-', '_' or '.'
 * between, at most 100 characters (a listing id's limit). Nothing that could read as markup, a
 * path or a list separator, so an id from outside can be put in a link or on the page as it is.
 */
const ID_SHAPE = /^[\p{L}\p{N}](?:[\p{L}\p{N}._-]{0,98}[\p{L}\p{N}])?$/u;

export function isFavouriteId(value: unknown): value is string {
  return typeof value === 'string' && ID_SHAPE.test(value);
}

/** The valid ids of a list from outside, in its order, each once, at most FAVOURITES_MAX; anything else gives []. */
export function favouriteIdList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids: string[] = [];
  const seen = new Set<string>();
  // Only the array's own indexes: a poisoned prototype adds no id.
  for (let index = 0; index < value.length && ids.length < FAVOURITES_MAX; index++) {
    if (!Object.hasOwn(value, index)) continue;
    const id: unknown = value[index];
    if (!isFavouriteId(id) || seen.has(id)) continue;
    seen.add(id);
    ids.push(id);
  }
  return ids;
}

/** The query key of a shared list: '/te-preferuarat?ids=1824,2179-4211'. */
export const SHARED_IDS_QUERY = 'ids';

/** The ids a shared link carries (`ids=1824,2179-4211`), validated as a kept list is; [] without any. */
export function sharedIds(search: URLSearchParams | string): string[] {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(SHARED_IDS_QUERY);
  if (value === null) return [];
  // A long hand-made value is cut before it is split: no work on more than the list can hold.
  return favouriteIdList(value.slice(0, FAVOURITES_MAX * 101).split(','));
}

/** The query of a shared list ('ids=1824,2179-4211'): ids joined as they are (their shape needs no escaping). */
export function sharedIdsQuery(ids: readonly string[]): string {
  return `${SHARED_IDS_QUERY}=${favouriteIdList(ids).join(',')}`;
}
