import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { firstPainted, markFirstPainted } from './first-painted';
import { hydrated } from './hydrated';
import { layoutShift, watchLayoutShift } from './layout-shift';
import { listingWithPhotos, newestListings } from './sample-listings';

/** The listings grid's first page: the listings remote's region, drawn from its server build. */
const GRID = '/pronat?page=1';

/** The shell's own pages, drawn by the server with the app's components and hydrated. */
const SHELL_PAGES = [
  { path: '/home', heading: /Prona Kosova/ },
  { path: '/kontakti', heading: 'Kontakti' },
  // Its document answers 404, which Chromium logs as a failed resource: the one error expected.
  { path: '/nuk-ekziston', heading: 'Faqja nuk u gjet', expectedError: /^Failed to load resource: the server responded with a status of 404/ },
] as const;

test.describe('pages the server renders with the app\'s own components', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const { path, heading } of SHELL_PAGES) {
      test(`${path} is the app's markup, styled, with working links`, async ({ page }) => {
        await page.goto(path);
        const root = page.locator('#root[data-ssr]');
        await expect(root.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // The app's stylesheets apply before any script: the top bar is the app's 64 px bar.
        const bar = root.getByRole('navigation', { name: 'Menuja kryesore' });
        await expect(bar.getByRole('link', { name: 'Pronat' })).toHaveAttribute('href', '/pronat?page=1');
        expect(await page.locator('header').evaluate((header) => header.getBoundingClientRect().height)).toBe(64);
      });
    }
  });

  for (const { path, heading, ...page404 } of SHELL_PAGES) {
    test(`${path}: the nodes painted first are the ones the visitor keeps using, with no layout shift`, async ({ page, consoleErrors }) => {
      await markFirstPainted(page, { heading: '#root h1' });
      await watchLayoutShift(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await hydrated(page);
      // Nothing moves when the app takes the page over: it is the same markup.
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
      // The menu's 'Kontakti' opens the message sheet, which only the app can do.
      await page.getByRole('navigation', { name: 'Menuja kryesore' }).getByRole('link', { name: 'Kontakti' }).click();
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
      expect((await firstPainted(page)).kept).toEqual({ heading: true });
      // A mismatch between the server's markup and the browser's first render is logged as an error.
      const expected = 'expectedError' in page404 ? page404.expectedError : null;
      expect(consoleErrors.filter((error) => !expected?.test(error))).toEqual([]);
    });
  }

  for (const path of ['/home', GRID]) {
    test(`${path}: a tap on 'Kontakti' made before the app has started gives the message form at once, as a page`, async ({ page }) => {
      // Hold the app's entry back, so the tap surely falls before the app starts.
      await page.route(/\/main\.[0-9a-f]+\.js$/, () => undefined);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.getByRole('navigation', { name: 'Menuja kryesore' }).getByRole('link', { name: 'Kontakti' }).click();
      await expect(page).toHaveURL(/\/kontakti\/mesazh$/);
      const form = page.getByRole('form', { name: 'Na dërgoni një mesazh' });
      await expect(form.getByRole('textbox', { name: 'Emri' })).toBeVisible();
      await expect(form.getByRole('button', { name: 'Dërgo mesazhin' })).toBeVisible();
    });
  }

  test(`${GRID}: a tap on a card's photo made before the app has started opens the listing's page at once, as its title does`, async ({ page }) => {
    await page.route(/\/main\.[0-9a-f]+\.js$/, () => undefined);
    await page.goto(GRID, { waitUntil: 'domcontentloaded' });
    const card = page.getByRole('main').getByRole('article').first();
    const title = card.getByRole('heading').getByRole('link');
    const href = await title.getAttribute('href');
    const name = (await title.textContent())?.trim() ?? '';
    await card.getByRole('img').first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeVisible();
  });

  for (const path of [GRID, '/pronat?view=harta&page=1']) {
    test(`${path}: the stylesheets the server linked are the app's, not linked a second time`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      // The page's remote regions have hydrated, so their modules (and stylesheets) are in hand.
      const linked = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href));
      expect(linked.some((href) => href.includes('/remotes/'))).toBe(true);
      // A second link to a stylesheet in hand changes nothing on screen, yet the browser restyles
      // every element of the page when it arrives.
      expect(linked.filter((href, index) => linked.indexOf(href) !== index)).toEqual([]);
    });
  }

  test(`${GRID}: the app sets no style on the root element, which would restyle every element of the page`, async ({ page }) => {
    await page.goto(GRID);
    await hydrated(page);
    await expect(page.getByTestId('listings-grid').getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.getAttribute('style'))).toBeNull();
  });

  test('a page is not re-requested for its stylesheets: the app finds the ones the server linked', async ({ page }) => {
    const styles: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') styles.push(new URL(request.url()).pathname);
    });
    await page.goto('/home');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Menuja kryesore' }).getByRole('link', { name: 'Kontakti' }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
    expect(styles.length).toBeGreaterThan(0);
    expect(new Set(styles).size).toBe(styles.length);
  });
});

test.describe('the listings grid, drawn by the server with the listings remote\'s own components', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test(`${GRID} is the remote's markup: the first page of cards, newest first, the filter strip, styled`, async ({ page }) => {
      const newest = await newestListings(page.request);
      await page.goto(GRID);
      const root = page.locator('#root[data-ssr]');
      await expect(root.getByRole('heading', { level: 1, name: 'Pronat' })).toBeVisible();
      await expect(root.getByText(`${newest.length} prona`, { exact: true })).toBeVisible();
      const cards = root.getByTestId('listings-grid').getByRole('article');
      await expect(cards).toHaveCount(20);
      await expect(cards.first()).toContainText(newest[0]!.title);
      await expect(cards.nth(19)).toContainText(newest[19]!.title);
      // In the card's ⋯ menu, a popover shut until its button opens it.
      await expect(cards.first().getByRole('link', { name: 'Hap në skedë të re', includeHidden: true })).toHaveAttribute('href', `/pronat/${newest[0]!.id}`);
      await expect(cards.first().getByRole('heading').getByRole('link', { name: newest[0]!.title })).toHaveAttribute('href', `/pronat/${newest[0]!.id}`);
      // The filter strip as the browser draws it for this URL.
      await expect(root.getByRole('search')).toBeVisible();
      await expect(root.getByRole('search').getByRole('button', { name: 'Filtrat' })).toBeVisible();
      // The remote's stylesheets apply before any script: the card is the app's card, photo on top.
      const image = cards.first().getByRole('img').first();
      await expect(image).toHaveAttribute('fetchpriority', 'high');
      const [imageBox, cardBox] = await Promise.all([image.boundingBox(), cards.first().boundingBox()]);
      expect(imageBox!.height).toBeGreaterThan(150);
      expect(cardBox!.height).toBeGreaterThan(imageBox!.height + 100);
    });

    test(`${GRID}'s first card shows every photo with the arrows; the others show their cover, as the app first draws them`, async ({ page }) => {
      // The first card's carousel is the page's main image and is drawn at once; the others
      // become carousels only as they come near the screen (their cover until then), so the
      // server draws their covers, as the browser's first render does.
      const newest = await newestListings(page.request);
      const later = newest.slice(1, 20).findIndex((listing) => listing.images.length > 1) + 1;
      expect(newest[0]!.images.length).toBeGreaterThan(1);
      expect(later).toBeGreaterThan(0);
      await page.goto(GRID);
      const cards = page.locator('#root[data-ssr]').getByTestId('listings-grid').getByRole('article');
      const first = cards.first();
      const gallery = first.getByRole('group', { name: 'Fotot e pronës' });
      await expect(gallery.getByRole('group', { name: /^Fotoja \d+ nga \d+$/, includeHidden: true })).toHaveCount(newest[0]!.images.length);
      await expect(gallery.getByRole('group', { name: `Fotoja 1 nga ${newest[0]!.images.length}` })).toBeVisible();
      await expect(first.getByRole('button', { name: 'Fotoja tjetër', includeHidden: true })).toHaveCount(1);
      await expect(first.getByRole('button', { name: 'Fotoja e mëparshme', includeHidden: true })).toHaveCount(1);

      const cover = cards.nth(later).getByRole('group', { name: 'Fotot e pronës' });
      await expect(cover.getByRole('img', { name: 'Pamje e pronës 1' })).toHaveCount(1);
      await expect(cover.getByRole('img')).toHaveCount(1);
      await expect(cards.nth(later).getByRole('button', { name: 'Fotoja tjetër', includeHidden: true })).toHaveCount(0);
      await expect(cards.nth(later).getByText(`1/${newest[later]!.images.length}`)).toBeVisible();
    });

    test(`${GRID}'s later pages are reached by its pagination's links, the search kept`, async ({ page }) => {
      const newest = await newestListings(page.request);
      await page.goto(GRID);
      const pagination = page.getByRole('navigation', { name: 'Faqet e pronave' });
      await expect(pagination.getByRole('link', { name: 'Faqja 1', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(pagination.getByRole('link', { name: 'Faqja e mëparshme' })).toHaveAttribute('aria-disabled', 'true');
      await pagination.getByRole('link', { name: 'Faqja 2', exact: true }).click();
      await expect(page).toHaveURL(/\/pronat\?page=2$/);
      const cards = page.locator('#root[data-ssr]').getByTestId('listings-grid').getByRole('article');
      await expect(cards.first()).toContainText(newest[20]!.title);
      await expect(pagination.getByRole('link', { name: 'Faqja 2', exact: true })).toHaveAttribute('aria-current', 'page');
      await pagination.getByRole('link', { name: 'Faqja e mëparshme' }).click();
      await expect(page).toHaveURL(/\/pronat\?page=1$/);
      await expect(cards.first()).toContainText(newest[0]!.title);
    });
  });

  test('the first card painted is the card the visitor keeps using: hydrated, not replaced, with no layout shift', async ({ page, consoleErrors }) => {
    await markFirstPainted(page, { card: '#root article' });
    await watchLayoutShift(page);
    const newest = await newestListings(page.request);
    await page.goto(GRID);
    await hydrated(page);
    const grid = page.getByTestId('listings-grid');
    // The card answers a tap (it was hydrated): its preview opens.
    await grid.getByRole('article').first().getByRole('link', { name: newest[0]!.title }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Once the listings have loaded, the grid computes the same page from them: still the same nodes.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/listings-index/')));
    await page.getByRole('navigation', { name: 'Menuja kryesore' }).getByRole('link', { name: 'Kontakti' }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
    expect(await firstPainted(page)).toEqual({ kept: { card: true }, beforeApp: true });
    await expect(grid.getByRole('article')).toHaveCount(20);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    // A mismatch between the server's markup and the browser's first render is logged as an error.
    expect(consoleErrors).toEqual([]);
  });
});

/**
 * Map mode: the server draws the map's panel; the grid beside it is drawn by the browser, on a
 * wide screen only (a phone shows the map alone, and drew 20 hidden cards before).
 */
const MAP_MODE = '/pronat?view=harta&page=1';
const MAP_NOTICE = 'Harta tregon vendndodhjen e përafërt (~500m) për të mbrojtur privatësinë.';
/** A 1×1 PNG: a map tile that loads. */
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
/** Anything not on this server: the map's tiles. */
const ELSEWHERE = /^https?:\/\/(?!127\.0\.0\.1|localhost)/;

test.describe('map mode, drawn by the server with the map remote\'s own components', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test(`${MAP_MODE} is the map remote's markup: the panel, its notice and the map's middle, and no hidden grid`, async ({ page }) => {
      await page.route(ELSEWHERE, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }));
      await page.goto(MAP_MODE);
      const root = page.locator('#root[data-ssr]');
      const panel = root.getByRole('region', { name: 'Harta e pronave' });
      await expect(panel.getByText(MAP_NOTICE)).toBeVisible();
      // No 'Harta po ngarkohet…': without JavaScript the map never loads.
      await expect(panel.getByText('Harta po ngarkohet…')).toBeHidden();
      await expect(panel.getByRole('list', { name: 'Llojet e pronave në hartë' })).toBeVisible();
      // The first layer's tiles around the middle, the middle's first in line, loaded and shown.
      const tiles = panel.locator('[data-opening-tiles] img');
      await expect(tiles).toHaveCount(9);
      const central = panel.locator('[data-opening-tiles] img[fetchpriority="high"]');
      await expect(central).toHaveCount(1);
      await expect.poll(() => central.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      const [panelBox, tileBox] = await Promise.all([panel.boundingBox(), central.boundingBox()]);
      expect(tileBox!.x + tileBox!.width / 2).toBeGreaterThan(panelBox!.x);
      expect(tileBox!.x + tileBox!.width / 2).toBeLessThan(panelBox!.x + panelBox!.width);
      // The page keeps its title, the strip its filters, and the toggle leads to the grid.
      await expect(root.getByRole('heading', { level: 1, name: 'Pronat në hartë' })).toBeAttached();
      await expect(root.getByRole('button', { name: 'Filtrat', exact: true })).toBeVisible();
      await expect(root.locator('article')).toHaveCount(0);
      await expect(page.locator('#listings-first-page')).toHaveCount(0);
    });
  });

  /** Map mode at a screen size, its first painted panel marked, up to the map's first markers. */
  async function openMapMode(page: Page, viewport: { width: number; height: number }) {
    await page.setViewportSize(viewport);
    await markFirstPainted(page, { panel: '#root section[data-tiles]' });
    await page.route(ELSEWHERE, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }));
    await watchLayoutShift(page);
    await page.goto(MAP_MODE);
    await hydrated(page);
    const panel = page.getByRole('region', { name: 'Harta e pronave' });
    await expect(panel.locator('.leaflet-marker-icon').first()).toBeVisible({ timeout: 15_000 });
    return panel;
  }

  test('at 390 px the panel painted first is the one the visitor keeps, and no grid is drawn at all; widening the screen draws it beside the map', async ({
    page,
    consoleErrors,
  }) => {
    const panel = await openMapMode(page, { width: 390, height: 844 });
    await expect(panel).toHaveAttribute('data-tiles', 'ready');
    await expect(panel.locator('[data-opening-tiles]')).toHaveCount(0);
    expect(await firstPainted(page)).toEqual({ kept: { panel: true }, beforeApp: true });
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    // The phone shows the map alone: its hidden grid is neither sent nor drawn.
    await expect(page.locator('#root article')).toHaveCount(0);
    await expect(page.getByTestId('listings-grid')).toHaveCount(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    const cards = page.getByTestId('listings-grid').getByRole('article');
    await expect(cards).toHaveCount(20);
    await expect(cards.first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('at 1280 px the panel painted first is kept and the grid is drawn beside it once the page has started, with no layout shift', async ({
    page,
    consoleErrors,
  }) => {
    await openMapMode(page, { width: 1280, height: 800 });
    const newest = await newestListings(page.request);
    const cards = page.getByTestId('listings-grid').getByRole('article');
    await expect(cards).toHaveCount(20);
    await expect(cards.first()).toContainText(newest[0]!.title);
    // The cards in view have started their carousels: their arrows can be used.
    await expect(cards.nth(1).getByRole('button', { name: 'Fotoja tjetër' })).not.toHaveAttribute('data-inactive');
    expect(await firstPainted(page)).toEqual({ kept: { panel: true }, beforeApp: true });
    // The grid fills a column of its own: the map beside it does not move.
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    expect(consoleErrors).toEqual([]);
  });

  test('the server\'s tiles lie where the map then shows the same ground, at its opening zoom', async ({ browser }) => {
    // Within the map's frame: a page without JavaScript has a notice above its top bar.
    const boxOf = (page: Page, selector: string) =>
      page.locator(selector).first().evaluate((element) => {
        const frame = element.closest('section[data-tiles] > div')!.getBoundingClientRect();
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x: Math.round(x - frame.x), y: Math.round(y - frame.y), width: Math.round(width), height: Math.round(height) };
      });
    /** A tile URL's zoom, column and row (the street layer's …/{z}/{x}/{y}.png). */
    const tileOf = (url: string) => {
      const [, z, x, y] = /\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(url) ?? [];
      return { z: Number(z), x: Number(x), y: Number(y) };
    };
    const base = test.info().project.use.baseURL;
    // A phone's map box opens at the minimum zoom or a quarter above it (Leaflet then draws the
    // same tiles, scaled); a desktop's at 8.5 or more, where Leaflet draws the next zoom's tiles.
    for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 800 }]) {
      const staticPage = await browser.newPage({ viewport, javaScriptEnabled: false });
      await staticPage.route(ELSEWHERE, (route) => route.abort());
      await staticPage.goto(new URL(MAP_MODE, base).href);
      const centralSelector = '[data-opening-tiles] img[fetchpriority="high"]';
      const url = (await staticPage.locator(centralSelector).getAttribute('src'))!;
      const opening = await boxOf(staticPage, centralSelector);
      await staticPage.close();

      const page = await browser.newPage({ viewport });
      await page.route(ELSEWHERE, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }));
      await page.goto(new URL(MAP_MODE, base).href);
      // The map's tile whose top-left corner is the server's central tile's: the same tile at
      // the same zoom, or its top-left quarter one zoom up.
      const { z, x, y } = tileOf(url);
      const leafletTiles = page.locator('.leaflet-tile-pane img.leaflet-tile');
      await expect(leafletTiles.first()).toBeAttached({ timeout: 15_000 });
      const mapZoom = tileOf((await leafletTiles.first().getAttribute('src'))!).z;
      const factor = 2 ** (mapZoom - z);
      const corner = `.leaflet-tile-pane img[src$="/${mapZoom}/${x * factor}/${y * factor}.png"]`;
      await expect(page.locator(corner)).toHaveCount(1);
      const mapped = await boxOf(page, corner);
      if (viewport.width > 1000) expect(mapZoom, 'a desktop map opens above the minimum zoom').toBe(z + 1);
      // Leaflet rounds the map's pixel origin, and the map's box may settle a pixel or two after
      // the app has measured the header: the tile may move that much, not more.
      expect(Math.abs(mapped.x - opening.x), `x at ${viewport.width} px`).toBeLessThanOrEqual(3);
      expect(Math.abs(mapped.y - opening.y), `y at ${viewport.width} px`).toBeLessThanOrEqual(3);
      expect(Math.abs(mapped.width * factor - opening.width), `scale at ${viewport.width} px`).toBeLessThanOrEqual(2);
      await page.close();
    }
  });
});

test.describe('the detail page, drawn by the server with the detail remote\'s own components', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('/pronat/{id} is the remote\'s markup: the listing\'s title, gallery, facts and contact card, styled', async ({ page, request }) => {
      const listing = await listingWithPhotos(request);
      await page.goto(`/pronat/${listing.id}`);
      const root = page.locator('#root[data-ssr]');
      await expect(root.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
      await expect(root.getByRole('navigation', { name: 'Navigimi i pronës' }).getByRole('link', { name: /Mbrapa/ })).toHaveAttribute('href', '/pronat?page=1');
      const gallery = root.getByRole('region', { name: 'Fotot e pronës' });
      const main = gallery.getByRole('img', { name: 'Pamje e pronës 1' });
      await expect(main).toBeVisible();
      await expect(main).toHaveAttribute('fetchpriority', 'high');
      await expect(gallery.getByRole('button', { name: `Shiko të gjitha ${listing.images.length} fotot` }).first()).toBeAttached();
      await expect(root.getByTestId('contact-card')).toBeVisible();
      // The remote's stylesheets apply before any script: the gallery is the app's wide gallery.
      const box = await main.boundingBox();
      expect(box!.width).toBeGreaterThan(600);
      expect(box!.height).toBeGreaterThan(300);
    });
  });

  test('the page carries the listing\'s public fields only, as data, not its point', async ({ request }) => {
    const listing = await listingWithPhotos(request);
    const html = await (await request.get(`/pronat/${listing.id}`)).text();
    const json = /<script type="application\/json" id="detail-listing">(.*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    const served = JSON.parse(json!) as Record<string, unknown>;
    expect(served.id).toBe(listing.id);
    expect(served.title).toBe(listing.title);
    expect(served).not.toHaveProperty('geoPoint');
    expect(json).not.toContain('geoPoint');
  });

  test('the gallery and heading painted first are the ones the visitor keeps using: hydrated, not replaced, with no layout shift', async ({ page, request, consoleErrors }) => {
    const listing = await listingWithPhotos(request);
    await markFirstPainted(page, { heading: '#root h1', photo: '#root section img' });
    await watchLayoutShift(page);
    await page.goto(`/pronat/${listing.id}`);
    await hydrated(page);
    // The main photo answers a tap (it was hydrated): the image preview opens.
    await page.getByRole('button', { name: `Hap foton 1 nga ${listing.images.length}` }).click();
    await expect(page.getByRole('dialog', { name: 'Shikuesi i fotove' })).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Once the record and the index have loaded (the recommendations show), still the same nodes.
    await expect(page.getByTestId('recommendations')).toBeVisible();
    expect(await firstPainted(page)).toEqual({ kept: { heading: true, photo: true }, beforeApp: true });
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    // A mismatch between the server's markup and the browser's first render is logged as an error.
    expect(consoleErrors).toEqual([]);
  });

  test('a tap on the main photo made before the app has hydrated opens the image preview once it has', async ({ page, request }) => {
    const listing = await listingWithPhotos(request);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/pronat/${listing.id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: `Hap foton 1 nga ${listing.images.length}` }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Shikuesi i fotove' })).toBeVisible({ timeout: 15_000 });
  });

  test('an unknown listing is the app\'s 404 page, drawn in the browser', async ({ page }) => {
    const response = await page.goto('/pronat/nuk-ekziston-kjo');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Faqja nuk u gjet' })).toBeVisible({ timeout: 15_000 });
  });
});
