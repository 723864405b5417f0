/**
 * Sharing a listing on a phone (390 px): the card's ⋯ menu, the detail page and the preview.
 * With the Web Share API the phone's share sheet gets the listing's title, its title and price, and
 * its page's address in the page's language; without it (a desktop browser) the same 'Share' opens
 * WhatsApp, Viber, e-mail and copy-link links, which also work with JavaScript off. The share sheet
 * is the browser's own API (not our server), so an init script stands in for it and records what
 * it was handed.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated } from './hydrated';
import { settled } from './screens';
import { shot } from './shots';

interface Shared {
  title?: string;
  text?: string;
  url?: string;
}

/** The share sheet's stand-in: records what it is handed; answers as `answer` says ('ok', or an error's name). */
async function withShareSheet(page: Page, answer: 'ok' | 'AbortError' | 'NotAllowedError' = 'ok'): Promise<void> {
  await page.addInitScript((answer) => {
    const log: unknown[] = [];
    Object.defineProperty(window, '__shared', { value: log });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: unknown) => {
        log.push(data);
        return answer === 'ok' ? Promise.resolve() : Promise.reject(new DOMException('stand-in', answer));
      },
    });
    Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
  }, answer);
}

/** A browser without a share sheet, whatever this one has. */
async function withoutShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
    delete (Navigator.prototype as Partial<Navigator>).canShare;
  });
}

const sharedData = (page: Page) => page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared);

const EN_GRID = '/en/properties?page=1';
const grid = (page: Page) => page.getByTestId('listings-grid');

/** The grid's first card with a price in euros (not 'by agreement'): its id, its title as the card says it, and the card. */
async function firstCard(page: Page) {
  const card = grid(page).getByRole('article').filter({ hasText: '€' }).first();
  await expect(card).toBeVisible();
  const id = (await card.getAttribute('data-listing-id'))!;
  const title = (await card.getByRole('heading').textContent())!.trim();
  return { card, id, title };
}

/** The shared text is the title, a dash and the price the page shows for it. */
async function expectTitleAndPrice(text: string, title: string, shownOn: Locator): Promise<string> {
  expect(text.startsWith(`${title} – `), text).toBe(true);
  const price = text.slice(`${title} – `.length);
  expect(price).toMatch(/€/);
  await expect(shownOn).toContainText(price.replace(/\u00a0/g, ' ').split(' ')[0]!);
  return price;
}

/** What a fallback link carries: the decoded message of WhatsApp's and Viber's, the subject and body of the e-mail's. */
async function expectFallbackLinks(panel: Locator, origin: string, path: string, title: string, shownOn: Locator): Promise<void> {
  const url = `${origin}${path}`;
  const whatsapp = (await panel.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!;
  const viber = (await panel.getByRole('link', { name: 'Viber' }).getAttribute('href'))!;
  const email = (await panel.getByRole('link', { name: 'Email' }).getAttribute('href'))!;
  expect(whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
  expect(viber.startsWith('viber://forward?text=')).toBe(true);
  expect(email.startsWith('mailto:?subject=')).toBe(true);
  for (const href of [whatsapp, viber, email]) expect(href, 'encoded: no raw space, line break or second ?').not.toMatch(/[\s<>"]|\?.*\?/);
  const message = new URLSearchParams(whatsapp.split('?')[1]).get('text')!;
  expect(new URLSearchParams(viber.split('?')[1]).get('text')).toBe(message);
  const [text, address] = message.split('\n');
  await expectTitleAndPrice(text!, title, shownOn);
  expect(address).toBe(url);
  // Exactly encodeURIComponent's form of the message (a '+' or '&' of a title stays inside it).
  expect(whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(message)}`);
  const mail = new URLSearchParams(email.slice('mailto:?'.length));
  expect(mail.get('subject')).toBe(title);
  expect(mail.get('body')).toBe(`${text}\r\n\r\n${url}`);
  await expect(panel.getByRole('link', { name: 'Copy link' })).toHaveAttribute('href', url);
}

test.describe('sharing a listing on a phone', () => {
  // The phone reads English, as the visitor on the English pages does.
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, locale: 'en-GB' });

  test.describe('with the phone’s share sheet', () => {
    test('from the card menu on an English page: title, price and the English address, no preview', async ({ page, baseURL }) => {
      await withShareSheet(page);
      await page.goto(EN_GRID);
      await hydrated(page);
      const { card, id, title } = await firstCard(page);
      await card.getByRole('button', { name: 'More actions' }).click();
      const menu = page.getByRole('group', { name: 'More actions' });
      await expect(menu.getByRole('link', { name: 'Open in a new tab' })).toBeVisible();
      await shot(page, 'share-card-menu-en-390');
      await menu.getByRole('button', { name: 'Share' }).click();
      await expect.poll(() => sharedData(page)).toHaveLength(1);
      const [shared] = await sharedData(page);
      expect(shared!.title).toBe(title);
      expect(shared!.url).toBe(`${baseURL}/en/properties/${encodeURIComponent(id)}`);
      await expectTitleAndPrice(shared!.text!, title, card);
      // Shared: the menu closes; the card's preview never opened, and no links were needed.
      await expect(menu).toBeHidden();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0);
    });

    test('from the detail page and from the preview, in English', async ({ page, baseURL }) => {
      await withShareSheet(page);
      await page.goto(EN_GRID);
      await hydrated(page);
      const { card, id, title } = await firstCard(page);

      // The preview: the card's title opens it.
      await card.getByRole('heading').getByRole('link').click();
      const preview = page.getByRole('dialog', { name: 'Property preview' });
      await expect(preview.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await preview.getByRole('navigation').getByRole('button', { name: 'Share' }).click();
      await expect.poll(() => sharedData(page)).toHaveLength(1);
      let [shared] = await sharedData(page);
      expect(shared).toMatchObject({ title, url: `${baseURL}/en/properties/${encodeURIComponent(id)}` });
      await expectTitleAndPrice(shared!.text!, title, preview);

      // The detail page.
      await page.goto(`/en/properties/${encodeURIComponent(id)}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await hydrated(page);
      await page.getByRole('navigation').getByRole('button', { name: 'Share' }).click();
      await expect.poll(() => sharedData(page)).toHaveLength(1);
      [shared] = await sharedData(page);
      expect(shared).toMatchObject({ title, url: `${baseURL}/en/properties/${encodeURIComponent(id)}` });
      await expectTitleAndPrice(shared!.text!, title, page.getByRole('main'));
    });

    test('a cancelled share says nothing; a refused one falls back to the links', async ({ browser, baseURL }) => {
      for (const answer of ['AbortError', 'NotAllowedError'] as const) {
        const page = await browser.newPage({ viewport: { width: 390, height: 844 }, baseURL });
        await withShareSheet(page, answer);
        await page.goto(EN_GRID);
        await hydrated(page);
        const { card } = await firstCard(page);
        await card.getByRole('button', { name: 'More actions' }).click();
        await page.getByRole('group', { name: 'More actions' }).getByRole('button', { name: 'Share' }).click();
        await expect.poll(() => sharedData(page)).toHaveLength(1);
        const links = page.getByRole('group', { name: 'Share this property' });
        if (answer === 'AbortError') {
          // The visitor closed the sheet: no links pop up.
          await page.waitForTimeout(300);
          await expect(links).toBeHidden();
        } else {
          await expect(links.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
        }
        await page.close();
      }
    });
  });

  test.describe('without a share sheet', () => {
    test('the card menu’s Share shows WhatsApp, Viber and e-mail links with the encoded text', async ({ page, baseURL }) => {
      await withoutShareSheet(page);
      await page.goto(EN_GRID);
      await hydrated(page);
      const { card, id, title } = await firstCard(page);
      await card.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('group', { name: 'More actions' }).getByRole('button', { name: 'Share' }).click();
      const panel = page.getByRole('group', { name: 'Share this property' });
      await expect(panel.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
      await shot(page, 'share-card-links-en-390');
      await expectFallbackLinks(panel, baseURL!, `/en/properties/${encodeURIComponent(id)}`, title, card);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // The panel fits the phone's screen.
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      // Escape closes what is open; the card's preview still never opened.
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('the detail page’s Share shows the links, and copy link copies the English address', async ({ page, baseURL, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await withoutShareSheet(page);
      await page.goto(EN_GRID);
      const { id, title } = await firstCard(page);
      await page.goto(`/en/properties/${encodeURIComponent(id)}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await settled(page);
      await page.getByRole('navigation').getByRole('button', { name: 'Share' }).click();
      const panel = page.getByRole('group', { name: 'Share this property' });
      await expect(panel.getByRole('link', { name: 'Viber' })).toBeVisible();
      await shot(page, 'share-detail-links-en-390');
      await expectFallbackLinks(panel, baseURL!, `/en/properties/${encodeURIComponent(id)}`, title, page.getByRole('main'));
      await panel.getByRole('link', { name: 'Copy link' }).click();
      await expect(panel.getByRole('link', { name: 'Link copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/en/properties/${encodeURIComponent(id)}`);
      await expect(page).toHaveURL(new RegExp(`/en/properties/${id}$`));
    });

    test('by keyboard: Enter opens the card menu, Escape closes it and focus returns; Space opens it too', async ({ page }) => {
      await withoutShareSheet(page);
      await page.goto('/pronat?page=1');
      await hydrated(page);
      const { card } = await firstCard(page);
      const button = card.getByRole('button', { name: 'Më shumë veprime' });
      const menu = page.getByRole('group', { name: 'Më shumë veprime' });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(menu.getByRole('button', { name: 'Shpërndaj' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Hap në skedë të re' })).toBeVisible();
      await shot(page, 'share-card-menu-sq-390');
      // Tab goes into the open menu.
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('button', { name: 'Shpërndaj' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      await page.keyboard.press(' ');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the card menu opens (a popover), its links are there and open the listing', async ({ page, context }) => {
      await page.goto('/pronat?page=1');
      const { card, id, title } = await firstCard(page);
      await card.getByRole('button', { name: 'Më shumë veprime' }).click();
      const menu = page.getByRole('group', { name: 'Më shumë veprime' });
      await menu.getByRole('button', { name: 'Shpërndaj' }).click();
      const panel = page.getByRole('group', { name: 'Shpërndaje pronën' });
      await expect(panel.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
      // The server wrote the links with the site's public address; the text is the same.
      const whatsapp = (await panel.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!;
      const message = new URLSearchParams(whatsapp.split('?')[1]).get('text')!;
      expect(message.startsWith(`${title} – `)).toBe(true);
      expect(message).toMatch(new RegExp(`\\nhttps?://[^/]+/pronat/${id}$`));
      await expect(panel.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', /^mailto:\?subject=/);
      await expect(panel.getByRole('link', { name: 'Viber' })).toHaveAttribute('href', /^viber:\/\/forward\?text=/);
      await shot(page, 'share-card-links-nojs-sq-390');
      // 'Hap në skedë të re' works with no script.
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(menu.getByRole('link', { name: 'Hap në skedë të re' })).toBeVisible();
      const [tab] = await Promise.all([context.waitForEvent('page'), menu.getByRole('link', { name: 'Hap në skedë të re' }).click()]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe(`/pronat/${id}`);
    });
  });
});

test.describe('sharing on a desktop (1280 px)', () => {
  test('the card menu and the detail page’s links sit beside their buttons', async ({ page }) => {
    await withoutShareSheet(page);
    await page.goto('/pronat?page=1');
    await hydrated(page);
    const { card, id, title } = await firstCard(page);
    const button = card.getByRole('button', { name: 'Më shumë veprime' });
    await button.click();
    const menu = page.getByRole('group', { name: 'Më shumë veprime' });
    await menu.getByRole('button', { name: 'Shpërndaj' }).click();
    const panel = page.getByRole('group', { name: 'Shpërndaje pronën' });
    await expect(panel.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
    await shot(page, 'share-card-links-sq-1280');
    // Under the menu button, not in the middle of the screen.
    const at = (await button.boundingBox())!;
    const menuBox = (await menu.boundingBox())!;
    expect(Math.abs(menuBox.y - (at.y + at.height))).toBeLessThan(16);
    await page.keyboard.press('Escape');
    await page.goto(`/pronat/${encodeURIComponent(id)}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await settled(page);
    await page.getByRole('navigation').getByRole('button', { name: 'Shpërndaj' }).click();
    await expect(page.getByRole('group', { name: 'Shpërndaje pronën' }).getByRole('link', { name: 'Kopjo lidhjen' })).toBeVisible();
    await shot(page, 'share-detail-links-sq-1280');
  });
});
