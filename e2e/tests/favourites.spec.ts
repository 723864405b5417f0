/**
 * Favourites without an account, against the production build: a visitor saves one listing from
 * its grid card and another from its detail page ('Ruaj'), reloads (both still saved), finds both
 * on the favourites page in English, and shares the list: a fresh browser opened on the link sees
 * both without its own favourites changing, until it adds them. Then the agency withdraws one
 * (the test's own, made through the admin API, so no sample listing changes): the page marks it
 * 'No longer on the market' and offers to remove it. Screenshots at 1280 and 390 px go to
 * SHOTS_DIR when it is set.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { FAVOURITES_KEY } from 'shared/favourites';
import { addAdminUser } from './admin-user';
import { answerExternalRequests, expect as baseExpect, test } from './fixtures';
import { hydrated } from './hydrated';
import { shot } from './shots';

// A save is an API round trip and a sign-in an argon2id hash: wider bounds on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const EMAIL = 'preferuarat@example.org';
const PASSWORD = 'fjalekalim-i-gjate-2026';

/** The admin API as the back office uses it, for the test's own listing. */
async function signedIn(request: APIRequestContext) {
  const session = await request.post('/admin/api/session', { data: { email: EMAIL, password: PASSWORD } });
  expect(session.status()).toBe(200);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': csrfToken };
  return {
    async add(listing: Record<string, unknown>): Promise<string> {
      const response = await request.post('/admin/api/listings', { headers, data: { status: 'active', listing } });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { id: string }).id;
    },
    async setStatus(id: string, status: string): Promise<void> {
      const response = await request.post(`/admin/api/listings/${id}/status`, { headers, data: { status } });
      expect(response.status(), await response.text()).toBe(200);
    },
  };
}

/** Whether the index the browser reads holds `id`. */
async function inIndex(request: APIRequestContext, id: string): Promise<boolean> {
  const { rows } = (await (await request.get('/assets/data/listings-index/0.json')).json()) as { rows: unknown[][] };
  return rows.some((row) => row[0] === id);
}

const keptIds = (page: Page) => page.evaluate((key) => localStorage.getItem(key), FAVOURITES_KEY);
const favouriteCards = (page: Page) => page.getByTestId('favourites-grid').locator('article[data-listing-id]');

test('saves from a card and a detail page, keeps them, lists them in English, shares them, and marks a withdrawn one', async ({ page, browser, request, consoleErrors }) => {
  test.setTimeout(180_000);
  addAdminUser(EMAIL, PASSWORD);
  const admin = await signedIn(request);
  const ownId = await admin.add({
    title: `Banesë e preferuar në Dardani ${Date.now()}`,
    category: 'apartment',
    option: 'Në Shitje',
    city: 'Prishtinë',
    subcity: 'Dardani',
    price: 98_000,
    description: 'Banesë me dritë.',
    createdAt: new Date().toISOString(),
    geoPoint: { latitude: 42.655, longitude: 21.155 },
    details: { area: 72, rooms: 3, baths: 1 },
  });
  let withdrawn = false;
  try {
    await expect.poll(() => inIndex(request, ownId)).toBe(true);

    // From a card of the grid: the heart saves it, and the card's preview does not open.
    await page.goto('/pronat?page=1');
    await hydrated(page);
    const card = page.locator('[data-testid="listings-grid"] article[data-listing-id]').nth(1);
    const cardId = (await card.getAttribute('data-listing-id'))!;
    expect(cardId).not.toBe(ownId);
    await card.getByRole('button', { name: 'Ruaj', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Ruajtur', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'favourites-card-1280');

    // From the detail page, by keyboard.
    await page.goto(`/pronat/${ownId}`);
    await hydrated(page);
    const detail = page.locator(`article[data-listing-id="${ownId}"]`);
    await detail.getByRole('button', { name: 'Ruaj', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(detail.getByRole('button', { name: 'Ruajtur', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await shot(page, 'favourites-detail-1280');

    // A reload keeps both: the server draws the heart empty, the kept list fills it once hydrated.
    await page.reload();
    await hydrated(page);
    await expect(detail.getByRole('button', { name: 'Ruajtur', exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse((await keptIds(page))!)).toEqual({ ids: [cardId, ownId] });

    // The favourites page, in English.
    const answer = await page.goto('/en/favourites');
    expect(answer?.headers()['x-robots-tag']).toBe('noindex');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    await expect(favouriteCards(page)).toHaveCount(2);
    expect(await favouriteCards(page).evaluateAll((cards) => cards.map((element) => element.getAttribute('data-listing-id')))).toEqual([ownId, cardId]);
    await expect(page.getByText('2 saved properties')).toBeVisible();
    await shot(page, 'favourites-page-en-1280');
    const shareLink = page.getByRole('link', { name: 'Share the list' });
    const href = (await shareLink.getAttribute('href'))!;
    expect(href).toBe(`/en/favourites?ids=${cardId},${ownId}`);

    // The link in a fresh browser: both listings, the family member's own favourites untouched.
    const family = await browser.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const other = await family.newPage();
      await answerExternalRequests(other);
      await other.goto(href);
      await hydrated(other);
      await expect(other.getByRole('heading', { name: 'A list shared with you' })).toBeVisible();
      await expect(favouriteCards(other)).toHaveCount(2);
      expect(await keptIds(other)).toBeNull();
      await shot(other, 'favourites-shared-en-1280');
      await other.getByRole('button', { name: 'Add to my favourites' }).click();
      await expect(other.getByText('Added to your favourites.')).toBeVisible();
      expect(JSON.parse((await keptIds(other))!)).toEqual({ ids: [cardId, ownId] });
    } finally {
      await family.close();
    }

    // Withdrawn by the agency: no longer in the public data, marked on the list with a way to remove it.
    await admin.setStatus(ownId, 'withdrawn');
    withdrawn = true;
    await expect.poll(() => inIndex(request, ownId)).toBe(false);
    await page.goto('/en/favourites');
    await hydrated(page);
    const gone = page.locator(`article[data-gone-id="${ownId}"]`);
    await expect(gone).toContainText(`ID ${ownId}`);
    await expect(gone).toContainText('No longer on the market');
    await expect(favouriteCards(page)).toHaveCount(1);
    await shot(page, 'favourites-withdrawn-en-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'favourites-withdrawn-en-390', true);
    await page.goto('/te-preferuarat');
    await hydrated(page);
    await shot(page, 'favourites-page-sq-390', true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/favourites');
    await hydrated(page);
    await page.locator(`article[data-gone-id="${ownId}"]`).getByRole('button', { name: 'Remove' }).click();
    await expect(page.locator(`article[data-gone-id="${ownId}"]`)).toHaveCount(0);
    expect(JSON.parse((await keptIds(page))!)).toEqual({ ids: [cardId] });
    expect(consoleErrors).toEqual([]);
  } finally {
    // Never left public, whatever failed above.
    if (!withdrawn) await admin.setStatus(ownId, 'withdrawn');
  }
});

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('an empty list says how to save, in German', async ({ page, consoleErrors }) => {
    await page.goto('/de/favoriten');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Sie haben noch keine Immobilie gemerkt' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Immobilien ansehen' })).toHaveAttribute('href', '/de/immobilien?page=1');
    await shot(page, 'favourites-empty-de-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'favourites-empty-de-390');
    expect(consoleErrors).toEqual([]);
  });
});
