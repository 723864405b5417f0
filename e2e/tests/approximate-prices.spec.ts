/**
 * Prices stay in euros; English and German pages add an approximate amount at the agency's rate
 * (site.config.json's `approximatePrices`, the sample's: USD on English pages, CHF on German ones,
 * compared with the shared rule's figure at those rates),
 * marked approximate. Albanian pages show none, and the offers in JSON-LD stay in euros.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { Listing } from 'shared/contracts';
import { approximatePrice } from 'shared/format';
import { listingSeoPath } from 'shared/listings/rules';
import type { ApproximatePricesConfig, ApproximateRates } from 'shared/site';
import { test, expect } from './fixtures';
import { hydrated } from './hydrated';
import { activeListings, type PublicListing } from './sample-listings';
import { cards } from './screens';
import { shot } from './shots';

/** The rates the server under test was built with: the sample configuration's. */
function sampleRates(): ApproximateRates {
  const file = path.resolve(import.meta.dirname, '../../site.config.json');
  const set = (JSON.parse(fs.readFileSync(file, 'utf8')) as { approximatePrices?: ApproximatePricesConfig }).approximatePrices;
  if (!set?.asOf || !set.en || !set.de) throw new Error('the sample configuration sets no approximate prices for English and German pages');
  return { en: { ...set.en, asOf: set.asOf }, de: { ...set.de, asOf: set.asOf } };
}
const RATES = sampleRates();

/** An approximate amount in a currency: '≈ 118.000 CHF', '≈ 129,000 USD' (no-break spaces). */
const IN_CURRENCY = /≈\s[\d.,]+\s(CHF|USD)/;

/** What the rule says a page in `locale` shows for `listing`, or null. */
const expected = (listing: PublicListing, locale: 'en' | 'de' | 'sq') => approximatePrice(listing as unknown as Listing, RATES, locale);

/** The listing a card stands for, from the public data. */
async function listingOf(card: Locator, listings: PublicListing[]): Promise<PublicListing> {
  const id = await card.getAttribute('data-listing-id');
  const listing = listings.find((item) => item.id === id);
  if (!listing) throw new Error(`card ${id} is not in the data`);
  return listing;
}

/** Every card of the grid shows the rule's approximate amount, or none where the rule gives none. */
async function expectCardsApproximate(page: Page, locale: 'en' | 'de', listings: PublicListing[]): Promise<number> {
  const all = await cards(page).all();
  expect(all.length).toBeGreaterThan(0);
  let shown = 0;
  for (const card of all) {
    const approximate = expected(await listingOf(card, listings), locale);
    const element = card.locator('[data-approximate-price]');
    if (approximate === null) {
      await expect(element).toHaveCount(0);
      continue;
    }
    shown += 1;
    await expect(element).toContainText(approximate.text);
    await expect(element).toHaveAttribute('title', approximate.note);
  }
  return shown;
}

test.describe('approximate prices for visitors abroad', () => {
  test.describe('a German-speaking browser', () => {
    test.use({ locale: 'de-DE' });

    test('German pages add CHF on the cards, in the preview and on the detail page, drawn by the server as the app draws them', async ({ page, consoleErrors }) => {
      const listings = await activeListings(page.request);
      // The server's page already says it, before any script runs.
      const html = await (await page.request.get('/de/immobilien?page=1')).text();
      expect(html).toMatch(/≈\u00a0[\d.]+\u00a0CHF/);

      await page.goto('/de/immobilien?page=1');
      await expect(cards(page).first()).toBeVisible();
      await hydrated(page);
      const shown = await expectCardsApproximate(page, 'de', listings);
      expect(shown).toBeGreaterThan(0);
      await expect(page.getByText(/≈\s[\d.,]+\sUSD/)).toHaveCount(0);
      await shot(page, 'approximate-de-grid');

      // The preview: a card with a price, opened from its title as a visitor does.
      const priced = cards(page).filter({ has: page.locator('[data-approximate-price]') }).first();
      const listing = await listingOf(priced, listings);
      const approximate = expected(listing, 'de')!;
      await priced.getByRole('heading').getByRole('link').click();
      const preview = page.getByRole('dialog', { name: 'Immobilienvorschau' });
      await expect(preview.getByRole('heading', { level: 2, name: listing.title })).toBeVisible();
      await expect(preview.locator('[data-approximate-price]')).toContainText(approximate.text);
      // The note is said in full where there is room.
      await expect(preview.getByText(approximate.note)).toBeVisible();
      expect(approximate.note).toMatch(/^Ungefähr, zum Kurs der Agentur von 1 EUR = [\d,]+ CHF \(Stand: \d+\. \S+ \d{4}\)$/);
      await page.keyboard.press('Escape');
      await expect(preview).toHaveCount(0);

      // The detail page, drawn by the server and hydrated without a mismatch (no console error).
      await page.goto(`/de/immobilien/${encodeURIComponent(listing.id)}`);
      await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
      await hydrated(page);
      await expect(page.locator('[data-approximate-price]').first()).toContainText(approximate.text);
      await expect(page.getByText(approximate.note, { exact: true })).toBeVisible();
      // The recommended listings below carry theirs too, the note as each one's tooltip.
      const recommended = page.getByRole('link').filter({ has: page.locator('[data-approximate-price]') });
      await expect(recommended.first().locator('[data-approximate-price]')).toHaveAttribute('title', approximate.note);
      await shot(page, 'approximate-de-detail');
      expect(consoleErrors).toEqual([]);
    });
  });

  test.describe('an English-speaking browser', () => {
    test.use({ locale: 'en-GB' });

    test('English pages add USD on the cards and the map card', async ({ page, consoleErrors }) => {
      const listings = await activeListings(page.request);
      await page.goto('/en/properties?page=1');
      await expect(cards(page).first()).toBeVisible();
      await hydrated(page);
      expect(await expectCardsApproximate(page, 'en', listings)).toBeGreaterThan(0);
      await expect(page.getByText(/≈\s[\d.,]+\sCHF/)).toHaveCount(0);

      // The map card of a priced listing, opened from its marker by the keyboard.
      await page.goto('/en/properties?page=1&view=harta');
      const map = page.getByRole('region', { name: 'Property map' });
      await expect(map.locator('.leaflet-container')).toBeVisible({ timeout: 20_000 });
      await hydrated(page);
      const markers = map.locator('path[data-listing-id]');
      await expect(markers.first()).toBeAttached();
      const ids = await markers.evaluateAll((paths) => paths.map((path) => path.getAttribute('data-listing-id') ?? ''));
      const id = ids.find((candidate) => {
        const listing = listings.find((item) => item.id === candidate);
        return listing !== undefined && expected(listing, 'en') !== null;
      });
      if (!id) throw new Error('no single marker of a priced listing on the map');
      const listing = listings.find((item) => item.id === id)!;
      await map.locator(`path[data-listing-id="${id}"]`).focus();
      await page.keyboard.press('Enter');
      const card = map.getByRole('article', { name: listing.title });
      await expect(card).toBeVisible();
      await expect(card.locator('[data-approximate-price]')).toContainText(expected(listing, 'en')!.text);
      await expect(card.locator('[data-approximate-price]')).toContainText(/USD/);
      expect(consoleErrors).toEqual([]);
    });
  });

  test('Albanian pages show euros only, and the offers in JSON-LD stay in euros', async ({ page, consoleErrors }) => {
    const listings = await activeListings(page.request);
    await page.goto('/pronat?page=1');
    await expect(cards(page).first()).toBeVisible();
    await hydrated(page);
    await expect(page.locator('[data-approximate-price]')).toHaveCount(0);
    await expect(page.getByText(IN_CURRENCY)).toHaveCount(0);
    await shot(page, 'approximate-sq-grid');

    const listing = listings.find((item) => expected(item, 'de') !== null)!;
    await page.goto(`/pronat/${encodeURIComponent(listing.id)}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await hydrated(page);
    await expect(page.locator('[data-approximate-price]')).toHaveCount(0);
    await expect(page.getByText(IN_CURRENCY)).toHaveCount(0);

    // A German listing's page for search engines: its offer is in euros, with no other currency.
    const seo = await (await page.request.get(listingSeoPath(listing.id, 'de'))).text();
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(seo)?.[1] ?? '';
    expect(jsonLd).toContain('"priceCurrency":"EUR"');
    expect(jsonLd).not.toMatch(/CHF|USD/);
    expect(consoleErrors).toEqual([]);
  });
});
