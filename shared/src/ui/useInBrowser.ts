import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's markup, true from the render
 * after: for what only the browser can draw (Leaflet's map), so the hydrated markup matches the
 * server's. Mounted in the browser without a server's markup, it is true at once.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
