/**
 * A listing's static page in each language: its `<html lang>`, its words, its address
 * (shared `listingSeoPath`), canonical to the listing's page in that language, naming the others
 * (hreflang, x-default the Albanian one), its link preview's locale and JSON-LD address, and the
 * shared package's formats drawn in its language.
 */
import { HtmlValidate } from 'html-validate';
import { describe, expect, it, vi } from 'vitest';
import type * as SharedFormat from 'shared/format';
import { currentLocale } from 'shared/i18n';
import { listingSeoPath } from 'shared/listings/rules';
import { site } from 'shared/site';
import { makeListing } from 'shared/testing';
import { listingJsonLd } from './json-ld';
import { renderListingPage } from './listing-page';
import { listingPreviewMeta, previewTags } from './meta';
import { buildSeoFiles, seoPageOf } from './site-files';

// The shared formats as the shared package's own catalogue will say them: in the language it is
// asked for (shared/i18n currentLocale()), so the page must be drawn in its own.
vi.mock('shared/format', async (original) => ({
  ...(await original<typeof SharedFormat>()),
  categoryLabel: () => `category (${currentLocale()})`,
}));

const listing = makeListing({ id: '42', price: 120_000, reducedPrice: 99_000, images: ['/assets/photos/a-1200.webp'], details: { area: 80, rooms: 3 } });
const SITE = site.siteUrl;
const hreflangs = (html: string) => Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]));
const ALTERNATES = { sq: `${SITE}/pronat/42`, en: `${SITE}/en/properties/42`, de: `${SITE}/de/immobilien/42`, 'x-default': `${SITE}/pronat/42` };

describe("a listing's static page in English", () => {
  const html = renderListingPage(listing, site, 'en');

  it('is in English, canonical to the English page, naming all three and x-default', () => {
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/en/properties/42">`);
    expect(hreflangs(html)).toEqual(ALTERNATES);
    for (const words of ['See this property on our website', 'Key details', 'Description', 'Photos', 'Contact us', 'Phone', 'Email', 'Address', 'All properties', 'Listed on ', 'title="Previous price"']) {
      expect(html).toContain(words);
    }
    expect(html).not.toMatch(/Shiko pronën|Të dhënat|Përshkrimi|Na kontaktoni|Publikuar/);
  });

  it('leads to the English pages, and draws the shared formats in English', () => {
    expect(html).toContain('<a class="live" href="/en/properties/42">');
    expect(html).toContain(`<header><a href="/en/properties?page=1">${site.brand}</a></header>`);
    expect(html).toContain('<a href="/en/properties?page=1">All properties</a>');
    expect(html).toContain('category (en)');
  });

  it('is previewed in British English, the other languages as alternates, and its JSON-LD names the English page', () => {
    expect(html).toContain('<meta property="og:locale" content="en_GB">');
    expect([...html.matchAll(/<meta property="og:locale:alternate" content="([^"]+)">/g)].map((m) => m[1])).toEqual(['sq_AL', 'de_DE']);
    expect(html).toContain(`<meta property="og:url" content="${SITE}/en/properties/42">`);
    expect(listingJsonLd(listing, SITE, 'en').url).toBe(`${SITE}/en/properties/42`);
  });

  it('is valid HTML', async () => {
    const report = await new HtmlValidate({ extends: ['html-validate:standard'], rules: { 'no-inline-style': 'off' } }).validateString(html);
    expect(report.results.flatMap((result) => result.messages.map((m) => m.message))).toEqual([]);
  });
});

describe("a listing's static page in German", () => {
  const html = renderListingPage(listing, site, 'de');

  it('is in German, canonical to the German page, with the same alternates', () => {
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/de/immobilien/42">`);
    expect(hreflangs(html)).toEqual(ALTERNATES);
    for (const words of ['Diese Immobilie auf unserer Website ansehen', 'Die wichtigsten Angaben', 'Beschreibung', 'Fotos', 'Kontaktieren Sie uns', 'Telefon', 'E-Mail', 'Adresse', 'Alle Immobilien', 'Veröffentlicht am ', 'title="Früherer Preis"']) {
      expect(html).toContain(words);
    }
    expect(html).toContain('<a class="live" href="/de/immobilien/42">');
    expect(html).toContain('category (de)');
    expect(html).toContain('<meta property="og:locale" content="de_DE">');
    expect(listingJsonLd(listing, SITE, 'de').url).toBe(`${SITE}/de/immobilien/42`);
  });
});

describe("a listing's static page in Albanian", () => {
  it('keeps its words and address, and now names its other languages too', () => {
    const html = renderListingPage(listing, site);
    expect(html).toBe(renderListingPage(listing, site, 'sq'));
    expect(html).toContain('<html lang="sq">');
    expect(html).toContain('Shiko pronën në faqen tonë');
    expect(html).toContain('Publikuar më ');
    expect(html).toContain('category (sq)');
    expect(hreflangs(html)).toEqual(ALTERNATES);
    expect(html).toContain('<meta property="og:locale" content="sq_AL">');
    expect([...html.matchAll(/og:locale:alternate" content="([^"]+)"/g)].map((m) => m[1])).toEqual(['en_GB', 'de_DE']);
  });
});

describe('the link preview', () => {
  it("is in the page's language: its address, and the shared formats", () => {
    const meta = listingPreviewMeta(listing, SITE, site.brand, 'de');
    expect(meta).toMatchObject({ url: `${SITE}/de/immobilien/42`, locale: 'de' });
    expect(previewTags(meta, site.brand)).toContain('<meta property="og:locale" content="de_DE">');
    expect(listingPreviewMeta(listing, SITE, site.brand)).toMatchObject({ url: `${SITE}/pronat/42`, locale: 'sq' });
  });
});

describe('the static files', () => {
  it("hold each listing's page in every language, at its language's address", () => {
    const files = buildSeoFiles([listing], site);
    expect(listingSeoPath('42', 'en')).toBe('/assets/en/properties/42/index.html');
    expect(files.get('/assets/pronat/42/index.html')).toContain('<html lang="sq">');
    expect(files.get('/assets/en/properties/42/index.html')).toContain('<html lang="en">');
    expect(files.get('/assets/de/immobilien/42/index.html')).toContain('<html lang="de">');
  });
});

describe("a static page's address", () => {
  it('names its listing and language, in the one form listingSeoPath writes', () => {
    expect(seoPageOf('/assets/pronat/42/index.html')).toEqual({ id: '42', locale: 'sq' });
    expect(seoPageOf('/assets/en/properties/a%2Fb/index.html')).toEqual({ id: 'a/b', locale: 'en' });
    expect(seoPageOf('/assets/de/immobilien/42/index.html')).toEqual({ id: '42', locale: 'de' });
    for (const other of ['/assets/en/properties/%34%32/index.html', '/assets/en/properties/4/2/index.html', '/assets/de/properties/42/index.html', '/assets/en/immobilien/42/index.html', '/assets/de/immobilien/%E0%A4%A/index.html']) {
      expect(seoPageOf(other), other).toBeUndefined();
    }
  });
});
