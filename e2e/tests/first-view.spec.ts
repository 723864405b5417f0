import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { hydrated } from './hydrated';
import { layoutShift, watchLayoutShift } from './layout-shift';

/** A 1×1 PNG: a tile that loads. */
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

interface SampleListing {
  id: string;
  title: string;
  active: boolean;
  createdAt: string;
}

async function newestListings(page: Page): Promise<SampleListing[]> {
  const response = await page.request.get('/assets/data/listings.json');
  const { listings } = (await response.json()) as { listings: SampleListing[] };
  return listings.filter((listing) => listing.active).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/**
 * Opens each path, waits for the app to take over, and expects the list an init script keeps
 * in `window[listName]` to be empty.
 */
async function expectNoneOnEachPath(page: Page, paths: readonly string[], listName: string): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('#first-view')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByRole('main')).toBeVisible();
    expect(await page.evaluate((name) => (window as unknown as Record<string, string[]>)[name], listName), path).toEqual([]);
  }
}


/** The route that still has the hand-written first view: the grid beside the map. */
const MAP_MODE = '/pronat?view=harta&page=1';

test.describe('the server-rendered first view', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    // The grid alone (/pronat?page=1) and the detail page are their remotes' own markup: server-render.spec.ts.
    test('/pronat in map mode shows the first page of cards, newest first, with real links', async ({ page }) => {
      const newest = await newestListings(page);
      await page.goto(MAP_MODE);
      const firstView = page.locator('#first-view');
      await expect(firstView.getByRole('heading', { level: 1, name: 'Pronat' })).toBeVisible();
      await expect(firstView.getByText(`${newest.length} prona`, { exact: true })).toBeVisible();
      const cards = firstView.getByRole('listitem').getByRole('link');
      await expect(cards).toHaveCount(20);
      await expect(cards.first()).toContainText(newest[0]!.title);
      await expect(cards.first()).toHaveAttribute('href', `/pronat/${newest[0]!.id}`);
      await expect(cards.nth(19)).toContainText(newest[19]!.title);

      const images = firstView.locator('.fv-card img');
      await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
      await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
      expect(await images.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

      await firstView.getByRole('link', { name: '2', exact: true }).click();
      await expect(page).toHaveURL(/\/pronat\?view=harta&page=2$/);
      await expect(page.locator('#first-view').getByRole('listitem').getByRole('link').first()).toContainText(newest[20]!.title);
    });
  });

  test('the app takes over with no duplicated text and no layout shift', async ({ page, consoleErrors }) => {
    await watchLayoutShift(page);
    const newest = await newestListings(page);
    await page.goto('/pronat?page=1');
    await expect(page.getByTestId('listings-grid').getByRole('article')).toHaveCount(20);
    await expect(page.locator('#first-view')).toHaveCount(0);
    await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
    // One copy of each card title and of the count, visible to everyone.
    await expect(page.getByText(newest[0]!.title, { exact: true })).toHaveCount(1);
    await expect(page.getByText(`${newest.length} prona`, { exact: true })).toHaveCount(1);
    const shift = await layoutShift(page);
    expect(shift).toBeLessThanOrEqual(0.02);
    expect(consoleErrors).toEqual([]);
  });

  test('the app renders its first route with the remote modules in hand: no slot shows a loader on the way', async ({ page }) => {
    // A slot that suspended would commit its loader, and React would then hold the remote's
    // content back by its fallback throttle before the first view could give way.
    await page.addInitScript((label) => {
      const state = window as unknown as { __slotLoaders: number };
      state.__slotLoaders = 0;
      new MutationObserver(() => {
        if (document.querySelector(`#root [aria-label="${label}"]`)) state.__slotLoaders++;
      }).observe(document, { childList: true, subtree: true });
    }, 'Duke u ngarkuar…');
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }));
    await page.goto('/pronat?view=harta&page=1');
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(page.getByTestId('listings-grid').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filtrat' })).toBeVisible();
    await expect(page.locator('#first-view')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __slotLoaders: number }).__slotLoaders)).toBe(0);
  });

  test('in map mode the privacy notice is where the map panel draws it, so the app repaints nothing larger', async ({ browser }) => {
    // Two fresh pages, each until the map has taken over: near the default 30 s on a 2-core machine.
    test.slow();
    const notice = 'Harta tregon vendndodhjen e përafërt (~500m) për të mbrojtur privatësinë.';
    const box = (page: Page) =>
      page
        .getByText(notice)
        .first()
        .evaluate((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
        });
    for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 800 }]) {
      const staticPage = await browser.newPage({ viewport, javaScriptEnabled: false });
      await staticPage.goto(new URL('/pronat?view=harta&page=1', test.info().project.use.baseURL).href);
      const firstView = await box(staticPage);
      await staticPage.close();
      const page = await browser.newPage({ viewport });
      await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
      await page.goto(new URL('/pronat?view=harta&page=1', test.info().project.use.baseURL).href);
      await expect(page.getByRole('region', { name: 'Harta e pronave' })).toBeVisible();
      await expect(page.locator('#first-view')).toHaveCount(0);
      expect(await box(page), `at ${viewport.width} px`).toEqual(firstView);
      await page.close();
    }
  });

  test('in map mode the first view draws the map\'s middle tiles where the map then shows the same ground, at its opening zoom', async ({ browser }) => {
    const tileBox = (page: Page, locator: string) =>
      page.locator(locator).first().evaluate((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
      });
    /** A tile URL's zoom, column and row (the street layer's …/{z}/{x}/{y}.png). */
    const tileOf = (url: string) => {
      const [, z, x, y] = /\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(url) ?? [];
      return { z: Number(z), x: Number(x), y: Number(y) };
    };
    // A phone's map box opens at the minimum zoom or a quarter above it (Leaflet then draws the
    // same tiles, scaled); a desktop's at 8.5 or more, where Leaflet draws the next zoom's tiles.
    for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 800 }]) {
      const staticPage = await browser.newPage({ viewport, javaScriptEnabled: false });
      await staticPage.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
      await staticPage.goto(new URL('/pronat?view=harta&page=1', test.info().project.use.baseURL).href);
      const central = staticPage.locator('#first-view .fv-map-tiles img[fetchpriority="high"]');
      await expect(central).toHaveCount(1);
      const url = (await central.getAttribute('src'))!;
      expect(await staticPage.locator('#first-view .fv-map-tiles img').count()).toBe(9);
      const firstView = await tileBox(staticPage, '#first-view .fv-map-tiles img[fetchpriority="high"]');
      await staticPage.close();

      const page = await browser.newPage({ viewport });
      await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }));
      await page.goto(new URL('/pronat?view=harta&page=1', test.info().project.use.baseURL).href);
      await expect(page.locator('#first-view')).toHaveCount(0);
      // The map's tile whose top-left corner is the first view's central tile's: the same tile
      // at the same zoom, or its top-left quarter one zoom up.
      const { z, x, y } = tileOf(url);
      const leafletTiles = page.locator('.leaflet-tile-pane img.leaflet-tile');
      await expect(leafletTiles.first()).toBeAttached();
      const mapZoom = tileOf((await leafletTiles.first().getAttribute('src'))!).z;
      const factor = 2 ** (mapZoom - z);
      const corner = `.leaflet-tile-pane img[src$="/${mapZoom}/${x * factor}/${y * factor}.png"]`;
      await expect(page.locator(corner)).toHaveCount(1);
      const mapped = await tileBox(page, corner);
      if (viewport.width > 1000) expect(mapZoom, 'a desktop map opens above the minimum zoom').toBe(z + 1);
      // Leaflet rounds the map's pixel origin, and the app's map box may differ from the first
      // view's by a pixel or two: the tile may move that much, not more.
      expect(Math.abs(mapped.x - firstView.x), `x at ${viewport.width} px`).toBeLessThanOrEqual(3);
      expect(Math.abs(mapped.y - firstView.y), `y at ${viewport.width} px`).toBeLessThanOrEqual(3);
      expect(Math.abs(mapped.width * factor - firstView.width), `scale at ${viewport.width} px`).toBeLessThanOrEqual(2);
      await page.close();
    }
  });

  test('a visitor who scrolled the first view stays where they are when the app takes over', async ({ page }) => {
    // Hold the app's script until the visitor has scrolled down the first view.
    let release = () => {};
    const scrolled = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await scrolled;
      await route.continue();
    });
    // The held script keeps the load event from firing.
    await page.goto('/pronat?page=1', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => window.scrollTo({ top: 900 }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    release();
    await expect(page.getByTestId('listings-grid').getByRole('article')).toHaveCount(20);
    await expect(page.locator('#first-view')).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(900);

    // A route change still starts at the top.
    await page.getByRole('navigation', { name: 'Menuja kryesore' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('while the first view shows, the app is hidden from assistive technology', async ({ page }) => {
    // Hold the listings data back, so the first view stays up while the app renders under it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/data/listings-index/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(MAP_MODE);
    await expect(page.locator('#root header')).toHaveCount(1);
    await expect(page.locator('#root')).toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator('#first-view')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menuja kryesore' })).toHaveCount(1);
    release();
    await expect(page.getByTestId('listings-grid').getByRole('article').first()).toBeVisible();
    await expect(page.locator('#first-view')).toHaveCount(0);
  });

  test('the page carries the remotes map and preload hints the app uses', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    const remotesMapRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/remotes.json') remotesMapRequests.push(request.url());
    });
    await page.goto('/pronat?page=1');
    const inline = JSON.parse((await page.locator('script#remotes-map').textContent()) ?? '{}') as Record<string, string>;
    expect(inline['mfe-listings']).toBe('/remotes/mfe-listings/mf-manifest.json');
    await expect(page.getByTestId('listings-grid').getByRole('article').first()).toBeVisible();
    // The grid is the server's markup: wait for the app itself (its layout's first effect).
    await hydrated(page);
    const hints = await page.locator('link[rel="preload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hints).toContain('/remotes/mfe-listings/remoteEntry.js');
    expect(hints.some((href) => href?.startsWith('/assets/data/listings-index/'))).toBe(true);
    expect(remotesMapRequests).toEqual([]);
    // Unused preloads are reported a few seconds after load; by then the grid is long there.
    await page.waitForFunction(() => performance.now() > 4000);
    expect(warnings).toEqual([]);
  });

  test('the app\'s scripts and preloads are requested only once the page\'s main image has loaded', async ({ page }) => {
    const events: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      // The stylesheets the server-rendered markup wears are part of the page, linked in its head.
      if (request.resourceType() === 'stylesheet') return;
      if (request.resourceType() === 'script' || path.includes('/remotes/') || path.includes('listings-index')) events.push(`request ${path}`);
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image') events.push(`image ${new URL(request.url()).pathname}`);
    });
    await page.goto('/pronat?page=1');
    // The server-rendered grid's first card photo (the app's own markup, not a first view).
    const mainImage = await page.locator('img[fetchpriority="high"]').first().getAttribute('src');
    expect(mainImage).toBeTruthy();
    // The page as sent names no script file: the inline app-start script adds them.
    expect(await (await page.request.get('/pronat?page=1')).text()).not.toMatch(/<script[^>]* src=/);
    await expect(page.getByTestId('listings-grid').getByRole('article').first()).toBeVisible();
    const imageLoaded = events.indexOf(`image ${mainImage}`);
    const firstAppRequest = events.findIndex((event) => event.startsWith('request'));
    expect(imageLoaded, events.join('\n')).toBeGreaterThanOrEqual(0);
    expect(firstAppRequest, events.join('\n')).toBeGreaterThan(imageLoaded);
    expect(events.slice(firstAppRequest).some((event) => /^request \/main\.[0-9a-f]+\.js$/.test(event))).toBe(true);
  });
});

test.describe('the app\'s start', () => {
  test('fetches the shared modules it evaluates together, not one round trip after another', async ({ page }) => {
    const manifest = (await (await page.request.get('/mf-manifest.json')).json()) as {
      shared: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const chunksOf = (name: string) => manifest.shared.find((shared) => shared.name === name)?.assets.js.sync ?? [];
    const reactDomClient = chunksOf('react-dom/client');
    const later = ['shared/router', 'shared/bus'].flatMap(chunksOf);
    expect(reactDomClient.length).toBeGreaterThan(0);
    expect(later.length).toBeGreaterThan(0);
    // React DOM's client is the start's first import, and it is held back until a chunk of a
    // later step has been asked for: one after another, they never would be.
    let laterRequested!: () => void;
    const laterAsked = new Promise<void>((resolve) => (laterRequested = resolve));
    page.on('request', (request) => {
      if (later.some((file) => request.url().endsWith(`/${file}`))) laterRequested();
    });
    // What released React DOM: a later step's request, or (if the start waited for it) the timeout.
    let releasedBy: 'later request' | 'timeout' | undefined;
    await page.route(
      (url) => reactDomClient.some((file) => url.pathname === `/${file}`),
      async (route) => {
        releasedBy = await Promise.race([
          laterAsked.then(() => 'later request' as const),
          new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 8_000)),
        ]);
        await route.continue();
      },
    );
    await page.goto('/pronat?page=1');
    await expect.poll(() => releasedBy, { timeout: 30_000 }).toBeDefined();
    expect(releasedBy, 'the start waited for React DOM before asking for the rest').toBe('later request');
  });
});

test.describe('the app\'s start, in the visitor\'s browser, pays no first-use costs it can avoid', () => {
  test('reads no web storage: a page\'s first storage read is a synchronous trip to the browser process', async ({ page }) => {
    await page.addInitScript(() => {
      const reads: string[] = [];
      (window as unknown as { __storageReads: string[] }).__storageReads = reads;
      for (const name of ['localStorage', 'sessionStorage'] as const) {
        const owner = Object.getOwnPropertyDescriptor(window, name) ? window : Window.prototype;
        const descriptor = Object.getOwnPropertyDescriptor(owner, name);
        if (!descriptor?.get) throw new Error(`No ${name} getter to watch`);
        const get = descriptor.get;
        Object.defineProperty(owner, name, {
          ...descriptor,
          get(this: Window) {
            reads.push(`${name}: ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`);
            return get.call(this);
          },
        });
      }
    });
    await expectNoneOnEachPath(page, ['/pronat?page=1', '/pronat?view=harta&page=1', '/home'], '__storageReads');
  });

  test('makes no Intl collator or formatter: a renderer\'s first one loads ICU data, 5-20 ms of main thread', async ({ page }) => {
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { __intlMade: string[] }).__intlMade = made;
      for (const name of ['Collator', 'NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat', 'ListFormat', 'Segmenter'] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        const Watched = function (this: unknown, ...args: unknown[]) {
          made.push(`${name}: ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`);
          return new Original(...args);
        };
        Watched.prototype = Original.prototype;
        Object.defineProperty(Intl, name, { value: Watched, configurable: true, writable: true });
      }
    });
    const listing = (await newestListings(page))[0];
    if (!listing) throw new Error('The sample has no active listing');
    await expectNoneOnEachPath(page, ['/pronat?page=1', '/pronat?view=harta&page=1', '/home', `/pronat/${listing.id}`], '__intlMade');
  });

  test('adds no chunk to load while the entry script runs: its task is the federation runtime\'s start alone', async ({ page }) => {
    await page.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as { __addedByEntry: string[] }).__addedByEntry = added;
      const appendChild = Node.prototype.appendChild;
      Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
        const entry = document.currentScript;
        if (entry instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(entry.src) && node instanceof Element) {
          added.push(`${node.tagName} ${node.getAttribute('src') ?? node.getAttribute('href') ?? ''}`);
        }
        return appendChild.call(this, node) as T;
      };
    });
    await expectNoneOnEachPath(page, ['/pronat?page=1', '/pronat?view=harta&page=1'], '__addedByEntry');
  });
});
