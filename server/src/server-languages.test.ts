/**
 * The pages the server writes itself, through the running server, in each language: a listing's
 * static page at its language's address, the sitemap's alternates, the answer to a path that
 * cannot be read, the fault page, and the text search's way to the search's page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from 'shared/i18n';
import { TEXT_SEARCH_PATH, listingSeoPath } from 'shared/listings/rules';
import { site } from 'shared/site';
import { makeListing } from 'shared/testing';
import { renderFaultPage } from './seo/fault-page';
import { fakeShellDist, startTestApp, tempDir, type TestApp } from './test-app';

let server: TestApp;
beforeAll(async () => {
  const file = path.join(tempDir('languages-'), 'listings.json');
  fs.writeFileSync(file, JSON.stringify({ listings: [makeListing({ id: 'g1', title: 'Banesë me pamje' })] }));
  server = await startTestApp({ listingsFile: file, shellDist: fakeShellDist() });
}, 30_000);
afterAll(() => server?.close());

const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const get = (urlPath: string, headers: Record<string, string> = {}) => fetch(`${server.origin}${urlPath}`, { headers, redirect: 'manual' });

describe("a listing's static page", () => {
  it('is served in each language at its own address, and only for a shown listing', async () => {
    for (const [locale, words] of [['sq', 'Shiko pronën në faqen tonë'], ['en', 'See this property on our website'], ['de', 'Diese Immobilie auf unserer Website ansehen']] as const) {
      const response = await get(listingSeoPath('g1', locale));
      expect(response.status, locale).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain(words);
      expect(html).toContain('<h1 lang="sq">Banesë me pamje</h1>');
    }
    expect(listingSeoPath('g1', 'de')).toBe('/assets/de/immobilien/g1/index.html');
    expect((await get(listingSeoPath('nope', 'en'))).status).toBe(404);
  });
});

describe('the sitemap', () => {
  it("lists the listing's page in every language, each naming the others", async () => {
    const xml = await (await get('/sitemap.xml')).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const locale of LOCALES) {
      const loc = `${site.siteUrl}${{ sq: '/pronat', en: '/en/properties', de: '/de/immobilien' }[locale]}/g1`;
      expect(xml).toContain(`<loc>${loc}</loc>`);
      expect(xml).toContain(`hreflang="${locale}" href="${loc}"/>`);
    }
    expect(xml).toContain(`hreflang="x-default" href="${site.siteUrl}/pronat/g1"/>`);
  });
});

describe('a path that cannot be read', () => {
  it("is answered in its language's words", async () => {
    const german = await get('/de/immobilien/%E0%A4%A');
    expect(german.status).toBe(404);
    expect(await german.text()).toBe('Seite nicht gefunden.');
    expect(await (await get('/en/properties/%E0%A4%A')).text()).toBe('Page not found.');
    expect(await (await get('/pronat/%E0%A4%A')).text()).toBe('Faqja nuk u gjet.');
  });
});

describe('the fault page', () => {
  it('is in the language of the address asked for, its links in it too', () => {
    const english = renderFaultPage(site, '/en/properties/7');
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<h1>This page cannot be shown right now</h1>');
    expect(english).toContain('<a href="/en/properties/7">Try again</a>');
    expect(english).toContain(`<header><a href="/en/properties?page=1">${site.brand}</a></header>`);
    expect(english).toContain('<h2>Contact us</h2>');
    const german = renderFaultPage(site, '/de/immobilien/7');
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('Ein vorübergehendes Problem hindert uns daran, diese Seite anzuzeigen.');
    expect(german).toContain('<a href="/de/immobilien/7">Erneut versuchen</a>');
    expect(renderFaultPage(site, '/pronat/7')).toContain('<html lang="sq">');
  });
});

describe('the text search opened by a person', () => {
  const opened = (referer?: string) =>
    get(`${TEXT_SEARCH_PATH}?q=pamje`, { ...BROWSER, ...(referer === undefined ? {} : { referer }) }).then((response) => response.headers.get('location'));

  it('leads to the search in the language of the page of this site it was opened from', async () => {
    expect(await opened(`${server.origin}/en/properties?page=2`)).toBe('/en/properties?page=1&q=pamje');
    expect(await opened(`${server.origin}/de/immobilien/g1`)).toBe('/de/immobilien?page=1&q=pamje');
    expect(await opened(`${server.origin}/pronat`)).toBe('/pronat?page=1&q=pamje');
  });

  it('leads to the Albanian search from anywhere else', async () => {
    expect(await opened()).toBe('/pronat?page=1&q=pamje');
    expect(await opened('https://elsewhere.example/en/properties')).toBe('/pronat?page=1&q=pamje');
    expect(await opened('not a url')).toBe('/pronat?page=1&q=pamje');
  });
});
