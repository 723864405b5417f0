/** Map mode's server-drawn opening markers (mapOpening.ts) given to the map's panel by React context. */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { MapOpening } from '../mapOpening';

const MapOpeningContext = createContext<MapOpening | null>(null);

/** Gives the page's opening markers to the map's panel (the shell, on both sides). */
export function MapOpeningProvider({ value, children }: { value: MapOpening | null; children: ReactNode }) {
  return createElement(MapOpeningContext.Provider, { value }, children);
}

/** The page's opening markers, if they were made for `search` (a `URLSearchParams` string). */
export function useMapOpening(search: string): MapOpening | null {
  const opening = useContext(MapOpeningContext);
  return opening?.search === search ? opening : null;
}
