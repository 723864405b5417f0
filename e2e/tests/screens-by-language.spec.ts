/**
 * Every public screen in each language at 1280 and 390 px (issue 52): German and English words are
 * longer than Albanian ones in places ('Immobilien ansehen', 'Tell me about new properties'), so
 * each screen is checked for what a longer word breaks: the page scrolling sideways, or a button's
 * or a link's words cut off by its box. With SHOTS_DIR set, each screen is also a screenshot to look
 * at (`lang-<locale>-<width>-<screen>.png`).
 */
import type { Page } from '@playwright/test';
import { LOCALES, type Locale } from 'shared/i18n';
import { PAGE_PATHS, pathInLocale } from 'shared/routes';
import { test, expect } from './fixtures';
import { hydrated } from './hydrated';
import { listingWithPhotos } from './sample-listings';
import { MAP_READY, cards, settled } from './screens';
import { shot } from './shots';

/** The browser of a visitor who reads each language. */
const BROWSER_LOCALES: Record<Locale, string> = { sq: 'sq-AL', en: 'en-GB', de: 'de-DE' };
const WIDTHS = [1280, 390] as const;

/**
 * The visible buttons and links whose words are cut off: wider than their box, which hides what is
 * past it. A text ended by an ellipsis on purpose (a long listing title) says so with
 * `text-overflow: ellipsis` and keeps its whole words in its accessible name.
 */
function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    const hides = (style: CSSStyleDeclaration) => style.overflowX === 'hidden' || style.overflowX === 'clip';
    for (const control of document.querySelectorAll<HTMLElement>('button, a[href], [role="button"], summary, label')) {
      if (control.closest('[hidden], [aria-hidden="true"], .leaflet-container')) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // The control and the elements inside it that hold its words themselves (Mantine's label
      // spans), each with the box that clips it: itself, or the nearest one around it in the control.
      const holdsWords = (element: Element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
      for (const words of [control, ...control.querySelectorAll<HTMLElement>('*')].filter(holdsWords)) {
        if (getComputedStyle(words).textOverflow === 'ellipsis') continue;
        // Words for screen readers alone (a 1 px box: 'opens in a new tab') are hidden on purpose.
        const wordsBox = words.getBoundingClientRect();
        if (wordsBox.width <= 1 || wordsBox.height <= 1) continue;
        let part: HTMLElement | null = words;
        while (part && !hides(getComputedStyle(part)) && part !== control) part = part.parentElement;
        if (!part || !hides(getComputedStyle(part))) continue;
        const clipBox = part.getBoundingClientRect();
        if (words.scrollWidth > words.clientWidth + 1 || wordsBox.right > clipBox.right + 1 || wordsBox.left < clipBox.left - 1) {
          clipped.push(`${control.tagName.toLowerCase()} '${(control.textContent ?? '').trim().slice(0, 60)}'`);
          break;
        }
      }
    }
    return [...new Set(clipped)];
  });
}

for (const locale of LOCALES) {
  test.describe(`${locale}: every screen`, () => {
    test.use({ locale: BROWSER_LOCALES[locale] });

    for (const width of WIDTHS) {
      test(`at ${width} px fits its width and cuts no control's words`, async ({ page, request, consoleErrors }) => {
        test.setTimeout(240_000);
        const phone = width === 390;
        await page.setViewportSize({ width, height: phone ? 844 : 900 });
        // The map, the contact page and the page not found only at a phone's width, which crowds
        // their words; a desktop has room (each screen is a page load).
        const at = (path: string) => pathInLocale(path, locale);
        const problems: string[] = [];
        const look = async (screen: string) => {
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await settled(page);
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scrollWidth > width) problems.push(`${screen}: the page is ${scrollWidth} px wide`);
          problems.push(...(await clippedControls(page)).map((control) => `${screen}: ${control} is cut off`));
          await shot(page, `lang-${locale}-${width}-${screen}`);
        };

        await page.goto(at('/pronat?page=1'));
        await expect(cards(page).first()).toBeVisible();
        await hydrated(page);
        await look('grid');
        // The alert's form, opened beside the count.
        await page.getByTestId('alert-control').locator('summary').click();
        await expect(page.getByTestId('alert-control').getByRole('textbox')).toBeVisible();
        await look('alert-form');
        if (phone) {
          await page.getByRole('search').getByRole('button').filter({ hasText: /^Filt/ }).first().click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await look('filters');
        }

        if (phone) {
          await page.goto(at('/pronat?page=1&view=harta'));
          await expect(page.locator('.leaflet-container')).toBeVisible(MAP_READY);
          await hydrated(page);
          await look('map');
        }

        const listing = await listingWithPhotos(request);
        await page.goto(at(`/pronat/${encodeURIComponent(listing.id)}`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await hydrated(page);
        await look('detail');

        if (phone) {
          await page.goto(at('/kontakti'));
          await hydrated(page);
          await look('contact');
          await page.getByRole('main').getByRole('button').first().click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await look('contact-sheet');
        }

        await page.goto(PAGE_PATHS.favourites[locale]);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await look('favourites');

        await page.goto(at('/home'));
        await hydrated(page);
        await look('home');

        if (phone) {
          await page.goto(at('/pronat/nuk-ekziston'));
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await look('404');
        }

        expect(problems).toEqual([]);
        // A page not found is answered 404, which the browser reports as it loads it.
        expect(consoleErrors.filter((error) => !error.includes('status of 404'))).toEqual([]);
      });
    }
  });
}
