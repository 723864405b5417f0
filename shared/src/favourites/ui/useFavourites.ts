import { useCallback, useSyncExternalStore } from 'react';
import { favourites } from '../data/store';

const NONE: readonly string[] = Object.freeze([]);
const subscribe = (listener: () => void) => favourites.subscribe(listener);
const read = () => favourites.ids();
/** The server renders no list, and hydration draws what it drew: the kept list comes in the render after. */
const serverList = () => NONE;

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
