import { test, expect } from './fixtures';
import { hydrated } from './hydrated';
import { MAP_READY } from './screens';
import { activeListings } from './sample-listings';
import type { Response } from '@playwright/test';

test.describe('the composed site', () => {
  test('the listings route renders real cards from the listings remote', async ({ page, consoleErrors }) => {
    await page.goto('/pronat?page=1');
    const cards = page.getByTestId('listings-grid').getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBe(20);
    await expect(cards.first()).toContainText(/€|Me Marrëveshje/);
    expect(consoleErrors).toEqual([]);
  });

  test('the empty path shows the listings area too', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('listings-grid').getByRole('article').first()).toBeVisible();
  });

  test('the detail route renders the detail remote with title, price and details', async ({ page, request }) => {
    const listing = (await activeListings(request)).find((item) => !item.id.includes('-') && typeof item.price === 'number');
    if (!listing) throw new Error('the sample data has no active numeric listing');
    await page.goto(`/pronat/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect(page.getByText(/€/).first()).toBeVisible();
    await expect(page.getByText('Sipërfaqe').first()).toBeVisible();
  });

  test('map mode shows the Leaflet map from the map remote', async ({ page }) => {
    await page.goto('/pronat?page=1&view=harta');
    const map = page.getByRole('region', { name: 'Harta e pronave' });
    await expect(map.locator('.leaflet-container')).toBeVisible(MAP_READY);
    // Listings show as markers (SVG paths) or, at the first zoom, as clusters of them.
    await expect(map.locator('path.leaflet-interactive, .leaflet-marker-icon').first()).toBeAttached();
  });

  test('scripts that run nearly all their code when they load ask Chromium to compile them as they stream in', async ({ page, request }) => {
    const scripts: Array<{ path: string; body: Promise<string> }> = [];
    const collect = (response: Response): void => {
      if (response.request().resourceType() !== 'script') return;
      const body = response.text();
      // A script that arrives as the test ends (a later chunk) is never read: keep its rejection quiet.
      body.catch(() => undefined);
      scripts.push({ path: new URL(response.url()).pathname, body });
    };
    page.on('response', collect);
    await page.goto('/pronat?page=1&view=harta');
    await expect(page.getByRole('region', { name: 'Harta e pronave' }).locator('.leaflet-container')).toBeVisible(MAP_READY);
    // Judge the scripts the map needed; what loads after (idle prefetches) is not part of the start.
    page.off('response', collect);
    // The rule the build preset follows, stated here on its own: entries, chunks of these
    // libraries, and the chunks of the map's module, which the shell runs ahead of a tap on 'Harta'.
    const HINT = '//# allFunctionsCalledOnLoad\n';
    const mapManifest = (await (await request.get('/remotes/mfe-map/mf-manifest.json')).json()) as { exposes: { name: string; assets: { js: { sync: string[] } } }[] };
    const mapModule = new Set((mapManifest.exposes.find((expose) => expose.name === 'MapPanel')?.assets.js.sync ?? []).map((file) => `/remotes/mfe-map/${file}`));
    expect(mapModule.size).toBeGreaterThan(0);
    const STARTUP_LIBRARY = /node_modules\/(react-dom|@mantine\/core|react-router)\//;
    const seen = await Promise.all(
      scripts.map(async ({ path, body }) => {
        const map = await request.get(`${path}.map`);
        // Rspack writes no map for a chunk of re-exports alone (a few hundred bytes, no library code).
        const mapped = (map.headers()['content-type'] ?? '').includes('application/json');
        if (!mapped) expect((await body).length, `${path} has no source map`).toBeLessThan(2_000);
        const { sources } = mapped ? ((await map.json()) as { sources: string[] }) : { sources: [] };
        const entry = /^\/main\.[0-9a-f]+\.js$/.test(path) || path.endsWith('/remoteEntry.js');
        return { path, entry, startupLibrary: sources.some((source) => STARTUP_LIBRARY.test(source)), ranAhead: mapModule.has(path), hinted: (await body).startsWith(HINT) };
      }),
    );
    // The shell's main and the listings and map remotes' entries.
    expect(seen.filter(({ entry }) => entry).map(({ path }) => path.replace(/\.[0-9a-f]+\.js$/, '.js')).sort()).toEqual([
      '/main.js',
      '/remotes/mfe-listings/remoteEntry.js',
      '/remotes/mfe-map/remoteEntry.js',
    ]);
    expect(seen.filter(({ startupLibrary }) => startupLibrary).length).toBeGreaterThanOrEqual(3);
    expect(seen.filter(({ ranAhead }) => ranAhead).length).toBe(mapModule.size);
    expect(seen.filter(({ entry, startupLibrary, ranAhead }) => !entry && !startupLibrary && !ranAhead).length).toBeGreaterThan(3);
    for (const { path, entry, startupLibrary, ranAhead, hinted } of seen) expect(hinted, path).toBe(entry || startupLibrary || ranAhead);
  });

  test('the contact sheet opens from the top bar and has the form', async ({ page }) => {
    await page.goto('/home');
    // The sheet is the app's: before it runs, 'Kontakti' leads to the form's own page.
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Menuja kryesore' }).getByRole('link', { name: 'Kontakti' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
  });

  test('home, contact page and 404 are the shell’s own pages', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('link', { name: 'Shiko Pronat' })).toHaveAttribute('href', '/pronat?page=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sq');
    // The six questions open to their answers (the browser's own disclosure widget).
    const questions = page.locator('main details');
    await expect(questions).toHaveCount(6);
    await expect(questions.first().locator('p')).toBeHidden();
    await questions.first().locator('summary').click();
    await expect(questions.first().locator('p')).toBeVisible();
    await expect(questions.nth(1).locator('p')).toBeHidden();

    await page.goto('/kontakti');
    await expect(page).toHaveTitle(/^Kontakti - /);

    const response = await page.goto('/nuk-ekziston');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Faqja nuk u gjet' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('the whole page runs on one React', async ({ page }) => {
    // React DOM registers itself with the devtools hook once per copy on the page.
    await page.addInitScript(() => {
      const renderers = new Map<number, unknown>();
      let nextId = 1;
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        configurable: true,
        value: {
          renderers,
          supportsFiber: true,
          inject(renderer: unknown) {
            renderers.set(nextId, renderer);
            return nextId++;
          },
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          checkDCE() {},
        },
      });
    });
    await page.goto('/pronat?page=1&view=harta');
    await expect(page.getByTestId('listings-grid').getByRole('article').first()).toBeVisible();
    await expect(page.locator('.leaflet-container')).toBeVisible(MAP_READY);
    const count = await page.evaluate(
      () => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    );
    expect(count).toBe(1);
  });

  test('a filter set in the listings remote reaches the map remote over the bus', async ({ page }) => {
    await page.goto('/pronat?page=1&view=harta');
    const map = page.getByRole('region', { name: 'Harta e pronave' });
    await expect(map).toHaveAttribute('data-marker-count', /^[1-9]\d*$/);
    const before = Number(await map.getAttribute('data-marker-count'));
    await page.getByRole('combobox', { name: 'Qyteti' }).click();
    await page.getByRole('option', { name: 'Prizren' }).click();
    await expect(map).not.toHaveAttribute('data-marker-count', String(before));
    const after = Number(await map.getAttribute('data-marker-count'));
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
  });

  test('with the map remote blocked, the rest of the site keeps working', async ({ page }) => {
    await page.route('**/remotes/mfe-map/**', (route) => route.abort());
    await page.goto('/pronat?page=1&view=harta');
    await expect(page.getByText('Kjo pjesë e faqes nuk u ngarkua')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Provo përsëri' })).toBeVisible();
    await expect(page.getByTestId('listings-grid').getByRole('article').first()).toBeVisible();
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('link', { name: 'Shiko Pronat' })).toBeVisible();
  });
});
