/**
 * The entry of the shell's server-render build (`dist-server/render.cjs`, loaded by the server
 * at run time): the app's own route table and components rendered to HTML, which the browser
 * then hydrates (bootstrap.tsx). Only routes whose content the shell draws itself are rendered
 * here; a route with a remote's region answers null, and the server keeps its other path for it
 * until the remotes have server builds (docs/architecture.md, "One renderer").
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'shared/router-server';
import { AppProviders } from 'shared/ui';
import { SiteRoutes } from './App';
import { routes } from './routes';
import { remoteModulesAt } from './routeRemotes';

/** The path a server render is for: the app's routes with no remote region. */
export function rendersOnServer(url: URL): boolean {
  return remoteModulesAt(routes, url).length === 0;
}

/** The app's markup for `url` (a path and query), or null when the route needs a remote. */
export function renderRoute(path: string): string | null {
  const url = new URL(path, 'http://localhost');
  if (!rendersOnServer(url)) return null;
  return renderToString(
    <AppProviders>
      <StaticRouter location={url.pathname + url.search}>
        <SiteRoutes />
      </StaticRouter>
    </AppProviders>,
  );
}
