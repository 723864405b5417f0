/**
 * The back office against the production build: its code never reaches a public page; an agent
 * signs in, adds a listing with its exact point, marks it sold, withdraws it, reads the audit
 * log and signs out. Screenshots at 1280 and 390 px go to SHOTS_DIR when it is set.
 */
import type { Page } from '@playwright/test';
import { test, expect as baseExpect } from './fixtures';
import { shot } from './shots';
import { addAdminUser } from './admin-user';
import { closeNotices } from './admin-notices';

// A sign-in verifies an argon2id hash (19 MiB, two passes) and every step is an API round trip:
// on a two-core machine shared with builds they wait behind other work, so the bound is wider.
const expect = baseExpect.configure({ timeout: 30_000 });

const EMAIL = 'agjenti@example.org';
const PASSWORD = 'fjalekalim-i-gjate-2026';


/** A screenshot; a long table is taken as the screen shows it, a form whole. */
async function signIn(page: Page, password = PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL);
  await page.getByRole('textbox', { name: 'Fjalëkalimi' }).fill(password);
  await page.getByRole('button', { name: 'Hyr' }).click();
}

test.describe.configure({ mode: 'serial' });

test('no byte of the admin is requested on public pages', async ({ page }) => {
  // Four pages, each left until the shell has fetched the next actions' code ahead.
  test.setTimeout(150_000);
  const requested: string[] = [];
  const adminCode: string[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    requested.push(url);
    if (/\.js(\?|$)/.test(url)) {
      const body = await response.text().catch(() => '');
      // The admin facade's Mantine pieces carry their display names; no public chunk holds them.
      if (body.includes('@mantine/core/PasswordInput') || body.includes('Hyrja në zyrë')) adminCode.push(url);
    }
  });
  for (const url of ['/pronat?page=1&view=harta', '/pronat/1824', '/home', '/kontakti']) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    // The shell fetches the next actions' code ahead once the network has been quiet for a second.
    await page.waitForTimeout(2500);
  }
  expect(requested.length).toBeGreaterThan(20);
  expect(requested.filter((url) => url.includes('/remotes/mfe-admin/'))).toEqual([]);
  expect(adminCode).toEqual([]);
});

test('an agent signs in, adds a listing, marks it sold, withdraws it and signs out', async ({ page, consoleErrors }) => {
  // About twenty steps with a map, on a machine shared with other builds.
  test.setTimeout(240_000);
  addAdminUser(EMAIL, PASSWORD);
  const adminRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mfe-admin/')) adminRequests.push(request.url());
  });

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Hyrja në zyrë' })).toBeVisible();
  expect(adminRequests.length).toBeGreaterThan(0);
  // The public top bar (its menu) is hidden under /admin.
  await expect(page.getByRole('link', { name: 'Kontakti' })).toHaveCount(0);
  await shot(page, 'sign-in-1280', true);

  await signIn(page, 'a wrong password!');
  await expect(page.getByRole('alert')).toHaveText('E-maili ose fjalëkalimi është i gabuar.');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Pronat' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('1824');
  await shot(page, 'listings-1280', false);

  // Search and sort.
  await page.getByLabel('Kërko').fill('1824');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.getByLabel('Kërko').fill('');
  await page.getByRole('button', { name: 'Rendit sipas: Çmimi' }).click();
  await expect(page.getByRole('columnheader', { name: 'Rendit sipas: Çmimi' })).toHaveAttribute('aria-sort', 'descending');

  // A new listing.
  await page.getByRole('link', { name: 'Shto pronë' }).click();
  await expect(page.getByRole('heading', { name: 'Pronë e re' })).toBeVisible();
  const title = `Banesë e re në Dardani ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Titulli', exact: true }).fill(title);
  await page.getByLabel('Kategoria').selectOption({ label: 'Banesë' });
  await page.getByLabel('Oferta').selectOption('Në Shitje');
  await page.getByLabel('Qyteti').selectOption('Prishtinë');
  await page.getByLabel('Lagjja').fill('Dardania');
  await page.getByLabel('Çmimi (€)', { exact: true }).fill('98000');
  await page.getByRole('textbox', { name: 'Përshkrimi', exact: true }).fill('Banesë e ndritshme.\nAfër shkollës.');
  await page.getByLabel('Sipërfaqe').fill('84');
  await page.getByLabel('Dhoma', { exact: true }).fill('3');
  await page.getByLabel('E mobiluar').selectOption({ label: 'Po' });
  // The exact point: a click on the map.
  const map = page.locator('[data-point-picker] .leaflet-container');
  await expect(map).toBeVisible();
  await map.click({ position: { x: 200, y: 150 } });
  await expect(page.getByText(/^Pika: 4\d\.\d{5}, 2\d\.\d{5}$/)).toBeVisible();
  await shot(page, 'new-listing-1280', true);
  await page.getByRole('button', { name: 'Ruaj' }).click();
  // A new listing is a draft ('Skicë') until 'Publiko'.
  await expect(page.getByText(/^Prona \d+ u shtua si skicë\.$/)).toBeVisible();
  const id = /Prona (\d+)/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')?.[1] ?? '';
  expect(id).not.toBe('');

  // Stored with its exact point (only the admin API shows it).
  const stored = await page.evaluate(async (listingId) => (await fetch(`/admin/api/listings/${listingId}`)).json(), id);
  expect(stored).toMatchObject({ status: 'draft', listing: { title, price: 98000, city: 'Prishtinë', details: { area: 84, rooms: 3, furnished: true } } });
  expect(stored.listing.geoPoint.latitude).toBeGreaterThan(41.8);

  // Sold, then withdrawn.
  await page.getByLabel('Statusi').selectOption({ label: 'E shitur' });
  await page.getByRole('button', { name: 'Ruaj' }).click();
  await expect(page.getByText('Ndryshimet u ruajtën.')).toBeVisible();
  await page.getByRole('link', { name: 'Kthehu te pronat' }).click();
  await page.getByLabel('Kërko').fill(title);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr')).toContainText('E shitur');
  await page.getByRole('link', { name: `Ndrysho pronën ${id}` }).click();
  // The table's 'Statusi' sort button is labelled too: wait for the form.
  await expect(page.getByRole('heading', { name: `Prona ${id}` })).toBeVisible();
  await page.getByLabel('Statusi').selectOption({ label: 'E tërhequr' });
  await closeNotices(page);
  await page.getByRole('button', { name: 'Ruaj' }).click();
  await expect(page.getByText('Ndryshimet u ruajtën.')).toBeVisible();
  const withdrawn = await page.evaluate(async (listingId) => (await fetch(`/admin/api/listings/${listingId}`)).json(), id);
  expect(withdrawn.status).toBe('withdrawn');

  // Who did what, when.
  await page.getByRole('link', { name: 'Regjistri' }).click();
  await expect(page.getByRole('heading', { name: 'Regjistri i ndryshimeve' })).toBeVisible();
  const audit = page.getByRole('table');
  await expect(audit.getByRole('row').filter({ hasText: 'Shtoi pronën' }).filter({ hasText: id })).toHaveCount(1);
  await expect(audit.getByRole('row').filter({ hasText: 'Ndryshoi pronën' }).filter({ hasText: id })).toHaveCount(2);
  await expect(audit).toContainText(EMAIL);
  await shot(page, 'audit-1280', true);

  // 'Dil' ends the session on the server.
  await page.getByRole('button', { name: 'Dil' }).click();
  await expect(page.getByRole('heading', { name: 'Hyrja në zyrë' })).toBeVisible();
  const after = await page.evaluate(async () => (await fetch('/admin/api/listings')).status);
  expect(after).toBe(401);
  expect(consoleErrors.filter((line) => !line.includes('401'))).toEqual([]);
});

test('the admin at 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  addAdminUser(EMAIL, PASSWORD);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Hyrja në zyrë' })).toBeVisible();
  await shot(page, 'sign-in-390', true);
  await signIn(page);
  await expect(page.getByRole('table')).toBeVisible();
  // Nothing wider than the screen, and every column of a listing in view without scrolling sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(390);
  const row = page.locator('tr[data-listing-id="1824"]');
  for (const cell of await row.getByRole('cell').all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x, await cell.innerText()).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await cell.innerText()).toBeLessThanOrEqual(390);
  }
  await shot(page, 'listings-390', false);
  // The whole card opens the listing, not only its id: a tap on its title (the id's link covers the card).
  // (The cover is the card's first cell, the id its second, the title its third.)
  await row.scrollIntoViewIfNeeded();
  const title = (await row.getByRole('cell').nth(2).boundingBox())!;
  await page.mouse.click(title.x + title.width / 2, title.y + title.height / 2);
  await expect(page.getByRole('heading', { name: 'Prona 1824' })).toBeVisible();
  await expect(page.locator('[data-point-picker] .leaflet-container')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'edit-listing-390', true);

  // The audit log: every entry whole on the screen; a sign-in names its user once, not by number.
  await page.getByRole('link', { name: 'Regjistri' }).click();
  const signInRow = page.getByRole('table').getByRole('row').filter({ hasText: 'Hyri' }).first();
  await expect(signInRow).toContainText(EMAIL);
  for (const cell of await signInRow.getByRole('cell').all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width, await cell.innerText()).toBeLessThanOrEqual(390);
    expect(await cell.innerText()).not.toMatch(/^\d+$/);
  }
  await shot(page, 'audit-390', true);
});
