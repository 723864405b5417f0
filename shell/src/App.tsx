import { useEffect } from 'react';
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

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
