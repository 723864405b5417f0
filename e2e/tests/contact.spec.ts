/**
 * The contact sheet across the composed site: the three ways to open it, its validation, the
 * toasts, the draft kept after a failure, and what the server stored (read with `pnpm messages`).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { hydrated } from './hydrated';
import { activeListings } from './sample-listings';

const repoRoot = path.resolve(import.meta.dirname, '../..');

interface StoredMessage {
  name: string;
  email: string;
  phone: string;
  message: string;
  page: string;
  receivedAt: string;
}

/** `pnpm messages --json` against the test server's DATA_DIR. */
function storedMessages(): StoredMessage[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'server/src/cli/messages.ts', '--json'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
  });
  return JSON.parse(out.toString()) as StoredMessage[];
}

/** A text no other test sends, to find this test's message among the stored ones. */
const uniqueText = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

const sheet = (page: Page) => page.getByRole('dialog', { name: 'Na dërgoni një mesazh' });
const submit = (page: Page) => sheet(page).getByRole('button', { name: 'Dërgo mesazhin' });

async function openFromTopBar(page: Page) {
  // The sheet is the app's: before it runs, 'Kontakti' leads to the form's own page.
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Menuja kryesore' }).getByRole('link', { name: 'Kontakti' }).click();
  await expect(sheet(page)).toBeVisible();
}

async function fillRequired(page: Page, message: string) {
  await sheet(page).getByLabel('Numri i telefonit').fill('+383 44 123 456');
  await sheet(page).getByLabel('Mesazhi').fill(message);
}

test.describe('the contact sheet', () => {
  test('opens from the top bar with every field labelled and submit disabled', async ({ page, consoleErrors }) => {
    await page.goto('/home');
    await openFromTopBar(page);
    for (const label of ['Emri', 'E-mail', 'Numri i telefonit', 'Mesazhi']) {
      await expect(sheet(page).getByLabel(label)).toBeVisible();
    }
    await expect(sheet(page).getByLabel('E-mail')).toHaveAttribute('type', 'email');
    await expect(submit(page)).toBeDisabled();
    await sheet(page).getByRole('button', { name: 'Mbyll formularin' }).click();
    await expect(sheet(page)).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('opens from the contact page’s button', async ({ page }) => {
    await page.goto('/kontakti');
    // Before the app runs, the button asks the server for its form page; the sheet is the app's.
    await hydrated(page);
    await page.getByRole('button', { name: 'Dërgo një mesazh' }).click();
    await expect(sheet(page)).toBeVisible();
    await expect(sheet(page).getByTestId('contact-listing')).toHaveCount(0);
  });

  test('shows the required messages once a field is left empty, and enables submit when valid', async ({ page }) => {
    await page.goto('/kontakti');
    // Before the app runs, the button asks the server for its form page; the sheet is the app's.
    await hydrated(page);
    await page.getByRole('button', { name: 'Dërgo një mesazh' }).click();
    await expect(page.getByText('Numri telefonit është i detyrueshëm.')).toHaveCount(0);

    await sheet(page).getByLabel('Numri i telefonit').focus();
    await sheet(page).getByLabel('Mesazhi').focus();
    await sheet(page).getByLabel('Emri').focus();
    await expect(sheet(page).getByText('Numri telefonit është i detyrueshëm.')).toBeVisible();
    await expect(sheet(page).getByText('Mesazhi është i detyrueshëm.')).toBeVisible();
    await expect(submit(page)).toBeDisabled();

    await sheet(page).getByLabel('Numri i telefonit').fill('044 123 456');
    await expect(sheet(page).getByText('Numri telefonit është i detyrueshëm.')).toHaveCount(0);
    await expect(submit(page)).toBeDisabled();
    await sheet(page).getByLabel('Mesazhi').fill('Tung');
    await expect(sheet(page).getByText('Mesazhi është i detyrueshëm.')).toHaveCount(0);
    await expect(submit(page)).toBeEnabled();
  });

  test('sends: the sheet closes, a success toast shows and the server stores the message with its page', async ({
    page,
    consoleErrors,
  }) => {
    const text = uniqueText('Nga shiriti');
    await page.goto('/pronat?page=1');
    await openFromTopBar(page);
    await sheet(page).getByLabel('Emri').fill('Arta Krasniqi');
    await sheet(page).getByLabel('E-mail').fill('arta@example.com');
    await fillRequired(page, text);
    await submit(page).click();

    await expect(sheet(page)).toBeHidden();
    const toast = page.getByRole('alert').filter({ hasText: 'Mesazhi u dërgua me sukses' });
    await expect(toast).toBeVisible();
    // The pointer on the toast holds it (a toast left alone goes after 5 s), then a tap dismisses it.
    await toast.hover();
    await expect(toast).toContainText('Prisni një përgjigje së shpejti');
    // Bottom-right: its right edge near the viewport's, below the middle of the screen.
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x + box.width > viewport.width - 40 && box.y > viewport.height / 2).toBe(true);
    await toast.click();
    await expect(toast).toHaveCount(0);

    const stored = storedMessages().find((m) => m.message === text);
    expect(stored).toMatchObject({
      name: 'Arta Krasniqi',
      email: 'arta@example.com',
      phone: '+383 44 123 456',
      page: `Faqja: ${new URL(page.url()).origin}/pronat?page=1`,
    });

    await openFromTopBar(page);
    await expect(sheet(page).getByLabel('Mesazhi')).toHaveValue('');
    await expect(sheet(page).getByLabel('Emri')).toHaveValue('');
    expect(consoleErrors).toEqual([]);
  });

  test('from a listing’s “Dërgo Mesazh” it names the listing, and the stored message carries its id', async ({
    page,
    request,
  }) => {
    const [listing] = await activeListings(request);
    if (!listing) throw new Error('the sample data has no active listing');
    const text = uniqueText('Për pronën');

    await page.goto(`/pronat/${listing.id}`);
    await page.getByRole('button', { name: 'Dërgo Mesazh' }).filter({ visible: true }).first().click();
    await expect(sheet(page)).toBeVisible();
    await expect(sheet(page).getByTestId('contact-listing')).toContainText(listing.title);
    await fillRequired(page, text);
    await submit(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Mesazhi u dërgua me sukses' })).toBeVisible();

    expect(storedMessages().find((m) => m.message === text)?.page).toBe(`Prona: ${listing.id}`);
  });

  test('a failed send shows the error toast and keeps the draft; sending again succeeds', async ({ page }) => {
    const text = uniqueText('Pas gabimit');
    await page.route('/', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, body: 'down' }) : route.fallback(),
    );
    await page.goto('/kontakti');
    // Before the app runs, the button asks the server for its form page; the sheet is the app's.
    await hydrated(page);
    await page.getByRole('button', { name: 'Dërgo një mesazh' }).click();
    await sheet(page).getByLabel('Emri').fill('Besa');
    await fillRequired(page, text);
    await submit(page).click();

    await expect(sheet(page)).toBeHidden();
    const toast = page.getByRole('alert').filter({ hasText: 'Gabim' });
    await expect(toast).toBeVisible();
    await toast.hover();
    await expect(toast).toContainText('Na vjen keq, por mesazhi nuk u dërgua');
    await expect(page.getByText('Mesazhi u dërgua me sukses')).toHaveCount(0);
    await toast.getByRole('button', { name: 'Mbyll njoftimin' }).click();
    await expect(toast).toHaveCount(0);
    expect(storedMessages().some((m) => m.message === text)).toBe(false);

    await page.getByRole('button', { name: 'Dërgo një mesazh' }).click();
    await expect(sheet(page).getByLabel('Emri')).toHaveValue('Besa');
    await expect(sheet(page).getByLabel('Numri i telefonit')).toHaveValue('+383 44 123 456');
    await expect(sheet(page).getByLabel('Mesazhi')).toHaveValue(text);

    await page.unroute('/');
    await submit(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Mesazhi u dërgua me sukses' })).toBeVisible();
    expect(storedMessages().filter((m) => m.message === text)).toHaveLength(1);
  });

  test('the page carries the static contact form that form-hosting services detect', async ({ request }) => {
    const html = await (await request.get('/home')).text();
    const form = /<form\b[^>]*\bname="contact"[^>]*>([\s\S]*?)<\/form>/.exec(html);
    expect(form?.[0]).toMatch(/data-netlify="true"/);
    expect(form?.[0]).toMatch(/netlify-honeypot="bot-field"/);
    expect(form?.[0]).toMatch(/<form\b[^>]*\bhidden\b/);
    const names = [...(form?.[1] ?? '').matchAll(/name="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toEqual(['form-name', 'name', 'email', 'phone', 'message', 'bot-field']);
    expect(form?.[1]).toContain('value="contact"');
  });
});
