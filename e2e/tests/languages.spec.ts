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
import { MAP_READY, cards, filterDialog, settled } from './screens';

/** The browser of a visitor who reads each language (its navigator.languages, Accept-Language). */
const BROWSER_LOCALES: Record<Locale, string> = { sq: 'sq-AL', en: 'en-GB', de: 'de-DE' };
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
    test.describe(`${locale} browser`, () => {
      test.use({ locale: BROWSER_LOCALES[locale] });
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
    });
  }
});

test.describe("the browser's language, suggested once, never a redirect", () => {
  test.use({ locale: 'de-DE' });

  test('a German browser on an Albanian page is offered the German page once, in German, and stays where it was sent', async ({ page, request, consoleErrors }) => {
    const listing = await listingWithPhotos(request);
    const albanian = `/pronat/${encodeURIComponent(listing.id)}`;
    // The server answers the address asked for, whatever the browser prefers.
    const answer = await request.get(albanian, { headers: { 'Accept-Language': 'de-DE,de;q=0.9' }, maxRedirects: 0 });
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain('<html lang="sq"');

    await page.goto(albanian);
    const note = page.getByRole('complementary', { name: 'Sprache' });
    await expect(note).toContainText('Diese Seite gibt es auch auf Deutsch.');
    await expect(note).toHaveAttribute('lang', 'de');
    expect(new URL(page.url()).pathname).toBe(albanian);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sq');

    // Once: not on the next page, nor after a reload.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(note).toHaveCount(0);

    await page.goto('/kontakti');
    await hydrated(page);
    await expect(note).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px the note keeps clear of the header and the filter strip, whose 'Filtrat' or filters work while it shows`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/pronat?page=1');
      const note = page.getByRole('complementary', { name: 'Sprache' });
      await expect(note).toBeVisible();
      const strip = page.getByRole('search');
      const [noteBox, stripBox] = [await note.boundingBox(), await strip.boundingBox()];
      if (!noteBox || !stripBox) throw new Error('the note or the filter strip is not drawn');
      // Along the bottom of the screen, below the strip.
      expect(noteBox.y).toBeGreaterThan(stripBox.y + stripBox.height);
      expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(844);
      if (width < 600) {
        await strip.getByRole('button', { name: 'Filtrat', exact: true }).click();
        await expect(filterDialog(page)).toBeVisible();
      } else {
        await strip.getByRole('link', { name: 'Harta' }).click();
        await expect(page).toHaveURL(/view=harta/);
      }
    });
  }

  test("the suggestion's link leads to the same page in German, and its dismissal closes it", async ({ page }) => {
    await page.goto('/pronat?page=1&type=house');
    const note = page.getByRole('complementary', { name: 'Sprache' });
    await note.getByRole('button', { name: 'Nein, danke' }).click();
    await expect(note).toHaveCount(0);

    const other = await page.context().newPage();
    await other.goto('/kontakti');
    await hydrated(other);
    await expect(other.getByRole('complementary', { name: 'Sprache' })).toHaveCount(0);

    const fresh = await page.context().browser()!.newContext({ locale: 'de-DE', baseURL: new URL(page.url()).origin });
    const visitor = await fresh.newPage();
    await visitor.goto('/pronat?page=1&type=house');
    await visitor.getByRole('complementary', { name: 'Sprache' }).getByRole('link', { name: 'Auf Deutsch lesen' }).click();
    await expect(visitor).toHaveURL(/\/de\/immobilien\?page=1&type=house$/);
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'de');
    await fresh.close();
  });
});
