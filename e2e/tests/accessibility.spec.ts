/**
 * Accessibility: axe-core (a maintained rules engine, run by @axe-core/playwright)
 * on every route and dialog of the site, as a visitor sees it, with the WCAG 2.1 A and AA rules and
 * axe's best practices (heading order, landmarks, …). Any violation fails the test with its rule
 * ids and the elements it names.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  openContactSheet,
  openDetail,
  openFilterDialog,
  openGrid,
  openHome,
  openImagePreview,
  openMapView,
  openNotFound,
  openPreviewDialog,
  settled,
} from './screens';
import { listingWithPhotos } from './sample-listings';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** WCAG 2.0 and 2.1, levels A and AA, and axe's best practices. */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** 'color-contrast (serious): .price > span; .chip' — one line per violated rule. */
function listViolations(violations: readonly Violation[]): string[] {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join('; ')}`);
}

/** Every violation's impact, counted, attached to the report (the note's axe summary reads it). */
function attachSummary(testInfo: TestInfo, violations: readonly Violation[]) {
  const counts: Record<string, number> = {};
  for (const v of violations) counts[v.impact ?? 'unknown'] = (counts[v.impact ?? 'unknown'] ?? 0) + v.nodes.length;
  testInfo.annotations.push({ type: 'axe', description: JSON.stringify({ counts, rules: listViolations(violations) }) });
}

async function expectAccessible(page: Page, testInfo: TestInfo): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(RULE_TAGS)
    // The map tiles are a third party's pictures; Leaflet marks them presentational and they
    // carry no information of ours. Everything else on the map (markers, controls) is checked.
    .exclude('.leaflet-tile-pane')
    .analyze();
  attachSummary(testInfo, results.violations);
  expect(listViolations(results.violations), 'axe violations').toEqual([]);
}

test.describe('axe finds no violation', () => {
  // axe walks every element of the page: on the grid's twenty cards that takes seconds.
  test.describe.configure({ timeout: 90_000 });

  test('on the home page', async ({ page }, testInfo) => {
    await openHome(page);
    await expectAccessible(page, testInfo);
  });

  test('on the empty path (the listings area)', async ({ page }, testInfo) => {
    await openGrid(page, '/');
    await expectAccessible(page, testInfo);
  });

  test('on the listings grid', async ({ page }, testInfo) => {
    await openGrid(page);
    await expectAccessible(page, testInfo);
  });

  test('on the map view', async ({ page }, testInfo) => {
    await openMapView(page);
    await expectAccessible(page, testInfo);
  });

  test('on the detail page', async ({ page, request }, testInfo) => {
    await openDetail(page, await listingWithPhotos(request));
    await expectAccessible(page, testInfo);
  });

  test('in the listing preview dialog', async ({ page }, testInfo) => {
    await openPreviewDialog(page);
    await expectAccessible(page, testInfo);
  });

  test('in the full-screen image preview', async ({ page, request }, testInfo) => {
    await openImagePreview(page, await listingWithPhotos(request));
    await expectAccessible(page, testInfo);
  });

  test('on the contact page', async ({ page }, testInfo) => {
    await page.goto('/kontakti');
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakti' })).toBeVisible();
    // The app's page, not the server's first view that shows the same heading.
    await settled(page);
    await expectAccessible(page, testInfo);
  });

  test('in the contact sheet', async ({ page }, testInfo) => {
    await openContactSheet(page);
    await expectAccessible(page, testInfo);
  });

  test('on the 404 page', async ({ page }, testInfo) => {
    await openNotFound(page);
    await expectAccessible(page, testInfo);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('on the listings grid, with filters chosen', async ({ page }, testInfo) => {
      await openGrid(page, '/pronat?page=1&type=house,apartment&status=shitje&city=Prishtin%C3%AB&maxPrice=300000');
      await expectAccessible(page, testInfo);
    });

    test('on the map view', async ({ page }, testInfo) => {
      await openMapView(page);
      await expectAccessible(page, testInfo);
    });

    test('in the menu', async ({ page }, testInfo) => {
      await openGrid(page);
      await page.getByRole('button', { name: 'Hap menunë' }).click();
      await expect(page.getByRole('dialog').getByRole('link', { name: 'Kontakti' })).toBeVisible();
      await settled(page);
      await expectAccessible(page, testInfo);
    });

    test('in the listing preview dialog', async ({ page }, testInfo) => {
      await openPreviewDialog(page);
      await expectAccessible(page, testInfo);
    });

    test('on the contact page', async ({ page }, testInfo) => {
      await page.goto('/kontakti');
      await expect(page.getByRole('heading', { level: 1, name: 'Kontakti' })).toBeVisible();
      await settled(page);
      await expectAccessible(page, testInfo);
    });

    test('in the filter dialog', async ({ page }, testInfo) => {
      await openFilterDialog(page);
      await expectAccessible(page, testInfo);
    });

    test('on the detail page', async ({ page, request }, testInfo) => {
      await openDetail(page, await listingWithPhotos(request));
      await expectAccessible(page, testInfo);
    });
  });
});
