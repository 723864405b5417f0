/**
 * Taps made on a server-rendered page before the app hydrated it. The page's app-start script
 * (shell/server/first-view/app-start.browser.js) keeps the buttons tapped while `#root` carries
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

/** Called once the hydrated tree has committed (its effects run): each kept tap, in order. */
export function replayPendingTaps(): void {
  const taps = window.__pendingTaps ?? [];
  delete window.__pendingTaps;
  for (const control of taps) {
    if (control.isConnected && control instanceof HTMLElement) control.click();
  }
}
