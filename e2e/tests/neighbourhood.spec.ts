/**
 * 'Lagjja' (a neighbourhood of the chosen city) and the count on 'Shto', as a visitor on a phone
 * uses them in the filter dialog, and as the server draws them before the app has started.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { hydrated } from './hydrated';
import { activeListings, type PublicListing } from './sample-listings';
import { cards, filterDialog, openGrid } from './screens';

const PHONE = { width: 390, height: 844 };
const count = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /^\d+ pron[aë]$/ });
const countText = (n: number) => (n === 1 ? '1 pronë' : `${n} prona`);
const chips = (page: Page) => page.getByRole('list', { name: 'Filtrat aktivë' });
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** The sample's neighbourhood with the most listings in its city, and the city's listing count. */
function busiestNeighbourhood(all: PublicListing[]): { city: string; name: string; listings: number; cityListings: number } {
  const counts = new Map<string, number>();
  for (const listing of all) if (listing.subcity?.trim()) counts.set(`${listing.city}\n${listing.subcity.trim()}`, (counts.get(`${listing.city}\n${listing.subcity.trim()}`) ?? 0) + 1);
  const [key, listings] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  const [city = '', name = ''] = key.split('\n');
  return { city, name, listings, cityListings: all.filter((listing) => listing.city === city).length };
}

test("a visitor narrows a city to one of its neighbourhoods, 'Shto' saying how many it will show", async ({ page, request, consoleErrors }) => {
  await page.setViewportSize(PHONE);
  const all = await activeListings(request);
  const hood = busiestNeighbourhood(all);
  expect(hood.listings).toBeGreaterThan(1);
  expect(hood.listings).toBeLessThan(hood.cityListings);

  await openGrid(page);
  await hydrated(page);
  await page.getByRole('search').getByRole('button', { name: 'Filtrat', exact: true }).click();
  const dialog = filterDialog(page);
  const apply = dialog.getByRole('button', { name: /^Shto/ });
  await expect(apply).toHaveText(`Shto · ${countText(all.length)}`);
  const lagjja = dialog.getByRole('combobox', { name: /^Lagjja/ });
  await expect(lagjja).toBeDisabled();

  await dialog.getByRole('combobox', { name: 'Qyteti' }).selectOption(hood.city);
  await expect(lagjja).toBeEnabled();
  await expect(apply).toHaveText(`Shto · ${countText(hood.cityListings)}`);
  await expect(lagjja.getByRole('option', { name: `${hood.name} (${hood.listings})` })).toBeAttached();
  await lagjja.selectOption(hood.name);
  await expect(apply).toHaveText(`Shto · ${countText(hood.listings)}`);
  await apply.click();

  await expect(dialog).toBeHidden();
  await expect(count(page)).toHaveText(countText(hood.listings));
  expect(query(page)).toMatchObject({ city: hood.city, neighbourhood: hood.name });
  await expect(cards(page)).toHaveCount(Math.min(hood.listings, 20));
  await expect(chips(page).getByRole('button', { name: `Hiq filtrin ${hood.name}` })).toBeVisible();

  // The neighbourhood's chip widens the search back to its city; the city's chip takes both.
  await chips(page).getByRole('button', { name: `Hiq filtrin ${hood.name}` }).click();
  await expect(count(page)).toHaveText(countText(hood.cityListings));
  await page.goBack();
  await expect(count(page)).toHaveText(countText(hood.listings));
  await chips(page).getByRole('button', { name: `Hiq filtrin ${hood.city}` }).click();
  await expect(count(page)).toHaveText(countText(all.length));
  expect(query(page)).not.toHaveProperty('neighbourhood');
  expect(consoleErrors).toEqual([]);
});

test('a new city in the strip drops the old city’s neighbourhood', async ({ page, request }) => {
  const all = await activeListings(request);
  const hood = busiestNeighbourhood(all);
  const other = all.find((listing) => listing.city !== hood.city)!.city;
  await openGrid(page, `/pronat?page=1&city=${encodeURIComponent(hood.city)}&neighbourhood=${encodeURIComponent(hood.name)}`);
  await hydrated(page);
  await expect(count(page)).toHaveText(countText(hood.listings));
  await page.getByRole('search').getByRole('combobox', { name: 'Qyteti' }).click();
  await page.getByRole('option', { name: other, exact: true }).click();
  await expect(count(page)).toHaveText(countText(all.filter((listing) => listing.city === other).length));
  expect(query(page)).toMatchObject({ city: other });
  expect(query(page)).not.toHaveProperty('neighbourhood');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test("the server draws the neighbourhood's page, and the dialog offers the city's neighbourhoods with the count on 'Shto'", async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const all = await activeListings(request);
    const hood = busiestNeighbourhood(all);
    await page.goto(`/pronat?page=1&city=${encodeURIComponent(hood.city)}&neighbourhood=${encodeURIComponent(hood.name)}`);
    await expect(count(page)).toHaveText(countText(hood.listings));
    await expect(cards(page)).toHaveCount(Math.min(hood.listings, 20));

    await page.getByRole('search').getByRole('button', { name: /^Filtrat/ }).click();
    const dialog = filterDialog(page);
    await expect(dialog.getByRole('button', { name: /^Shto/ })).toHaveText(`Shto · ${countText(hood.listings)}`);
    const lagjja = dialog.getByRole('combobox', { name: /^Lagjja/ });
    await expect(lagjja).toHaveValue(hood.name);
    const names = [...new Set(all.filter((listing) => listing.city === hood.city && listing.subcity?.trim()).map((listing) => listing.subcity!.trim()))];
    await expect(lagjja.getByRole('option')).toHaveCount(names.length + 1);
    await lagjja.selectOption('');
    await dialog.getByRole('button', { name: /^Shto/ }).click();
    await expect(count(page)).toHaveText(countText(hood.cityListings));
    expect(query(page)).not.toHaveProperty('neighbourhood');
  });
});
