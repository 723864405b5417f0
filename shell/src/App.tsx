import { BrowserRouter, useRoutes } from 'shared/router';
import { AppProviders } from 'shared/ui';
import { routes } from './routes';

/** The one route table, rendered the same in the browser and on the server (server-render.tsx). */
export function SiteRoutes() {
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
