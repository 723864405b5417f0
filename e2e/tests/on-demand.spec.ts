/**
 * Code that only an action shows (the filter dialog, the preview, the menu drawer and the
 * `shared/ui-overlays` facade they use) is fetched on that action or the intent before it,
 * not with the page, and works once it arrives. These run with Data Saver on: otherwise the
 * shell fetches that code ahead once the page has settled (next-code.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';
import { cards, filterDialog, imagePreview, openDetail, openGrid, phoneMenu, previewDialog } from './screens';
import { listingWithPhotos } from './sample-listings';

/** Code that exists only for overlays: the `shared/ui-overlays` facade and Mantine's modal, drawer, slider and textarea. */
const OVERLAY_CODE = /shared\/src\/ui\/overlays\.ts$|@mantine\/core\/esm\/components\/(Modal|ModalBase|Drawer|Slider|Textarea)\//;

/**
 * The shell's chunks that hold overlay code, by their source maps (the build writes one per
 * chunk). Read from the files, not from the federation manifest, whose list of a shared module's
 * chunks is every chunk the module may need, the page's own among them.
 */
let overlayChunksRead: string[] | null = null;
function overlayOnlyChunks(): string[] {
  if (overlayChunksRead) return overlayChunksRead;
  const dist = path.resolve(import.meta.dirname, '../../shell/dist');
  const chunks = fs
    .readdirSync(dist)
    .filter((file) => file.endsWith('.js.map'))
    .filter((file) => (JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8')) as { sources: string[] }).sources.some((source) => OVERLAY_CODE.test(source)))
    .map((file) => file.slice(0, -'.map'.length));
  if (chunks.length === 0) throw new Error('the shell build has no chunk of overlay code');
  overlayChunksRead = chunks;
  return chunks;
}

/** The overlay chunks the page has requested so far. */
function watchOverlayChunks(page: Page): () => string[] {
  const chunks = overlayOnlyChunks();
  const requested = new Set<string>();
  page.on('request', (request: Request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (chunks.includes(file)) requested.add(file);
  });
  return () => [...requested];
}

/** The scripts the page has requested so far, by path. */
function watchScripts(page: Page): () => string[] {
  const scripts = new Set<string>();
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  return () => [...scripts];
}

/** Those of `scripts` whose source map names a file under `source` (every app build writes maps). */
async function scriptsHolding(request: APIRequestContext, scripts: string[], source: RegExp): Promise<string[]> {
  const holding = await Promise.all(
    scripts.map(async (script) => {
      const map = await request.get(`${script}.map`);
      if (!(map.headers()['content-type'] ?? '').includes('application/json')) return null;
      const { sources } = (await map.json()) as { sources: string[] };
      return sources.some((name) => source.test(name)) ? script : null;
    }),
  );
  return holding.filter((script): script is string => script !== null);
}

/** Mantine's dropdown machinery, which a closed select does without. */
const DROPDOWN_CODE = /@mantine\/core\/esm\/components\/(Combobox|Popover)\//;

/** Holds back every script that carries the dropdown's code until the returned function is called. */
async function holdDropdownCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    const map = await route.fetch({ url: `${route.request().url()}.map` }).catch(() => null);
    if (map?.ok() && DROPDOWN_CODE.test(await map.text())) await held;
    await route.continue();
  });
  return release;
}

const isOverlayChunk = (request: Request) => overlayOnlyChunks().includes(new URL(request.url()).pathname.split('/').pop() ?? '');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }));
});

test.describe('dialogs load on demand', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the listings page loads no dialog code, and the filter dialog, in the page from the start, works without any', async ({ page, consoleErrors }) => {
      const overlays = watchOverlayChunks(page);
      await openGrid(page);
      expect(overlays()).toEqual([]);

      await page.getByRole('search').getByRole('button', { name: 'Filtrat', exact: true }).click();
      const dialog = filterDialog(page);
      await expect(dialog).toBeVisible();
      expect(overlays()).toEqual([]);

      // Mantine's one provider reaches it: the tiles and buttons render and apply.
      await dialog.getByRole('checkbox', { name: 'Truall' }).click();
      await dialog.getByRole('button', { name: 'Shto' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/[?&]type=land(&|$)/);
      expect(consoleErrors).toEqual([]);
    });

    test('the burger opens the menu drawer, whose links navigate and close it', async ({ page, consoleErrors }) => {
      const overlays = watchOverlayChunks(page);
      await page.goto('/home');
      await expect(page.getByRole('link', { name: 'Shiko Pronat' })).toBeVisible();
      expect(overlays()).toEqual([]);

      const burger = page.getByRole('button', { name: 'Hap menunë' });
      await burger.click();
      const drawer = phoneMenu(page);
      await expect(drawer).toBeVisible();
      await drawer.getByRole('navigation', { name: 'Menuja kryesore' }).getByRole('link', { name: 'Pronat' }).click();
      await expect(page).toHaveURL(/\/pronat\?page=1$/);
      await expect(drawer).toBeHidden();
      await expect(cards(page).first()).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  });

  test('the listings page loads no dropdown code until a select is reached for; the sort select then works, in place', async ({ page, request, consoleErrors }) => {
    const scripts = watchScripts(page);
    await openGrid(page);
    expect(await scriptsHolding(request, scripts(), DROPDOWN_CODE)).toEqual([]);

    const sort = page.getByRole('combobox', { name: 'Shfaq:' });
    await expect(sort).toHaveValue('Më të rejat');
    await expect(sort).toHaveAttribute('aria-expanded', 'false');
    const before = await sort.boundingBox();
    await sort.click();
    await page.getByRole('option', { name: 'Më të vjetrat' }).click();
    await expect(page).toHaveURL(/[?&]sort=oldest(&|$)/);
    await expect(sort).toHaveValue('Më të vjetrat');
    expect(await scriptsHolding(request, scripts(), DROPDOWN_CODE)).not.toEqual([]);
    // The real select took the stand-in's place without moving it.
    expect(await sort.boundingBox()).toEqual(before);
    expect(consoleErrors).toEqual([]);
  });

  test('text typed into the ID select before its code arrived still searches', async ({ page }) => {
    const releaseDropdown = await holdDropdownCode(page);
    await openGrid(page);
    const id = page.getByRole('search').getByRole('combobox', { name: 'ID' });
    await id.fill('18');
    releaseDropdown();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    for (const option of await options.allTextContents()) expect(option).toContain('18');
    await expect(id).toBeFocused();
  });

  test('keys pressed on a select before its code arrived are done again, in order', async ({ page }) => {
    const releaseDropdown = await holdDropdownCode(page);
    await openGrid(page);
    const status = page.getByRole('search').getByRole('combobox', { name: 'Statusi' });
    await status.focus();
    for (const key of ['Enter', 'ArrowDown', 'Enter']) await page.keyboard.press(key);
    releaseDropdown();
    await expect(page).toHaveURL(/[?&]status=shitje(&|$)/);
    await expect(status).toHaveValue('Në Shitje');
    await expect(status).toBeFocused();
  });

  test('hovering a card fetches the preview dialog, and the click opens it', async ({ page, consoleErrors }) => {
    const overlays = watchOverlayChunks(page);
    await openGrid(page);
    expect(overlays()).toEqual([]);

    const card = cards(page).first();
    const fetched = page.waitForRequest(isOverlayChunk);
    await card.getByRole('heading').hover();
    await fetched;

    await card.getByRole('heading').getByRole('link').click();
    await expect(previewDialog(page)).toBeVisible();
    const title = previewDialog(page).getByRole('heading', { level: 2 }).filter({ hasNotText: 'Parapamja e pronës' });
    await expect(title).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a detail page loads no dialog code until a photo is clicked, and the image preview then opens', async ({ page, request, consoleErrors }) => {
    const listing = await listingWithPhotos(request);
    const overlays = watchOverlayChunks(page);
    await openDetail(page, listing);
    // The breadcrumb's hints are CSS: hovering the copy-link button loads nothing either.
    await page.getByRole('button', { name: 'Kopjo lidhjen e pronës' }).hover();
    expect(overlays()).toEqual([]);

    const opener = page.getByRole('button', { name: `Hap foton 1 nga ${listing.images.length}` });
    await opener.click();
    await expect(imagePreview(page)).toBeVisible();
    expect(overlays().length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(imagePreview(page)).toBeHidden();
    await expect(opener).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });
});
