import type { Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from 'shared/contracts';

/**
 * Records, as the page is parsed, whether the server drew it with the app's own markup
 * (`#root[data-ssr]`; the attribute goes as hydration begins). Installed for every test by the
 * fixtures (./fixtures.ts); call it yourself on a page made without them.
 */
export async function recordServerMarkup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __serverDrawn?: boolean }).__serverDrawn = document.querySelector('#root[data-ssr]') !== null;
    });
  });
}

/**
 * Waits until the app says it has taken the page over (the shell's HYDRATED_ATTRIBUTE on #root:
 * the root and every remote region the page starts with have committed), then one more frame,
 * for the commit's effects (a carousel makes its arrows Tab stops once it has measured). Typing
 * and keys go to the app only from then on (a tap before it is kept and given again; keystrokes
 * are not).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator(`#root[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout: 15_000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Whether the page was drawn by the server with the app's own markup (#root[data-ssr] when parsed). */
export const serverRendered = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { __serverDrawn?: boolean }).__serverDrawn === true);
