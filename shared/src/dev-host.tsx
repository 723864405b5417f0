/**
 * The standalone page of a remote (ARCHITECTURE rule 8): the providers the shell would
 * give it, its own router (declarative, as the shell's), and the sample data the dev server
 * serves under /assets.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { AppProviders } from './ui/AppProviders';
import './ui/styles.css';

/**
 * shared/contracts' APP_ROOT_ID. This module is part of each remote's standalone entry, and
 * importing the contracts from it put the contracts' fallback in that entry's chunk group: the
 * remotes' manifests then listed their own page code among the contracts' chunks, and the code
 * fetched ahead left it out. dev-host.test.ts checks the two are the same.
 */
export const DEV_HOST_ROOT_ID = 'root';

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function renderStandalone(routes: RouteObject[] | ReactNode): void {
  const container = document.getElementById(DEV_HOST_ROOT_ID);
  if (!container) throw new Error(`The page has no #${DEV_HOST_ROOT_ID} element`);
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
