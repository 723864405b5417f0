/**
 * The back office's point picker on a 390 px phone (issue 51): it opens on the listing's city,
 * then its neighbourhood, at the middle of the agency's listings there; 'Përdor vendndodhjen
 * time' takes the phone's location (refused outside Kosovo); 'Shko te' jumps to a place; its
 * controls are Albanian and it words the privacy offset as the public map does.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect as baseExpect } from './fixtures';
import { addAdminUser } from './admin-user';

const expect = baseExpect.configure({ timeout: 30_000 });

const EMAIL = 'picker@example.org';
const PASSWORD = 'fjalekalim-i-gjate-2026';
const PRIZREN_CENTRE = { latitude: 42.2139, longitude: 20.7397 };
const shotsDir = process.env.SHOTS_DIR;

interface SourceListing {
  city: string;
  subcity: string;
  /** The source file has numbers and numeric strings (the server's checker reads both). */
  geoPoint?: { latitude: number | string; longitude: number | string };
}

/** The middle of the sample's exact points in a neighbourhood (the source file the server imports; the picker is admin-only). */
function middleOf(city: string, neighbourhood: string): { latitude: number; longitude: number } {
  const file = path.resolve(import.meta.dirname, '../../sample-data/public/data/listings.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { listings: SourceListing[] };
  const points = data.listings.filter((listing) => listing.city === city && listing.subcity === neighbourhood && listing.geoPoint).map((listing) => listing.geoPoint!);
  return {
    latitude: points.reduce((sum, point) => sum + Number(point.latitude), 0) / points.length,
    longitude: points.reduce((sum, point) => sum + Number(point.longitude), 0) / points.length,
  };
}

/** The point the form shows ('Pika: 42.21390, 20.73970'). */
async function shownPoint(page: Page): Promise<{ latitude: number; longitude: number }> {
  const shown = page.getByText(/^Pika: \d+\.\d+, \d+\.\d+$/);
  await expect(shown).toBeVisible();
  const [, latitude = 'NaN', longitude = 'NaN'] = /^Pika: (\S+), (\S+)$/.exec((await shown.textContent()) ?? '') ?? [];
  return { latitude: Number(latitude), longitude: Number(longitude) };
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, geolocation: PRIZREN_CENTRE, permissions: ['geolocation'] });

test("the point picker opens on the listing's city and neighbourhood, takes the phone's location and jumps to a place", async ({ page, context }) => {
  test.setTimeout(180_000);
  addAdminUser(EMAIL, PASSWORD);
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL);
  await page.getByRole('textbox', { name: 'Fjalëkalimi' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Hyr', exact: true }).click();
  await page.getByRole('link', { name: 'Shto pronë' }).click();
  await expect(page.getByRole('heading', { name: 'Pronë e re' })).toBeVisible();

  // The wording of the public map's notice, and the offset itself.
  await expect(page.getByText('publiku sheh vendndodhjen e përafërt (~500m), një pikë e zhvendosur 150–250 m')).toBeVisible();
  const map = page.locator('[data-point-picker] .leaflet-container');
  await expect(map).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zmadho' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zvogëlo' })).toBeVisible();

  await page.getByLabel('Qyteti').selectOption('Prizren');
  await expect(page.getByText('Harta: Prizren', { exact: true })).toBeVisible();
  await page.getByLabel('Lagjja').fill('Arbana');
  await expect(page.getByText('Harta: Prizren – Arbana')).toBeVisible();
  // A tap in the middle of the map puts the point in Arbana, where the agency's listings there are.
  const box = (await map.boundingBox())!;
  await map.tap({ position: { x: box.width / 2, y: box.height / 2 } });
  const picked = await shownPoint(page);
  const arbana = middleOf('Prizren', 'Arbana');
  expect(Math.abs(picked.latitude - arbana.latitude)).toBeLessThan(0.005);
  expect(Math.abs(picked.longitude - arbana.longitude)).toBeLessThan(0.005);
  if (shotsDir) await page.screenshot({ path: path.join(shotsDir, 'point-picker-390.png'), fullPage: true });

  // At the property: the phone's own location.
  await page.getByRole('button', { name: 'Hiq pikën' }).click();
  await expect(page.getByText('Pa pikë në hartë')).toBeVisible();
  await page.getByRole('button', { name: 'Përdor vendndodhjen time' }).click();
  await expect(page.getByText('Pika: 42.21390, 20.73970')).toBeVisible();

  // Somewhere else in Kosovo, by the list of places.
  await page.getByLabel('Shko te').selectOption({ label: 'Prishtinë' });
  await expect(page.getByText('Harta: Prishtinë', { exact: true })).toBeVisible();
  // The point stays where it was put: jumping only moves the map.
  await expect(page.getByText('Pika: 42.21390, 20.73970')).toBeVisible();

  // Abroad, the phone's location is refused and the point is kept.
  await context.setGeolocation({ latitude: 48.137, longitude: 11.575 });
  await page.getByRole('button', { name: 'Përdor vendndodhjen time' }).click();
  await expect(page.getByRole('alert')).toContainText('jashtë Kosovës');
  await expect(page.getByText('Pika: 42.21390, 20.73970')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
