import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { MAP_READY } from './screens';
import { hydrated } from './hydrated';
import { newestListings } from './sample-listings';
import { layoutShift, watchLayoutShift } from './layout-shift';

/** A 1×1 PNG: a tile that loads. */
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * Opens each path, waits for the app to hydrate it, and expects the list an init script keeps
 * in `window[listName]` to be empty.
 */
async function expectNoneOnEachPath(page: Page, paths: readonly string[], listName: string): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await hydrated(page);
    expect(await page.evaluate((name) => (window as unknown as Record<string, string[]>)[name], listName), path).toEqual([]);
  }
}

test.describe('the start of a server-rendered page', () => {
  test('the app takes the page over with no duplicated text and no layout shift', async ({ page, consoleErrors }) => {
    await watchLayoutShift(page);
    const newest = await newestListings(page.request);
    await page.goto('/pronat?page=1');
    await expect(page.getByTestId('listings-grid').getByRole('article')).toHaveCount(20);
    // One copy of each card title and of the count, visible to everyone.
    await expect(page.getByText(newest[0]!.title, { exact: true })).toHaveCount(1);
    await expect(page.getByText(`${newest.length} prona`, { exact: true })).toHaveCount(1);
    const shift = await layoutShift(page);
    expect(shift).toBeLessThanOrEqual(0.02);
    expect(consoleErrors).toEqual([]);
  });

  test('the app renders its first route with the remote modules in hand: no slot shows a loader on the way', async ({ page }) => {
    // A slot that suspended would commit its loader over the server's markup, and React would
    // then hold the remote's content back by its fallback throttle.
    await page.addInitScript((label) => {
      const state = window as unknown as { __slotLoaders: number };
      state.__slotLoaders = 0;
      new MutationObserver(() => {
        if (document.querySelector(`#root [aria-label="${label}"]`)) state.__slotLoaders++;
      }).observe(document, { childList: true, subtree: true });
    }, 'Duke u ngarkuar…');
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }));
    await page.goto('/pronat?view=harta&page=1');
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible(MAP_READY);
    await expect(page.getByTestId('listings-grid').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filtrat' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __slotLoaders: number }).__slotLoaders)).toBe(0);
  });

  test('a visitor who scrolled the page before the app started stays where they are', async ({ page }) => {
    // Hold the app's script until the visitor has scrolled down the server's page.
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
    expect(await page.evaluate(() => window.scrollY)).toBe(900);

    // A route change still starts at the top.
    await page.getByRole('navigation', { name: 'Menuja kryesore' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
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
    // The server-rendered grid's first card photo.
    const mainImage = await page.locator('img[fetchpriority="high"]').first().getAttribute('src');
    expect(mainImage).toBeTruthy();
    // The page as sent names no script file: the inline app-start script adds them.
    expect(await (await page.request.get('/pronat?page=1')).text()).not.toMatch(/<script[^>]* src=/);
    await expect(page.getByTestId('listings-grid').getByRole('article').first()).toBeVisible();
    // The server's card is visible before any script runs: wait for the shell's entry to be asked for.
    const isEntry = (event: string) => /^request \/main\.[0-9a-f]+\.js$/.test(event);
    await expect.poll(() => events.some(isEntry), { message: 'the shell\'s entry is requested' }).toBe(true);
    const imageLoaded = events.indexOf(`image ${mainImage}`);
    const firstAppRequest = events.findIndex((event) => event.startsWith('request'));
    expect(imageLoaded, events.join('\n')).toBeGreaterThanOrEqual(0);
    expect(firstAppRequest, events.join('\n')).toBeGreaterThan(imageLoaded);
    expect(events.slice(firstAppRequest).some(isEntry)).toBe(true);
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
  test('makes no Intl collator: the first one loads ICU\'s collation data, 30-45 ms of main thread on the phone', async ({ page }) => {
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { __intlMade: string[] }).__intlMade = made;
      // Numbers are formatted with Intl from the start (shared/src/format/number.ts): the early
      // taps could not tell that from a hand-written formatter. A collator (the id select's sort)
      // waits until the select is touched.
      for (const name of ['Collator'] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        const Watched = function (this: unknown, ...args: unknown[]) {
          made.push(`${name}: ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`);
          return new Original(...args);
        };
        Watched.prototype = Original.prototype;
        Object.defineProperty(Intl, name, { value: Watched, configurable: true, writable: true });
      }
    });
    const listing = (await newestListings(page.request))[0];
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
