/**
 * 'Dokumentacioni', a listing's papers (issue 53): filtered in the phone's dialog and the wide
 * strip, listed on the detail page (and nothing when unknown), marked on the card when complete,
 * and edited in the back office with the public page following. The back office's journey runs
 * on a server of its own (a fresh DATA_DIR), so its edits touch no other spec's listings.
 * Screenshots at 1280 and 390 px go to SHOTS_DIR when set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { hasCompleteDocuments } from 'shared/listings/rules';
import type { Listing } from 'shared/contracts';
import { answerExternalRequests, expect, test } from './fixtures';
import { addAdminUser } from './admin-user';
import { closeNotices } from './admin-notices';
import { startOwnServer, type OwnServer } from './own-server';
import { activeListings, type PublicListing } from './sample-listings';
import { cards, filterDialog, openDetail, openGrid, settled } from './screens';

type WithDetails = PublicListing & { details: Listing['details'] };

const shotsDir = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string, fullPage = false) => {
  if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage });
};

const count = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /^\d+ pron[aë]$/ });
const countText = (n: number) => (n === 1 ? '1 pronë' : `${n} prona`);
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const documentsOf = (listing: WithDetails) => listing.details.documents as string[] | undefined;
const hasAll = (listing: WithDetails, codes: string[]) => codes.every((code) => documentsOf(listing)?.includes(code) ?? false);

async function listings(request: APIRequestContext, origin = ''): Promise<WithDetails[]> {
  return (await activeListings(request, origin)) as WithDetails[];
}

/** The newest first, as the grid shows them. */
const newestFirst = (list: WithDetails[]) => [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

async function cardIds(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((articles) => articles.map((article) => article.getAttribute('data-listing-id') ?? ''));
}

const documentsRow = (page: Page) => page.getByTestId('detail-list').locator('[data-detail="documents"]');

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filter dialog's 'Dokumentacioni' keeps the listings with every chosen document, with their chips", async ({ page, request, consoleErrors }) => {
    const all = await listings(request);
    await openGrid(page);
    const strip = page.getByRole('search');
    await strip.getByRole('button', { name: 'Filtrat', exact: true }).click();
    const dialog = filterDialog(page);
    await expect(dialog).toBeVisible();
    const panel = dialog.getByRole('group', { name: 'Dokumentacioni' });
    await expect(panel).toHaveJSProperty('open', true);
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'filter-dialog-390');
    // By keyboard: a tile is a checkbox named by its visible text.
    await panel.getByRole('checkbox', { name: 'Leje ndërtimi' }).focus();
    await page.keyboard.press('Space');
    await panel.getByRole('checkbox', { name: 'Certifikatë e përdorimit' }).check();
    await dialog.getByRole('button', { name: 'Shto' }).click();
    await expect(dialog).toHaveCount(0);

    const expected = newestFirst(all.filter((listing) => hasAll(listing, ['permit', 'occupancy'])));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    await expect(count(page)).toHaveText(countText(expected.length));
    expect(query(page)).toMatchObject({ docs: 'permit,occupancy' });
    await expect.poll(() => cardIds(page)).toEqual(expected.slice(0, 20).map((listing) => listing.id));
    const chips = page.getByRole('list', { name: 'Filtrat aktivë' });
    await expect(chips.getByText('Leje ndërtimi', { exact: true })).toBeVisible();
    await expect(chips.getByText('Certifikatë e përdorimit', { exact: true })).toBeVisible();
    await expect(strip.getByRole('button', { name: 'Filtrat, ka filtra aktivë' })).toBeVisible();

    // A chip removes its document alone.
    await chips.getByRole('button', { name: 'Hiq filtrin Certifikatë e përdorimit' }).click();
    await expect(count(page)).toHaveText(countText(all.filter((listing) => hasAll(listing, ['permit'])).length));
    expect(query(page)).toMatchObject({ docs: 'permit' });
    expect(consoleErrors).toEqual([]);
  });

  test("a card whose papers are complete is marked 'Dokumente të plota', at 390 px", async ({ page, request }) => {
    const complete = newestFirst((await listings(request)).filter((listing) => hasCompleteDocuments(listing)));
    await openGrid(page, `/pronat?page=1&id=${encodeURIComponent(complete[0]!.id)}`);
    const mark = cards(page).getByRole('listitem').filter({ hasText: 'Dokumente të plota' });
    await mark.scrollIntoViewIfNeeded();
    await expect(mark).toBeVisible();
    await shot(page, 'card-mark-390');
  });
});

test('the grid marks exactly the cards whose papers are complete', async ({ page, request }) => {
  const shown = newestFirst(await listings(request)).slice(0, 20);
  await openGrid(page);
  const marked = await cards(page).evaluateAll((articles) =>
    articles.filter((article) => article.textContent?.includes('Dokumente të plota')).map((article) => article.getAttribute('data-listing-id')),
  );
  const expected = shown.filter((listing) => hasCompleteDocuments(listing)).map((listing) => listing.id);
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(shown.length);
  expect(marked).toEqual(expected);
  const first = page.locator(`article[data-listing-id="${expected[0]}"]`);
  await first.scrollIntoViewIfNeeded();
  await shot(page, 'card-mark-1280');
});

test("the wide strip's 'Dokumentacioni' select filters by one document", async ({ page, request }) => {
  const all = await listings(request);
  await openGrid(page);
  await page.getByRole('search').getByRole('combobox', { name: 'Dokumentacioni' }).click();
  await page.getByRole('option', { name: 'Në proces legalizimi', exact: true }).click();
  const expected = all.filter((listing) => hasAll(listing, ['legalisation']));
  await expect(count(page)).toHaveText(countText(expected.length));
  expect(query(page)).toMatchObject({ docs: 'legalisation' });
  await expect(page.getByRole('list', { name: 'Filtrat aktivë' }).getByText('Në proces legalizimi', { exact: true })).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`the detail page lists the documents a listing has, and nothing when they are unknown, at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const all = await listings(request);
    const underWay = all.find((listing) => listing.category !== 'land' && hasAll(listing, ['possession', 'legalisation']))!;
    const unknown = all.find((listing) => documentsOf(listing) === undefined)!;

    // In the server's page, before any script.
    const html = await (await request.get(`/pronat/${encodeURIComponent(underWay.id)}`)).text();
    expect(html).toContain('Fletë poseduese, Në proces legalizimi');

    await openDetail(page, underWay);
    await expect(documentsRow(page).getByRole('term')).toHaveText('Dokumentacioni');
    await expect(documentsRow(page).getByRole('definition')).toHaveText('Fletë poseduese, Në proces legalizimi');
    await documentsRow(page).scrollIntoViewIfNeeded();
    await shot(page, `detail-documents-${width}`);

    await openDetail(page, unknown);
    await expect(page.getByTestId('detail-list')).toBeVisible();
    await expect(documentsRow(page)).toHaveCount(0);
    await expect(page.getByText('Dokumentacioni')).toHaveCount(0);
  });
}

test.describe('in the back office', () => {
  const EMAIL = 'dokumentet@example.org';
  const PASSWORD = 'fjalekalim-per-dokumentet-2026';
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  let server: OwnServer;

  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-documents-'));
    server = await startOwnServer({ port: 0, listingsFile: path.join(repoRoot, 'sample-data/public/data/listings.json'), dataDir });
    addAdminUser(EMAIL, PASSWORD, dataDir);
  });

  test.afterAll(() => server?.stop());

  test('the documents edited with checkboxes reach the public page, none of them and unknown apart', async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const slow = expect.configure({ timeout: 30_000 });
    const url = (pathname: string) => `${server.origin}${pathname}`;
    const listing = (await listings(request, server.origin)).find(
      (candidate) => candidate.category !== 'land' && JSON.stringify(documentsOf(candidate)) === JSON.stringify(['possession', 'permit']),
    )!;

    await page.goto(url('/admin'));
    await page.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL);
    await page.getByRole('textbox', { name: 'Fjalëkalimi' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Hyr' }).click();
    await slow(page.getByRole('heading', { name: 'Pronat' })).toBeVisible();
    await page.goto(url(`/admin/pronat/${encodeURIComponent(listing.id)}`));
    const group = page.getByRole('group', { name: 'Dokumentacioni' });
    await slow(group.getByRole('checkbox', { name: 'Fletë poseduese' })).toBeChecked();
    await expect(group.getByRole('checkbox', { name: 'Leje ndërtimi' })).toBeChecked();
    await expect(group.getByRole('checkbox', { name: 'Certifikatë e përdorimit' })).not.toBeChecked();
    await group.scrollIntoViewIfNeeded();
    await shot(page, 'admin-documents-1280');

    const visitor = await browser.newPage();
    await answerExternalRequests(visitor);
    const publicRow = async (expected: string | null) => {
      await slow
        .poll(async () => {
          await visitor.goto(url(`/pronat/${encodeURIComponent(listing.id)}`));
          await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
          await settled(visitor);
          const row = documentsRow(visitor).getByRole('definition');
          return (await row.count()) === 0 ? null : row.textContent();
        })
        .toBe(expected);
    };
    const save = async () => {
      await closeNotices(page);
      await page.getByRole('button', { name: 'Ruaj' }).click();
      await slow(page.getByText('Ndryshimet u ruajtën.')).toBeVisible();
    };

    // The occupancy certificate arrives, by keyboard: the papers are complete, and the card says so.
    await group.getByRole('checkbox', { name: 'Certifikatë e përdorimit' }).focus();
    await page.keyboard.press('Space');
    await save();
    await publicRow('Fletë poseduese, Leje ndërtimi, Certifikatë e përdorimit');
    await visitor.goto(url(`/pronat?page=1&id=${encodeURIComponent(listing.id)}`));
    await expect(visitor.locator(`article[data-listing-id="${listing.id}"]`).getByText('Dokumente të plota')).toBeVisible();

    // None of them: said on the page, and it unticks the documents.
    await group.getByRole('checkbox', { name: 'Asnjë nga këto' }).check();
    await expect(group.getByRole('checkbox', { name: 'Fletë poseduese' })).not.toBeChecked();
    await save();
    await publicRow('Pa dokumente');

    // Nothing ticked: unknown, and the page shows nothing.
    await group.getByRole('checkbox', { name: 'Asnjë nga këto' }).uncheck();
    await save();
    await publicRow(null);
    await visitor.close();
  });
});
