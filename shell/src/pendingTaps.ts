/**
 * Taps made on a server-rendered page before the app began to hydrate it. The page's app-start
 * script (server/src/ssr/app-start.browser.js) keeps the buttons, select fields and cards tapped
 * while `#root` carries `data-ssr`. From the moment hydration begins React replays taps itself,
 * so the attribute goes then; the kept taps are given again once the whole page has hydrated
 * (./hydration.ts). Links, forms and the platform's overlays need none of this: they work as the
 * page shows.
 */
import { SERVER_RENDERED_ATTRIBUTE } from 'shared/contracts';

declare global {
  interface Window {
    __pendingTaps?: Element[];
  }
}

/** Called just before hydrateRoot: from here on, React replays what is tapped. */
export function stopKeepingTaps(container: HTMLElement): void {
  container.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
}

/** Each kept tap whose control is still on the page, in order. */
export function givePendingTaps(): void {
  const taps = window.__pendingTaps ?? [];
  delete window.__pendingTaps;
  for (const control of taps) {
    if (control.isConnected && control instanceof HTMLElement) control.click();
  }
}
