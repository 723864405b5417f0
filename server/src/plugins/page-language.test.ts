/**
 * Each app page in the language of its path: `<html lang>`, the site's title, description and
 * no-script note from the server's catalogue, and the page's address in every language
 * (hreflang), on pages to be found only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeListing } from 'shared/testing';
import { fakeShellDist, startTestApp, tempDir, type TestApp } from '../test-app';

const INDEX = fs.readFileSync(path.join(import.meta.dirname, '../../../shell/index.html'), 'utf8');

/** A listing whose link is shared: its cover given as the thumbnail's address, as the grid's cards name it. */
const SHARED = makeListing({ id: '77', title: 'Vilë & pishinë "Arbëria"', price: 120_000, option: 'Në Shitje', category: 'house', images: ['/assets/photos/abc123-600.webp', '/assets/photos/def456-1200.webp'] });

let server: TestApp;
beforeAll(async () => {
  const listingsFile = path.join(tempDir('page-language-'), 'listings.json');
  fs.writeFileSync(listingsFile, JSON.stringify({ listings: [makeListing({ id: '42' }), SHARED] }));
  server = await startTestApp({ listingsFile, shellDist: fakeShellDist(INDEX) });
}, 60_000);
afterAll(() => server?.close());

const get = async (url: string) => {
  const response = await server.app.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body };
};
const hreflangs = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => {
    const url = new URL(href!.replaceAll('&amp;', '&'));
    return [lang, url.pathname + url.search];
  });

describe('an app page in the language of its path', () => {
  it('keeps the Albanian page as the template writes it, and names its English and German pages', async () => {
    const { status, html } = await get('/pronat?page=2&type=house');
    expect(status).toBe(200);
    // The Albanian texts of the catalogue are the template's own, word for word.
    const texts = (page: string) => [/<title>([^<]*)<\/title>/, /<noscript>([^<]*)<\/noscript>/, /<meta\s+name="description"\s+content="([^"]*)"/].map((pattern) => page.match(pattern)?.[1]);
    expect(texts(html)).toEqual(texts(INDEX));
    expect(texts(html).every((text) => text !== undefined && text.length > 20)).toBe(true);
    expect(html).toContain('<html lang="sq"');
    expect(hreflangs(html)).toEqual([
      ['sq', '/pronat?page=2&type=house'],
      ['en', '/en/properties?page=2&type=house'],
      ['de', '/de/immobilien?page=2&type=house'],
      ['x-default', '/pronat?page=2&type=house'],
    ]);
  });

  it('draws an English page in English, and a German one in German', async () => {
    const en = await get('/en/properties/42');
    expect(en.status).toBe(200);
    expect(en.html).toContain('<html lang="en"');
    expect(en.html).toMatch(/<noscript>Without JavaScript[^<]*<\/noscript>/);
    expect((await get('/en/properties?page=1')).html).toContain('<meta name="description" content="Houses, land, apartments');
    expect(hreflangs(en.html)).toContainEqual(['de', '/de/immobilien/42']);
    // A shared link's preview speaks the page's language and points at it.
    expect(en.html).toContain('<meta property="og:locale" content="en_GB">');
    expect(en.html).toMatch(/<meta property="og:url" content="[^"]*\/en\/properties\/42">/);
    const de = await get('/de/kontakt');
    expect(de.html).toContain('<html lang="de"');
    expect(de.html).toMatch(/<title>Prona Kosova – Häuser, Grundstücke und Wohnungen[^<]*<\/title>/);
    expect(hreflangs(de.html)).toContainEqual(['sq', '/kontakti']);
    expect(hreflangs(de.html)).toContainEqual(['x-default', '/kontakti']);
  });

  it('names no other language on a 404 page or in the back office', async () => {
    const missing = await get('/en/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<html lang="en"');
    expect(hreflangs(missing.html)).toEqual([]);
    expect(hreflangs((await get('/admin')).html)).toEqual([]);
  });
});

/** The content of a `<meta>` of the page, by its property or name (unescaped as a browser reads it). */
const meta = (html: string, key: string) => {
  const found = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];
  return found?.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&#39;', "'");
};

describe("a shared listing link's preview (Open Graph), in the page's language", () => {
  const cover = (base: string) => `${base}/assets/photos/abc123-1200.webp`;

  // The summary folds every space (a no-break one too) into one: the price reads "120.000 €".
  it.each([
    ['sq', '/pronat/77', '120.000 €', 'Pamje e pronës 1'],
    ['en', '/en/properties/77', '€120,000', 'View of the property 1'],
    ['de', '/de/immobilien/77', '120.000 €', 'Ansicht der Immobilie 1'],
  ])('%s: the cover photo (absolute, its public 1200 px size), the title, and the price', async (_locale, path, price, alt) => {
    const { status, html } = await get(path);
    expect(status).toBe(200);
    const image = meta(html, 'og:image');
    expect(image).toBe(cover(new URL(image ?? 'x:', 'http://x').origin));
    expect(new URL(image!).protocol).toMatch(/^https?:$/);
    expect(image).not.toMatch(/original/);
    expect(meta(html, 'twitter:image')).toBe(image);
    expect(meta(html, 'og:image:alt')).toBe(alt);
    expect(meta(html, 'og:title')).toBe('Vilë & pishinë "Arbëria" - Prona Kosova');
    expect(meta(html, "og:description")).toMatch(new RegExp(`^${price} · `));
    expect(meta(html, 'og:url')).toMatch(new RegExp(`^https?://[^/]+${path}$`));
  });
});
