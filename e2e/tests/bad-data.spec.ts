/**
 * Bad data: the site on a hand-edited listings.json with broken entries (the fixture
 * shared/test/fixtures/broken-listings.json plus a few valid sample listings). It shows every
 * valid listing, repaired ones without their bad fields, warns once per invalid entry in the
 * server's log as the file fills the store (the browser is warned only of what the stored data
 * still lacks: two listings kept without their creation date) and crashes nowhere. It runs its
 * own server, since the suite's server uses the sample data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { MAP_READY } from './screens';
import type { PublicListing } from './sample-listings';
import { suitePorts } from '../ports';

const root = path.resolve(import.meta.dirname, '../..');
const SITE_PORT = suitePorts.badData;
const site = `http://127.0.0.1:${SITE_PORT}`;

const fixture = JSON.parse(fs.readFileSync(path.join(root, 'shared/test/fixtures/broken-listings.json'), 'utf8')) as {
  listings: unknown[];
};
const sample = JSON.parse(fs.readFileSync(path.join(root, 'sample-data/public/data/listings.json'), 'utf8')) as {
  listings: PublicListing[];
};
const validSample = sample.listings.filter((listing) => listing.active).slice(0, 6);

/** The fixture's defined outcome: these are shown, the first 11 with their map point. */
const FIXTURE_ON_MAP = ['9001', '9002', '9003', '9013', '9014', '9015', '9016', '9017', '9019', '9020', '9024'];
const FIXTURE_OFF_MAP = ['9010', '9011', '9012'];
/** Entries of the fixture with problems, by position (26 is inactive, and stored all the same). */
const WARNED_ENTRIES = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27];
/** Shown listings the store keeps with a problem (no creation date): the browser's warnings name these. */
const WARNED_IN_BROWSER = ['9019', '9020'];
const warnedIds = (warnings: string[]) => warnings.map((warning) => /\(id "([^"]+)"\)/.exec(warning)?.[1]);

const shownIds = [...FIXTURE_ON_MAP, ...FIXTURE_OFF_MAP, ...validSample.map((listing) => listing.id)];
const located = FIXTURE_ON_MAP.length + validSample.filter((listing) => listing.geoPoint).length;

// One server for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

let server: ChildProcess | undefined;
let serverLog = '';

test.beforeAll(async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bad-data-'));
  const listingsFile = path.join(work, 'listings.json');
  fs.writeFileSync(listingsFile, JSON.stringify({ listings: [...fixture.listings, ...validSample] }));
  const child = spawn('node', ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(SITE_PORT), LISTINGS_FILE: listingsFile, DATA_DIR: work },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  child.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString('utf8')));
  // Ready when this very process says so (not some other server on the port).
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out.includes('Site ready')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the server on the broken listings exited (${code}):\n${serverLog}`)));
  });
});

test.afterAll(() => {
  server?.kill();
});

/** The 'listings.json: …' warnings the page prints. */
function dataWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' && message.text().startsWith('listings.json: ')) warnings.push(message.text());
  });
  return warnings;
}

const grid = (page: Page) => page.getByTestId('listings-grid');
const failedRegion = (page: Page) => page.getByText('Kjo pjesë e faqes nuk u ngarkua');

test('the server filled its store from the broken file, warning once per invalid entry', async () => {
  const warned = () =>
    serverLog
      .split('\n')
      .filter((line) => line.startsWith('LISTINGS_FILE '))
      .map((line) => Number(/: listings\[(\d+)\]/.exec(line)?.[1]));
  await expect.poll(warned).toEqual(WARNED_ENTRIES);
});

test('the grid shows every valid and repaired listing, newest first, with a warning per stored listing still lacking a field', async ({
  page,
  consoleErrors,
}) => {
  const warnings = dataWarnings(page);
  await page.goto(`${site}/pronat?page=1`);
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: /^\d+ prona$/ })).toHaveText(
    `${shownIds.length} prona`,
  );
  const cards = grid(page).getByRole('article');
  await expect(cards).toHaveCount(shownIds.length);
  const ids = await cards.evaluateAll((articles) => articles.map((article) => article.getAttribute('data-listing-id')));
  expect([...ids].sort()).toEqual([...shownIds].sort());
  // Listings whose creation date did not parse come last.
  expect(ids.slice(-2)).toEqual(['9019', '9020']);

  // A repaired card: no photos (placeholder), no map point; its title and price still show.
  const noPhotos = grid(page).locator('article[data-listing-id="9013"]');
  await expect(noPhotos.getByRole('heading')).toHaveText('Banesë prove pa listë fotosh');
  await expect(noPhotos.getByText('95.000 €')).toBeVisible();

  // The cards above are the server's, painted before any script: the warnings come when the app
  // has started and read the listings index, so they are waited for, then checked not to repeat.
  await expect.poll(() => warnedIds(warnings)).toEqual(WARNED_IN_BROWSER);
  await expect(failedRegion(page)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
  expect(warnedIds(warnings)).toEqual(WARNED_IN_BROWSER);
});

test('the map shows a marker for every listing with a valid point, and none for the others', async ({ page, consoleErrors }) => {
  const warnings = dataWarnings(page);
  await page.goto(`${site}/pronat?page=1&view=harta`);
  const map = page.getByRole('region', { name: 'Harta e pronave' });
  await expect(map.locator('.leaflet-container')).toBeVisible(MAP_READY);
  await expect(map).toHaveAttribute('data-marker-count', String(located));
  await expect(grid(page).getByRole('article')).toHaveCount(shownIds.length);
  // Listings are loaded once per page for every remote: one warning per listing, not one per remote.
  expect(warnedIds(warnings)).toEqual(WARNED_IN_BROWSER);
  await expect(failedRegion(page)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('detail pages of repaired listings render; a skipped listing is not found', async ({ page, consoleErrors }) => {
  for (const [id, title] of [
    ['9013', 'Banesë prove pa listë fotosh'],
    ['9015', 'Banesë prove me detaje të gabuara'],
    ['9016', 'Banesë prove me detaje tekst'],
    ['9019', 'Banesë prove me datë të gabuar'],
    ['9012', 'Banesë prove jashtë Kosovës'],
  ] as const) {
    await page.goto(`${site}/pronat/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(failedRegion(page)).toHaveCount(0);
  }
  // 9015 keeps its valid details and drops the wrong ones.
  await page.goto(`${site}/pronat/9015`);
  await expect(page.getByRole('heading', { level: 1, name: 'Banesë prove me detaje të gabuara' })).toBeVisible();
  await expect(page.getByText('3/6').first()).toBeVisible();
  await expect(page.getByText('e madhe')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);

  const skipped = ['9007', '9009'];
  for (const id of skipped) {
    const response = await page.goto(`${site}/pronat/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Faqja nuk u gjet' })).toBeVisible();
  }
  // The browser logs each 404 document; nothing else went wrong.
  expect(consoleErrors).toEqual(skipped.map(() => 'Failed to load resource: the server responded with a status of 404 (Not Found)'));
});
