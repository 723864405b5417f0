/**
 * Component tests render the way the shell does: the providers, a BrowserRouter and route
 * objects. The returned `router` reports where the router is and lets a test press Back.
 */
import { useLayoutEffect } from 'react';
import { render } from '@testing-library/react';
import {
  BrowserRouter,
  useLocation,
  useNavigationType,
  useRoutes,
  type Location,
  type NavigationType,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from '../ui/AppProviders';

export interface TestRouter {
  /** The location the routes last rendered. */
  readonly location: Location;
  /** How the router got there: PUSH, REPLACE or POP. */
  readonly historyAction: NavigationType;
  /** The browser's Back (-1) or Forward (1); resolves once the history has moved. */
  go(delta: number): Promise<void>;
}

/** Renders `routes` inside the providers and a BrowserRouter, starting at `path`. */
export function renderRoutes(path: string, routes: RouteObject[]) {
  window.history.replaceState(null, '', path);
  const seen: { location?: Location; historyAction?: NavigationType } = {};

  function Routes() {
    const location = useLocation();
    const historyAction = useNavigationType();
    useLayoutEffect(() => {
      seen.location = location;
      seen.historyAction = historyAction;
    }, [location, historyAction]);
    return useRoutes(routes);
  }

  const router: TestRouter = {
    get location() {
      if (!seen.location) throw new Error('The routes have not rendered yet');
      return seen.location;
    },
    get historyAction() {
      if (!seen.historyAction) throw new Error('The routes have not rendered yet');
      return seen.historyAction;
    },
    go: (delta) =>
      new Promise((resolve) => {
        window.addEventListener('popstate', () => resolve(), { once: true });
        window.history.go(delta);
      }),
  };

  const result = render(
    <AppProviders>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </AppProviders>,
  );
  return { router, ...result };
}
