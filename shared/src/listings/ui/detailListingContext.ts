/** The server-rendered listing (detailListing.ts) given to the detail page by React context. */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { Listing } from '../../contracts';

const DetailListingContext = createContext<Listing | null>(null);

/** Gives the page's server-rendered listing to the detail page (the shell, on both sides). */
export function DetailListingProvider({ value, children }: { value: Listing | null; children: ReactNode }) {
  return createElement(DetailListingContext.Provider, { value }, children);
}

/** The server-rendered listing, if it is the one with this id. */
export function useDetailListing(id: string): Listing | null {
  const listing = useContext(DetailListingContext);
  return listing?.id === id ? listing : null;
}
