/**
 * The screens the accessibility and keyboard journeys visit, each opened the way a visitor opens
 * it. Every opener waits until the screen is drawn and its transitions have finished, so what a
 * check sees is what the visitor sees.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { hydrated, serverRendered } from './hydrated';
import type { PublicListing } from './sample-listings';

/**
 * How long a test gives the Leaflet map to appear. The server draws the map's panel at once, but
 * the map itself needs the app's code, the map's code and the task after hydration: on a two-core
 * machine shared with builds and load tests that takes far longer than on a desktop. A bound for
 * the test, not a speed goal (speed is the bench's).
 */
export const MAP_READY = { timeout: 20_000 } as const;

/** Waits until the app shows and no finite CSS transition or animation runs (dialogs fade and slide in; spinners never end). */
export async function settled(page: Page): Promise<void> {
  // The app has hydrated the markup the server drew (the grid shows before any script, and its
  // controls answer only once their region has hydrated)…
  if (await serverRendered(page)) await hydrated(page);
  // …and nothing is moving.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

export const grid = (page: Page): Locator => page.getByTestId('listings-grid');
export const cards = (page: Page): Locator => grid(page).getByRole('article');
export const mapRegion = (page: Page): Locator => page.getByRole('region', { name: 'Harta e pronave' });
export const previewDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Parapamja e pronës' });
export const imagePreview = (page: Page): Locator => page.getByRole('dialog', { name: 'Shikuesi i fotove' });
export const contactSheet = (page: Page): Locator => page.getByRole('dialog', { name: 'Na dërgoni një mesazh' });
export const filterDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Filtrat' });
/** The phone's menu (a dialog shown as a popover, named by the site's name). */
export const phoneMenu = (page: Page): Locator => page.getByRole('dialog', { name: 'Prona Kosova' });

export async function openGrid(page: Page, path = '/pronat?page=1'): Promise<void> {
  await page.goto(path);
  await expect(cards(page).first()).toBeVisible();
  await settled(page);
}

export async function openMapView(page: Page): Promise<void> {
  await page.goto('/pronat?page=1&view=harta');
  await expect(mapRegion(page).locator('.leaflet-container')).toBeVisible(MAP_READY);
  await expect(mapRegion(page).locator('path.leaflet-interactive, .leaflet-marker-icon').first()).toBeAttached();
  await settled(page);
}

export async function openDetail(page: Page, listing: Pick<PublicListing, 'id' | 'title'>): Promise<void> {
  await page.goto(`/pronat/${encodeURIComponent(listing.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await settled(page);
}

/** The listing preview dialog, opened from the first card's title. Returns that title button. */
export async function openPreviewDialog(page: Page): Promise<Locator> {
  await openGrid(page);
  const opener = cards(page).first().getByRole('heading').getByRole('link');
  await opener.click();
  // The dialog's own title is an h2 too: wait for the listing's, which comes with its data.
  const listingTitle = previewDialog(page).getByRole('heading', { level: 2 }).filter({ hasNotText: 'Parapamja e pronës' });
  await expect(listingTitle).toBeVisible();
  await settled(page);
  return opener;
}

/** The full-screen image preview, opened from the detail page's main photo. Returns its opener. */
export async function openImagePreview(page: Page, listing: Pick<PublicListing, 'id' | 'title' | 'images'>): Promise<Locator> {
  await openDetail(page, listing);
  const opener = page.getByRole('button', { name: `Hap foton 1 nga ${listing.images.length}` });
  await opener.click();
  await expect(imagePreview(page)).toBeVisible();
  await settled(page);
  return opener;
}

/** The contact sheet, opened from the contact page's button. Returns that button. */
export async function openContactSheet(page: Page): Promise<Locator> {
  await page.goto('/kontakti');
  // Before the app runs, the button asks the server for its form page; the sheet is the app's.
  await hydrated(page);
  const opener = page.getByRole('main').getByRole('button', { name: 'Dërgo një mesazh' });
  await opener.click();
  await expect(contactSheet(page)).toBeVisible();
  await settled(page);
  return opener;
}

/** The full-screen filter dialog; it exists on small screens only. Returns its button. */
export async function openFilterDialog(page: Page): Promise<Locator> {
  await openGrid(page);
  const opener = page.getByRole('search').getByRole('button', { name: 'Filtrat', exact: true });
  await opener.click();
  await expect(filterDialog(page)).toBeVisible();
  await settled(page);
  return opener;
}

export async function openNotFound(page: Page): Promise<void> {
  await page.goto('/nuk-ekziston');
  await expect(page.getByRole('heading', { name: 'Faqja nuk u gjet' })).toBeVisible();
  await settled(page);
}

export async function openHome(page: Page): Promise<void> {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
}
