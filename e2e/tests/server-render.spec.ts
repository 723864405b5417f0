import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { layoutShift, watchLayoutShift } from './layout-shift';

/**
 * Waits until the app has hydrated the page: the layout's first effect (it publishes the
 * header's height) runs only once React has committed the hydrated tree.
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.style.getPropertyValue('--site-header-height') !== '', undefined, { timeout: 15_000 });
}

/** The shell's own pages, drawn by the server with the app's components and hydrated. */
const SHELL_PAGES = [
  { path: '/home', heading: /Prona Kosova/ },
  { path: '/kontakti', heading: 'Kontakti' },
  // Its document answers 404, which Chromium logs as a failed resource: the one error expected.
  { path: '/nuk-ekziston', heading: 'Faqja nuk u gjet', expectedError: /^Failed to load resource: the server responded with a status of 404/ },
] as const;

test.describe('pages the server renders with the app\'s own components', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const { path, heading } of SHELL_PAGES) {
      test(`${path} is the app's markup, styled, with working links`, async ({ page }) => {
        await page.goto(path);
        const root = page.locator('#root[data-ssr]');
        await expect(root.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('#first-view')).toHaveCount(0);
        // The app's stylesheets apply before any script: the top bar is the app's 64 px bar.
        const bar = root.getByRole('navigation', { name: 'Menuja kryesore' });
        await expect(bar.getByRole('link', { name: 'Pronat' })).toHaveAttribute('href', '/pronat?page=1');
        expect(await page.locator('header').evaluate((header) => header.getBoundingClientRect().height)).toBe(64);
      });
    }
  });

  for (const { path, heading, ...page404 } of SHELL_PAGES) {
    test(`${path}: the nodes painted first are the ones the visitor keeps using, with no layout shift`, async ({ page, consoleErrors }) => {
      // Mark the heading the moment the parser adds it, before any script of the app has run.
      await page.addInitScript(() => {
        new MutationObserver((_records, observer) => {
          const heading = document.querySelector('#root h1');
          if (!heading) return;
          (window as unknown as { __firstHeading: Element }).__firstHeading = heading;
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await watchLayoutShift(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await hydrated(page);
      // Nothing moves when the app takes the page over: it is the same markup.
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
      // The menu's 'Kontakti' opens the message sheet, which only the app can do.
      await page.getByRole('navigation', { name: 'Menuja kryesore' }).getByRole('button', { name: 'Kontakti' }).click();
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
      const kept = await page.evaluate(() => {
        const first = (window as unknown as { __firstHeading?: Element }).__firstHeading;
        return Boolean(first) && first === document.querySelector('#root h1') && document.contains(first ?? null);
      });
      expect(kept).toBe(true);
      // A mismatch between the server's markup and the browser's first render is logged as an error.
      const expected = 'expectedError' in page404 ? page404.expectedError : null;
      expect(consoleErrors.filter((error) => !expected?.test(error))).toEqual([]);
    });
  }

  test('a tap on \'Kontakti\' made before the app has hydrated opens the message sheet once it has', async ({ page }) => {
    // Hold the app's entry back, so the tap surely falls before hydration.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/home', { waitUntil: 'domcontentloaded' });
    await page.getByRole('navigation', { name: 'Menuja kryesore' }).getByRole('button', { name: 'Kontakti' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('dialog').getByLabel('Emri')).toBeVisible();
  });

  test('a page is not re-requested for its stylesheets: the app finds the ones the server linked', async ({ page }) => {
    const styles: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') styles.push(new URL(request.url()).pathname);
    });
    await page.goto('/home');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Menuja kryesore' }).getByRole('button', { name: 'Kontakti' }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
    expect(styles.length).toBeGreaterThan(0);
    expect(new Set(styles).size).toBe(styles.length);
  });
});
