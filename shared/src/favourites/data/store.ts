/**
 * The visitor's favourites, kept in this browser (no account): the ids of the listings they
 * saved, in the order saved. One store per page, shared by every remote: `shared/favourites` is a
 * federation singleton, so a heart tapped in the grid fills the same listing's heart on the map
 * card and the detail page. Another tab's change arrives as a `storage` event.
 *
 * Storage may be missing or refuse (a private window, storage turned off, a full quota): then the
 * list lives in memory for the page's life, and nothing throws.
 */
import { favouriteIdList, isFavouriteId, FAVOURITES_MAX, NO_FAVOURITES } from '../ids';

/** The key, versioned: a later shape of the value gets a new key rather than misreading this one. */
export const FAVOURITES_KEY = 'prona-kosova:favourites:v1';

export interface FavouritesStore {
  /** The saved ids, oldest first; the same array until the list changes (React compares it). */
  ids(): readonly string[];
  subscribe(listener: () => void): () => void;
  /** Save or unsave one listing; whether it is saved now. */
  toggle(id: string): boolean;
  /** Save these listings too (a shared list's 'add to mine'), after the ones kept. */
  add(ids: readonly string[]): void;
  remove(id: string): void;
}

/** Where the store keeps its list and hears of other tabs' changes; null where there is none. */
export interface FavouritesPlace {
  storage: () => Pick<Storage, 'getItem' | 'setItem'> | null;
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

/** The kept value's ids: `{ "ids": [...] }`, read by own properties only; anything else is no list. */
export function readKept(raw: string | null): readonly string[] {
  if (raw === null) return NO_FAVOURITES;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.hasOwn(value, 'ids')) return NO_FAVOURITES;
    const ids = favouriteIdList((value as { ids: unknown }).ids);
    return ids.length === 0 ? NO_FAVOURITES : Object.freeze(ids);
  } catch {
    return NO_FAVOURITES;
  }
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

export function createFavouritesStore(place: FavouritesPlace): FavouritesStore {
  const listeners = new Set<() => void>();
  // Read on first use (never while a module loads, nor on the server, which renders no list).
  let current: readonly string[] | null = null;

  const storage = () => {
    try {
      return place.storage();
    } catch {
      // Reading `localStorage` itself throws where the browser forbids it.
      return null;
    }
  };
  const readStorage = (): readonly string[] | null => {
    try {
      const kept = storage();
      return kept ? readKept(kept.getItem(FAVOURITES_KEY)) : null;
    } catch {
      return null;
    }
  };
  const ids = (): readonly string[] => {
    current ??= readStorage() ?? NO_FAVOURITES;
    return current;
  };
  const notify = () => listeners.forEach((listener) => listener());

  // False once the storage refused a write: from then on the list in memory is the page's.
  let writable = true;
  const write = (next: readonly string[]) => {
    current = Object.freeze([...next]);
    try {
      const kept = storage();
      if (kept === null) writable = false;
      kept?.setItem(FAVOURITES_KEY, JSON.stringify({ ids: current }));
    } catch {
      // Full or refused: the list stays in memory for this page.
      writable = false;
    }
    notify();
  };
  /** The list to change: the kept one, which another tab may have changed a moment ago, else this page's. */
  const latest = (): readonly string[] => (writable ? readStorage() : null) ?? ids();

  const onStorage = (event: Event) => {
    const { key } = event as StorageEvent;
    // null: the other tab cleared all of the site's storage.
    if (key !== FAVOURITES_KEY && key !== null) return;
    const kept = readStorage();
    if (kept === null || (current !== null && sameIds(kept, current))) return;
    current = kept;
    notify();
  };

  return {
    ids,
    subscribe(listener) {
      if (listeners.size === 0) place.events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) place.events?.removeEventListener('storage', onStorage);
      };
    },
    toggle(id) {
      const list = latest();
      if (list.includes(id)) {
        write(list.filter((saved) => saved !== id));
        return false;
      }
      // Not a listing's id, or the list is full: nothing is added (the heart stays empty).
      if (!isFavouriteId(id) || list.length >= FAVOURITES_MAX) return false;
      write([...list, id]);
      return true;
    },
    add(more) {
      write(favouriteIdList([...latest(), ...more]));
    },
    remove(id) {
      const list = latest();
      if (list.includes(id)) write(list.filter((saved) => saved !== id));
    },
  };
}

/** The page's store, over the browser's localStorage and window. */
export const favourites: FavouritesStore = createFavouritesStore({
  storage: () => (typeof window === 'undefined' ? null : window.localStorage),
  events: typeof window === 'undefined' ? null : window,
});
