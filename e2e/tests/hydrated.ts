import type { Page } from '@playwright/test';

/**
 * Waits until the app has hydrated the page: the layout's first effect (it publishes the
 * header's height) runs only once React has committed the hydrated tree. Typing and keys go to
 * the app only from then on (a tap before it is kept and given again; keystrokes are not).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.style.getPropertyValue('--site-header-height') !== '', undefined, { timeout: 15_000 });
}
