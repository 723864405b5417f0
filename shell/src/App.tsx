import { useEffect } from 'react';
import type { Listing } from 'shared/contracts';
import { DetailListingProvider, ListingsFirstPageProvider, MapOpeningProvider, type ListingsFirstPage, type MapOpening } from 'shared/listings';
import { BrowserRouter, useRoutes } from 'shared/router';
import { AppProviders } from 'shared/ui';
import { rootCommitted } from './hydration';
import { routes } from './routes';

/** The one route table, rendered the same in the browser and on the server (server-render.tsx). */
export function SiteRoutes() {
  // The root's first commit (a hydration's, on a server-rendered page): part of the hydrated signal.
  useEffect(rootCommitted, []);
  return useRoutes(routes);
}

interface AppProps {
  /** The listings page the server rendered (from the page's data), for the hydrating render. */
  firstPage?: ListingsFirstPage | null;
  /** Map mode's opening markers the server drew (from the page's data), likewise. */
  mapOpening?: MapOpening | null;
  /** The listing a server-rendered detail page shows (from the page's data), likewise. */
  listing?: Listing | null;
  /** The site's public address the server rendered the page with (shared/ui siteAddress), likewise. */
  siteAddress?: string | null;
}

export function App({ firstPage = null, mapOpening = null, listing = null, siteAddress = null }: AppProps) {
  return (
    <AppProviders siteAddress={siteAddress}>
      <ListingsFirstPageProvider value={firstPage}>
        <MapOpeningProvider value={mapOpening}>
          <DetailListingProvider value={listing}>
            <BrowserRouter>
              <SiteRoutes />
            </BrowserRouter>
          </DetailListingProvider>
        </MapOpeningProvider>
      </ListingsFirstPageProvider>
    </AppProviders>
  );
}
