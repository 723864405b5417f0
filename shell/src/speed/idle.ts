/**
 * Idle time on a page: when its network last did something, and a callback in an idle period.
 * The fetch ahead (whenSettled.ts) and the code run ahead (runAhead.ts) wait for both.
 */

/** The longest an idle callback may wait (the page is idle by then anyway). */
const IDLE_TIMEOUT_MS = 500;

/** When the last resource the page loaded finished, in `performance.now()` time (0: none yet). */
export function lastResourceEnd(): number {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  return entries.reduce((latest, entry) => Math.max(latest, entry.responseEnd), 0);
}

/** Runs `work` in an idle period (at most IDLE_TIMEOUT_MS away), or in a task where the browser has no idle callbacks. */
export function inIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(work, 0);
}
