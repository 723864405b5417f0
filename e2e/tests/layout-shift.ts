import type { Page } from '@playwright/test';

type ShiftState = { __layoutShift: number };

/** Sums the page's layout shifts (those without recent input) from its very start; call before goto. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as ShiftState;
    state.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed so far by watchLayoutShift. */
export const layoutShift = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as ShiftState).__layoutShift);
