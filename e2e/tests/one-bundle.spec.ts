/**
 * The one-bundle build (`SITE_BUNDLE=one`: the site as one ordinary bundle, no federation), which
 * the bench measures federation against, is the same site: built here into a folder of its own
 * (the shell alone, a few seconds) and served by a server of this file's own (SHELL_DIST), its
 * pages are drawn by the server and hydrated, the grid switches to the map and a card opens its
 * listing, and no remote's file is ever requested.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from './fixtures';
import { hydrated, serverRendered } from './hydrated';
import { startOwnServer, type OwnServer } from './own-server';
import { MAP_READY } from './screens';

const repoRoot = path.resolve(import.meta.dirname, '../..');

let server: OwnServer;
let workDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-one-bundle-'));
  const dist = path.join(workDir, 'dist');
  const build = spawnSync('pnpm', ['exec', 'rspack', 'build', '--mode', 'production'], {
    cwd: path.join(repoRoot, 'shell'),
    env: { ...process.env, SITE_BUNDLE: 'one', APP_OUTPUT_DIR: dist },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the one-bundle build failed:\n${build.stdout}\n${build.stderr}`);
  server = await startOwnServer({
    port: 0,
    listingsFile: path.join(repoRoot, 'sample-data/public/data/listings.json'),
    dataDir: path.join(workDir, 'data'),
    env: { SHELL_DIST: dist },
  });
});

test.afterAll(() => {
  server?.stop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

test('the grid is drawn by the server, hydrates, and switches to the map, all from the one bundle', async ({ page, consoleErrors }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(`${server.origin}/pronat?page=1`);
  expect(await serverRendered(page)).toBe(true);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(20);
  await hydrated(page);

  await page.getByRole('search').getByText('Harta', { exact: true }).click();
  await expect(page).toHaveURL(/view=harta/);
  const map = page.getByRole('region', { name: 'Harta e pronave' });
  await expect(map.locator('.leaflet-container')).toBeVisible(MAP_READY);
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible(MAP_READY);

  expect(requested.filter((pathname) => pathname.startsWith('/remotes/'))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("a card's title opens its listing, drawn by the server and hydrated", async ({ page, consoleErrors }) => {
  await page.goto(`${server.origin}/pronat?page=1`);
  const first = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
  const title = (await first.textContent())?.trim() ?? '';
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/pronat\/.+/);

  await page.goto(`${server.origin}${href}`);
  expect(await serverRendered(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await hydrated(page);
  // The top bar's 'Kontakti' (a link to the message form's page) opens the contact sheet once
  // the app runs, which only the app can do.
  await page.getByRole('navigation', { name: 'Menuja kryesore' }).getByRole('link', { name: 'Kontakti' }).click();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
  expect(consoleErrors).toEqual([]);
});
