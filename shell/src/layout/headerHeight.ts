import { useSyncExternalStore, type CSSProperties } from 'react';

/**
 * The site header's drawn height, for what sits right under it: the map in map mode, sticky
 * below the sticky header and as tall as the rest of the screen. The header is observed on
 * every page, so the height is known before map mode draws its map: drawn at a guessed height
 * and corrected a frame later, the map moved by a few pixels and Leaflet redrew it at the new
 * size (about 70 ms of a tap on 'Harta' on the throttled phone). Nothing is written to the page
 * until a map place reads it: a property set on the root would restyle every element.
 */

/** The custom property the map's place is sized with (ListingsRoute.module.css). */
export const HEADER_HEIGHT_PROPERTY = '--site-header-height';

let height: number | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The site header's ref callback: observes it while it is mounted. The height comes from the
 * ResizeObserver's entries (also delivered once on observe, after layout): reading it from the
 * element would force a layout in the middle of React's commit.
 */
export function observeHeader(element: HTMLElement | null): (() => void) | undefined {
  if (!element || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (!entry) return;
    const next = Math.round(entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height);
    if (next === height) return;
    height = next;
    for (const listener of listeners) listener();
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * The style that gives an element the header's height as HEADER_HEIGHT_PROPERTY; none until it
 * is known (the stylesheet's fallback then applies, as in the server's page).
 */
export function useHeaderHeightStyle(): CSSProperties | undefined {
  const known = useSyncExternalStore(subscribe, () => height, () => null);
  return known === null ? undefined : ({ [HEADER_HEIGHT_PROPERTY]: `${known}px` } as CSSProperties);
}
