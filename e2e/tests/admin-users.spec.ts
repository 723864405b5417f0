/**
 * 'Përdoruesit' on a 390 px phone, against the production build on a server of this file's own
 * mailing through a real SMTP server the test starts: an agent adds a colleague, who sets a
 * password through the e-mailed invitation and signs in; removed, the colleague's open session
 * ends at once; a forgotten password reset by its e-mailed link, once; one's own password
 * changed. Screenshots go to SHOTS_DIR when set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { TestSmtpServer } from 'server/testing';
import { expect as baseExpect, test } from './fixtures';
import { shot } from './shots';
import { startOwnServer, type OwnServer } from './own-server';
import { addAdminUser, signIn } from './admin-user';

// Argon2 on a two-core machine shared with other work.
const expect = baseExpect.configure({ timeout: 30_000 });

const repoRoot = path.resolve(import.meta.dirname, '../..');
const ARTA = { email: 'arta@zyra.example', password: 'fjalekalimi-i-artes-2026' };
const BESA = { email: 'besa@zyra.example', password: 'besa zgjodhi nje fjali te gjate' };
const PHONE = { width: 390, height: 844 };

let smtp: TestSmtpServer;
let server: OwnServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await TestSmtpServer.start(0);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-admin-users-'));
  server = await startOwnServer({
    port: 0,
    listingsFile: path.join(repoRoot, 'sample-data/public/data/listings.json'),
    dataDir,
    env: { SMTP_URL: smtp.url, NOTIFY_EMAIL: 'njoftime@zyra.example' },
  });
  addAdminUser(ARTA.email, ARTA.password, dataDir);
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

/** The link of the newest mail to `to` (the page's address with its token in the fragment). */
async function mailedLink(to: string, count: number): Promise<string> {
  const mails = (await smtp.waitForMails(count, 30_000)).filter((mail) => mail.envelope.to.includes(to));
  const link = /https?:\/\/\S+\/admin\/fjalekalimi#[A-Za-z0-9_-]+/.exec(mails.at(-1)?.parsed.text ?? '')?.[0];
  if (!link) throw new Error(`no link mailed to ${to}`);
  // The server's public origin is the site's configured one; the link's path and fragment are what matter here.
  const { pathname, hash } = new URL(link);
  return url(`${pathname}${hash}`);
}

async function setPassword(page: Page, link: string, password: string, email: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByText(`Për ${email}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Fjalëkalimi i ri' }).fill(password);
  await page.getByRole('textbox', { name: 'Përsëriteni fjalëkalimin e ri' }).fill(password);
  await page.getByRole('button', { name: 'Ruaj fjalëkalimin' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Fjalëkalimi u ruajt' })).toBeVisible();
}

test('an agent adds a colleague, who sets a password through the e-mailed invitation and signs in; removed, their session ends at once', async ({ browser }) => {
  const arta = await phone(browser);
  await signIn(arta, ARTA, server.origin);
  await arta.getByRole('link', { name: 'Përdoruesit' }).click();
  await expect(arta.getByRole('heading', { name: 'Përdoruesit' })).toBeVisible();
  const list = arta.getByRole('list', { name: 'Lista e përdoruesve' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem', { name: ARTA.email })).toContainText('Ju');

  // An address that is not one: the field says so and has the focus.
  await arta.getByRole('textbox', { name: 'E-mail' }).fill('besa');
  await arta.getByRole('button', { name: 'Dërgo ftesën' }).click();
  await expect(arta.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
  await expect(arta.getByText('Shkruani një adresë e-maili')).toBeVisible();

  await arta.getByRole('textbox', { name: 'E-mail' }).fill(BESA.email);
  await arta.getByRole('textbox', { name: 'Emri' }).fill('Besa Gashi');
  await arta.getByRole('button', { name: 'Dërgo ftesën' }).click();
  const said = arta.getByRole('status').filter({ hasText: `Ftesa u dërgua te ${BESA.email}.` });
  await expect(said).toBeVisible();
  // Said where the agent's thumb is: in the viewport, not at the top of a long page.
  await expect(said).toBeInViewport();
  await expect(list.getByRole('listitem', { name: BESA.email })).toContainText('Ftuar');
  await shot(arta, 'users-390', true);

  // The colleague, on their own phone: the invitation's link, a password, then signing in.
  const besa = await phone(browser);
  await setPassword(besa, await mailedLink(BESA.email, 1), BESA.password, BESA.email);
  await shot(besa, 'password-link-saved-390', true);
  await expect(besa.getByRole('textbox', { name: 'E-mail' })).toHaveValue(BESA.email);
  await besa.getByRole('textbox', { name: 'Fjalëkalimi' }).fill(BESA.password);
  await besa.getByRole('button', { name: 'Hyr', exact: true }).click();
  await expect(besa.getByRole('heading', { name: 'Pronat' })).toBeVisible();

  // The same link a second time: it has ended.
  const again = await phone(browser);
  await again.goto(await mailedLink(BESA.email, 1));
  await expect(again.getByRole('alert')).toContainText('Kjo lidhje nuk vlen më');
  await again.context().close();

  // Removed: Besa's next step in the back office finds her signed out.
  await arta.reload();
  await list.getByRole('button', { name: `Hiq ${BESA.email}` }).click();
  await arta.getByRole('button', { name: 'Po, hiqe' }).click();
  await expect(arta.getByRole('status').filter({ hasText: `${BESA.email} u hoq.` })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await besa.getByRole('link', { name: 'Mesazhet' }).click();
  await expect(besa.getByRole('button', { name: 'Hyr', exact: true })).toBeVisible();
  await besa.getByRole('textbox', { name: 'E-mail' }).fill(BESA.email);
  await besa.getByRole('textbox', { name: 'Fjalëkalimi' }).fill(BESA.password);
  await besa.getByRole('button', { name: 'Hyr', exact: true }).click();
  await expect(besa.getByRole('alert')).toContainText('E-maili ose fjalëkalimi është i gabuar.');

  // The audit log says who did what.
  await arta.getByRole('link', { name: 'Regjistri' }).click();
  const row = (action: string) => arta.getByRole('row').filter({ hasText: action }).filter({ hasText: BESA.email });
  await expect(row('Shtoi përdoruesin')).toContainText(ARTA.email);
  await expect(row('Hoqi përdoruesin')).toContainText(ARTA.email);
  await expect(row('Zgjodhi fjalëkalimin me ftesën')).toHaveCount(1);
  await arta.context().close();
  await besa.context().close();
});

test('a forgotten password: the e-mailed link sets a new one once, and the old one no longer signs in', async ({ browser }) => {
  const page = await phone(browser);
  await page.goto(url('/admin'));
  await page.getByRole('button', { name: 'Keni harruar fjalëkalimin?' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(ARTA.email);
  const before = smtp.mails.length;
  await page.getByRole('button', { name: 'Dërgo lidhjen' }).click();
  await expect(page.getByRole('status')).toContainText('Nëse kjo adresë është e një përdoruesi');
  await shot(page, 'reset-request-390', true);

  const link = await mailedLink(ARTA.email, before + 1);
  const mail = smtp.mails.at(-1)!;
  expect(mail.parsed.subject).toContain('Rivendosja e fjalëkalimit');
  const fresh = 'arta e ka nje fjalekalim te ri';
  await setPassword(page, link, fresh, ARTA.email);

  const old = await phone(browser);
  await old.goto(url('/admin'));
  await old.getByRole('textbox', { name: 'E-mail' }).fill(ARTA.email);
  await old.getByRole('textbox', { name: 'Fjalëkalimi' }).fill(ARTA.password);
  await old.getByRole('button', { name: 'Hyr', exact: true }).click();
  await expect(old.getByRole('alert')).toContainText('E-maili ose fjalëkalimi është i gabuar.');
  await old.context().close();

  // One's own password, changed back from 'Përdoruesit' (the current one first).
  await signIn(page, { email: ARTA.email, password: fresh }, server.origin);
  await page.getByRole('link', { name: 'Përdoruesit' }).click();
  await page.getByRole('textbox', { name: 'Fjalëkalimi aktual' }).fill('not the password');
  await page.getByRole('textbox', { name: 'Fjalëkalimi i ri' }).fill(ARTA.password);
  await page.getByRole('textbox', { name: 'Përsëriteni fjalëkalimin e ri' }).fill(ARTA.password);
  await page.getByRole('button', { name: 'Ndrysho fjalëkalimin' }).click();
  await expect(page.getByRole('textbox', { name: 'Fjalëkalimi aktual' })).toBeFocused();
  await expect(page.getByText('Fjalëkalimi aktual nuk është i saktë.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Fjalëkalimi aktual' }).fill(fresh);
  await page.getByRole('button', { name: 'Ndrysho fjalëkalimin' }).click();
  const changed = page.getByRole('status').filter({ hasText: 'Fjalëkalimi u ndryshua.' });
  await expect(changed).toBeInViewport();
  await shot(page, 'own-password-390', true);
  await page.context().close();
});
