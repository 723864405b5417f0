import { renderStandalone } from 'shared/dev-host';
import { Navigate } from 'shared/router';
import AdminApp from './AdminApp';

/** The standalone page: the back office at /admin, as the shell mounts it; its API proxied to a running server. */
renderStandalone([
  { path: 'admin/*', element: <AdminApp /> },
  { path: '*', element: <Navigate to="/admin" replace /> },
]);
