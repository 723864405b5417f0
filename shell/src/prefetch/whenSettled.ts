/**
 * When the page has settled: it has loaded and the network has been quiet for a while. Only
 * then does the shell fetch the code of what the page offers next, so that fetch never competes
 * with the page's own images, the app's start or the route's data.
 */

/**
 * No resource finished for this long counts as a quiet network. Short, because a visitor looks
 * for a second or two and taps: at 1 s (and an idle callback that could wait 2 s more) the code
 * was often still unfetched when the bench's visitor tapped 2.5 s into the quiet, and the tap's
 * own fetch then queued behind the late prefetch of the other remotes.
 */
export const QUIET_MS = 500;
/** The longest an idle callback may wait once the network is quiet (the page is idle by then anyway). */
const IDLE_TIMEOUT_MS = 500;
/** Checked this often while waiting. */
const POLL_MS = 250;

function lastResourceEnd(): number {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  return entries.reduce((latest, entry) => Math.max(latest, entry.responseEnd), 0);
}

/** Runs `work` in an idle period (at most IDLE_TIMEOUT_MS away), or in a task where the browser has no idle callbacks. */
export function inIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(work, 0);
}

/** Calls `then` once, in an idle period after the page has loaded and the network is quiet. */
export function whenSettled(then: () => void, doc: Document = document): void {
  const check = () => {
    const quiet = performance.now() - lastResourceEnd() >= QUIET_MS;
    if (doc.readyState !== 'complete' || !quiet) {
      window.setTimeout(check, POLL_MS);
      return;
    }
    inIdle(then);
  };
  window.setTimeout(check, POLL_MS);
}
