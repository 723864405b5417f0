/**
 * Hostile input: the site on a listings file whose every text field, some ids and the
 * image addresses hold markup and script (e2e/fixtures/hostile-listings.ts). On every screen that
 * shows a listing — grid cards, detail page, preview dialog, image preview, map card, the static
 * SEO page and the sitemap — nothing runs, nothing is injected, and the text shows as written.
 * The suite's Content-Security-Policy check runs here too. It runs its own server on that file.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { hostileListings, writeHostileListingsFile, type HostileListing } from '../fixtures/hostile-listings';
import { startOwnServer, type OwnServer } from './own-server';
import { test, expect } from './fixtures';
import { hydrated } from './hydrated';
import { suitePorts } from '../ports';

const PORT = suitePorts.hostileInput;
const listings = hostileListings();

test.describe.configure({ mode: 'default' });

let server: OwnServer;
let fixtureDir = '';

test.beforeAll(async () => {
  const fixture = writeHostileListingsFile();
  fixtureDir = fixture.dir;
  server = await startOwnServer({ port: PORT, listingsFile: fixture.file, dataDir: fixture.dir });
});

test.afterAll(() => {
  server?.stop();
  if (fixtureDir) fs.rmSync(fixtureDir, { recursive: true, force: true });
});

const site = (path: string) => `${server.origin}${path}`;
const detailPath = (listing: HostileListing) => `/pronat/${encodeURIComponent(listing.id)}`;

/** What an injection would leave behind: handler attributes, embeds, script with a payload. */
async function injectedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      for (const attribute of element.attributes) {
        if (attribute.name.startsWith('on')) found.push(`${tag}[${attribute.name}]`);
      }
      if (tag === 'iframe' || tag === 'object' || tag === 'embed') found.push(tag);
      if (tag === 'img' && element.getAttribute('src') === 'x') found.push('img[src=x]');
      // The JSON-LD block and the page's data (the server-rendered grid's first page) hold the
      // payloads as escaped JSON, which never runs; the SEO test and the data test parse them.
      const type = element.getAttribute('type');
      const data = tag === 'script' && (type === 'application/ld+json' || type === 'application/json');
      if (tag === 'script' && !data && (element.textContent ?? '').includes('__pwned')) found.push('script with the payload');
      if (tag === 'a' && /^\s*javascript:/i.test(element.getAttribute('href') ?? '')) found.push('a[href=javascript:]');
    }
    return found;
  });
}

/** Nothing ran and nothing was injected on the page as it is now. */
async function expectUnharmed(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(await injectedElements(page)).toEqual([]);
}

/** The page's uncaught errors (a payload that ran would likely throw, too). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the grid shows every hostile listing with its title, place and details as literal text', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto(site('/pronat?page=1'));
  const cards = page.getByTestId('listings-grid').getByRole('article');
  await expect(cards).toHaveCount(listings.length);
  for (const listing of listings) {
    const card = page.locator(`article[data-listing-id="${listing.id.replace(/["\\]/g, '\\$&')}"]`);
    await expect(card.getByRole('heading')).toHaveText(listing.title);
    await expect(card).toContainText(listing.city);
    await expect(card).toContainText(`ID ${listing.id}`);
  }
  // Their photo files do not exist (404): each card shows the gallery's placeholder, not alt text.
  for (const card of await cards.all()) {
    const cover = card.getByRole('img', { name: 'Pamje e pronës 1' });
    await expect(cover).toBeVisible();
    await expect(cover).toHaveAttribute('data-image-failed', '');
  }
  await expect(page.getByTestId('listings-grid').locator('img')).toHaveCount(0);
  await expectUnharmed(page);
  expect(errors).toEqual([]);
});

test("the server-rendered grid's page data is escaped JSON that holds the payloads as text", async ({ page, request }) => {
  const response = await request.get(site('/pronat?page=1'));
  expect(response.status()).toBe(200);
  const html = await response.text();
  // Each JSON script as sent: up to the first `</script` (where the browser ends it), no `<` at all.
  const scripts = [...html.matchAll(/<script type="application\/json" id="([^"]+)">([\s\S]*?)<\/script/gi)];
  const data = scripts.find(([, id]) => id === 'listings-first-page')?.[2];
  expect(data, "the page carries the grid's data").toBeDefined();
  for (const [, , body] of scripts) expect(body).not.toContain('<');
  expect(data).toContain('\\u003c/script\\u003e\\u003cscript\\u003ewindow.__pwned=1');
  // The whole JSON is inside the one script: it parses, and the titles come back as written.
  const parsed = JSON.parse(data ?? '') as { rows: unknown[][] };
  expect(parsed.rows.map((row) => row[1])).toEqual(expect.arrayContaining(listings.map((listing) => listing.title)));
  // The browser sees the same: one data script whose text is that JSON, nothing run.
  await page.goto(site('/pronat?page=1'));
  const text = await page.locator('script#listings-first-page').evaluateAll((found) => found.map((script) => script.textContent));
  expect(text).toHaveLength(1);
  expect(JSON.parse(text[0] ?? '')).toEqual(parsed);
  await expectUnharmed(page);
});

test("a server-rendered detail page's data is escaped JSON that holds the payloads as text", async ({ request }) => {
  for (const listing of listings) {
    const response = await request.get(site(detailPath(listing)));
    expect(response.status()).toBe(200);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script type="application\/json" id="([^"]+)">([\s\S]*?)<\/script/gi)];
    const data = scripts.find(([, id]) => id === 'detail-listing')?.[2];
    expect(data, "the page carries the listing's data").toBeDefined();
    for (const [, , body] of scripts) expect(body).not.toContain('<');
    // The whole JSON is inside the one script: it parses, and the texts come back as written.
    const parsed = JSON.parse(data ?? '') as { title: string; description: string };
    expect(parsed).toMatchObject({ title: listing.title, description: listing.description });
  }
});

test('every detail page shows the listing as text, description and details included', async ({ page }) => {
  // One full page load per hostile listing: near the default 30 s with two workers sharing 2 cores.
  test.slow();
  const errors = pageErrors(page);
  for (const listing of listings) {
    await page.goto(site(detailPath(listing)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
    const paragraphs = listing.description.split('\n');
    for (const text of paragraphs) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(String(listing.details.parcelNumber), { exact: true }).first()).toBeAttached();
    // Its photo files do not exist: the gallery shows the placeholder, not the broken image.
    if (listing.images.length > 0) {
      const cover = page.getByRole('button', { name: `Hap foton 1 nga ${listing.images.length}` });
      await expect(cover.getByRole('img', { name: 'Pamje e pronës 1' })).toHaveAttribute('data-image-failed', '');
    }
    await expectUnharmed(page);
  }
  expect(errors).toEqual([]);
});

test('the preview dialog and the full-screen image preview show the hostile listing safely', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto(site('/pronat?page=1'));
  const listing = listings[0]!;
  const card = page.locator(`article[data-listing-id="${listing.id}"]`);
  // The title is a link to the listing's page until the app runs; the preview is the app's.
  await hydrated(page);
  await card.getByRole('heading').getByRole('link').click();
  const dialog = page.getByRole('dialog', { name: 'Parapamja e pronës' });
  await expect(dialog.getByRole('heading', { level: 2, name: listing.title, exact: true })).toBeVisible();
  await expectUnharmed(page);

  await dialog.getByRole('button', { name: `Hap foton 1 nga ${listing.images.length}` }).click();
  const images = page.getByRole('dialog', { name: 'Shikuesi i fotove' });
  await expect(images).toBeVisible();
  await expect(images.getByRole('img', { name: 'Pamje e pronës 1' })).toHaveAttribute('data-image-failed', '');
  for (let step = 0; step < listing.images.length; step += 1) {
    await expectUnharmed(page);
    await page.keyboard.press('ArrowRight');
  }
  expect(errors).toEqual([]);
});

test('the map card of a hostile listing names and shows it as text', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto(site('/pronat?page=1&view=harta'));
  const map = page.getByRole('region', { name: 'Harta e pronave' });
  await expect(map).toHaveAttribute('data-marker-count', String(listings.length));
  for (const listing of [listings[0]!, listings[2]!, listings[listings.length - 1]!]) {
    // The map's own marker (an SVG path), not the server's link drawn before the map was there.
    const marker = map.locator(`path[data-listing-id="${listing.id.replace(/["\\]/g, '\\$&')}"]`);
    await marker.focus();
    await page.keyboard.press('Enter');
    const card = map.getByRole('article', { name: listing.title });
    await expect(card).toBeVisible();
    await expect(card).toContainText(Array.from(listing.title).slice(0, 25).join(''));
    await expect(card).toContainText(listing.city);
    await expectUnharmed(page);
  }
  expect(errors).toEqual([]);
});

test('each static SEO page is one well-formed document with the text as data', async ({ page }) => {
  for (const listing of listings) {
    const response = await page.goto(site(`/assets/pronat/${encodeURIComponent(listing.id)}/index.html`));
    expect(response?.status()).toBe(200);
    const seen = await page.evaluate(() => ({
      documents: document.querySelectorAll('html').length,
      heads: document.querySelectorAll('head').length,
      bodies: document.querySelectorAll('body').length,
      inlineScripts: document.querySelectorAll('script:not([type="application/ld+json"]):not([src])').length,
      anyScripts: document.querySelectorAll('script:not([type="application/ld+json"])').length,
      svgs: document.querySelectorAll('svg').length,
      title: document.title,
      h1: document.querySelector('h1')?.textContent,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
    }));
    expect(seen).toMatchObject({ documents: 1, heads: 1, bodies: 1, inlineScripts: 0, anyScripts: 0, svgs: 0 });
    expect(seen.h1).toBe(listing.title);
    expect(seen.title).toMatch(new RegExp(`^${listing.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `));
    expect(seen.jsonLd).toHaveLength(1);
    const data = JSON.parse(seen.jsonLd[0] ?? '') as { name: string; description: string };
    expect(data).toMatchObject({ name: listing.title, description: listing.description });
    expect(seen.jsonLd[0]).not.toMatch(/<\/script/i);
    await expectUnharmed(page);
  }
});

test('the sitemap stays well-formed XML and lists every hostile id encoded', async ({ page, request }) => {
  const response = await request.get(site('/sitemap.xml'));
  expect(response.status()).toBe(200);
  const xml = await response.text();
  await page.goto(site('/home'));
  const locs = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length > 0) return null;
    return [...doc.getElementsByTagName('loc')].map((loc) => new URL(loc.textContent ?? '').pathname);
  }, xml);
  expect(locs).not.toBeNull();
  for (const listing of listings) expect(locs).toContain(detailPath(listing));
});
