import { startTransition, useEffect, useState } from 'react';
import { APP_ROOT_ID, HYDRATED_ATTRIBUTE } from '../contracts';

/**
 * Whether this render may be a server's or a hydrating one: there is no document (the server), no
 * shell root (a server render in a test's browser-like environment, or markup hydrated outside
 * the shell), or the shell's root holds markup and has not yet given its "hydrated" signal
 * (shell/src/hydration.ts). Only an empty root (the shell started without a server's page) or a
 * hydrated one says the render is the browser's own.
 */
function hydrating(): boolean {
  if (typeof document === 'undefined') return true;
  const root = document.getElementById(APP_ROOT_ID);
  return root === null || (root.hasChildNodes() && !root.hasAttribute(HYDRATED_ATTRIBUTE));
}

/**
 * False on the server and while the browser hydrates the server's markup, true from a render
 * after: for what only the browser can draw (Leaflet's map), so the hydrated markup matches the
 * server's. Mounted in the shell once it has hydrated, or started without a server's markup, it
 * is true at once; elsewhere it turns true in the render after the first.
 *
 * The render after hydration is a transition, which React does in slices between other work.
 * (`useSyncExternalStore` with a server snapshot did it with a blocking re-render, and that
 * render also hydrated at once what of the page was still waiting to be: map mode's panel and
 * filters in one 180–220 ms task at 4x CPU.)
 */
export function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(() => !hydrating());
  useEffect(() => {
    if (!inBrowser) startTransition(() => setInBrowser(true));
  }, [inBrowser]);
  return inBrowser;
}
