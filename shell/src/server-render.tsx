/**
 * The entry of the shell's server-render build (`dist-server/render.cjs`, loaded by the server
 * at run time): the app's own route table and components rendered to HTML, which the browser
 * then hydrates (bootstrap.tsx). A route's remote regions are rendered with the components the
 * server loaded from the remotes' own server builds (server/ssr/remotes.ts); the routes with a
 * remote that has no server build (the back office) answer null, and the browser renders them
 * (docs/architecture.md, "One renderer").
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import * as sharedAlerts from 'shared/alerts';
import * as sharedBus from 'shared/bus';
import * as sharedContact from 'shared/contact';
import * as sharedContracts from 'shared/contracts';
import * as sharedFavourites from 'shared/favourites';
import { EXPOSED, type ExposedModule, type ServerRenderData } from 'shared/contracts';
import * as sharedFormat from 'shared/format';
import * as sharedI18n from 'shared/i18n';
import { BASE_LOCALE, localeOfPath, setLocaleSource, type Locale } from 'shared/i18n';
import * as sharedListings from 'shared/listings';
import { DetailListingProvider, ListingsFirstPageProvider, MapOpeningProvider, readDetailListing, readFirstPage, readMapOpening } from 'shared/listings';
import * as sharedMapView from 'shared/map-view';
import * as sharedRouter from 'shared/router';
import * as sharedRoutes from 'shared/routes';
import { StaticRouter } from 'shared/router-server';
import * as sharedSite from 'shared/site';
import * as sharedUi from 'shared/ui';
import { AppProviders } from 'shared/ui';
import * as sharedUiOverlays from 'shared/ui-overlays';
import { SiteRoutes } from './App';
import { BUNDLED_EXPOSED } from './federation/bundledExposed';
import { NotOnServer, SERVER_FALLBACK_DIGEST, ServerExposedProvider } from './federation/serverExposed';
import { routes } from './routes';
import { remoteModulesAt } from './routeRemotes';

/**
 * The shared singletons a remote's server build asks for with `require` (its federation shared
 * map, left external by shared/build): this build's own copies, so a remote's components use the
 * shell's React, router context, bus and data service, as in the browser's share scope.
 */
export const sharedModules: Readonly<Record<string, unknown>> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
  'shared/alerts': sharedAlerts,
  'shared/bus': sharedBus,
  'shared/contact': sharedContact,
  'shared/contracts': sharedContracts,
  'shared/favourites': sharedFavourites,
  'shared/format': sharedFormat,
  'shared/i18n': sharedI18n,
  'shared/listings': sharedListings,
  'shared/map-view': sharedMapView,
  'shared/router': sharedRouter,
  'shared/routes': sharedRoutes,
  'shared/site': sharedSite,
  'shared/ui': sharedUi,
  'shared/ui-overlays': sharedUiOverlays,
};

/**
 * True when this build holds the remotes' components itself (the one-bundle build): the server
 * then loads no remote server build and renders every region with these.
 */
export const bundled = BUNDLED_EXPOSED !== null;

/** The exposed modules whose remotes have a server build (the back office has none: it is the browser's). */
const SERVER_RENDERED: ReadonlySet<ExposedModule> = new Set([EXPOSED.listingsPage, EXPOSED.filterStrip, EXPOSED.favouritesPage, EXPOSED.detailPage, EXPOSED.mapPanel]);

/**
 * The remote modules the server must load to render `path` (a path and query): [] for the
 * shell's own pages, null for a route it does not render (a remote without a server build).
 */
export function remotesFor(path: string): ExposedModule[] | null {
  const url = new URL(path, 'http://localhost');
  const modules = remoteModulesAt(routes, url);
  return modules.every((module) => SERVER_RENDERED.has(module)) ? modules : null;
}

export interface RenderInput extends ServerRenderData {
  /** The remotes' components by exposed module id; a module missing renders its slot's fallback. */
  exposed?: ReadonlyMap<string, ComponentType>;
  /** Where a remote region that threw while rendering is reported (one line each). */
  log?: (line: string) => void;
}

/**
 * The language of the render under way: renders of different requests overlap (each waits for
 * its remotes' modules), so each runs in its own async context and every package's strings read
 * the language from it (shared/i18n currentLocale).
 */
const renderLocale = new AsyncLocalStorage<Locale>();
setLocaleSource(() => renderLocale.getStore() ?? BASE_LOCALE);

/** A render that has not finished by then (something waiting forever) is given up: the browser renders. */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * The app's markup for `path` (a path and query), or null when the route is not rendered here.
 * Rendered whole before it is sent (no streaming: the page's head depends on what it holds). A
 * remote region that throws is rendered as its slot's fallback, and the rest of the page still is.
 */
export function renderRoute(path: string, input: RenderInput = {}): Promise<string | null> {
  if (remotesFor(path) === null) return Promise.resolve(null);
  const url = new URL(path, 'http://localhost');
  const firstPage = input.firstPage === undefined ? null : readFirstPage(input.firstPage);
  const mapOpening = input.mapOpening === undefined ? null : readMapOpening(input.mapOpening);
  const listing = input.listing === undefined ? null : readDetailListing(input.listing);
  const app = (
    <ServerExposedProvider value={BUNDLED_EXPOSED ?? input.exposed ?? new Map()}>
      <AppProviders siteAddress={input.siteUrl ?? null}>
        <ListingsFirstPageProvider value={firstPage}>
          <MapOpeningProvider value={mapOpening}>
            <DetailListingProvider value={listing}>
              <StaticRouter location={url.pathname + url.search}>
                <SiteRoutes />
              </StaticRouter>
            </DetailListingProvider>
          </MapOpeningProvider>
        </ListingsFirstPageProvider>
      </AppProviders>
    </ServerExposedProvider>
  );
  return renderLocale.run(localeOfPath(url.pathname), () => renderToHtml(app, path, input));
}

function renderToHtml(app: React.ReactElement, path: string, input: RenderInput): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(app, {
      // Every region inline, never outlined to be revealed by an inline script (the page's
      // Content-Security-Policy allows none but the app start's).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => {
        // A missing build was reported once where it was loaded; a region that threw, here.
        if (!(error instanceof NotOnServer)) input.log?.(`[ssr] ${path}: a remote region threw, rendered as its fallback: ${(error as Error).message}`);
        return SERVER_FALLBACK_DIGEST;
      },
    });
    const timer = setTimeout(() => stream.abort(new Error(`not finished in ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
  });
}
