/**
 * Taps answer at once: once the page has settled, the shell fetches the code of the
 * three overlays the listings page offers without being asked, and a tap draws its overlay's frame
 * before that overlay's code has arrived, and again when the code is in hand (the map's frame in
 * the tap's own render, before the navigation's). The contact sheet's and the preview's code run
 * ahead on the visitor's intent (the phone's menu opened, a pointer on 'Kontakti'; the cards
 * scrolled); the map's while the visitor looks without acting, and the map is then drawn once out
 * of sight, so that its first tap does not run its code for the first time. The phone's filter
 * dialog has no code to wait for: it is in the page's markup, and the browser opens it.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { cards, filterDialog, mapRegion, openGrid, openMapView, previewDialog } from './screens';
import { recordPath } from './sample-listings';
import { remoteManifest } from './remote-manifests';
import { watchRequestedPaths } from './requested-paths';

/** The files that must be in hand before any tap: each action's remote module, lazy chunks included. */
const AHEAD = [
  /\/remotes\/mfe-detail\/__federation_expose_DetailPreview\.[0-9a-f]+\.js$/,
  /\/remotes\/mfe-contact\/__federation_expose_ContactSheet\.[0-9a-f]+\.js$/,
  /\/remotes\/mfe-map\/__federation_expose_MapPanel\.[0-9a-f]+\.js$/,
  /\/remotes\/mfe-contact\/remoteEntry\.js$/,
];

/** The contact remote's style sheets, which the federation runtime adds when the sheet's module runs (not prefetch links). */
const contactSheetStyles = (page: Page) => page.locator('link[rel="stylesheet"][href*="/remotes/mfe-contact/"]');

/** From now on, the kind of each overlay frame added to the page, in order. */
async function watchFrames(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const global = window as unknown as { __framesDrawn: string[] };
    global.__framesDrawn = [];
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          const frame = node instanceof Element ? (node.closest('[data-overlay-frame]') ?? node.querySelector('[data-overlay-frame]')) : null;
          if (frame) global.__framesDrawn.push(frame.getAttribute('data-overlay-frame') ?? '');
        }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __framesDrawn: string[] }).__framesDrawn);
}

/** From now on, the map tiles the page asks for: a tile's address ends in its zoom and coordinates (site.config.json's mapTiles). */
function watchTiles(page: Page): string[] {
  const tiles: string[] = [];
  page.on('request', (request) => {
    if (/\/\d+\/\d+\/\d+(@2x)?(\.\w+)?$/.test(new URL(request.url()).pathname)) tiles.push(request.url());
  });
  return tiles;
}

/** A grid/map toggle's link: on a phone only its icon shows. */
const viewOption = (page: Page, name: string) => page.getByRole('group', { name: 'Pamja' }).getByRole('link', { name });
const mapOption = (page: Page) => viewOption(page, 'Harta');

/** The phone's 'Filtrat' button. */
const filterButton = (page: Page) => page.getByRole('search').getByRole('button', { name: 'Filtrat', exact: true });

/** A listing's full record. */
const RECORD = /^\/assets\/data\/listings\/[^/]+\.json$/;

/** The detail remote's style sheets, which the federation runtime adds when its preview's module runs. */
const detailStyles = (page: Page) => page.locator('link[rel="stylesheet"][href*="/remotes/mfe-detail/"]');

/** The map remote's style sheets, which the federation runtime adds when the map's module runs. */
const mapStyles = (page: Page) => page.locator('link[rel="stylesheet"][href*="/remotes/mfe-map/"]');

const prefetchMarked = (page: Page) => page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, 'prefetch-next-code');

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the settled listings page fetches the code of the preview, contact sheet and map untouched', async ({ page, consoleErrors }) => {
    const requested = watchRequestedPaths(page);
    await openGrid(page);
    for (const file of AHEAD) {
      await expect.poll(() => requested().some((url) => file.test(url)), { timeout: 30_000, message: String(file) }).toBe(true);
    }
    // The contact form's `shared/contact` is the shell's (it provides every shared module), and only the contact sheet uses it.
    const shell = (await (await page.request.get('/mf-manifest.json')).json()) as {
      shared: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const contactShared = shell.shared.find((shared) => shared.name === 'shared/contact')?.assets.js.sync ?? [];
    expect(contactShared.length).toBeGreaterThan(0);
    await expect.poll(() => contactShared.every((file) => requested().includes(`/${file}`)), { timeout: 30_000 }).toBe(true);
    // Fetched, not run: nothing was rendered and no dialog is open, and a page nobody touched
    // ran none of the preview's code (its style sheets would be applied).
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(detailStyles(page)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("the code fetched ahead leaves out the remotes' own copies of shared modules' lazy chunks, which never run", async ({ page }) => {
    const requested = watchRequestedPaths(page);
    await openGrid(page);
    const remotes = ['mfe-detail', 'mfe-listings', 'mfe-contact', 'mfe-map'];
    const manifests = await Promise.all(remotes.map(async (remote) => ({ remote, manifest: await remoteManifest(page, remote) })));
    const fallbacks = manifests.flatMap(({ remote, manifest }) => manifest.sharedFallbackChunks.map((chunk) => `/remotes/${remote}/${chunk.file}`));
    expect(fallbacks.length).toBeGreaterThanOrEqual(remotes.length);
    // The map is fetched last: once its own lazy chunks are in, the fetch ahead is done.
    const map = manifests.find(({ remote }) => remote === 'mfe-map')?.manifest;
    const mapOwn = (map?.exposes.find((expose) => expose.name === 'MapPanel')?.assets.js.async ?? [])
      .map((file) => `/remotes/mfe-map/${file}`)
      .filter((url) => !fallbacks.includes(url));
    expect(mapOwn.length).toBeGreaterThan(0);
    await expect.poll(() => mapOwn.every((url) => requested().includes(url)), { timeout: 30_000 }).toBe(true);
    expect(requested().filter((url) => fallbacks.includes(url))).toEqual([]);
    // Opening the filter dialog and the map loads none of them either.
    await filterButton(page).click();
    await expect(filterDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(filterDialog(page)).toHaveCount(0);
    await mapOption(page).click();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    expect(requested().filter((url) => fallbacks.includes(url))).toEqual([]);
  });

  test('the code fetched ahead takes no second copy of a stylesheet: the same bytes are fetched once, under one URL', async ({ page }) => {
    const requested = watchRequestedPaths(page);
    await openGrid(page);
    // The map is fetched last: once its own lazy chunks are in, the fetch ahead is done.
    const map = await remoteManifest(page, 'mfe-map');
    const fallbacks = new Set(map.sharedFallbackChunks.map((chunk) => chunk.file));
    const mapOwn = (map.exposes.find((expose) => expose.name === 'MapPanel')?.assets.js.async ?? []).filter((file) => !fallbacks.has(file));
    expect(mapOwn.length).toBeGreaterThan(0);
    await expect.poll(() => mapOwn.every((file) => requested().includes(`/remotes/mfe-map/${file}`)), { timeout: 30_000 }).toBe(true);
    const styles = [...new Set(requested().filter((url) => url.endsWith('.css')))];
    expect(styles.length).toBeGreaterThan(1);
    const byContent = new Map<string, string[]>();
    for (const url of styles) {
      const text = await (await page.request.get(url)).text();
      byContent.set(text, [...(byContent.get(text) ?? []), url]);
    }
    expect([...byContent.values()].filter((urls) => urls.length > 1)).toEqual([]);
  });

  test("a tap on a card draws the preview's frame before the preview's code arrives", async ({ page, consoleErrors }) => {
    // Data Saver on, so nothing is fetched ahead; once the grid is up, every script is held back
    // until released (the dialog's, its overlay facade's and the detail remote's).
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }));
    await openGrid(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    const card = cards(page).nth(1);
    const title = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('heading').getByRole('link').tap();

    const frame = page.locator('[data-overlay-frame="dialog"]');
    await expect(frame).toBeVisible();
    // The frame is for the eye only: assistive technology meets the real dialog.
    await expect(frame).toHaveAttribute('aria-hidden', 'true');
    await expect(previewDialog(page)).toHaveCount(0);

    release();
    await expect(previewDialog(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(frame).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("scrolling the cards of a settled page runs the preview's code and fetches the records of the cards on screen; a tap then opens the preview from its frame, asking nothing more", async ({ page, consoleErrors }) => {
    const requested = watchRequestedPaths(page);
    await openGrid(page);
    await expect.poll(() => prefetchMarked(page), { timeout: 30_000 }).toBe(true);
    await expect(detailStyles(page)).toHaveCount(0);
    expect(requested().filter((url) => RECORD.test(url))).toEqual([]);

    const card = cards(page).nth(3);
    const id = (await card.getAttribute('data-listing-id'))!;
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(detailStyles(page)).not.toHaveCount(0, { timeout: 15_000 });
    await expect.poll(() => requested().filter((url) => RECORD.test(url)), { timeout: 15_000 }).toContain(recordPath(id));
    // Only cards on screen: the page's first and last of twenty are not.
    const farIds = await Promise.all([cards(page).first(), cards(page).last()].map((far) => far.getAttribute('data-listing-id')));
    expect(requested().filter((url) => farIds.some((far) => far !== null && url === recordPath(far)))).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const title = (await card.getByRole('heading').textContent())!.trim();
    const framesDrawn = await watchFrames(page);
    const before = requested().length;
    await card.getByRole('heading').getByRole('link').tap();
    await expect(previewDialog(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.locator('[data-overlay-frame]')).toHaveCount(0);
    expect(await framesDrawn()).toEqual(['dialog']);
    // Neither code nor the record was asked for on the tap (the photos are). The map's and the
    // contact sheet's code, run ahead once the page is quiet, may be on its way meanwhile: it is
    // no part of the preview, and a slow machine can let that quiet spell end near the tap.
    const runAheadElsewhere = /^\/remotes\/(mfe-map|mfe-contact)\//;
    expect(requested().slice(before).filter((url) => !/\.(webp|avif|jpe?g|png)$/.test(url) && !runAheadElsewhere.test(url))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("a key or a tap right after a scroll holds the preview's code back until a later scroll comes to rest", async ({ page, consoleErrors }) => {
    await openGrid(page);
    await expect.poll(() => prefetchMarked(page), { timeout: 30_000 }).toBe(true);
    // The code fetched ahead is in, and the page has settled again after it (a scroll made
    // before that would count once it has: the test above).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_500);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          addEventListener('scroll', () => resolve(), { once: true });
          window.scrollBy({ top: 600, behavior: 'instant' });
        }),
    );
    // The visitor acts at once (a key here: a tap would open what it lands on).
    await page.keyboard.press('Shift');
    await page.waitForTimeout(1_000);
    await expect(detailStyles(page)).toHaveCount(0);
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect(detailStyles(page)).not.toHaveCount(0, { timeout: 15_000 });
    expect(consoleErrors).toEqual([]);
  });

  test("a scroll of the cards before the page has settled (even before the app has started) runs the preview's code once it has", async ({ page, consoleErrors }) => {
    await page.goto('/pronat?page=1');
    await expect(cards(page).first()).toBeVisible();
    const settledBefore = await page.evaluate((mark) => {
      window.scrollBy(0, 600);
      return performance.getEntriesByName(mark).length > 0;
    }, 'prefetch-next-code');
    expect(settledBefore).toBe(false);
    await expect(detailStyles(page)).not.toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("a page looked at without acting runs the map's code once it is fetched; the first taps on 'Harta' and 'Filtrat' then load no code", async ({ page, consoleErrors }) => {
    const requested = watchRequestedPaths(page);
    await openGrid(page);
    await expect(mapStyles(page)).not.toHaveCount(0, { timeout: 30_000 });
    // Run, not shown (the map drawn ahead is out of sight: the next test).
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(mapRegion(page)).toHaveCount(0);

    const scriptsSince = (before: number) => requested().slice(before).filter((url) => url.endsWith('.js'));
    let before = requested().length;
    await mapOption(page).tap();
    await expect(page.getByLabel('Harta e pronave').locator('.leaflet-container')).toBeVisible();
    expect(scriptsSince(before)).toEqual([]);
    await viewOption(page, 'Pronat').tap();
    await expect(cards(page).first()).toBeVisible();

    before = requested().length;
    await filterButton(page).tap();
    await expect(filterDialog(page)).toBeVisible();
    expect(scriptsSince(before)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("a page looked at without acting draws the map once, out of sight and fetching no tile, then removes it; a first tap on 'Harta' then shows the map", async ({ page, consoleErrors }) => {
    const tiles = watchTiles(page);
    await openGrid(page);
    const rehearsal = page.locator('[data-map-rehearsal]');
    // Drawn as at a tap: Leaflet's map with the listings' markers, its tiles blank.
    await expect(rehearsal.locator('path[data-listing-id], .leaflet-marker-icon').first()).toBeAttached({ timeout: 30_000 });
    await expect(rehearsal.locator('.leaflet-tile').first()).toBeAttached();
    // Out of sight, out of reach of the keyboard and of assistive technology.
    await expect(rehearsal).toBeHidden();
    await expect(rehearsal).toHaveAttribute('inert');
    await expect(mapRegion(page)).toHaveCount(0);
    await expect(cards(page).first()).toBeVisible();
    await expect(viewOption(page, 'Pronat')).toHaveAttribute('aria-current', 'true');
    // Removed in the next quiet moment, drawn no more.
    await expect(rehearsal).toHaveCount(0, { timeout: 15_000 });
    await page.waitForTimeout(3_000);
    await expect(rehearsal).toHaveCount(0);
    expect(tiles).toEqual([]);

    await mapOption(page).tap();
    await expect(mapRegion(page).locator('.leaflet-container')).toBeVisible();
    await expect(mapRegion(page).locator('path[data-listing-id], .leaflet-marker-icon').first()).toBeVisible();
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });

  test("a tap on 'Harta' while the map is drawn out of sight shows that map, not a second one: in view, reachable, its tiles fetched", async ({ page, consoleErrors }) => {
    const tiles = watchTiles(page);
    await openGrid(page);
    // The visitor looks at the grid without acting; the map is drawn out of sight, and they tap 'Harta' then.
    const drawnAhead = page.locator('[data-map-rehearsal] .leaflet-container');
    await expect(drawnAhead).toBeAttached({ timeout: 30_000 });
    const mapAhead = await drawnAhead.elementHandle();
    const framesDrawn = await watchFrames(page);
    await mapOption(page).tap();

    const map = mapRegion(page);
    await expect(map.locator('path[data-listing-id], .leaflet-marker-icon').first()).toBeVisible();
    await expect(page).toHaveURL(/[?&]view=harta(&|$)/);
    await expect(viewOption(page, 'Harta')).toHaveAttribute('aria-current', 'true');
    // The very map drawn ahead, where the map's place is, no longer hidden from anyone.
    expect(await map.locator('.leaflet-container').evaluate((container, ahead) => container === ahead, mapAhead)).toBe(true);
    await expect(page.locator('[data-map-rehearsal]')).toHaveCount(0);
    await expect(page.locator('[data-map-place]')).not.toHaveAttribute('inert');
    await expect(page.locator('[data-map-place]')).not.toHaveAttribute('aria-hidden');
    // The tap answered with the map itself: no frame stood in for it.
    expect(await framesDrawn()).toEqual([]);
    // Its layer's own tiles now, fetched as for any map shown.
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    await expect(map.locator('img.leaflet-tile').first()).toHaveAttribute('src', /tile\.openstreetmap\.org/);
    await expect(map.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
    // Reachable by the keyboard: its zoom control takes the focus.
    const zoomIn = map.getByRole('button', { name: 'Zmadho' });
    await zoomIn.focus();
    await expect(zoomIn).toBeFocused();
    // It stays: the quiet moment that removes a map drawn ahead leaves the map shown alone.
    await page.waitForTimeout(3_000);
    await expect(map.locator('.leaflet-container')).toBeVisible();
    expect(await map.locator('.leaflet-container').evaluate((container, ahead) => container === ahead, mapAhead)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('a page opened in map mode, its map drawn for real, draws no map ahead', async ({ page, consoleErrors }) => {
    await openMapView(page);
    // The code of what comes next is fetched and run ahead in the quiet moments a rehearsal would take.
    await expect.poll(() => prefetchMarked(page), { timeout: 30_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3_000);
    await expect(page.locator('[data-map-rehearsal]')).toHaveCount(0);
    await expect(mapRegion(page)).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test('a visitor who keeps acting holds the code run ahead back; it runs once they pause', async ({ page, consoleErrors }) => {
    await page.goto('/pronat?page=1');
    await expect(cards(page).first()).toBeVisible();
    // A key every 400 ms from the start until 3 s after the code of what comes next was fetched.
    let quietUntil = Infinity;
    while (Date.now() < quietUntil) {
      await page.keyboard.press('Shift');
      await page.waitForTimeout(400);
      if (quietUntil === Infinity && (await prefetchMarked(page))) {
        await page.waitForLoadState('networkidle');
        quietUntil = Date.now() + 3_000;
      }
    }
    await expect(mapStyles(page)).toHaveCount(0);
    await expect(mapStyles(page)).not.toHaveCount(0, { timeout: 15_000 });
    expect(consoleErrors).toEqual([]);
  });

  test("'Filtrat' opens the dialog the page holds, first tap and second: no frame stands in for it, no code is fetched", async ({ page, consoleErrors }) => {
    const requested = watchRequestedPaths(page);
    await openGrid(page);
    // What comes next is fetched ahead once the page is quiet (the preview's, the map's and the
    // sheet's code); none of it is the dialog's, and it is in before the taps are counted.
    for (const expose of ['mfe-detail/__federation_expose_DetailPreview', 'mfe-contact/__federation_expose_ContactSheet', 'mfe-map/__federation_expose_MapPanel']) {
      await expect.poll(() => requested().some((url) => url.includes(expose)), { timeout: 30_000 }).toBe(true);
    }
    await page.waitForLoadState('networkidle');
    const button = filterButton(page);
    const framesDrawn = await watchFrames(page);
    const before = requested().length;
    for (let tap = 0; tap < 2; tap += 1) {
      await button.tap();
      await expect(filterDialog(page).getByRole('button', { name: 'Shto' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(filterDialog(page)).toHaveCount(0);
    }
    expect(await framesDrawn()).toEqual([]);
    expect(requested().slice(before).filter((url) => url.endsWith('.js') || url.endsWith('.css'))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("a first tap on 'Harta' paints one frame in the map's place, kept until the map's code has run, then the map", async ({ page, consoleErrors }) => {
    await openGrid(page);
    const framesDrawn = await watchFrames(page);
    await mapOption(page).tap();
    await expect(page.getByLabel('Harta e pronave')).toBeVisible();
    await expect(page.locator('[data-overlay-frame]')).toHaveCount(0);
    // Not a second frame from the map slot's Suspense fallback.
    expect(await framesDrawn()).toEqual(['panel']);
    expect(consoleErrors).toEqual([]);
  });

  test("a second tap on 'Harta', the map's code in hand, paints the map's frame in the tap's own render, then the map", async ({ page, consoleErrors }) => {
    await openGrid(page);
    const map = page.getByLabel('Harta e pronave');
    await mapOption(page).tap();
    await expect(map).toBeVisible();
    await viewOption(page, 'Pronat').tap();
    await expect(map).toHaveCount(0);
    await expect(cards(page).first()).toBeVisible();

    const framesDrawn = await watchFrames(page);
    await mapOption(page).tap();
    await expect(map).toBeVisible();
    await expect(mapOption(page)).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('[data-overlay-frame]')).toHaveCount(0);
    expect(await framesDrawn()).toEqual(['panel']);
    expect(consoleErrors).toEqual([]);
  });

  test("the phone's menu runs the contact sheet's code: before its 'Kontakti' is tapped, which then opens the sheet", async ({ page, consoleErrors }) => {
    await openGrid(page);
    await page.getByRole('button', { name: 'Hap menunë' }).tap();
    const menu = page.getByRole('navigation', { name: 'Menuja kryesore' }).last();
    await expect(menu).toBeVisible();
    await expect(contactSheetStyles(page)).not.toHaveCount(0, { timeout: 15_000 });

    await menu.getByRole('link', { name: 'Kontakti' }).tap();
    await expect(page.getByRole('dialog', { name: 'Na dërgoni një mesazh' })).toBeVisible();
    await expect(page.locator('[data-overlay-frame]')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test('on a desktop, a pointer over the top bar\'s \'Kontakti\' runs the sheet\'s code before the click', async ({ page, consoleErrors }) => {
  await openGrid(page);
  const contact = page.getByRole('navigation', { name: 'Menuja kryesore' }).getByRole('link', { name: 'Kontakti' });
  await contact.hover();
  await expect(contactSheetStyles(page)).not.toHaveCount(0, { timeout: 15_000 });
  await contact.click();
  await expect(page.getByRole('dialog', { name: 'Na dërgoni një mesazh' })).toBeVisible();
  await expect(page.locator('[data-overlay-frame]')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
