/**
 * The listing form on a 390 px phone (issue 51, parts 2 and 3): a save's answer and a refusal
 * are said where the agent is (a notification in the viewport, the refused field focused with
 * its message, the field named), and unsaved edits are not dropped without a question (a menu
 * link, Back, 'Dil', a closed tab). Screenshots go to SHOTS_DIR when it is set.
 */
import type { Page } from '@playwright/test';
import { test, expect as baseExpect } from './fixtures';
import { shot } from './shots';
import { addAdminUser, signIn } from './admin-user';

// Argon2 sign-ins and API round trips on a two-core machine shared with other work.
const expect = baseExpect.configure({ timeout: 30_000 });

const EMAIL = 'ruajtja@example.org';
const PASSWORD = 'fjalekalim-i-gjate-2026';
const PHONE = { width: 390, height: 844 };

/** A withdrawn listing of the test's own (never public), made through the form; its id. */
async function newListing(page: Page, title: string): Promise<string> {
  await page.getByRole('link', { name: 'Shto pronë' }).click();
  await expect(page.getByRole('heading', { name: 'Pronë e re' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Titulli', exact: true }).fill(title);
  await page.getByLabel('Statusi').selectOption({ label: 'E tërhequr' });
  await page.getByLabel('Qyteti').selectOption('Prishtinë');
  await page.getByLabel('Çmimi (€)', { exact: true }).fill('120000');
  await page.getByRole('button', { name: 'Ruaj' }).click();
  const added = page.getByRole('alert').filter({ hasText: /^Prona \d+ u shtua\.$/ });
  await expect(added).toBeInViewport({ ratio: 1 });
  const id = /Prona (\d+)/.exec((await added.textContent()) ?? '')?.[1] ?? '';
  expect(id).not.toBe('');
  return id;
}

test.beforeAll(() => addAdminUser(EMAIL, PASSWORD));

test('after Ruaj at the bottom of the form the answer is in view, and a refusal focuses and names the field', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await signIn(page, { email: EMAIL, password: PASSWORD });
  const id = await newListing(page, `Banesë për njoftimet ${Date.now()}`);

  // A save from the bottom of the long form: the agent stays there, the answer comes there.
  const save = page.getByRole('button', { name: 'Ruaj' });
  await page.getByLabel('Sipërfaqe').fill('84');
  await save.click();
  const saved = page.getByRole('alert').filter({ hasText: 'Ndryshimet u ruajtën.' });
  await expect(saved).toBeInViewport({ ratio: 1 });
  await expect(save).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await shot(page, 'form-saved-390');

  // An empty title and a word for the area: the server refuses both (400), the notification
  // names them, the first takes the focus with its message, in view.
  await page.getByRole('textbox', { name: 'Titulli', exact: true }).fill('');
  await page.getByLabel('Sipërfaqe').fill('shumë');
  const refused = page.waitForResponse((response) => response.url().endsWith(`/admin/api/listings/${id}`) && response.request().method() === 'PUT');
  await save.click();
  expect((await refused).status()).toBe(400);
  const refusal = page.getByRole('alert').filter({ hasText: 'Kontrolloni fushat e shënuara: Titulli, Sipërfaqe.' });
  await expect(refusal).toBeInViewport({ ratio: 1 });
  const title = page.getByRole('textbox', { name: 'Titulli' });
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
  await expect(title).toHaveAccessibleDescription(/Shkruani titullin/);
  await expect(page.getByLabel('Sipërfaqe')).toHaveAccessibleDescription('Shkruani një numër (p.sh. 84 ose 84,5).');
  await shot(page, 'form-refused-390');

  // Put right: saved, and the fields' messages go.
  await title.fill('Banesë për njoftimet, e ndrequr');
  await page.getByLabel('Sipërfaqe').fill('86');
  await save.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ndryshimet u ruajtën.' })).toBeInViewport({ ratio: 1 });
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');
  const stored = await page.evaluate(async (listingId) => (await fetch(`/admin/api/listings/${listingId}`)).json(), id);
  expect(stored.listing).toMatchObject({ title: 'Banesë për njoftimet, e ndrequr', details: { area: 86 } });
});

test('unsaved edits: the menu, Back and Dil ask first; Qëndro keeps them, leaving drops them; a save asks nothing', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await signIn(page, { email: EMAIL, password: PASSWORD });
  const original = `Shtëpi për pyetjen ${Date.now()}`;
  const id = await newListing(page, original);
  const title = page.getByRole('textbox', { name: 'Titulli' });
  const question = page.getByRole('dialog', { name: 'Ndryshimet nuk janë ruajtur' });
  const formHeading = page.getByRole('heading', { name: `Prona ${id}` });

  // Nothing typed: the menu leaves at once.
  await page.getByRole('link', { name: 'Mesazhet' }).click();
  await expect(page.getByRole('heading', { name: 'Mesazhet' })).toBeVisible();
  await page.goBack();
  await expect(title).toHaveValue(original);

  // The menu with an edit: asked; 'Qëndro' keeps the edit where it was.
  await title.fill('Një titull i pa ruajtur');
  await page.getByRole('link', { name: 'Mesazhet' }).click();
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Qëndro' })).toBeFocused();
  await shot(page, 'leave-question-390');
  await question.getByRole('button', { name: 'Qëndro' }).click();
  await expect(question).toBeHidden();
  await expect(formHeading).toBeVisible();
  await expect(title).toHaveValue('Një titull i pa ruajtur');
  expect(new URL(page.url()).pathname).toBe(`/admin/pronat/${id}`);

  // Back with the edit: asked; staying keeps the page and the edit.
  await page.goBack();
  await expect(question).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/admin/pronat/${id}`);
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(title).toHaveValue('Një titull i pa ruajtur');
  expect(new URL(page.url()).pathname).toBe(`/admin/pronat/${id}`);

  // Back again, and leave: back where the form was opened from (the table); the edit is
  // dropped, the stored title stays.
  await page.goBack();
  await question.getByRole('button', { name: 'Largohu pa ruajtur' }).click();
  await expect(page.getByRole('heading', { name: 'Pronat' })).toBeVisible();
  await page.goForward();
  await expect(title).toHaveValue(original);

  // The menu, and leave.
  await title.fill('Edhe një titull i pa ruajtur');
  await page.getByRole('link', { name: 'Pronat', exact: true }).click();
  await question.getByRole('button', { name: 'Largohu pa ruajtur' }).click();
  await expect(page.getByRole('heading', { name: 'Pronat' })).toBeVisible();
  await page.goBack();
  await expect(title).toHaveValue(original);

  // After a save nothing is asked.
  await title.fill('Shtëpi e ruajtur');
  await page.getByRole('button', { name: 'Ruaj' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ndryshimet u ruajtën.' })).toBeVisible();
  await page.getByRole('link', { name: 'Mesazhet' }).click();
  await expect(page.getByRole('heading', { name: 'Mesazhet' })).toBeVisible();
  await expect(question).toBeHidden();
  await page.goBack();
  await expect(title).toHaveValue('Shtëpi e ruajtur');

  // 'Dil' asks too; and a closed tab gets the browser's own question.
  await title.fill('Një titull që humbet');
  await page.getByRole('button', { name: 'Dil' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Qëndro' }).click();
  await expect(formHeading).toBeVisible();
  const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.type()))));
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
});
