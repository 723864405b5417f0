/**
 * A listing's own words in the visitor's language, against the production build: an agent gives a
 * new listing an English title and description in the back office and publishes it; the English
 * pages then show them everywhere the listing's words show (the detail page and its tab, the grid's
 * card, the map's card and marker), each element marked `lang="en"`; the German pages, which have no
 * German words for it, show the Albanian ones marked `lang="sq"`; the static SEO page and the link
 * preview of the English page carry the English title. The listing is withdrawn at the end.
 */
import type { Listing } from 'shared/contracts';
import { listingPath, listingRecordUrl, listingSeoPath } from 'shared/listings/rules';
import { listingsPath } from 'shared/routes';
import { expect as baseExpect, test } from './fixtures';
import { addAdminUser, signIn } from './admin-user';
import { closeNotices } from './admin-notices';
import { MAP_READY } from './screens';
import { shot } from './shots';

// Argon2 sign-ins and a map on a two-core machine shared with other work.
const expect = baseExpect.configure({ timeout: 30_000 });

const AGENT = { email: 'gjuha-e-prones@example.org', password: 'fjalekalim-i-gjate-2026' };

test("a listing translated into English in the back office shows its English words on English pages, its Albanian ones marked lang='sq' on German pages", async ({ page, request, consoleErrors }) => {
  test.setTimeout(240_000);
  addAdminUser(AGENT.email, AGENT.password);
  await signIn(page, AGENT);

  // The listing in Albanian, with its point on the map.
  await page.getByRole('link', { name: 'Shto pronë' }).click();
  await expect(page.getByRole('heading', { name: 'Pronë e re' })).toBeVisible();
  const stamp = Date.now();
  const albanian = { title: `Banesë me ballkon ${stamp}`, description: 'Banesë e ndritshme me ballkon.\nAfër parkut.' };
  const english = { title: `Flat with a balcony ${stamp}`, description: 'A bright flat with a balcony.\nNear the park.' };
  await page.getByRole('textbox', { name: 'Titulli', exact: true }).fill(albanian.title);
  await page.getByLabel('Kategoria').selectOption({ label: 'Banesë' });
  await page.getByLabel('Oferta').selectOption('Në Shitje');
  await page.getByLabel('Qyteti').selectOption('Prishtinë');
  await page.getByLabel('Çmimi (€)', { exact: true }).fill('87000');
  await page.getByRole('textbox', { name: 'Përshkrimi', exact: true }).fill(albanian.description);
  const picker = page.locator('[data-point-picker] .leaflet-container');
  await expect(picker).toBeVisible();
  await picker.click({ position: { x: 200, y: 150 } });
  await expect(page.getByText(/^Pika: 4\d\.\d{5}, 2\d\.\d{5}$/)).toBeVisible();

  // Its English words, under the folded 'Përkthimet'.
  await page.getByRole('heading', { name: 'Përkthimet' }).click();
  await page.getByLabel('Titulli (English)').fill(english.title);
  await page.getByLabel('Përshkrimi (English)').fill(english.description);
  await page.getByRole('button', { name: 'Ruaj' }).click();
  await expect(page.getByText(/^Prona \d+ u shtua si skicë\.$/)).toBeVisible();
  const id = /Prona (\d+)/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')?.[1] ?? '';
  expect(id).not.toBe('');
  await closeNotices(page);
  await page.getByRole('button', { name: 'Publiko' }).click();
  await expect(page.getByText('Prona u publikua: publiku e sheh tani.')).toBeVisible();
  await expect
    .poll(async () => ((await (await request.get(listingRecordUrl(id))).json()) as Listing | null)?.translations ?? null)
    .toEqual({ en: english });

  try {
    // The English detail page: title, description and the tab in English, each marked as English.
    await page.goto(listingPath(id, 'en'));
    const heading = page.getByRole('heading', { level: 1, name: english.title, exact: true });
    await expect(heading).toBeVisible();
    await expect(heading).toHaveAttribute('lang', 'en');
    const description = page.getByTestId('detail-description');
    await expect(description).toHaveAttribute('lang', 'en');
    await expect(description.locator('p')).toHaveText(['A bright flat with a balcony.', 'Near the park.']);
    await expect(page).toHaveTitle(new RegExp(`^${english.title} - `));
    await expect(page.getByText(albanian.title)).toHaveCount(0);
    await shot(page, 'listing-language-en-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(heading).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'listing-language-en-390', true);
    // The Albanian page is as it was: the Albanian words, marked as the page's own language.
    await page.goto(listingPath(id, 'sq'));
    await expect(page.getByRole('heading', { level: 1, name: albanian.title, exact: true })).toHaveAttribute('lang', 'sq');
    await shot(page, 'listing-language-sq-390', true);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The English grid's card, then the English map's card and marker.
    await page.goto(`${listingsPath('en')}?page=1&id=${id}`);
    const cardTitle = page.getByTestId('listings-grid').getByRole('link', { name: english.title, exact: true });
    await expect(cardTitle).toBeVisible();
    await expect(cardTitle).toHaveAttribute('lang', 'en');
    await page.goto(`${listingsPath('en')}?page=1&id=${id}&view=harta`);
    const map = page.getByRole('region', { name: 'Property map' });
    await expect(map.locator('.leaflet-container')).toBeVisible(MAP_READY);
    const marker = map.locator(`path[data-listing-id="${id}"]`);
    await expect(marker).toHaveAttribute('aria-label', new RegExp(`^${english.title}, `));
    await expect(marker).toHaveAttribute('lang', 'en');
    await marker.focus();
    await page.keyboard.press('Enter');
    const mapCard = map.getByRole('article', { name: english.title, exact: true });
    await expect(mapCard).toBeVisible();
    const mapTitle = mapCard.getByTitle(english.title, { exact: true });
    await expect(mapTitle).toHaveText(`${english.title.slice(0, 25).trimEnd()}…`);
    await expect(mapTitle).toHaveAttribute('lang', 'en');

    // The German pages: no German words, so the Albanian ones, marked as Albanian.
    await page.goto(listingPath(id, 'de'));
    const germanHeading = page.getByRole('heading', { level: 1, name: albanian.title, exact: true });
    await expect(germanHeading).toBeVisible();
    await expect(germanHeading).toHaveAttribute('lang', 'sq');
    await expect(page.getByTestId('detail-description')).toHaveAttribute('lang', 'sq');
    await expect(page.getByTestId('detail-description').locator('p')).toHaveText(['Banesë e ndritshme me ballkon.', 'Afër parkut.']);
    await expect(page).toHaveTitle(new RegExp(`^${albanian.title} - `));
    await shot(page, 'listing-language-de-1280');
    await page.goto(`${listingsPath('de')}?page=1&id=${id}`);
    const germanCard = page.getByTestId('listings-grid').getByRole('link', { name: albanian.title, exact: true });
    await expect(germanCard).toHaveAttribute('lang', 'sq');

    // Searched by words only its English description holds: found on English pages and Albanian ones.
    const searched = `?page=1&q=${encodeURIComponent(`bright park ${stamp}`)}`;
    await page.goto(`${listingsPath('en')}${searched}`);
    await expect(page.getByTestId('listings-grid').getByRole('link', { name: english.title, exact: true })).toBeVisible();
    await expect(page.getByText('1 property', { exact: true })).toBeVisible();
    await page.goto(`${listingsPath('sq')}${searched}`);
    await expect(page.getByTestId('listings-grid').getByRole('link', { name: albanian.title, exact: true })).toBeVisible();
    await expect(page.getByText('1 pronë', { exact: true })).toBeVisible();

    // What search engines and chat apps read of the English page: the English title.
    const seo = await request.get(listingSeoPath(id, 'en'));
    expect(seo.status()).toBe(200);
    const seoHtml = await seo.text();
    expect(seoHtml).toContain(`<h1 lang="en">${english.title}</h1>`);
    expect(seoHtml).toContain('<p lang="en">A bright flat with a balcony.</p>');
    expect(seoHtml).toContain(`"name":"${english.title}"`);
    const preview = await (await request.get(listingPath(id, 'en'))).text();
    expect(preview).toContain(`<meta property="og:title" content="${english.title} - `);
    expect(preview).toMatch(/<meta property="og:description" content="[^"]*A bright flat with a balcony\./);
    expect(await (await request.get(listingSeoPath(id, 'de'))).text()).toContain(`<h1 lang="sq">${albanian.title}</h1>`);
    expect(consoleErrors).toEqual([]);
  } finally {
    // Never left public: withdrawn through the back office's form.
    await page.goto(`/admin/pronat/${id}`);
    await expect(page.getByRole('heading', { name: `Prona ${id}` })).toBeVisible();
    await page.getByLabel('Statusi').selectOption({ label: 'E tërhequr' });
    await closeNotices(page);
    await page.getByRole('button', { name: 'Ruaj' }).click();
    await expect(page.getByText('Ndryshimet u ruajtën.')).toBeVisible();
  }
  await expect.poll(async () => (await request.get(listingPath(id, 'en'))).status()).toBe(404);
});
