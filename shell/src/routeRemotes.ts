/**
 * Which remote modules a route renders, declared on the route table (`handle.remotes`) so the
 * shell can start loading them before its first render.
 */
import { EXPOSED, type ExposedModule } from 'shared/contracts';
import { matchRoutes, type RouteObject } from 'shared/router';
import { isMapMode, showsFilterStrip } from './routeQuery';

export interface RouteRemotes {
  /**
   * `wideScreen`: the browser's screen is wide (shared/ui WIDE_SCREEN_QUERY). The server does not
   * know the screen and asks for the markup every screen starts from (false).
   */
  remotes: (search: URLSearchParams, wideScreen: boolean) => ExposedModule[];
}

export const layoutRemotes: RouteRemotes = {
  remotes: (search) => (showsFilterStrip(search) ? [EXPOSED.filterStrip] : []),
};

/**
 * Map mode is the map alone on a phone. On a wide screen the browser draws the grid beside it once
 * the page has hydrated (ListingsRoute), with its code fetched before.
 */
export const listingsRemotes: RouteRemotes = {
  remotes: (search, wideScreen) =>
    !isMapMode(search) ? [EXPOSED.listingsPage] : wideScreen ? [EXPOSED.mapPanel, EXPOSED.listingsPage] : [EXPOSED.mapPanel],
};

export const detailRemotes: RouteRemotes = {
  remotes: () => [EXPOSED.detailPage],
};

export const favouritesRemotes: RouteRemotes = {
  remotes: () => [EXPOSED.favouritesPage],
};

export const adminRemotes: RouteRemotes = {
  remotes: () => [EXPOSED.adminApp],
};

function isRouteRemotes(handle: unknown): handle is RouteRemotes {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteRemotes).remotes === 'function';
}

/** The remote modules the routes render at a location, outermost route first. */
export function remoteModulesAt(routes: RouteObject[], location: { pathname: string; search: string }, wideScreen = false): ExposedModule[] {
  const search = new URLSearchParams(location.search);
  const matches = matchRoutes(routes, location.pathname) ?? [];
  return matches.flatMap((match) => (isRouteRemotes(match.route.handle) ? match.route.handle.remotes(search, wideScreen) : []));
}
