import { useEffect } from 'react';
import { ListingsFirstPageProvider, type ListingsFirstPage } from 'shared/listings';
import { BrowserRouter, useRoutes } from 'shared/router';
import { AppProviders } from 'shared/ui';
import { replayPendingTaps } from './pendingTaps';
import { routes } from './routes';

/** The one route table, rendered the same in the browser and on the server (server-render.tsx). */
export function SiteRoutes() {
  // After the first commit (a hydration's, on a server-rendered page): the taps made before it.
  useEffect(replayPendingTaps, []);
  return useRoutes(routes);
}

/** `firstPage`: the listings page the server rendered (from the page's data), for the hydrating render. */
export function App({ firstPage = null }: { firstPage?: ListingsFirstPage | null }) {
  return (
    <AppProviders>
      <ListingsFirstPageProvider value={firstPage}>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </ListingsFirstPageProvider>
    </AppProviders>
  );
}
