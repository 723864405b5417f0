/**
 * Every link that opens a new tab or leads to another site carries
 * `rel="noopener noreferrer"` — footer social links, the cards' new-tab buttons, recommendations,
 * the preview's new-tab icon and the map's attributions — on every route.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  mapRegion,
  openDetail,
  openGrid,
  openHome,
  openMapView,
  openNotFound,
  openPreviewDialog,
  settled,
  previewDialog,
} from './screens';
import { listingWithPhotos } from './sample-listings';

interface LinkSeen {
  href: string;
  target: string;
  rel: string;
  external: boolean;
}

/** Every link of the page that opens a new tab or leads to another http(s) origin. */
async function outgoingLinks(page: Page): Promise<LinkSeen[]> {
  return page.locator('a[href]').evaluateAll((anchors) =>
    anchors
      .map((anchor) => {
        const url = new URL((anchor as HTMLAnchorElement).href, location.href);
        return {
          href: url.href,
          target: anchor.getAttribute('target') ?? '',
          rel: anchor.getAttribute('rel') ?? '',
          external: /^https?:$/.test(url.protocol) && url.origin !== location.origin,
        };
      })
      .filter((link) => link.target === '_blank' || link.external),
  );
}

/** The links whose rel lacks noopener or noreferrer, as 'href (rel="…")'. */
function unsafe(links: readonly LinkSeen[]): string[] {
  return links
    .filter((link) => {
      const tokens = link.rel.toLowerCase().split(/\s+/);
      return !tokens.includes('noopener') || !tokens.includes('noreferrer');
    })
    .map((link) => `${link.href} (rel="${link.rel}")`);
}

async function expectSafeLinks(page: Page, atLeast: number): Promise<LinkSeen[]> {
  const links = await outgoingLinks(page);
  expect(links.length, 'links that open a new tab or another site').toBeGreaterThanOrEqual(atLeast);
  expect(unsafe(links), 'links without rel="noopener noreferrer"').toEqual([]);
  return links;
}

const SOCIAL = 2;

test.describe('links to new tabs and other sites have rel="noopener noreferrer"', () => {
  test('on the home page, the contact page and the 404 page (the footer’s social links)', async ({ page }) => {
    await openHome(page);
    const home = await expectSafeLinks(page, SOCIAL);
    expect(home.filter((link) => /facebook|instagram/.test(link.href))).toHaveLength(SOCIAL);
    await page.goto('/kontakti');
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakti' })).toBeVisible();
    // The heading is already in the server's first view; the footer's links come with the app.
    await settled(page);
    await expectSafeLinks(page, SOCIAL);
    await openNotFound(page);
    await expectSafeLinks(page, SOCIAL);
  });

  test('on the grid: each card’s new-tab button', async ({ page }) => {
    await openGrid(page);
    const links = await expectSafeLinks(page, SOCIAL + 20);
    expect(links.filter((link) => link.target === '_blank' && /\/pronat\/[^/]+$/.test(link.href))).toHaveLength(20);
  });

  test('on the map: the tile and Leaflet attributions', async ({ page }) => {
    await openMapView(page);
    const attribution = mapRegion(page).locator('.leaflet-control-attribution a');
    await expect(attribution.first()).toBeVisible();
    const links = await expectSafeLinks(page, SOCIAL + 2);
    expect(links.map((link) => link.href)).toEqual(
      expect.arrayContaining(['https://leafletjs.com/', 'https://www.openstreetmap.org/copyright']),
    );
    // Another layer brings its own attribution, made safe the same way.
    // Leaflet opens the list of layers as soon as the pointer enters its toggle.
    const toggle = await mapRegion(page).getByRole('button', { name: 'Shtresat e hartës' }).boundingBox();
    if (!toggle) throw new Error('the layers control has no toggle');
    await page.mouse.move(toggle.x + toggle.width / 2, toggle.y + toggle.height / 2);
    await mapRegion(page).getByRole('radio', { name: 'Satelit' }).check();
    await expect(mapRegion(page).locator('.leaflet-control-attribution a[href^="https://www.esri.com"]')).toBeVisible();
    await expectSafeLinks(page, SOCIAL + 2);
  });

  test('on the detail page: the recommendations', async ({ page, request }) => {
    await openDetail(page, await listingWithPhotos(request));
    const recommended = page.getByTestId('recommendations').getByRole('link');
    await expect(recommended.first()).toBeVisible();
    await expectSafeLinks(page, SOCIAL + 1);
  });

  test('in the preview dialog: the new-tab icon', async ({ page }) => {
    await openPreviewDialog(page);
    await expect(previewDialog(page).getByRole('link', { name: 'Hape pronën në një skedë të re' })).toBeVisible();
    await expectSafeLinks(page, SOCIAL + 21);
  });
});
