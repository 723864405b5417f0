import type { RouteObject } from 'shared/router';
import { Layout } from './layout/Layout';
import { HomePage } from './pages/HomePage';
import { ContactPage } from './pages/ContactPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ListingsRoute } from './pages/ListingsRoute';
import { DetailRoute } from './pages/DetailRoute';
import { AdminRoute } from './pages/AdminRoute';
import { adminRemotes, detailRemotes, layoutRemotes, listingsRemotes } from './routeRemotes';

/** SPEC section 2, Routes. The server knows the same table (server/routes.ts). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    handle: layoutRemotes,
    children: [
      { index: true, element: <ListingsRoute />, handle: listingsRemotes },
      { path: 'pronat', element: <ListingsRoute />, handle: listingsRemotes },
      { path: 'pronat/:id', element: <DetailRoute />, handle: detailRemotes },
      { path: 'home', element: <HomePage /> },
      { path: 'kontakti', element: <ContactPage /> },
      // The back office: its remote loads here and nowhere else.
      { path: 'admin/*', element: <AdminRoute />, handle: adminRemotes },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
