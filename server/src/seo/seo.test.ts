import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from 'shared/contracts';
import { site } from 'shared/site';
import { makeListing } from 'shared/testing';
import { readConfig } from '../config';
import { loadPublicListings } from '../listings-file';

const readListingsFile = (file: string) => ({ listings: loadPublicListings(file, Buffer.from('a-test-secret-of-some-length')) });
import { buildSeoFiles } from './site-files';
import { listingJsonLd } from './json-ld';
import { renderListingPage } from './listing-page';
import { withPreviewMeta, listingPreviewMeta } from './meta';

const require = createRequire(import.meta.url);
const sampleFile = readConfig().listingsFile;
const raw = JSON.parse(fs.readFileSync(sampleFile, 'utf8')) as { listings: { id: string; active: boolean }[] };
const { listings } = readListingsFile(sampleFile);
const files = buildSeoFiles(listings, site);

/** Every property name schema.org defines, read from the maintained schema-dts vocabulary. */
function schemaOrgVocabulary(): { properties: Set<string>; types: Set<string> } {
  const dts = fs.readFileSync(path.join(path.dirname(require.resolve('schema-dts')), 'schema.d.ts'), 'utf8');
  return {
    properties: new Set([...dts.matchAll(/^\s+"([A-Za-z][A-Za-z0-9]*)"\??:/gm)].map((m) => m[1] ?? '')),
    types: new Set([...dts.matchAll(/"@type": "([A-Za-z0-9]+)"/g)].map((m) => m[1] ?? '')),
  };
}

function keysAndTypes(value: unknown, keys = new Set<string>(), types = new Set<string>()) {
  if (Array.isArray(value)) value.forEach((item) => keysAndTypes(item, keys, types));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '@type') types.add(String(child));
      else if (!key.startsWith('@')) keys.add(key);
      keysAndTypes(child, keys, types);
    }
  }
  return { keys, types };
}

// The JSON-LD as plain nested data, for reading in assertions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonLd = Record<string, any>;

const jsonLdOf = (html: string): unknown => {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD block');
  return JSON.parse(match[1]);
};

describe('static SEO pages', () => {
  it('exist for every active listing and for no inactive one', () => {
    for (const item of raw.listings) {
      const page = files.get(`/assets/pronat/${encodeURIComponent(String(item.id))}/index.html`);
      if (item.active) expect(page, `listing ${item.id}`).toContain('<h1 lang="sq">');
      else expect(page, `inactive listing ${item.id}`).toBeUndefined();
    }
    expect([...files.keys()].filter((key) => key.startsWith('/assets/pronat/'))).toHaveLength(listings.length);
  });

  describe('HTML', () => {
    let validator: HtmlValidate;
    beforeAll(() => {
      validator = new HtmlValidate({ extends: ['html-validate:standard'], rules: { 'no-inline-style': 'off' } });
    });

    it('of every page parses without errors', async () => {
      for (const listing of listings) {
        const report = await validator.validateString(renderListingPage(listing, site));
        const messages = report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
        expect(messages, `listing ${listing.id}`).toEqual([]);
      }
    }, 120_000);

    it('is in Albanian, canonical to /pronat/{id}, with price, location, -600/-1200 images and contact', () => {
      const listing = listings.find((item) => typeof item.price === 'number' && item.images.length > 1);
      if (!listing) throw new Error('sample data lacks a priced listing with photos');
      const html = renderListingPage(listing, site);
      expect(html).toContain('<html lang="sq">');
      expect(html).toContain(`<link rel="canonical" href="${site.siteUrl}/pronat/${listing.id}">`);
      expect(html).toContain(`href="/pronat/${listing.id}"`);
      expect(html).toMatch(/\d\.\d{3}|\d+\u00a0€/);
      expect(html).toContain(listing.city);
      expect(html).toMatch(/srcset="[^"]+-600\.webp 600w, [^"]+-1200\.webp 1200w"/);
      expect(html).toContain(site.phone);
    });
  });

  it('escapes markup in every text field and keeps the page well-formed', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&';
    const listing = makeListing({
      id: '77',
      title: hostile,
      description: `${hostile}\nsecond </script> paragraph`,
      city: hostile,
      subcity: hostile,
    });
    const html = renderListingPage(listing, site);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(jsonLdOf(html)).toMatchObject({ name: hostile });
    const report = await new HtmlValidate({ extends: ['html-validate:standard'], rules: { 'no-inline-style': 'off' } }).validateString(html);
    expect(report.valid).toBe(true);
  });

  it('describes newline-separated paragraphs as paragraphs', () => {
    const html = renderListingPage(makeListing({ description: 'Një.\n\nDy.\nTre.' }), site);
    expect(html).toContain('<p lang="sq">Një.</p>');
    expect(html).toContain('<p lang="sq">Dy.</p>');
    expect(html).toContain('<p lang="sq">Tre.</p>');
  });
});

describe('JSON-LD', () => {
  const vocabulary = schemaOrgVocabulary();

  it('parses and uses only schema.org properties and types', () => {
    expect(vocabulary.properties.size).toBeGreaterThan(1000);
    for (const listing of listings) {
      const { keys, types } = keysAndTypes(jsonLdOf(renderListingPage(listing, site)));
      for (const key of keys) expect(vocabulary.properties, `property ${key} (listing ${listing.id})`).toContain(key);
      for (const type of types) expect(vocabulary.types, `type ${type}`).toContain(type);
    }
  });

  it('names price, currency, availability, address, date and images', () => {
    const listing = makeListing({
      id: '5',
      price: 120000,
      images: ['/assets/images/a-1200.webp'],
      createdAt: '2026-03-04T10:00:00Z',
      geoPoint: { latitude: 42.663456, longitude: 21.164321 },
    });
    const data = listingJsonLd(listing, 'https://example.org') as unknown as JsonLd;
    expect(data['@type']).toBe('RealEstateListing');
    expect(data.datePosted).toBe('2026-03-04');
    expect(data.image).toEqual(['https://example.org/assets/images/a-1200.webp']);
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: 120000, priceCurrency: 'EUR' });
    expect(data.offers.availability).toBe('https://schema.org/InStock');
    expect(data.about.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: listing.city, addressCountry: 'XK' });
  });

  it("marks a sold listing SoldOut and a reserved one Reserved, with its badge on the page and the contact kept", () => {
    const sold = makeListing({ id: '6', status: 'sold' });
    const reserved = makeListing({ id: '7', status: 'reserved' });
    const offerOf = (listing: Listing) => (listingJsonLd(listing, 'https://example.org') as unknown as JsonLd).offers;
    expect(offerOf(sold).availability).toBe('https://schema.org/SoldOut');
    expect(offerOf(reserved).availability).toBe('https://schema.org/Reserved');
    const page = renderListingPage(sold, site);
    expect(page).toContain('<span class="status" data-status="sold">E shitur</span>');
    expect(page).toContain(`href="tel:`);
    expect(renderListingPage(reserved, site)).toContain('>E rezervuar</span>');
    expect(renderListingPage(makeListing({ id: '8' }), site)).not.toContain('class="status"');
  });

  it("shows a sold listing's status in place of its option, and under the price a land's total or a sale's price per m²", () => {
    const soldPage = renderListingPage(makeListing({ id: '9', status: 'sold', option: 'Në Shitje' }), site);
    expect(soldPage).toMatch(/<p class="meta"><span class="status" data-status="sold">E shitur<\/span> · /);
    expect(soldPage).not.toContain('NË SHITJE');
    expect(renderListingPage(makeListing({ id: '10', option: 'Në Shitje' }), site)).toMatch(/<p class="meta">NË SHITJE · /);
    const land = makeListing({ id: '11', category: 'land', option: 'Në Shitje', price: 12_000, details: { area: 4000 } });
    expect(renderListingPage(land, site)).toContain('<p class="breakdown">≈ 480.000\u00a0€ gjithsej</p>');
    const house = makeListing({ id: '12', category: 'house', option: 'Në Shitje', price: 132_000, details: { area: 100 } });
    expect(renderListingPage(house, site)).toContain('<p class="breakdown">1.320\u00a0€/m²</p>');
  });

  it('offers the lower of price and reducedPrice, whichever field holds it', () => {
    const offerOf = (listing: Listing) => (listingJsonLd(listing, 'https://example.org') as unknown as JsonLd).offers;
    expect(offerOf(makeListing({ price: 120000, reducedPrice: 99000 }))).toMatchObject({ price: 99000 });
    expect(offerOf(makeListing({ price: 120000, reducedPrice: 130000 }))).toMatchObject({ price: 120000 });
    const page = renderListingPage(makeListing({ price: 120000, reducedPrice: 130000 }), site);
    expect(page).toMatch(/<p class="price">120\.000\u00a0€ <s [^>]*>130\.000\u00a0€<\/s><\/p>/);
  });

  it('gives the public point as it is (rounding it again could land on the exact point), never the exact one', () => {
    const moved = { latitude: 42.663456, longitude: 21.164321 };
    const data = listingJsonLd(makeListing({ geoPoint: moved }), site.siteUrl) as unknown as JsonLd;
    expect(data.about.geo).toEqual({ '@type': 'GeoCoordinates', ...moved });
    const pair = (point?: { latitude: number; longitude: number }) => `"latitude":${point?.latitude},"longitude":${point?.longitude}`;
    const exact = new Map((raw.listings as { id: string; geoPoint?: { latitude: number; longitude: number } }[]).map((entry) => [String(entry.id), entry.geoPoint]));
    for (const listing of listings.filter((item) => item.geoPoint)) {
      const json = JSON.stringify(jsonLdOf(renderListingPage(listing, site)));
      expect(json).toContain(pair(listing.geoPoint ?? undefined));
      expect(json).not.toContain(pair(exact.get(listing.id)));
    }
  });
});

describe('sitemap and robots', () => {
  it('lists the site pages and exactly the active listings, with lastmod from createdAt', () => {
    const xml = files.get('/sitemap.xml') ?? '';
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const listingLocs = locs.filter((loc) => loc?.includes('/pronat/'));
    expect(new Set(listingLocs)).toEqual(new Set(listings.map((l) => `${site.siteUrl}/pronat/${encodeURIComponent(l.id)}`)));
    expect(locs).toContain(`${site.siteUrl}/home`);
    expect(locs).toContain(`${site.siteUrl}/pronat?page=1`);
    const first = listings[0] as Listing;
    expect(xml).toContain(`<loc>${site.siteUrl}/pronat/${first.id}</loc><lastmod>${first.createdAt.slice(0, 10)}</lastmod>`);
  });

  it('robots.txt points to the sitemap and keeps /admin out', () => {
    const robots = files.get('/robots.txt') ?? '';
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin');
  });
});

describe('link previews in the app page', () => {
  it('put the listing title, description and first image into the head, escaped', () => {
    const listing = makeListing({ title: 'Banesë "e re" <b>', images: ['/assets/images/x-1200.webp'] });
    const html = withPreviewMeta(
      '<html><head><title>App</title><meta name="description" content="x"></head><body></body></html>',
      listingPreviewMeta(listing, 'https://example.org', 'Prona'),
      'Prona',
    );
    expect(html).toContain('<title>Banesë &quot;e re&quot; &lt;b&gt; - Prona</title>');
    expect(html).toContain('<meta property="og:image" content="https://example.org/assets/images/x-1200.webp">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    // The picture's size is its own (a portrait cover is taller than wide): none is claimed for it.
    expect(html).not.toMatch(/og:image:(width|height)/);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });
});
