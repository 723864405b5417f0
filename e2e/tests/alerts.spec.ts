/**
 * Alerts of new listings, the whole journey on a server of this file's own, mailing through a
 * real SMTP server the test starts: a visitor on an English search (390 px) asks to be told of
 * new properties, by keyboard; the confirmation arrives in English and its link confirms after a
 * press of its button; an agent publishes a matching house from the back office, with an English
 * title; the alert's e-mail arrives in English, naming the house by that title, with its one-click
 * unsubscribe; the back office counts the search's
 * alert without showing the address, and removes another visitor's address on request; the
 * visitor unsubscribes by the mail's link. Screenshots go to SHOTS_DIR when set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { TestSmtpServer, type ReceivedMail } from 'server/testing';
import { expect as baseExpect, test } from './fixtures';
import { hydrated } from './hydrated';
import { shot } from './shots';
import { startOwnServer, type OwnServer } from './own-server';
import { addAdminUser, signIn } from './admin-user';

// Argon2 and the mail worker on a two-core machine shared with other work.
const expect = baseExpect.configure({ timeout: 30_000 });

const repoRoot = path.resolve(import.meta.dirname, '../..');
const AGENT = { email: 'agjenti@zyra.example', password: 'njoftimet per vizitoret 2026' };
const VISITOR = 'visitor@example.com';
const PHONE = { width: 390, height: 844 };
const SEARCH = '/en/properties?page=1&type=house&city=Prishtin%C3%AB';

let smtp: TestSmtpServer;
let server: OwnServer;

test.describe.configure({ mode: 'serial' });
// The visitor reads English, as the one who searches the English pages does.
test.use({ locale: 'en-GB' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await TestSmtpServer.start(0);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-alerts-'));
  server = await startOwnServer({
    port: 0,
    listingsFile: path.join(repoRoot, 'sample-data/public/data/listings.json'),
    dataDir,
    env: { SMTP_URL: smtp.url, NOTIFY_EMAIL: 'njoftime@zyra.example' },
  });
  addAdminUser(AGENT.email, AGENT.password, dataDir);
});

test.afterAll(async () => {
  server?.stop();
  await smtp?.close();
});

const url = (pathname: string) => `${server.origin}${pathname}`;

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return context.newPage();
}

/** The `count`-th mail to `to` (1 = the first), once it has arrived. */
async function mailTo(to: string, count: number): Promise<ReceivedMail> {
  await expect.poll(() => smtp.mails.filter((mail) => mail.envelope.to.includes(to)).length, { timeout: 90_000 }).toBeGreaterThanOrEqual(count);
  return smtp.mails.filter((mail) => mail.envelope.to.includes(to))[count - 1]!;
}

/** A link of the mail's text on this server (the mail names the site's configured origin). */
function linkIn(mail: ReceivedMail, pathname: string): string {
  const found = new RegExp(`https?://\\S+${pathname.replace(/\//g, '\\/')}\\?t=[A-Za-z0-9_-]+`).exec(mail.parsed.text ?? '')?.[0];
  if (!found) throw new Error(`no ${pathname} link in the mail "${mail.parsed.subject}"`);
  const link = new URL(found);
  return url(`${link.pathname}${link.search}`);
}

test('a visitor saves an alert on an English search, confirms it, is mailed a matching house the agency publishes, and unsubscribes by its link', async ({ page, browser, consoleErrors }) => {
  test.setTimeout(300_000);

  // The visitor, on a phone, on an English search: the control beside the count, by keyboard.
  await page.setViewportSize(PHONE);
  await page.goto(url(SEARCH));
  await hydrated(page);
  const control = page.getByTestId('alert-control');
  const summary = control.getByText('Tell me about new properties');
  await expect(summary).toBeVisible();
  await summary.focus();
  await page.keyboard.press('Enter');
  const email = control.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await page.keyboard.type(VISITOR);
  await expect(control.getByRole('radio', { name: 'For each new property' })).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'alert-form-390');
  await page.keyboard.press('Enter');
  await expect(control.getByRole('status')).toContainText('Check your e-mail');
  await shot(page, 'alert-sent-390');

  // The confirmation, in English; its link's page asks, then confirms.
  const confirmation = await mailTo(VISITOR, 1);
  expect(confirmation.parsed.subject).toBe('[Prona Kosova] Confirm your alert for new properties');
  expect(confirmation.parsed.text).toContain('/en/properties?page=1&type=house&city=Prishtin%C3%AB');
  await page.goto(linkIn(confirmation, '/en/alerts/confirm'));
  await expect(page.getByRole('heading', { name: 'Confirm your alert' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await shot(page, 'alert-confirm-390');
  await page.getByRole('button', { name: 'Confirm alert' }).click();
  await expect(page.getByRole('heading', { name: 'Your alert is confirmed' })).toBeVisible();
  await shot(page, 'alert-confirmed-390');

  // Another visitor's alert, which the agency will remove on request.
  const other = await page.request.post(url('/njoftimet'), {
    headers: { accept: 'application/json' },
    form: { email: 'besa@example.com', frequency: 'daily', search: 'type=land' },
  });
  expect(other.status()).toBe(202);

  // The agency publishes a matching house.
  const agent = await phone(browser);
  // An error thrown in the agent's page fails the test too, as one in the visitor's does. Its
  // console is not watched: this context has no stand-in for the map tiles the point picker loads.
  agent.on('pageerror', (error) => consoleErrors.push(`agent: ${error.message}`));
  await signIn(agent, AGENT, server.origin);
  await agent.getByRole('link', { name: 'Shto pronë' }).click();
  await expect(agent.getByRole('heading', { name: 'Pronë e re' })).toBeVisible();
  const stamp = Date.now();
  const title = `Shtëpi me oborr Qershizë ${stamp}`;
  const englishTitle = `House with a yard in Qershizë ${stamp}`;
  await agent.getByRole('textbox', { name: 'Titulli', exact: true }).fill(title);
  await agent.getByLabel('Kategoria').selectOption({ label: 'Shtëpi' });
  await agent.getByLabel('Qyteti').selectOption('Prishtinë');
  await agent.getByLabel('Lagjja').fill('Arbëri');
  await agent.getByLabel('Çmimi (€)', { exact: true }).fill('185000');
  await agent.getByRole('heading', { name: 'Përkthimet' }).click();
  await agent.getByLabel('Titulli (English)').fill(englishTitle);
  await agent.getByRole('button', { name: 'Ruaj' }).click();
  await expect(agent.getByText(/^Prona \d+ u shtua si skicë\.$/)).toBeVisible();
  const id = /Prona (\d+)/.exec((await agent.getByRole('heading', { level: 1 }).textContent()) ?? '')?.[1] ?? '';
  expect(id).not.toBe('');
  const published = Date.now();
  await agent.getByRole('button', { name: 'Publiko' }).click();
  await expect(agent.getByText('Prona u publikua: publiku e sheh tani.')).toBeVisible();

  // The alert's e-mail, in English and naming the house by its English title, within the five
  // minutes (here: seconds), with its one-click unsubscribe.
  const alert = await mailTo(VISITOR, 2);
  expect(Date.now() - published).toBeLessThan(5 * 60_000);
  expect(alert.parsed.subject).toBe(`[Prona Kosova] New property: ${englishTitle}`);
  expect(alert.parsed.text).not.toContain(title);
  expect(alert.parsed.html).toContain(`lang="en">${englishTitle}</p>`);
  expect(alert.parsed.text).toContain(`/en/properties/${id}`);
  expect(alert.parsed.text).toContain('185.000\u00a0€');
  expect(alert.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  expect(alert.raw).toMatch(/^List-Unsubscribe:\s*<https?:\/\/\S+\/en\/alerts\/unsubscribe\?t=[A-Za-z0-9_-]+>/m);

  // The back office counts the search's alert, and shows no address.
  await agent.getByRole('link', { name: 'Njoftimet' }).click();
  await expect(agent.getByRole('heading', { name: 'Njoftimet' })).toBeVisible();
  const searches = agent.getByRole('list', { name: 'Kërkimet me njoftime' });
  await expect(searches.getByRole('listitem').filter({ hasText: 'Shtëpi · Prishtinë' })).toContainText('1 njoftim i konfirmuar');
  await expect(searches.getByRole('listitem').filter({ hasText: 'Truall' })).toContainText('1 pret konfirmimin');
  await expect(agent.getByText(VISITOR)).toHaveCount(0);
  expect(await agent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(agent, 'admin-alerts-390', true);

  // A visitor asks the agency to remove their address: typed, asked about, removed, audited.
  await agent.getByRole('textbox', { name: 'E-maili i vizitorit' }).fill('besa@example.com');
  await agent.getByRole('button', { name: 'Hiq njoftimet' }).click();
  await expect(agent.getByText('T’i heqim të gjitha njoftimet e besa@example.com?')).toBeVisible();
  await agent.getByRole('button', { name: 'Po, hiqi' }).click();
  await expect(agent.getByRole('alert').filter({ hasText: 'U hoq 1 njoftim.' })).toBeVisible();
  await expect(searches.getByRole('listitem').filter({ hasText: 'Truall' })).toHaveCount(0);
  await agent.getByRole('link', { name: 'Regjistri' }).click();
  await expect(agent.getByText('Hoqi njoftimet e një adrese').first()).toBeVisible();
  await expect(agent.getByText('besa@example.com')).toHaveCount(0);
  await agent.setViewportSize({ width: 1280, height: 900 });
  await agent.getByRole('link', { name: 'Njoftimet' }).click();
  await expect(searches).toBeVisible();
  await shot(agent, 'admin-alerts-1280', true);

  // The visitor unsubscribes by the mail's link: a page, a press of its button.
  await page.goto(linkIn(alert, '/en/alerts/unsubscribe'));
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await shot(page, 'alert-unsubscribed-390');
  await agent.reload();
  await expect(agent.getByText('Ende asnjë vizitor nuk ka kërkuar njoftime.')).toBeVisible();

  // The control at a desk's width.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(url(SEARCH));
  await hydrated(page);
  await page.getByTestId('alert-control').getByText('Tell me about new properties').click();
  await expect(page.getByTestId('alert-control').getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await shot(page, 'alert-form-1280');

  // Out of the public site again.
  await agent.goto(url(`/admin/pronat/${id}`));
  await agent.getByLabel('Statusi').selectOption({ label: 'E tërhequr' });
  await agent.getByRole('button', { name: 'Ruaj', exact: true }).click();
  await expect(agent.getByText('Ndryshimet u ruajtën.')).toBeVisible();
  await agent.context().close();
  expect(consoleErrors).toEqual([]);
});
