/**
 * Long work split into short tasks, so the browser can paint and answer input in between
 * (each main-thread task over 50 ms counts against Total Blocking Time).
 */

/** How long one slice of work runs before it gives the main thread back. */
export const TASK_BUDGET_MS = 8;

type SchedulerLike = { yield?: () => Promise<void> };

/** Lets the browser run what is waiting (rendering, input), then continues. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerLike }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Calls `visit` for every item in order, yielding to the browser whenever a slice has run
 * for `budgetMs`. The clock is read every few items only.
 */
export async function forEachInTasks<T>(
  items: readonly T[],
  visit: (item: T, index: number) => void,
  budgetMs: number = TASK_BUDGET_MS,
): Promise<void> {
  let sliceStart = performance.now();
  for (let index = 0; index < items.length; index++) {
    visit(items[index] as T, index);
    if ((index & 31) === 31 && performance.now() - sliceStart >= budgetMs) {
      await yieldToBrowser();
      sliceStart = performance.now();
    }
  }
}
