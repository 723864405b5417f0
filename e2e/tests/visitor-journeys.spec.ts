/**
 * The journeys a new visitor takes, on a desktop and on a 390 px phone. Every way into
 * the listings can filter; Back closes what the visitor opened and leaves them where they were;
 * the office is findable from the footer and the contact sheet; a reduced price reads as a fall.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  cards,
  contactSheet,
  filterDialog,
  imagePreview,
  openDetail,
  openGrid,
  openHome,
  previewDialog,
  settled,
} from './screens';
import { activeListings, listingWithPhotos, type PublicListing } from './sample-listings';

// Journeys of several steps on a machine that may be busy: room beyond the default 30 s.
test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };
const filterStrip = (page: Page) => page.getByRole('search');

/** '120.000 €' as the site writes euros (de-DE, no decimals, a no-break space before the sign). */
const euros = (amount: number) => `${amount.toLocaleString('de-DE', { maximumFractionDigits: 0 })}\u00a0€`;

/** An active listing whose reducedPrice is a number below its price (the sample data has several). */
async function reducedListing(request: APIRequestContext): Promise<PublicListing & { price: number; reducedPrice: number }> {
  const found = (await activeListings(request)).find(
    (listing) => typeof listing.price === 'number' && typeof listing.reducedPrice === 'number' && listing.reducedPrice < listing.price,
  );
  if (!found) throw new Error('the sample data has no active listing with a reduced price');
  return found as PublicListing & { price: number; reducedPrice: number };
}

test.describe('1. every way into the listings can filter', () => {
  for (const [from, to] of [
    ['/', { page: '1' }],
    ['/pronat', { page: '1' }],
    ['/pronat?sort=oldest&type=house', { page: '1', sort: 'oldest', type: 'house' }],
  ] as const) {
    test(`the server sends ${from} to the first results page, keeping the rest of the query`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([301, 302, 307, 308]).toContain(response.status());
      const location = new URL(response.headers().location ?? '', 'http://x');
      expect(location.pathname).toBe('/pronat');
      expect(Object.fromEntries(location.searchParams)).toEqual(to);
    });
  }

  test('a page that names its results page is served as it is', async ({ request }) => {
    const response = await request.get('/pronat?page=3', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });

  test('the bare domain shows the filter strip and the map toggle', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/pronat\?page=1$/);
    await expect(filterStrip(page)).toBeVisible();
    await expect(filterStrip(page).getByRole('link', { name: 'Harta' })).toBeAttached();
    await expect(cards(page).first()).toBeVisible();
  });

  test("the home page's 'Shiko Pronat' leads to a filterable page", async ({ page }) => {
    await openHome(page);
    await page.getByRole('link', { name: 'Shiko Pronat' }).click();
    await expect(page).toHaveURL(/\/pronat\?page=1$/);
    await expect(filterStrip(page)).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });

  test('inside the app, /pronat without a page becomes the first page too', async ({ page }) => {
    await openHome(page);
    await page.evaluate(() => {
      history.pushState(null, '', '/pronat?sort=oldest');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/pronat\?(?=.*page=1)(?=.*sort=oldest)/);
    await expect(filterStrip(page)).toBeVisible();
  });
});

test.describe('2. Back closes what the visitor opened', () => {
  test.use({ viewport: PHONE });

  /** Scrolled partway down a filtered second page: what Back must give back. */
  async function scrolledSearch(page: Page): Promise<{ url: string; scrollY: number }> {
    await openGrid(page, '/pronat?page=2&sort=oldest');
    const card = cards(page).nth(3);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    return { url: page.url(), scrollY: await page.evaluate(() => Math.round(window.scrollY)) };
  }

  /**
   * How many overlays the current history entry names. An overlay pushes its entry in the frame
   * after it shows (and after a closing menu's own Back has landed), not with its first pixel:
   * a visitor's Back comes after that, so the tests wait for it too.
   */
  const overlayEntries = (page: Page): Promise<string[]> =>
    page.evaluate(() => {
      const state: unknown = window.history.state;
      const list = state !== null && typeof state === 'object' ? (state as { overlays?: unknown }).overlays : undefined;
      return Array.isArray(list) ? list.map(String) : [];
    });

  /** Back, pressed once the open overlay has its own history entry (not one of `earlier`, a menu's that is closing). */
  async function backFromOverlay(page: Page, earlier: string[] = []) {
    await expect.poll(async () => (await overlayEntries(page)).filter((id) => !earlier.includes(id)).length).toBeGreaterThan(0);
    await page.goBack();
  }

  async function expectWhereTheyWere(page: Page, where: { url: string; scrollY: number }) {
    expect(page.url()).toBe(where.url);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(where.scrollY - 5);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(where.scrollY + 5);
  }

  test('the listing preview', async ({ page }) => {
    const where = await scrolledSearch(page);
    await cards(page).nth(3).getByRole('heading').getByRole('link').click();
    await expect(previewDialog(page)).toBeVisible();
    // Opening an overlay names nothing new in the address: sharing it opens the search, not a stale dialog.
    expect(page.url()).toBe(where.url);
    await backFromOverlay(page);
    await expect(previewDialog(page)).toBeHidden();
    await expectWhereTheyWere(page, where);
  });

  test('the filter dialog', async ({ page }) => {
    const where = await scrolledSearch(page);
    await filterStrip(page).getByRole('button', { name: 'Filtrat', exact: true }).click();
    await expect(filterDialog(page)).toBeVisible();
    // The dialog does not lock the page's scroll (FilterDialog.tsx): a scroll inside it, on past
    // its end, stays in it and leaves the page behind where it was.
    const box = await filterDialog(page).boundingBox();
    if (!box) throw new Error('the filter dialog has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // The dialog element is its own scroll container.
    const dialogScroll = () => filterDialog(page).evaluate((dialog) => dialog.scrollTop);
    for (const delta of [2000, 2000]) await page.mouse.wheel(0, delta);
    await expect.poll(dialogScroll).toBeGreaterThan(0);
    for (const delta of [-4000, -4000]) await page.mouse.wheel(0, delta);
    await expect.poll(dialogScroll).toBe(0);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(where.scrollY);
    await backFromOverlay(page);
    await expect(filterDialog(page)).toBeHidden();
    await expectWhereTheyWere(page, where);
  });

  test('the contact sheet', async ({ page }) => {
    const where = await scrolledSearch(page);
    await page.getByRole('button', { name: 'Hap menunë' }).click();
    await expect.poll(() => overlayEntries(page)).toHaveLength(1);
    const menuEntry = await overlayEntries(page);
    await page.getByRole('dialog').getByRole('link', { name: 'Kontakti' }).click();
    await expect(contactSheet(page)).toBeVisible();
    await backFromOverlay(page, menuEntry);
    await expect(contactSheet(page)).toBeHidden();
    await expect(filterStrip(page)).toBeVisible();
    expect(page.url()).toBe(where.url);
  });

  test('the image preview, then the detail page stays', async ({ page, request }) => {
    const listing = await listingWithPhotos(request);
    await openDetail(page, listing);
    await page.getByRole('button', { name: new RegExp(`^Hap foton 1 nga ${listing.images.length}`) }).first().click();
    await expect(imagePreview(page)).toBeVisible();
    await backFromOverlay(page);
    await expect(imagePreview(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  });

  test('an overlay closed on screen leaves no step behind, and a reload does not reopen it', async ({ page }) => {
    await openHome(page);
    await page.getByRole('link', { name: 'Shiko Pronat' }).click();
    await expect(cards(page).first()).toBeVisible();
    await cards(page).first().getByRole('heading').getByRole('link').click();
    await expect(previewDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(previewDialog(page)).toBeHidden();
    // The page's own Back, which took the closed overlay's entry off, has landed.
    await expect.poll(() => overlayEntries(page)).toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await page.goForward();
    await expect(cards(page).first()).toBeVisible();
    await filterStrip(page).getByRole('button', { name: 'Filtrat', exact: true }).click();
    await expect(filterDialog(page)).toBeVisible();
    await page.reload();
    await expect(cards(page).first()).toBeVisible();
    await settled(page);
    await expect(filterDialog(page)).toBeHidden();
  });
});

test.describe('3. the office can be found', () => {
  for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
    test(`the footer links to the contact page and carries phone and e-mail (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openGrid(page);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: '+383 44 123 456' })).toHaveAttribute('href', 'tel:+38344123456');
      await expect(footer.getByRole('link', { name: 'info@pronakosova.example' })).toHaveAttribute('href', 'mailto:info@pronakosova.example');
      // Lines up with the page content: the footer's text starts where the grid does.
      const gridLeft = (await page.getByTestId('listings-grid').boundingBox())?.x ?? NaN;
      const footerLeft = (await footer.getByRole('link', { name: 'Rreth Nesh' }).boundingBox())?.x ?? NaN;
      expect(Math.abs(footerLeft - gridLeft)).toBeLessThan(2);
      await footer.getByRole('link', { name: 'Kontakti' }).click();
      await expect(page).toHaveURL(/\/kontakti$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Kontakti' })).toBeVisible();
    });
  }

  test("the contact sheet's 'Adresa dhe orari' leads to the contact page, which shows the office on a map", async ({ page }) => {
    await openGrid(page);
    await page.getByRole('banner').getByRole('link', { name: 'Kontakti' }).click();
    await expect(contactSheet(page)).toBeVisible();
    await contactSheet(page).getByRole('link', { name: 'Adresa dhe orari' }).click();
    await expect(page).toHaveURL(/\/kontakti$/);
    await expect(contactSheet(page)).toBeHidden();
    await expect(page.getByRole('main').getByText('Rruga Agim Ramadani 15, 10000 Prishtinë')).toBeVisible();
    const map = page.getByRole('figure', { name: /zyra/i });
    await expect(map).toBeVisible();
    await expect(map.locator('img[src^="https://tile.openstreetmap.org/"]').first()).toBeAttached();
    await expect(map.getByRole('link', { name: 'OpenStreetMap', exact: true })).toBeVisible();
  });
});

test.describe('4. a reduced price reads as a fall', () => {
  test('cards, the preview and the detail page show the lower price and strike the higher', async ({ page, request }) => {
    const listing = await reducedListing(request);
    const lower = euros(listing.reducedPrice);
    const higher = euros(listing.price);
    const expectPrice = async (scope: ReturnType<Page['locator']>) => {
      const struck = scope.locator('s').first();
      await expect(struck).toContainText(higher);
      // The struck figure follows the price it was cut to, inside one price line.
      await expect(struck.locator('xpath=..')).toContainText(new RegExp(`^${lower}.*${higher}`));
    };

    await openGrid(page, `/pronat?page=1&id=${encodeURIComponent(listing.id)}`);
    const card = cards(page).filter({ hasText: listing.title }).first();
    await expectPrice(card);

    await card.getByRole('heading').getByRole('link').click();
    await expect(previewDialog(page).getByRole('heading', { name: listing.title })).toBeVisible();
    await expectPrice(previewDialog(page));
    await page.keyboard.press('Escape');

    await openDetail(page, listing);
    await expectPrice(page.getByRole('main'));
  });

  test('the static SEO page and its offer say the lower price', async ({ request }) => {
    const listing = await reducedListing(request);
    const html = await (await request.get(`/assets/pronat/${encodeURIComponent(listing.id)}/index.html`)).text();
    const offer = /"price":\s*"?([\d.]+)/.exec(html)?.[1];
    expect(Number(offer)).toBe(listing.reducedPrice);
    expect(html).toContain(`<s`);
  });
});
