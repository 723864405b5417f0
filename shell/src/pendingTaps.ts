/**
 * Taps made on a server-rendered page before the app hydrated it. The page's app-start script
 * (server/src/ssr/app-start.browser.js) keeps the buttons, select fields and cards tapped while `#root` carries
 * `data-ssr`; from the moment hydration begins React replays taps itself, so the attribute goes
 * then, and the kept taps are given again once the hydrated tree has committed.
 */
declare global {
  interface Window {
    __pendingTaps?: Element[];
  }
}

/** Called just before hydrateRoot: from here on, React replays what is tapped. */
export function stopKeepingTaps(container: HTMLElement): void {
  container.removeAttribute('data-ssr');
}

/**
 * Whether React has hydrated this node. A remote's region is a Suspense boundary, which React
 * hydrates after the rest of the tree: its nodes carry React DOM's fiber key only from then on
 * (an internal of React DOM's, read here alone).
 */
function isHydrated(node: Element): boolean {
  return Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
}

/**
 * Called once the hydrated tree has committed (its effects run), and again as each remote region
 * hydrates (its slot's effect): each kept tap whose control is hydrated now, in order; the rest
 * wait for their region.
 */
export function replayPendingTaps(): void {
  const taps = window.__pendingTaps ?? [];
  const waiting: Element[] = [];
  for (const control of taps) {
    if (!control.isConnected || !(control instanceof HTMLElement)) continue;
    if (isHydrated(control)) control.click();
    else waiting.push(control);
  }
  if (waiting.length > 0) window.__pendingTaps = waiting;
  else delete window.__pendingTaps;
}
