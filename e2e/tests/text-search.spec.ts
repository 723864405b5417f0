/**
 * 'Kërko', the text search (issue 53): words found in a listing's title, description or id, in
 * the strip, in the phone's dialog, in the server's first page (JavaScript off too), in the map,
 * and a search that still answers, and says what it could not search, when the server's text
 * search fails. What each search must find is worked out here by the shared rule (textSearch.ts)
 * over the public listings file, which has the descriptions.
 */
import type { Page } from '@playwright/test';
import { TEXT_SEARCH_PATH, textMatchesIn } from 'shared/listings/rules';
import { test, expect } from './fixtures';
import { hydrated } from './hydrated';
import { activeListings, type PublicListing } from './sample-listings';
import { MAP_READY, cards, filterDialog, mapRegion } from './screens';

const count = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /^\d+ pron[aë]$/ });
const countText = (n: number) => (n === 1 ? '1 pronë' : `${n} prona`);
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const searchField = (page: Page) => page.getByRole('search').getByRole('searchbox', { name: 'Kërko' });
const chips = (page: Page) => page.getByRole('list', { name: 'Filtrat aktivë' });
const DEGRADED = 'Përshkrimet nuk u kërkuan';

/** The listings a search finds, by the shared rule over the full records. */
const found = (all: PublicListing[], words: string) => {
  const ids = textMatchesIn(all, words).ids;
  return all.filter((listing) => ids.has(listing.id));
};

/** A word only descriptions hold (no title begins a word with it), typed without its Albanian letters. */
const DESCRIPTION_WORD = 'ujesjelles';

test.describe('the text search', () => {
  test('finds a word only a description holds, typed without the Albanian letters; Back steps to the search before the typing', async ({ page, request, consoleErrors }) => {
    const all = await activeListings(request);
    const expected = found(all, DESCRIPTION_WORD);
    expect(expected.length).toBeGreaterThan(0);
    // Not in any title: only the server's search of the descriptions finds it.
    expect(found(all.map((listing) => ({ ...listing, description: '' })), DESCRIPTION_WORD)).toHaveLength(0);

    await page.goto('/pronat?page=1&type=land');
    await hydrated(page);
    const before = all.filter((listing) => listing.category === 'land').length;
    await expect(count(page)).toHaveText(countText(before));

    await searchField(page).pressSequentially('ujes');
    await expect(page).toHaveURL(/q=ujes/);
    await searchField(page).pressSequentially('jelles');
    // What a visitor waits for: the words they typed in the address, then the cards.
    await expect(page).toHaveURL(new RegExp(`q=${DESCRIPTION_WORD}(&|$)`));
    const land = expected.filter((listing) => listing.category === 'land');
    await expect(count(page)).toHaveText(countText(land.length));
    expect(query(page)).toEqual({ page: '1', type: 'land', q: DESCRIPTION_WORD });
    await expect(cards(page).first()).toContainText(land[0]!.title);
    await expect(chips(page).getByRole('button', { name: `Hiq filtrin “${DESCRIPTION_WORD}”` })).toBeVisible();

    // The typing was one step: Back is the search before it.
    await page.goBack();
    await expect(count(page)).toHaveText(countText(before));
    expect(query(page)).toEqual({ page: '1', type: 'land' });
    await expect(searchField(page)).toHaveValue('');
    expect(consoleErrors).toEqual([]);
  });

  test('Enter searches at once, every word must be found, and the chip removes the search', async ({ page, request }) => {
    const all = await activeListings(request);
    const words = 'pompë termike';
    const expected = found(all, words);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(found(all, 'pompë').length + found(all, 'termike').length + 1);

    await page.goto('/pronat?page=1');
    await hydrated(page);
    await searchField(page).fill(words);
    await searchField(page).press('Enter');
    await expect(count(page)).toHaveText(countText(expected.length));
    expect(query(page)).toEqual({ page: '1', q: words });

    await chips(page).getByRole('button', { name: `Hiq filtrin “${words}”` }).click();
    await expect(count(page)).toHaveText(countText(all.length));
    expect(query(page)).toEqual({ page: '1' });
    await expect(searchField(page)).toHaveValue('');
  });

  test("the server's page for ?q= is already filtered, and Enter searches with JavaScript off", async ({ browser, request, baseURL }) => {
    const all = await activeListings(request);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const expected = found(all, 'Ujësjellës');
    await page.goto('/pronat?page=1&q=Uj%C3%ABsjell%C3%ABs');
    await expect(count(page)).toHaveText(countText(expected.length));
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(searchField(page)).toHaveValue('Ujësjellës');

    const words = 'pompe termike';
    await searchField(page).fill(words);
    await searchField(page).press('Enter');
    await expect(page).toHaveURL(/q=pompe\+termike/);
    await expect(count(page)).toHaveText(countText(found(all, words).length));
    await context.close();
  });

  test('map mode shows the same search', async ({ page, request }) => {
    const all = await activeListings(request);
    const expected = found(all, 'banes pamje');
    const located = expected.filter((listing) => listing.geoPoint && Number.isFinite(Number(listing.geoPoint.latitude)));
    expect(located.length).toBeGreaterThan(1);
    await page.goto('/pronat?page=1&view=harta&q=banes+pamje');
    await expect(mapRegion(page).locator('.leaflet-container')).toBeVisible(MAP_READY);
    await expect(mapRegion(page)).toHaveAttribute('data-marker-count', String(located.length));
    await expect(count(page)).toHaveText(countText(expected.length));
  });

  test("when the server's search fails, titles and ids are still searched and the page says descriptions were not", async ({ page, request }) => {
    const all = await activeListings(request);
    const titlesOnly = all.map((listing) => ({ ...listing, description: '' }));
    const words = 'hotel';
    const full = found(all, words);
    const byTitle = found(titlesOnly, words);
    expect(byTitle.length).toBeGreaterThan(0);

    let asked = 0;
    await page.route(`**${TEXT_SEARCH_PATH}**`, (route) => {
      asked += 1;
      return route.abort();
    });
    await page.goto('/pronat?page=1');
    await hydrated(page);
    await searchField(page).fill(words);
    await searchField(page).press('Enter');
    await expect(page.getByText(DEGRADED)).toBeVisible();
    await expect(count(page)).toHaveText(countText(byTitle.length));
    expect(byTitle.length).toBeLessThanOrEqual(full.length);
    expect(asked).toBeGreaterThan(0);

    // A description's word finds nothing meanwhile, and says why; once the server answers again, 'Provo përsëri' finds it.
    await page.unroute(`**${TEXT_SEARCH_PATH}**`);
    await searchField(page).fill(DESCRIPTION_WORD);
    await searchField(page).press('Enter');
    await expect(count(page)).toHaveText(countText(found(all, DESCRIPTION_WORD).length));
    await expect(page.getByText(DEGRADED)).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the filter dialog's 'Kërko' searches", async ({ page, request }) => {
      const all = await activeListings(request);
      await page.goto('/pronat?page=1');
      await hydrated(page);
      await page.getByRole('search').getByRole('button', { name: 'Filtrat', exact: true }).click();
      const dialog = filterDialog(page);
      await dialog.getByRole('searchbox', { name: 'Kërko' }).fill(DESCRIPTION_WORD);
      await dialog.getByRole('button', { name: 'Shto' }).click();
      await expect(dialog).toBeHidden();
      await expect(count(page)).toHaveText(countText(found(all, DESCRIPTION_WORD).length));
      expect(query(page)).toEqual({ page: '1', q: DESCRIPTION_WORD });
    });
  });
});
