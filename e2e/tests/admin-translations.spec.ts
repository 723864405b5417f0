/**
 * A listing's English title and description, entered in the back office on a 390 px phone,
 * against the production build: 'Përkthimet' is folded at first, the agent opens it, types, saves
 * and publishes; the listing's public record then carries the translation, an English page's grid
 * card is titled with it (marked `lang="en"`), a German page's with the Albanian title marked
 * `lang="sq"`, and the audit log names each text by its label. The listing is withdrawn at the end.
 */
import type { Listing } from 'shared/contracts';
import { listingRecordUrl } from 'shared/listings/rules';
import { listingsPath } from 'shared/routes';
import { expect as baseExpect, test } from './fixtures';
import { addAdminUser, signIn } from './admin-user';
import { closeNotices } from './admin-notices';
import { shot } from './shots';

// Argon2 sign-ins and a map on a two-core machine shared with other work.
const expect = baseExpect.configure({ timeout: 30_000 });

const AGENT = { email: 'perkthimet@example.org', password: 'fjalekalim-i-gjate-2026' };

test('an agent at 390 px gives a listing an English title and description; published, the public record and an English card carry them', async ({ page, request, consoleErrors }) => {
  test.setTimeout(180_000);
  addAdminUser(AGENT.email, AGENT.password);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, AGENT);

  // A draft with its Albanian words first, as the agency writes a listing.
  await page.getByRole('link', { name: 'Shto pronë' }).click();
  await expect(page.getByRole('heading', { name: 'Pronë e re' })).toBeVisible();
  const stamp = Date.now();
  const title = `Banesë me pamje ${stamp}`;
  const english = { title: `Flat with a view ${stamp}`, description: 'Bright and quiet.\n\nTen minutes from the centre.' };
  await page.getByRole('textbox', { name: 'Titulli', exact: true }).fill(title);
  await page.getByLabel('Qyteti').selectOption('Prishtinë');
  await page.getByLabel('Çmimi (€)', { exact: true }).fill('98000');
  await page.getByRole('textbox', { name: 'Përshkrimi', exact: true }).fill('E ndritshme dhe e qetë.');
  await page.getByRole('button', { name: 'Ruaj', exact: true }).click();
  await expect(page.getByText(/^Prona \d+ u shtua si skicë\.$/)).toBeVisible();
  const id = /Prona (\d+)/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')?.[1] ?? '';
  expect(id).not.toBe('');
  await closeNotices(page);

  // 'Përkthimet' is folded: the form stays short; its row says nothing is filled.
  const heading = page.getByRole('heading', { name: 'Përkthimet' });
  const translations = page.locator('details', { has: heading });
  await expect(translations).toContainText('Asnjë e plotësuar');
  await expect(page.getByLabel('Titulli (English)')).toBeHidden();
  await heading.click();
  await expect(page.getByLabel('Titulli (English)')).toBeVisible();
  await expect(page.getByLabel('Titulli (English)')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Titulli (English)').fill(english.title);
  await page.getByLabel('Përshkrimi (English)').fill(english.description);
  await expect(translations).toContainText('2 nga 4 të plotësuara');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'translations-390', true);
  // Typed and not saved, they are asked about like every other field.
  const question = page.getByRole('dialog', { name: 'Ndryshimet nuk janë ruajtur' });
  await page.getByRole('link', { name: 'Mesazhet' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Qëndro' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByLabel('Titulli (English)')).toHaveValue(english.title);

  await page.getByRole('button', { name: 'Ruaj', exact: true }).click();
  await expect(page.getByText('Ndryshimet u ruajtën.')).toBeVisible();
  await closeNotices(page);
  // Read back as stored.
  await page.reload();
  await expect(translations).toContainText('2 nga 4 të plotësuara');
  await expect(page.getByLabel('Përshkrimi (English)')).toHaveValue(english.description);

  await page.getByRole('button', { name: 'Publiko' }).click();
  await expect(page.getByText('Prona u publikua: publiku e sheh tani.')).toBeVisible();

  // Public within about a second: the record carries the translation, the Albanian text beside it.
  await expect
    .poll(async () => ((await (await request.get(listingRecordUrl(id))).json()) as Listing | null)?.translations ?? null)
    .toEqual({ en: english });
  const record = (await (await request.get(listingRecordUrl(id))).json()) as Listing;
  expect(record).toMatchObject({ id, title, description: 'E ndritshme dhe e qetë.' });

  // An English page's card is titled in English; a German page's in Albanian, marked as such.
  await page.goto(`${listingsPath('en')}?page=1&id=${id}`);
  const englishTitle = page.getByRole('link', { name: english.title, exact: true });
  await expect(englishTitle).toBeVisible();
  await expect(englishTitle).toHaveAttribute('lang', 'en');
  await page.goto(`${listingsPath('de')}?page=1&id=${id}`);
  const germanPageTitle = page.getByRole('link', { name: title, exact: true });
  await expect(germanPageTitle).toBeVisible();
  await expect(germanPageTitle).toHaveAttribute('lang', 'sq');

  // The audit log names each text by its label ('Titulli (English)').
  await page.goto(`/admin/regjistri?prona=${id}`);
  await expect(page.getByText(`Titulli (English): — → ${english.title}`)).toBeVisible();

  // Never left public: the suite's later specs read the newest listing as the sample's.
  await page.goto(`/admin/pronat/${id}`);
  await expect(page.getByRole('heading', { name: `Prona ${id}` })).toBeVisible();
  await page.getByLabel('Statusi').selectOption({ label: 'E tërhequr' });
  await closeNotices(page);
  await page.getByRole('button', { name: 'Ruaj', exact: true }).click();
  await expect(page.getByText('Ndryshimet u ruajtën.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
