/**
 * Which remote modules a route renders, declared on the route table (`handle.remotes`) so the
 * shell can start loading them before its first render.
 */
import { EXPOSED, type ExposedModule } from 'shared/contracts';
import { matchRoutes, type RouteObject } from 'shared/router';
import { isMapMode, showsFilterStrip } from './routeQuery';

export interface RouteRemotes {
  remotes: (search: URLSearchParams) => ExposedModule[];
}

export const layoutRemotes: RouteRemotes = {
  remotes: (search) => (showsFilterStrip(search) ? [EXPOSED.filterStrip] : []),
};

export const listingsRemotes: RouteRemotes = {
  remotes: (search) => (isMapMode(search) ? [EXPOSED.listingsPage, EXPOSED.mapPanel] : [EXPOSED.listingsPage]),
};

export const detailRemotes: RouteRemotes = {
  remotes: () => [EXPOSED.detailPage],
};

export const adminRemotes: RouteRemotes = {
  remotes: () => [EXPOSED.adminApp],
};

function isRouteRemotes(handle: unknown): handle is RouteRemotes {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteRemotes).remotes === 'function';
}

/** The remote modules the routes render at a location, outermost route first. */
export function remoteModulesAt(routes: RouteObject[], location: { pathname: string; search: string }): ExposedModule[] {
  const search = new URLSearchParams(location.search);
  const matches = matchRoutes(routes, location.pathname) ?? [];
  return matches.flatMap((match) => (isRouteRemotes(match.route.handle) ? match.route.handle.remotes(search) : []));
}
