/**
 * Taps on the page the server drew, at the moment it shows: 0, 200 and 500 ms after the load
 * event, long before the app has started on a slow phone. Each must do what it says, whatever
 * the app is doing meanwhile (not started, starting, hydrating, running); each test waits for
 * what the visitor waits for, the content. Then the same controls with JavaScript off.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { newestListings } from './sample-listings';
import { MAP_READY, cards, contactSheet, filterDialog, mapRegion, previewDialog } from './screens';

const MOMENTS_MS = [0, 200, 500];
/**
 * The contact sheet and the filter dialog are the app's: a tap before it has started waits for
 * its start, its hydration and the overlay's code, which on a two-core machine shared with
 * builds takes longer than expect's default. A bound for the test, not a speed goal.
 */
const APP_READY = { timeout: 20_000 } as const;
const PHONE = { width: 390, height: 844 };

/**
 * The message form: the contact sheet (the app had started) or the form's own page (it had not).
 * Either way the visitor can write at once.
 */
const messageForm = (page: Page) => contactSheet(page).or(page.getByRole('form', { name: 'Na dërgoni një mesazh' }));

/** A fresh page, then the wait a visitor's tap comes after (the load event has passed once goto returns). */
async function openAndWait(page: Page, path: string, moment: number): Promise<void> {
  await page.goto(path);
  if (moment > 0) await page.waitForTimeout(moment);
}

test.describe('a tap the moment the page shows', () => {
  for (const moment of MOMENTS_MS) {
    test(`'Harta' tapped ${moment} ms after the load event shows the map, and the URL says so`, async ({ page }) => {
      await openAndWait(page, '/pronat?page=1', moment);
      await page.getByRole('search').getByText('Harta', { exact: true }).click();
      await expect(page).toHaveURL(/[?&]view=harta(&|$)/);
      await expect(mapRegion(page).locator('.leaflet-container')).toBeVisible(MAP_READY);
    });

    test(`a card's title tapped ${moment} ms after the load event shows that listing`, async ({ page }) => {
      const [newest] = await newestListings(page.request);
      await openAndWait(page, '/pronat?page=1', moment);
      await cards(page).first().getByRole('heading').getByRole('link', { name: newest!.title }).click();
      // The preview (the app had started) or the listing's own page (it had not): the listing either way.
      const inPreview = previewDialog(page).getByRole('heading', { name: newest!.title });
      const onItsPage = page.getByRole('main').getByRole('heading', { level: 1, name: newest!.title });
      await expect(inPreview.or(onItsPage)).toBeVisible(APP_READY);
    });

    test(`'Kontakti' tapped ${moment} ms after the load event shows the contact form`, async ({ page }) => {
      await openAndWait(page, '/pronat?page=1', moment);
      await page.getByRole('navigation', { name: 'Menuja kryesore' }).getByText('Kontakti', { exact: true }).click();
      await expect(messageForm(page).getByRole('textbox', { name: 'Numri i telefonit' })).toBeVisible(APP_READY);
    });

    test(`on a phone, the menu tapped ${moment} ms after the load event opens, and its 'Kontakti' shows the contact form`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await openAndWait(page, '/pronat?page=1', moment);
      await page.getByRole('button', { name: 'Hap menunë' }).click();
      const menu = page.getByRole('dialog', { name: 'Prona Kosova' });
      await menu.getByRole('navigation', { name: 'Menuja kryesore' }).getByText('Kontakti', { exact: true }).click();
      await expect(messageForm(page).getByRole('textbox', { name: 'Numri i telefonit' })).toBeVisible(APP_READY);
      await expect(menu).toBeHidden();
    });

    test(`on a phone, 'Filtrat' tapped ${moment} ms after the load event shows the filters`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await openAndWait(page, '/pronat?page=1', moment);
      await page.getByRole('search').getByText('Filtrat', { exact: true }).click();
      await expect(filterDialog(page).getByRole('button', { name: 'Shto' })).toBeVisible(APP_READY);
    });
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test("'Harta' and 'Pronat' load the map mode and the grid the server draws", async ({ page }) => {
    await page.goto('/pronat?page=1&city=Prishtin%C3%AB');
    await page.getByRole('search').getByRole('link', { name: 'Harta' }).click();
    await expect(page).toHaveURL(/\/pronat\?page=1&city=Prishtin%C3%AB&view=harta$/);
    await expect(mapRegion(page)).toBeVisible();
    await expect(page.getByRole('search').getByRole('link', { name: 'Harta' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('search').getByRole('link', { name: 'Pronat' }).click();
    await expect(page).toHaveURL(/\/pronat\?page=1&city=Prishtin%C3%AB$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test("a card's title opens the listing's page", async ({ page }) => {
    const [newest] = await newestListings(page.request);
    await page.goto('/pronat?page=1');
    await cards(page).first().getByRole('heading').getByRole('link', { name: newest!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/pronat/${newest!.id}$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: newest!.title })).toBeVisible();
  });

  test("on a phone, the menu opens and closes, and its 'Kontakti' gives the message form", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/pronat?page=1');
    const menu = page.getByRole('dialog', { name: 'Prona Kosova' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Hap menunë' }).click();
    await expect(menu.getByRole('navigation', { name: 'Menuja kryesore' }).getByRole('link', { name: 'Pronat' })).toBeVisible();
    await menu.getByRole('button', { name: 'Mbyll menunë' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Hap menunë' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Hap menunë' }).click();
    await menu.getByRole('link', { name: 'Kontakti' }).click();
    await expect(page).toHaveURL(/\/kontakti\/mesazh$/);
    await expect(page.getByRole('form', { name: 'Na dërgoni një mesazh' }).getByRole('textbox', { name: 'Mesazhi' })).toBeVisible();
  });

  test("the contact page's 'Dërgo një mesazh' gives the message form, which posts and is answered with a page", async ({ page }) => {
    await page.goto('/kontakti');
    await page.getByRole('main').getByRole('button', { name: 'Dërgo një mesazh' }).click();
    const form = page.getByRole('form', { name: 'Na dërgoni një mesazh' });
    await expect(page.getByRole('heading', { level: 1, name: 'Na dërgoni një mesazh' })).toBeVisible();
    await form.getByRole('textbox', { name: 'Emri' }).fill('Arta');
    // A phone the server refuses: the form comes back with the error and the visitor's text.
    await form.getByRole('textbox', { name: 'Numri i telefonit' }).fill('abc');
    await form.getByRole('textbox', { name: 'Mesazhi' }).fill('Pa JavaScript: a është ende në shitje?');
    await form.getByRole('button', { name: 'Dërgo mesazhin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gabim' })).toBeVisible();
    await expect(page.getByText('Shkruani një numër telefoni të vlefshëm.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Mesazhi' })).toHaveValue('Pa JavaScript: a është ende në shitje?');
    await expect(form.getByRole('textbox', { name: 'Emri' })).toHaveValue('Arta');
    await form.getByRole('textbox', { name: 'Numri i telefonit' }).fill('+383 44 123 456');
    await form.getByRole('button', { name: 'Dërgo mesazhin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mesazhi u dërgua me sukses' })).toBeVisible();
    await expect(page.getByText('Prisni një përgjigje së shpejti')).toBeVisible();
  });
});
