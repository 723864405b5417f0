import { BrowserRouter, useRoutes } from 'shared/router';
import { AppProviders } from 'shared/ui';
import { routes } from './routes';

function SiteRoutes() {
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
