import { startTransition, useEffect, useState } from 'react';
import { HYDRATED_ATTRIBUTE } from '../contracts';

/**
 * Whether the page's server markup is still being hydrated: the shell's root is there and has
 * not yet given its "hydrated" signal (shell/src/hydration.ts). A page with no such root (a
 * remote's own page, a test) has none to hydrate.
 */
function hydrating(): boolean {
  if (typeof document === 'undefined') return true;
  const root = document.getElementById('root');
  return root !== null && root.hasChildNodes() && !root.hasAttribute(HYDRATED_ATTRIBUTE);
}

/**
 * False on the server and while the browser hydrates the server's markup, true from a render
 * after: for what only the browser can draw (Leaflet's map), so the hydrated markup matches the
 * server's. Mounted in the browser without a server's markup, it is true at once.
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
