/**
 * The back office's lists tell enough (issue 51, part 7), at 390 px: the listings table with
 * each listing's cover, what it is (category, sale or rent) and its price as the public site
 * writes it ('/muaj', '/ari', the cut price with the higher struck), filtered by status; a
 * listing copied into a new one; an inquiry with its listing's title, the inbox searched, a
 * message noted and assigned to one of the agents. Screenshots at 390 and 1280 px go to
 * SHOTS_DIR when it is set.
 */
import type { Page } from '@playwright/test';
import { appendPage, encodeContactForm } from 'shared/contact';
import { test, expect as baseExpect } from './fixtures';
import { shot } from './shots';
import { addAdminUser, signIn } from './admin-user';

// Argon2 sign-ins and API round trips on a two-core machine shared with other work.
const expect = baseExpect.configure({ timeout: 30_000 });

const EMAIL = 'listat@example.org';
const SECOND_AGENT = 'agjentja@example.org';
const PASSWORD = 'fjalekalim-i-gjate-2026';
const PHONE = { width: 390, height: 844 };

interface AdminListing {
  status: string;
  photos: number;
  listing: Record<string, unknown> & { title: string };
}

const adminListing = (page: Page, id: string): Promise<AdminListing> =>
  page.evaluate(async (listingId) => (await fetch(`/admin/api/listings/${listingId}`)).json(), id);

test.beforeAll(() => {
  addAdminUser(EMAIL, PASSWORD);
  addAdminUser(SECOND_AGENT, PASSWORD);
});

test("the listings table: cover, category and offer, the public site's price, a status filter", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signIn(page, { email: EMAIL, password: PASSWORD });

  // A rent with a cut price ('/muaj'), land for sale with a cut price ('/ari').
  const rent = page.locator('tr[data-listing-id="1319-3458"]');
  await expect(rent).toContainText('Banesë · Me Qera');
  await expect(rent).toContainText('750\u00a0€/muaj');
  await expect(rent.locator('s')).toHaveText('800\u00a0€/muaj');
  const land = page.locator('tr[data-listing-id="1355"]');
  await expect(land).toContainText('Truall · Në Shitje');
  await expect(land).toContainText('19.000\u00a0€/ari');
  await expect(land.locator('s')).toHaveText('21.500\u00a0€/ari');
  // The cover's small version.
  await expect(rent.locator('img')).toHaveAttribute('src', /-600\.webp$/);
  await rent.scrollIntoViewIfNeeded();
  await expect.poll(() => rent.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const cell of await rent.getByRole('cell').all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await shot(page, 'listings-table-390');

  // Only the sold ones, then every one again.
  const rows = page.locator('tbody tr');
  const total = await rows.count();
  await page.getByLabel('Filtro sipas statusit').selectOption({ label: 'E shitur' });
  await expect(rows.first()).toContainText('E shitur');
  const sold = await rows.count();
  expect(sold).toBeGreaterThan(0);
  expect(sold).toBeLessThan(total);
  for (const row of await rows.all()) await expect(row).toContainText('E shitur');
  await expect(page.getByText(`${sold} nga ${total} prona`)).toBeVisible();
  await page.getByLabel('Filtro sipas statusit').selectOption({ label: 'Të gjitha' });
  await expect(rows).toHaveCount(total);

  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'listings-table-1280');
});

test('a listing copied into a new one: every field, the title marked as a copy, no photos', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signIn(page, { email: EMAIL, password: PASSWORD });
  const original = await adminListing(page, '1319-3458');
  expect(original.photos).toBeGreaterThan(0);

  await page.goto('/admin/pronat/1319-3458');
  await expect(page.getByRole('heading', { name: 'Prona 1319-3458' })).toBeVisible();
  await page.getByRole('link', { name: 'Kopjo si pronë të re' }).click();
  await expect(page.getByRole('heading', { name: 'Pronë e re, kopje e pronës 1319-3458' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Titulli' })).toHaveValue(`${original.listing.title} (kopje)`);
  await expect(page.getByLabel('Qyteti')).toHaveValue(String(original.listing.city));
  // No photos come with the copy: the new listing's own photos are chosen here, none yet.
  await expect(page.getByText(/^Fotot ngarkohen kur ruani pronën/)).toBeVisible();
  await expect(page.getByText(/do të ngarkoh/)).toHaveCount(0);
  await shot(page, 'copy-390');
  // Kept out of the public site while the test runs beside others.
  await page.getByLabel('Statusi').selectOption({ label: 'E tërhequr' });
  await page.getByRole('button', { name: 'Ruaj' }).click();
  const added = page.getByRole('alert').filter({ hasText: /^Prona \d+ u shtua\.$/ });
  await expect(added).toBeInViewport();
  const id = /Prona (\d+)/.exec((await added.textContent()) ?? '')?.[1] ?? '';

  const copy = await adminListing(page, id);
  // Every field but its own id, time, photos, status and title; the details as the form writes
  // them (its text fields save text, an empty one nothing: a floor 0 is saved as '0', an empty
  // year not at all, as any save of the original would).
  const fields = ({ title: _title, id: _id, createdAt: _createdAt, images: _images, active: _active, details, ...rest }: AdminListing['listing']) => ({
    ...rest,
    details: Object.fromEntries(
      Object.entries(details as Record<string, unknown>)
        .filter(([, value]) => value !== '')
        .map(([key, value]) => [key, Array.isArray(value) ? value : String(value)]),
    ),
  });
  expect(copy.listing.title).toBe(`${original.listing.title} (kopje)`);
  expect(fields(copy.listing)).toEqual(fields(original.listing));
  const copyImages = copy.listing.images;
  expect(copyImages).toEqual([]);
  expect(copy.photos).toBe(0);
  expect(copy.status).toBe('withdrawn');
});

test('an inquiry names its listing by title; the inbox is searched, a message noted and assigned to an agent', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const word = `Qershori${Date.now()}`;
  const posted = await page.request.post('/', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: encodeContactForm({ name: 'Drita Gashi', email: 'drita@example.com', phone: '044 555 666', message: appendPage(`A është e lirë në ${word}?`, { listingId: '1355', origin: '', route: '' }) }),
  });
  expect(posted.ok()).toBe(true);
  await signIn(page, { email: EMAIL, password: PASSWORD });
  const title = (await adminListing(page, '1355')).listing.title;
  await page.getByRole('link', { name: 'Mesazhet' }).click();
  await expect(page.getByRole('heading', { name: 'Mesazhet' })).toBeVisible();

  // Searched by a word of its text, accents and case aside.
  await page.getByRole('searchbox', { name: 'Kërko në mesazhe' }).fill(word.toLowerCase());
  await page.getByRole('button', { name: 'Kërko', exact: true }).click();
  const card = page.getByRole('article', { name: 'Drita Gashi' });
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByText(`1 mesazh për "${word.toLowerCase()}"`)).toBeVisible();
  await expect(card.getByRole('link', { name: `Prona 1355: ${title}` })).toHaveAttribute('href', '/pronat/1355');

  // A note, saved, then found by the search.
  await card.getByRole('textbox', { name: 'Shënim' }).fill('Thirre pas orës 17; do ta shohë me burrin.');
  await card.getByRole('button', { name: 'Ruaj shënimin' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Shënimi u ruajt.' })).toBeInViewport();
  await page.getByRole('searchbox', { name: 'Kërko në mesazhe' }).fill('burrin');
  await page.getByRole('searchbox', { name: 'Kërko në mesazhe' }).press('Enter');
  await expect(page.getByText('1 mesazh për "burrin"')).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Shënim' })).toHaveValue('Thirre pas orës 17; do ta shohë me burrin.');

  // Assigned to the other agent, chosen from the back office's users.
  const assignee = card.getByRole('combobox', { name: 'Caktuar për' });
  await expect(assignee.locator('option')).toContainText(['Askujt', SECOND_AGENT, EMAIL]);
  await assignee.selectOption({ label: SECOND_AGENT });
  await expect(page.getByRole('alert').filter({ hasText: `Mesazhi iu caktua ${SECOND_AGENT}.` })).toBeInViewport();
  await shot(page, 'inbox-noted-390', true);
  await page.reload();
  await page.getByRole('searchbox', { name: 'Kërko në mesazhe' }).fill(word);
  await page.getByRole('searchbox', { name: 'Kërko në mesazhe' }).press('Enter');
  await expect(card.getByRole('combobox', { name: 'Caktuar për' })).toHaveValue(/\d+/);
  await expect(card.getByRole('combobox', { name: 'Caktuar për' }).locator('option:checked')).toHaveText(SECOND_AGENT);
  await expect(card.getByRole('textbox', { name: 'Shënim' })).toHaveValue('Thirre pas orës 17; do ta shohë me burrin.');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'inbox-noted-1280');

  // Both changes are in the audit log, by this agent.
  await page.getByRole('link', { name: 'Regjistri' }).click();
  const audit = page.getByRole('table');
  await expect(audit.getByRole('row').filter({ hasText: 'Shënoi mesazhin' }).filter({ hasText: EMAIL })).not.toHaveCount(0);
  await expect(audit.getByRole('row').filter({ hasText: 'Caktoi mesazhin' }).filter({ hasText: EMAIL })).not.toHaveCount(0);
});
