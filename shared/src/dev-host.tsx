/**
 * The standalone page of a remote (ARCHITECTURE rule 8): the providers the shell would
 * give it, its own router (declarative, as the shell's), and the sample data the dev server
 * serves under /assets.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { AppProviders } from './ui/AppProviders';
import { APP_ROOT_ID } from './contracts';
import './ui/styles.css';

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function renderStandalone(routes: RouteObject[] | ReactNode): void {
  const container = document.getElementById(APP_ROOT_ID);
  if (!container) throw new Error(`The page has no #${APP_ROOT_ID} element`);
  const routeList: RouteObject[] = Array.isArray(routes)
    ? routes
    : [{ path: '*', element: routes as ReactNode }];
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <StandaloneRoutes routes={routeList} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
