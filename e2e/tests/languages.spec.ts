/**
 * The site in Albanian, English and German (issue 52): the switcher keeps the page and the search
 * and works before the app has started, each page names its other languages, every link keeps its
 * language, and an English or German page shows nothing of the Albanian catalogues outside listing text.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { LOCALES, type Locale } from 'shared/i18n';
import { pathInLocale } from 'shared/routes';
import { test, expect } from './fixtures';
import { albanianLeft, albanianPieces } from './albanian-left';
import { hydrated } from './hydrated';
import { activeListings, listingWithPhotos } from './sample-listings';
import { MAP_READY, cards, settled } from './screens';

const LANGUAGE_NAMES: Record<Locale, string> = { sq: 'Shqip', en: 'English', de: 'Deutsch' };
const switcher = (page: Page, locale: Locale) => page.getByRole('banner').getByRole('link', { name: LANGUAGE_NAMES[locale], exact: true });
const hreflangs = (page: Page) =>
  page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), new URL((link as HTMLLinkElement).href).pathname + new URL((link as HTMLLinkElement).href).search]));

test.describe('three languages', () => {
  test('the switcher keeps the page and the search, and links keep their language', async ({ page, consoleErrors }) => {
    await page.goto('/pronat?page=1&type=house');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sq');
    // A plain link: followed at once, before the app has started.
    await switcher(page, 'en').click();
    await expect(page).toHaveURL(/\/en\/properties\?page=1&type=house$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
    expect(await hreflangs(page)).toEqual([
      ['sq', '/pronat?page=1&type=house'],
      ['en', '/en/properties?page=1&type=house'],
      ['de', '/de/immobilien?page=1&type=house'],
      ['x-default', '/pronat?page=1&type=house'],
    ]);
    await expect(switcher(page, 'en')).toHaveAttribute('aria-current', 'true');

    await hydrated(page);
    const first = cards(page).first().getByRole('heading').getByRole('link');
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/en\/properties\/[^/?]+$/);
    await page.goto(href!);
    await hydrated(page);
    await switcher(page, 'de').click();
    await expect(page).toHaveURL(new RegExp(`${pathInLocale(href!, 'de').replace(/[/?]/g, '\\$&')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await switcher(page, 'sq').click();
    await expect(page).toHaveURL(new RegExp(`${pathInLocale(href!, 'sq').replace(/[/?]/g, '\\$&')}$`));
    expect(consoleErrors).toEqual([]);
  });

  /** Each screen a visitor reaches, drawn and opened as they would; `at` gives a path in the test's language. */
  const SCREENS: { name: string; visit: (page: Page, at: (path: string) => string, look: (where: string) => Promise<void>, request: APIRequestContext) => Promise<void> }[] = [
    {
      name: 'the grid and, on a phone, the filter dialog',
      visit: async (page, at, look) => {
        await page.goto(at('/pronat?page=1'));
        await hydrated(page);
        await look('grid');
        await page.setViewportSize({ width: 390, height: 844 });
        await page.getByRole('search').getByRole('button', { name: /^Filter/ }).first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await look('filter dialog');
      },
    },
    {
      name: 'map mode',
      visit: async (page, at, look) => {
        await page.goto(at('/pronat?page=1&view=harta'));
        await expect(page.locator('.leaflet-container')).toBeVisible(MAP_READY);
        await hydrated(page);
        await look('map');
      },
    },
    {
      name: "a listing's page and its photos",
      visit: async (page, at, look, request) => {
        const listing = await listingWithPhotos(request);
        await page.goto(at(`/pronat/${encodeURIComponent(listing.id)}`));
        await hydrated(page);
        await look('detail');
        await page.getByRole('main').getByRole('button').filter({ has: page.locator('img') }).first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await look('image preview');
      },
    },
    {
      name: 'the contact page and its message sheet',
      visit: async (page, at, look) => {
        await page.goto(at('/kontakti'));
        await hydrated(page);
        await look('contact page');
        await page.getByRole('main').getByRole('button').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await look('contact sheet');
      },
    },
    {
      name: 'the home page and a page not found',
      visit: async (page, at, look) => {
        await page.goto(at('/home'));
        await hydrated(page);
        await look('home');
        await page.goto(at('/pronat/does-not-exist'));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await look('404');
      },
    },
  ];

  for (const locale of LOCALES.filter((l) => l !== 'sq')) {
    for (const screen of SCREENS) {
      test(`${locale}: ${screen.name} show nothing of the Albanian catalogues outside listing text`, async ({ page, request, consoleErrors }) => {
        const pieces = albanianPieces();
        expect(pieces.length).toBeGreaterThan(200);
        // The agency's own words: what listings say and the places' names.
        const data = (await activeListings(request)).flatMap((listing) => [listing.title, listing.description, listing.city, listing.subcity ?? '']);
        const left: string[] = [];
        const look = async (where: string) => {
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await settled(page);
          left.push(...(await albanianLeft(page, pieces, data)).map((found) => `${where}: ${found}`));
        };
        await page.setViewportSize({ width: 1280, height: 900 });
        await screen.visit(page, (path) => pathInLocale(path, locale), look, request);
        expect(left).toEqual([]);
        // A page not found is answered 404, which the browser reports as it loads it.
        expect(consoleErrors.filter((error) => !error.includes('status of 404'))).toEqual([]);
      });
    }
  }
});
