import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerRemotesFromMap } from './federation/remotes';
import { preloadExposedAll } from './federation/loadExposed';
import { App } from './App';
import { routes } from './routes';
import { remoteModulesAt } from './routeRemotes';
import { startFirstViewSwap } from './firstView/swap';
import { stopKeepingTaps } from './pendingTaps';
import { savesData } from './prefetch/savesData';
import { whenSettled } from './prefetch/whenSettled';
import 'shared/styles.css';

/**
 * How long the first render waits for the route's remote modules. The server's first view is on
 * screen meanwhile; a remote slower than this renders behind its slot's loader as usual.
 */
const ROUTE_REMOTES_WAIT_MS = 2_000;

async function start() {
  await registerRemotesFromMap();
  // A slot whose module is in hand renders it at once; one that suspends commits its loader, and
  // React then holds every later reveal back by its fallback throttle (300 ms each).
  await preloadExposedAll(remoteModulesAt(routes, location), ROUTE_REMOTES_WAIT_MS);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  startFirstViewSwap();
  // Taps answer at once: the code of what the page offers next, fetched once it has settled.
  if (!savesData()) {
    whenSettled(() => {
      import('./prefetch/nextCode').then((module) => module.prefetchNextCode()).catch(() => undefined);
    });
  }
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Errors caught by a remote slot's boundary are logged there, once, with the remote's name.
  const onCaughtError = () => undefined;
  // A page the server rendered with these components (data-ssr): its nodes are kept and brought
  // to life, not replaced. Hydration yields to the browser between slices, and React replays a
  // tap made on a part not yet hydrated.
  if (container.hasAttribute('data-ssr')) {
    stopKeepingTaps(container);
    hydrateRoot(container, app, { onCaughtError });
    return;
  }
  const root = createRoot(container, { onCaughtError });
  // A transition renders in slices that yield to the browser, so the first render does not
  // block taps and scrolls on the first view for hundreds of milliseconds on a slow phone.
  startTransition(() => root.render(app));
}

start().catch((error: unknown) => console.error('The site failed to start', error));
