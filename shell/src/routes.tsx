import type { ReactNode } from 'react';
import type { RouteObject } from 'shared/router';
import { SITE_ROUTES, type PageId } from 'shared/routes';
import { Layout } from './layout/Layout';
import { HomePage } from './pages/HomePage';
import { ContactPage } from './pages/ContactPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ListingsRoute } from './pages/ListingsRoute';
import { DetailRoute } from './pages/DetailRoute';
import { AdminRoute } from './pages/AdminRoute';
import { FavouritesRoute } from './pages/FavouritesRoute';
import { adminRemotes, detailRemotes, favouritesRemotes, layoutRemotes, listingsRemotes, type RouteRemotes } from './routeRemotes';

/** What each page of the site's route table (shared/routes) draws, and the remotes it needs. */
const PAGES: Record<PageId, { element: ReactNode; handle?: RouteRemotes }> = {
  listings: { element: <ListingsRoute />, handle: listingsRemotes },
  detail: { element: <DetailRoute />, handle: detailRemotes },
  home: { element: <HomePage /> },
  contact: { element: <ContactPage /> },
  favourites: { element: <FavouritesRoute />, handle: favouritesRemotes },
  // The back office: its remote loads here and nowhere else.
  admin: { element: <AdminRoute />, handle: adminRemotes },
};

/** The router's table, made from the site's (the server's pages and the sitemap read it too). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    handle: layoutRemotes,
    children: [
      ...SITE_ROUTES.map(({ path, page }): RouteObject => (path === '/' ? { index: true, ...PAGES[page] } : { path: path.slice(1), ...PAGES[page] })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
