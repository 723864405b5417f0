import { RouterProvider, createBrowserRouter } from 'shared/router';
import { AppProviders } from 'shared/ui';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
