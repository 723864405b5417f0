import path from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import { test, expect, serveRemoteFrom } from './fixtures';
import { MAP_READY } from './screens';

const MAP_PAGE = '/pronat?page=1&view=harta';
const faultyMapDist = path.resolve(import.meta.dirname, '../fixtures/faulty-map/dist');

/** Console errors that name the map remote. */
function mapErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && message.text().includes('"mfe-map"')) errors.push(message.text());
  });
  return errors;
}

async function expectFallbackWhileRestWorks(page: Page) {
  const fallback = page.locator('[data-remote-fallback]');
  await expect(fallback).toContainText('Kjo pjesë e faqes nuk u ngarkua', { timeout: 20_000 });
  await expect(fallback.getByRole('button', { name: 'Provo përsëri' })).toBeVisible();
  // The grid beside it and the shell around it still work.
  await expect(page.getByTestId('listings-grid').getByRole('article').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Menuja kryesore' }).getByRole('link', { name: 'Pronat' }).hover();
}

async function retryAndSeeTheMap(page: Page) {
  await page.locator('[data-remote-fallback]').getByRole('button', { name: 'Provo përsëri' }).click();
  await expect(page.locator('.leaflet-container')).toBeVisible(MAP_READY);
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
}

test.describe('a failing map remote', () => {
  test('whose manifest answers 404: fallback, one log line, and a retry recovers', async ({ page }) => {
    const errors = mapErrors(page);
    await page.route('**/remotes/mfe-map/mf-manifest.json', (route) => route.fulfill({ status: 404, body: 'nope' }));
    await page.goto(MAP_PAGE);
    await expectFallbackWhileRestWorks(page);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('[federation] remote "mfe-map" failed to load');

    await page.unroute('**/remotes/mfe-map/mf-manifest.json');
    await retryAndSeeTheMap(page);
  });

  test('whose script answers 404: fallback, one log line, and a retry recovers', async ({ page }) => {
    const errors = mapErrors(page);
    await page.route('**/remotes/mfe-map/remoteEntry.js', (route) => route.fulfill({ status: 404, body: 'nope' }));
    await page.goto(MAP_PAGE);
    await expectFallbackWhileRestWorks(page);
    expect(errors).toHaveLength(1);

    await page.unroute('**/remotes/mfe-map/remoteEntry.js');
    await retryAndSeeTheMap(page);
  });

  test('that never answers: fallback after the load timeout, and a retry recovers', async ({ page }) => {
    test.setTimeout(60_000);
    const errors = mapErrors(page);
    await page.route('**/remotes/mfe-map/mf-manifest.json', () => {
      // Never answered: a request stuck on a slow network.
    });
    await page.goto(MAP_PAGE);
    // The server's filter strip shows at once; the grid, which the browser draws beside the map
    // once the page has hydrated, comes with the fallback.
    await expect(page.getByRole('button', { name: 'Filtrat' })).toBeVisible();
    await expectFallbackWhileRestWorks(page);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('did not load within');

    await page.unroute('**/remotes/mfe-map/mf-manifest.json');
    await retryAndSeeTheMap(page);
  });

  for (const fault of ['render', 'effect'] as const) {
    test(`that throws in ${fault === 'render' ? 'rendering' : 'an effect'}: fallback, one log line, and a retry recovers`, async ({
      page,
    }) => {
      const errors = mapErrors(page);
      await serveRemoteFrom(page, 'mfe-map', faultyMapDist);
      await page.goto(`${MAP_PAGE}#fault=${fault}`);
      await expectFallbackWhileRestWorks(page);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(`faulty map: thrown`);

      // The remote is fixed: a retry renders it without reloading the page.
      await page.evaluate(() => history.replaceState(null, '', location.pathname + location.search));
      await page.locator('[data-remote-fallback]').getByRole('button', { name: 'Provo përsëri' }).click();
      await expect(page.getByText('Harta e rezervës')).toBeVisible();
    });
  }
});
