/**
 * Photo hosts come from the data. A listings file whose photos live on another host (a
 * CDN, a storage bucket) shows them: the Content-Security-Policy's img-src names the origins the
 * listings use, and the server's start log lists them. The photo host is answered by page.route.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startOwnServer, type OwnServer } from './own-server';
import { test, expect } from './fixtures';

const PORT = Number(process.env.E2E_PORT ?? 4310) + 2;
const PHOTO_ORIGIN = 'https://photos.example-cdn.net';
const root = path.resolve(import.meta.dirname, '../..');
const PHOTO = fs.readFileSync(path.join(root, 'sample-data/.generated/images/building-01-600.webp'));

let server: OwnServer;
let dir: string;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-hosts-'));
  const sample = JSON.parse(fs.readFileSync(path.join(root, 'sample-data/public/data/listings.json'), 'utf8')) as {
    listings: { active: boolean; images: string[] }[];
  };
  // Every photo moved to the CDN, under the same names.
  const listings = sample.listings
    .filter((listing) => listing.active)
    .slice(0, 12)
    .map((listing) => ({ ...listing, images: listing.images.map((image) => `${PHOTO_ORIGIN}/bucket${image}`) }));
  const listingsFile = path.join(dir, 'listings.json');
  fs.writeFileSync(listingsFile, JSON.stringify({ listings }));
  server = await startOwnServer({ port: PORT, listingsFile, dataDir: dir });
});

test.afterAll(() => {
  server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('shows photos served from another host, which the policy allows and the start log names', async ({ page }) => {
  expect(server.said()).toContain(`Photo hosts allowed besides the site: ${PHOTO_ORIGIN}`);
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  const served: string[] = [];
  await page.route(`${PHOTO_ORIGIN}/**`, (route) => {
    served.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/webp', body: PHOTO });
  });
  const response = await page.goto(`${server.origin}/pronat`);
  expect(/img-src [^;]*https:\/\/photos\.example-cdn\.net/.test(response?.headers()['content-security-policy'] ?? '')).toBe(true);

  const firstPhoto = page.locator(`img[src^="${PHOTO_ORIGIN}/"]`).first();
  await expect(firstPhoto).toBeVisible();
  await expect.poll(() => firstPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(served.length).toBeGreaterThan(0);
  expect(blocked).toEqual([]);
});
