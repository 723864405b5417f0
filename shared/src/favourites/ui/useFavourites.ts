import { useCallback, useSyncExternalStore } from 'react';
import { favourites } from '../data/store';
import { NO_FAVOURITES } from '../ids';

const subscribe = (listener: () => void) => favourites.subscribe(listener);
const read = () => favourites.ids();
/**
 * The server renders no list, and hydration draws what it drew: the kept list comes in the render
 * after. A visitor with none keeps the same value, so hydration is not followed by a blocking
 * render of every list's reader (React's check of a store after hydration is by identity).
 */
const serverList = () => NO_FAVOURITES;

/** The saved listings' ids, oldest first; [] on the server and while the page hydrates. */
export function useFavouriteIds(): readonly string[] {
  return useSyncExternalStore(subscribe, read, serverList);
}

/** Whether one listing is saved, and the toggle for its heart. */
export function useFavourite(id: string): { saved: boolean; toggle: () => boolean } {
  const saved = useSyncExternalStore(subscribe, () => favourites.ids().includes(id), () => false);
  const toggle = useCallback(() => favourites.toggle(id), [id]);
  return { saved, toggle };
}
