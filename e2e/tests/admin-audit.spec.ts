/**
 * The audit log on a 390 px phone (issue 51, part 4): a listing's story from its 'Historiku'
 * link — the save with each field's before → after, the photos added, reordered, covered and
 * removed, the state of a message about it — and the log narrowed to one user. Screenshots go
 * to SHOTS_DIR when it is set.
 */
import { scenePicture } from 'server/testing';
import { appendPage, encodeContactForm } from 'shared/contact';
import { test, expect as baseExpect } from './fixtures';
import { shot } from './shots';
import { addAdminUser, signIn } from './admin-user';

// Argon2 sign-ins, uploads and API round trips on a two-core machine shared with other work.
const expect = baseExpect.configure({ timeout: 30_000 });

const EMAIL = 'regjistri@example.org';
const PASSWORD = 'fjalekalim-i-gjate-2026';
const PHONE = { width: 390, height: 844 };

test.beforeAll(() => addAdminUser(EMAIL, PASSWORD));

test("a listing's story: each field's before and after, every photo change, a message's state; then one user's work", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  await signIn(page, { email: EMAIL, password: PASSWORD });

  // A withdrawn listing of the test's own (never public).
  await page.getByRole('link', { name: 'Shto pronë' }).click();
  await expect(page.getByRole('heading', { name: 'Pronë e re' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Titulli', exact: true }).fill(`Shtëpi me histori ${Date.now()}`);
  await page.getByLabel('Statusi').selectOption({ label: 'E tërhequr' });
  await page.getByLabel('Qyteti').selectOption('Prishtinë');
  await page.getByLabel('Çmimi (€)', { exact: true }).fill('120000');
  await page.getByRole('button', { name: 'Ruaj' }).click();
  const added = page.getByRole('alert').filter({ hasText: /^Prona \d+ u shtua\.$/ });
  await expect(added).toBeVisible();
  const id = /Prona (\d+)/.exec((await added.textContent()) ?? '')?.[1] ?? '';
  expect(id).not.toBe('');

  // A save that changes the price and the area.
  await page.getByLabel('Çmimi (€)', { exact: true }).fill('95000');
  await page.getByLabel('Sipërfaqe').fill('84');
  await page.getByRole('button', { name: 'Ruaj' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ndryshimet u ruajtën.' })).toBeVisible();

  // Three photos (the first the cover); the last moved left; the second made the cover (shown
  // first from then on); then the last one removed.
  const section = page.getByRole('region', { name: 'Fotot' });
  await section.locator('input[type="file"]').setInputFiles([
    // Three different pictures (the same one twice would be asked about).
    { name: 'oborri.png', mimeType: 'image/png', buffer: await scenePicture({ width: 900, height: 600, variant: 1, format: 'png' }) },
    { name: 'kuzhina.png', mimeType: 'image/png', buffer: await scenePicture({ width: 800, height: 600, variant: 2, format: 'png' }) },
    { name: 'banjo.png', mimeType: 'image/png', buffer: await scenePicture({ width: 700, height: 600, variant: 3, format: 'png' }) },
  ]);
  const photos = section.locator('li[data-photo-id]');
  await expect(photos).toHaveCount(3);
  await expect(section.locator('[data-upload-state="done"]')).toHaveCount(3);
  await section.getByRole('button', { name: 'Lëviz majtas: Foto 3 (banjo.png)' }).click();
  await expect(section.getByRole('listitem', { name: 'Foto 2 (banjo.png)' })).toBeVisible();
  await section.getByRole('button', { name: 'Bëje kopertinë: Foto 2 (banjo.png)' }).click();
  await expect(section.getByRole('listitem', { name: 'Foto 1 (banjo.png)' }).getByText('Kopertina')).toBeVisible();
  await section.getByRole('button', { name: 'Hiq: Foto 3 (kuzhina.png)' }).click();
  await section.getByRole('button', { name: 'Po, hiqe' }).click();
  await expect(photos).toHaveCount(2);

  // A message about the listing, marked answered in the inbox.
  const word = `Historia${Date.now()}`;
  const posted = await page.request.post('/', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: encodeContactForm({ name: 'Vjosa Berisha', email: 'vjosa@example.com', phone: '044 222 333', message: appendPage(`${word}: a mund ta shoh?`, { listingId: id, origin: '', route: '' }) }),
  });
  expect(posted.ok()).toBe(true);
  await page.getByRole('link', { name: 'Mesazhet' }).click();
  await page.getByRole('searchbox', { name: 'Kërko në mesazhe' }).fill(word);
  await page.getByRole('searchbox', { name: 'Kërko në mesazhe' }).press('Enter');
  const card = page.getByRole('article', { name: 'Vjosa Berisha' });
  await card.getByRole('button', { name: 'Shëno si të përgjigjur' }).click();
  await expect(card).toHaveAttribute('data-state', 'answered');

  // The listing's 'Historiku': its story, newest first, each change in words.
  await page.goto(`/admin/pronat/${id}`);
  await page.getByRole('link', { name: 'Historiku' }).click();
  await expect(page.getByRole('heading', { name: 'Regjistri i ndryshimeve' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/regjistri\\?prona=${id}$`));
  await expect(page.getByRole('textbox', { name: 'Prona (ID)' })).toHaveValue(id);
  const rows = page.locator('tbody tr');
  const row = (action: string) => page.locator(`tbody tr[data-audit-action="${action}"]`);
  await expect(row('listing.add')).toHaveCount(1);
  // Every row is this listing's: its own, its photos', its message's.
  for (const each of await rows.all()) await expect(each.getByRole('link', { name: `Prona ${id}` })).toBeVisible();
  await expect(row('listing.update')).toContainText('Ndryshoi pronën');
  await expect(row('listing.update')).toContainText('Çmimi (€): 120.000 € → 95.000 €');
  await expect(row('listing.update')).toContainText('Sipërfaqe: — → 84');
  // Each file is its own upload (with its own progress): three rows, the count one up each.
  await expect(row('photo.add')).toHaveCount(3);
  for (const count of ['0 → 1', '1 → 2', '2 → 3']) await expect(row('photo.add').filter({ hasText: `Numri i fotove: ${count}` })).toHaveCount(1);
  for (const name of ['oborri.png', 'kuzhina.png', 'banjo.png']) await expect(row('photo.add').filter({ hasText: `Skedari: ${name}` })).toHaveCount(1);
  await expect(row('photo.reorder')).toContainText('Renditja e fotove: 1, 2, 3 → 1, 3, 2');
  await expect(row('photo.cover')).toContainText('Kopertina: oborri.png → banjo.png');
  await expect(row('photo.remove')).toContainText('Numri i fotove: 3 → 2');
  await expect(row('photo.remove')).toContainText('Foto 3 (kuzhina.png)');
  await expect(row('message.state')).toContainText('Gjendja: I ri → U përgjigj');
  await expect(row('message.state').getByRole('link', { name: `Prona ${id}` })).toHaveAttribute('href', `/admin/pronat/${id}`);
  for (const each of await rows.all()) await expect(each).toContainText(EMAIL);
  // Nothing hidden to the side on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'audit-listing-390', true);

  // One user's work, whatever the listing: the filter by user, from the listing's filter cleared.
  await page.getByRole('button', { name: 'Hiq filtrat' }).click();
  await expect(page).toHaveURL(/\/admin\/regjistri$/);
  await expect(page.getByRole('textbox', { name: 'Prona (ID)' })).toHaveValue('');
  await page.getByRole('combobox', { name: 'Përdoruesi' }).selectOption({ label: EMAIL });
  await expect(page).toHaveURL(/\/admin\/regjistri\?perdoruesi=\d+$/);
  await expect(rows.first()).toContainText(EMAIL);
  const shown = await rows.count();
  expect(shown).toBeGreaterThanOrEqual(8);
  for (const each of await rows.all()) await expect(each).toContainText(EMAIL);
  await expect(row('session.start').first()).toContainText('Hyri');

  // A listing typed by hand narrows it again; Back steps to the filter before.
  await page.getByRole('textbox', { name: 'Prona (ID)' }).fill(id);
  await page.getByRole('button', { name: 'Filtro' }).click();
  await expect(page).toHaveURL(new RegExp(`prona=${id}`));
  await expect(row('listing.add')).toHaveCount(1);
  await expect(row('session.start')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('textbox', { name: 'Prona (ID)' })).toHaveValue('');
});
