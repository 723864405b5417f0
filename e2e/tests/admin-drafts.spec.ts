/**
 * A draft on a 390 px phone, against the production build: a new listing starts as 'Skicë', its
 * photos are chosen while it is created and sent with its first save; until 'Publiko' the
 * public finds it nowhere — no grid card, no row in the index the grid and the map read (so no
 * marker), no detail page (404), no record, no listings.json entry, no sitemap entry, no SEO
 * page, no text search answer, no photo file — while the signed-in agent previews its public
 * page (401 for anyone else); after 'Publiko' every one of them shows it. Screenshots at 390
 * and 1280 px go to SHOTS_DIR when it is set.
 */
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { plainPng } from 'server/testing';
import { listingRecordUrl, listingSeoPath, listingsIndexUrl, textSearchUrl } from 'shared/listings/rules';
import type { AdminAuditEntry } from 'shared/contracts';
import { adminPreviewPath } from 'shared/routes';
import { answerExternalRequests, expect as baseExpect, test } from './fixtures';
import { shot } from './shots';
import { addAdminUser } from './admin-user';

// Argon2 sign-ins, uploads and a map on a two-core machine shared with other work.
const expect = baseExpect.configure({ timeout: 30_000 });

const EMAIL = 'skica@example.org';
const PASSWORD = 'fjalekalim-i-gjate-2026';
const WORD = 'Lulishtja';
const CAPTION = 'Salloni me dritare të mëdha';

/** What every public output says of the listing `id` with the photo at `photoUrl`. */
async function publicView(request: APIRequestContext, id: string, title: string, photoUrl: string) {
  const text = async (url: string) => {
    const response = await request.get(url);
    return { status: response.status(), body: await response.text() };
  };
  const [index, record, listingsJson, sitemap, seo, search, detail, photo, thumbnail] = await Promise.all(
    [
      listingsIndexUrl(0),
      listingRecordUrl(id),
      '/assets/data/listings.json',
      '/sitemap.xml',
      listingSeoPath(id),
      textSearchUrl(WORD),
      `/pronat/${id}`,
      photoUrl,
      photoUrl.replace('-1200.webp', '-600.webp'),
    ].map(text),
  );
  const rows = (JSON.parse(index!.body) as { rows: unknown[][] }).rows;
  return {
    indexRow: rows.some((row) => row[0] === id),
    record: record!.body !== 'null',
    listingsJson: (JSON.parse(listingsJson!.body) as { listings: { id: string }[] }).listings.some((listing) => listing.id === id),
    sitemap: sitemap!.body.includes(`/pronat/${id}<`),
    seo: seo!.status,
    search: (JSON.parse(search!.body) as { ids: string[] }).ids.includes(id),
    detail: detail!.status,
    detailNamesIt: detail!.body.includes(title),
    photo: photo!.status,
    thumbnail: thumbnail!.status,
  };
}

const HIDDEN = { indexRow: false, record: false, listingsJson: false, sitemap: false, seo: 404, search: false, detail: 404, detailNamesIt: false, photo: 404, thumbnail: 404 };
const SHOWN = { indexRow: true, record: true, listingsJson: true, sitemap: true, seo: 200, search: true, detail: 200, detailNamesIt: true, photo: 200, thumbnail: 200 };

test('a draft at 390 px: photos while creating, invisible to the public until Publiko, previewed by the agent only', async ({ page, request, consoleErrors }) => {
  test.setTimeout(240_000);
  addAdminUser(EMAIL, PASSWORD);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL);
  await page.getByRole('textbox', { name: 'Fjalëkalimi' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Hyr' }).click();
  await expect(page.getByRole('table')).toBeVisible();

  // A new listing: 'Skicë' unless told otherwise, and photos can be chosen at once.
  await page.getByRole('link', { name: 'Shto pronë' }).click();
  await expect(page.getByRole('heading', { name: 'Pronë e re' })).toBeVisible();
  await expect(page.getByLabel('Statusi')).toHaveValue('draft');
  await expect(page.getByLabel('Statusi').locator('option:checked')).toHaveText('Skicë');
  const title = `Shtëpi me ${WORD} ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Titulli', exact: true }).fill(title);
  await page.getByLabel('Kategoria').selectOption({ label: 'Shtëpi' });
  await page.getByLabel('Qyteti').selectOption('Prishtinë');
  await page.getByLabel('Lagjja').fill('Arbëri');
  await page.getByLabel('Çmimi (€)', { exact: true }).fill('210000');
  await page.getByLabel('Sipërfaqe').fill('180');
  const section = page.getByRole('region', { name: 'Fotot' });
  await section.locator('input[type="file"]').setInputFiles([
    { name: 'oborri.png', mimeType: 'image/png', buffer: await plainPng(1200, 800) },
    { name: 'salloni.png', mimeType: 'image/png', buffer: await plainPng(900, 600) },
  ]);
  await expect(section.getByText('2 foto do të ngarkohen kur të ruani.')).toBeVisible();
  await expect(section.getByRole('img', { name: 'Foto 1 (oborri.png)' })).toBeVisible();
  await expect(section.getByRole('listitem', { name: 'Foto 1 (oborri.png)' }).getByText('Kopertina')).toBeVisible();
  // One chosen by mistake comes off before anything is sent.
  await section.locator('input[type="file"]').setInputFiles([{ name: 'gabim.png', mimeType: 'image/png', buffer: await plainPng(300, 200) }]);
  await section.getByRole('button', { name: 'Hiq: Foto 3 (gabim.png)' }).click();
  await expect(section.getByText('2 foto do të ngarkohen kur të ruani.')).toBeVisible();
  // A caption typed while creating is sent with its photo.
  await section.getByRole('textbox', { name: 'Përshkrimi i fotos 2' }).fill(CAPTION);
  // Chosen photos are unsaved work: leaving through the menu asks first.
  const question = page.getByRole('dialog', { name: 'Ndryshimet nuk janë ruajtur' });
  await page.getByRole('link', { name: 'Mesazhet' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Qëndro' }).click();
  await expect(question).toBeHidden();
  await expect(section.getByRole('textbox', { name: 'Përshkrimi i fotos 2' })).toHaveValue(CAPTION);
  const map = page.locator('[data-point-picker] .leaflet-container');
  await expect(map).toBeVisible();
  await map.click({ position: { x: 180, y: 150 } });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'new-draft-390', true);

  await page.getByRole('button', { name: 'Ruaj' }).click();
  await expect(page.getByText(/^Prona \d+ u shtua si skicë\.$/)).toBeVisible();
  const id = /Prona (\d+)/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')?.[1] ?? '';
  expect(id).not.toBe('');
  const photos = page.getByRole('region', { name: 'Fotot' }).locator('li[data-photo-id]');
  await expect(photos).toHaveCount(2);
  await expect(photos.first().getByText('Kopertina')).toBeVisible();
  await expect(photos.nth(1).getByRole('textbox', { name: 'Përshkrimi i fotos 2' })).toHaveValue(CAPTION);
  await expect(photos.first().getByRole('textbox', { name: 'Përshkrimi i fotos 1' })).toHaveValue('');
  // A stored photo's caption typed and not saved is asked about too; 'Qëndro' keeps it.
  const coverCaption = photos.first().getByRole('textbox', { name: 'Përshkrimi i fotos 1' });
  await coverCaption.fill('Oborri');
  await page.getByRole('link', { name: 'Mesazhet' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Qëndro' }).click();
  await expect(coverCaption).toHaveValue('Oborri');
  // Taken back, nothing is left to ask about.
  await coverCaption.fill('');
  await page.getByRole('link', { name: 'Mesazhet' }).click();
  await expect(page.getByRole('heading', { name: 'Mesazhet' })).toBeVisible();
  await expect(question).toBeHidden();
  await page.goBack();
  await expect(photos).toHaveCount(2);
  // The thumbnails come through the admin's own route, and load.
  const thumbnail = photos.first().getByRole('img');
  await thumbnail.scrollIntoViewIfNeeded();
  await expect(thumbnail).toHaveAttribute('src', /^\/admin\/api\/photo-files\/[a-z0-9]+-600\.webp$/);
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(600);
  const draftBox = page.getByRole('alert').filter({ hasText: 'Kjo pronë është skicë' });
  await expect(draftBox).toBeVisible();
  await shot(page, 'draft-form-390', true);

  const stored = (await page.evaluate(async (listingId) => (await fetch(`/admin/api/listings/${listingId}`)).json(), id)) as { status: string; listing: { images: string[] } };
  expect(stored.status).toBe('draft');
  const photoUrl = stored.listing.images[0] ?? '';
  expect(photoUrl).toMatch(/^\/assets\/photos\/[a-z0-9]+-1200\.webp$/);

  // The public: nothing of it, in any output, over the time a change takes to be public (a
  // poll of 500 ms and a projection; the status journey holds that to 2 s).
  const visitor = await page.context().browser()!.newPage({ viewport: { width: 390, height: 844 } });
  await answerExternalRequests(visitor);
  const until = Date.now() + 3_000;
  while (Date.now() < until) {
    expect(await publicView(request, id, title, photoUrl)).toEqual(HIDDEN);
    await page.waitForTimeout(250);
  }
  await visitor.goto('/pronat?page=1');
  await expect(visitor.getByRole('article').first()).toBeVisible();
  await expect(visitor.locator(`article[data-listing-id="${id}"]`)).toHaveCount(0);
  await expect(visitor.getByText(title)).toHaveCount(0);
  const notFound = await visitor.goto(`/pronat/${id}`);
  expect(notFound?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Faqja nuk u gjet' })).toBeVisible();
  // The preview is the signed-in agent's: anyone else is answered 401.
  expect((await visitor.goto(adminPreviewPath(id)))?.status()).toBe(401);
  expect((await request.get(adminPreviewPath(id))).status()).toBe(401);

  // The agent's preview: the public page as it will be, its photos through the admin's route.
  const [preview] = await Promise.all([page.waitForEvent('popup'), draftBox.getByRole('link', { name: 'Shiko paraparjen' }).click()]);
  await answerExternalRequests(preview);
  await preview.setViewportSize({ width: 390, height: 844 });
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('status').filter({ hasText: `Paraparje e pronës ${id}` })).toBeVisible();
  const cover = preview.getByRole('img', { name: 'Pamje e pronës 1' }).first();
  await expect(cover).toHaveAttribute('src', /^\/admin\/api\/photo-files\/[a-z0-9]+-(1200|600)\.webp$/);
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  // The caption typed while creating is the second photo's alt text.
  expect(await preview.getByRole('img', { name: CAPTION, includeHidden: true }).count()).toBeGreaterThan(0);
  expect(await preview.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(preview, 'preview-390', true);
  await preview.setViewportSize({ width: 1280, height: 900 });
  await expect(cover).toBeVisible();
  await shot(preview, 'preview-1280', true);
  await preview.close();

  // 'Publiko': public in every output, and audited.
  await draftBox.getByRole('button', { name: 'Publiko' }).click();
  await expect(page.getByText('Prona u publikua: publiku e sheh tani.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Kjo pronë është skicë' })).toHaveCount(0);
  await expect(page.getByLabel('Statusi')).toHaveValue('active');
  await expect.poll(() => publicView(request, id, title, photoUrl), { timeout: 10_000, intervals: [100] }).toEqual(SHOWN);
  await shot(page, 'published-form-390', true);

  await visitor.goto('/pronat?page=1');
  const card = visitor.locator(`article[data-listing-id="${id}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByRole('img').first()).toHaveAttribute('src', new RegExp(`${path.basename(photoUrl, '-1200.webp')}-(600|1200)\\.webp`));
  await shot(visitor, 'published-grid-390', false);
  await visitor.goto(`/pronat/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await shot(visitor, 'published-detail-390', false);
  await visitor.close();

  const audit = (await page.evaluate(async () => (await fetch('/admin/api/audit')).json())) as { entries: AdminAuditEntry[] };
  const publish = audit.entries.find((entry) => entry.subjectId === id && entry.action === 'listing.update');
  expect(publish?.changes).toContainEqual({ field: 'status', from: 'draft', to: 'active' });

  // Out of the public site again: the suite's other specs read the same server's newest cards.
  await page.getByLabel('Statusi').selectOption({ label: 'E tërhequr' });
  await page.getByRole('button', { name: 'Ruaj', exact: true }).click();
  await expect.poll(async () => (await request.get('/assets/data/listings.json')).json().then((data: { listings: { id: string }[] }) => data.listings.some((listing) => listing.id === id)), { timeout: 10_000 }).toBe(false);
  expect(consoleErrors.filter((line) => !line.includes('401'))).toEqual([]);
});

test('the draft form at 1280 px', async ({ page }) => {
  test.setTimeout(120_000);
  addAdminUser(EMAIL, PASSWORD);
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL);
  await page.getByRole('textbox', { name: 'Fjalëkalimi' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Hyr' }).click();
  await page.getByRole('link', { name: 'Shto pronë' }).click();
  // The table's sort buttons are labelled too: wait for the form.
  await expect(page.getByRole('heading', { name: 'Pronë e re' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Titulli', exact: true }).fill(`Banesë ${WORD} 1280`);
  await page.getByLabel('Qyteti').selectOption('Prishtinë');
  await page.getByLabel('Çmimi (€)', { exact: true }).fill('90000');
  await page.getByRole('region', { name: 'Fotot' }).locator('input[type="file"]').setInputFiles([{ name: 'pamje.png', mimeType: 'image/png', buffer: await plainPng(1200, 800) }]);
  await expect(page.getByRole('region', { name: 'Fotot' }).getByRole('img', { name: 'Foto 1 (pamje.png)' })).toBeVisible();
  await shot(page, 'new-draft-1280', true);
  await page.getByRole('button', { name: 'Ruaj' }).click();
  await expect(page.getByText(/^Prona \d+ u shtua si skicë\.$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fotot' }).locator('li[data-photo-id]')).toHaveCount(1);
  await shot(page, 'draft-form-1280', true);
});
