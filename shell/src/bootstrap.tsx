import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerRemotesFromMap } from './federation/remotes';
import { REMOTE_LOAD_TIMEOUT_MS, preloadExposedAll } from './federation/loadExposed';
import { DETAIL_LISTING_ID, LISTINGS_FIRST_PAGE_ID, MAP_OPENING_ID, readDetailListing, readFirstPage, readMapOpening } from 'shared/listings';
import { App } from './App';
import { routes } from './routes';
import { remoteModulesAt } from './routeRemotes';
import { stopKeepingTaps } from './pendingTaps';
import { awaitRegions } from './hydration';
import { SERVER_FALLBACK_DIGEST } from './federation/serverExposed';
import { WIDE_SCREEN_QUERY, pageSiteAddress } from 'shared/ui';
import { startSpeedLayer } from './speed/plan';
import { APP_ROOT_ID, SERVER_RENDERED_ATTRIBUTE } from 'shared/contracts';
import 'shared/styles.css';

/**
 * How long a page the browser renders itself (the back office, or one whose server render failed)
 * waits for the route's remote modules before its first render; a remote slower than this
 * renders behind its slot's loader as usual.
 */
const ROUTE_REMOTES_WAIT_MS = 2_000;

/**
 * On a page the server rendered with the remotes' own markup, hydration waits for their modules
 * until each has loaded or failed: a region hydrated without its module would stay server markup
 * that drops a tap (React hydrates a region on a tap only if it can do so at once), while until
 * hydration begins the app-start script keeps taps and they are given again after it. The page
 * is painted meanwhile, so the wait shows nothing.
 */
const SSR_REMOTES_WAIT_MS = REMOTE_LOAD_TIMEOUT_MS;

/** Data the server rendered into this page for the hydrating render (a JSON script), if any. */
function pageData<T>(id: string, read: (raw: unknown) => T | null): T | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return read(JSON.parse(text));
  } catch {
    return null;
  }
}

async function start() {
  await registerRemotesFromMap();
  // A slot whose module is in hand renders it at once; one that suspends commits its loader, and
  // React then holds every later reveal back by its fallback throttle (300 ms each).
  const container = document.getElementById(APP_ROOT_ID);
  if (!container) throw new Error(`The page has no #${APP_ROOT_ID} element`);
  const wideScreen = window.matchMedia(WIDE_SCREEN_QUERY).matches;
  // The hydrated signal waits for the regions every screen starts with (the server's markup);
  // a wide screen's extra ones (the grid beside the map) come after, as the page's own render.
  awaitRegions(remoteModulesAt(routes, location));
  await preloadExposedAll(remoteModulesAt(routes, location, wideScreen), container.hasAttribute(SERVER_RENDERED_ATTRIBUTE) ? SSR_REMOTES_WAIT_MS : ROUTE_REMOTES_WAIT_MS);
  // What exists only for speed (fetching and running ahead the code of the next taps): ./speed/plan.tsx.
  startSpeedLayer();
  const app = (
    <StrictMode>
      <App
        firstPage={pageData(LISTINGS_FIRST_PAGE_ID, readFirstPage)}
        mapOpening={pageData(MAP_OPENING_ID, readMapOpening)}
        listing={pageData(DETAIL_LISTING_ID, readDetailListing)}
        siteAddress={pageSiteAddress()}
      />
    </StrictMode>
  );
  // Errors caught by a remote slot's boundary are logged there, once, with the remote's name.
  const onCaughtError = () => undefined;
  // A page the server rendered with these components (data-ssr): its nodes are kept and brought
  // to life, not replaced. Started as a transition, hydration renders in slices that yield to
  // the browser (a plain hydrateRoot renders the shell's part in one long task on the
  // throttled phone); a tap on a part not hydrated yet makes React hydrate that part
  // at once and replay the tap.
  if (container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
    stopKeepingTaps(container);
    startTransition(() => {
      hydrateRoot(container, app, {
        onCaughtError,
        // A region the server drew as its fallback (its remote had no server build) is rendered
        // here: one quiet line. Anything else (a mismatch) is reported as React reports it.
        onRecoverableError: (error) => {
          if ((error as { digest?: unknown } | null)?.digest === SERVER_FALLBACK_DIGEST) console.info('[ssr] a region the server could not render was rendered in the browser');
          else reportError(error);
        },
      });
    });
    return;
  }
  const root = createRoot(container, { onCaughtError });
  // A transition renders in slices that yield to the browser, so the first render does not
  // block taps and scrolls for hundreds of milliseconds on a slow phone.
  startTransition(() => root.render(app));
}

start().catch((error: unknown) => console.error('The site failed to start', error));
