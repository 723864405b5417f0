/**
 * The main thread's long tasks during a fresh visit on the throttled phone, as the page itself
 * reports them (the Long Tasks API): from navigation until 10 s after the load event, the latest
 * moment an early tap is made at, and the main thread's time in tasks over the watch after the load
 * event (Chromium's own count, the DevTools protocol's `TaskDuration`). The figures: startTaskFigures.ts.
 */
import type { Browser } from '@playwright/test';
import { PHONE, throttledPage } from './interactions';
import { startTaskRun, WATCH_AFTER_LOAD_MS, type LongTask, type StartTaskRun } from './startTaskFigures';
import type { RouteDef } from './types';

/** The routes that run the app: all but the static SEO page, whose tasks are the browser's alone. */
export const routesWithApp = (routes: readonly RouteDef[]): RouteDef[] => routes.filter((route) => route.page !== 'seo');

/** Collects the page's long tasks from its start (runs in the page, before its own scripts). */
function watchLongTasks(): void {
  const seen: { start: number; duration: number }[] = [];
  Object.defineProperty(window, '__benchLongTasks', { value: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** One fresh visit (a new context: empty cache) of `route` on the throttled phone. */
export async function measureStartTasks(browser: Browser, origin: string, route: RouteDef): Promise<StartTaskRun> {
  const context = await browser.newContext({ ...PHONE });
  await context.addInitScript(watchLongTasks);
  try {
    const { page, cdp } = await throttledPage(context);
    await cdp.send('Performance.enable');
    const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN;
    await page.goto(`${origin}${route.path}`, { waitUntil: 'load', timeout: 120_000 });
    const atLoad = await taskSeconds();
    const loadMs = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart ?? performance.now());
    await page.waitForFunction((until) => performance.now() >= until, loadMs + WATCH_AFTER_LOAD_MS, { timeout: WATCH_AFTER_LOAD_MS * 3, polling: 500 });
    const busyAfterLoadMs = ((await taskSeconds()) - atLoad) * 1000;
    const { tasks, fcpMs } = await page.evaluate(() => ({
      tasks: [...((window as unknown as { __benchLongTasks?: LongTask[] }).__benchLongTasks ?? [])],
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    return startTaskRun(tasks, fcpMs, loadMs, busyAfterLoadMs);
  } finally {
    await context.close();
  }
}
