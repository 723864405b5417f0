// @vitest-environment jsdom
// @vitest-environment jsdom
/**
 * Hostile input: the SEO renderers given listings whose every text field, id and image
 * address holds markup and script (the same file the e2e hostile journeys serve). The output must
 * stay well-formed, carry every value back out of the parser exactly as written (data, never
 * markup), and keep the JSON-LD parseable with no `</script` inside it.
 */
import fs from 'node:fs';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from 'shared/contracts';
import { locationText, paragraphs } from 'shared/format';
import { site } from 'shared/site';
import { HOSTILE_IDS, HOSTILE_PAYLOADS, writeHostileListingsFile } from '../../../e2e/fixtures/hostile-listings';
import { loadPublicListings } from '../listings-file';

const readListingsFile = (file: string) => ({ listings: loadPublicListings(file, Buffer.from('a-test-secret-of-some-length')) });
import { listingJsonLd } from './json-ld';
import { renderListingPage } from './listing-page';
import { listingPreviewMeta, listingSummary, withPreviewMeta } from './meta';
import { renderSitemap } from './sitemap';
import { listingPath } from 'shared/listings/rules';
import { absoluteUrl, largeImage } from './urls';

const fixture = writeHostileListingsFile();
const { listings } = readListingsFile(fixture.file);
afterAll(() => fs.rmSync(fixture.dir, { recursive: true, force: true }));

const parseHtml = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** Every element that runs or embeds something, or carries an event-handler attribute. */
function injected(doc: Document): string[] {
  const found: string[] = [];
  for (const element of doc.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['svg', 'iframe', 'object', 'embed', 'b', 'i'].includes(tag)) found.push(tag);
    if (tag === 'script' && element.getAttribute('type') !== 'application/ld+json') found.push('script');
    for (const attribute of element.attributes) {
      if (attribute.name.startsWith('on')) found.push(`${tag}[${attribute.name}]`);
    }
    if (tag === 'a' && /^\s*javascript:/i.test(element.getAttribute('href') ?? '')) found.push('a[href=javascript:]');
  }
  return found;
}

const ldBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

describe('the hostile fixture', () => {
  it('is valid listings: every entry is kept, with its payloads as written', () => {
    expect(listings.map((listing) => listing.id)).toEqual(
      expect.arrayContaining([...HOSTILE_IDS, ...HOSTILE_PAYLOADS.map((_, index) => String(9001 + index))]),
    );
    expect(listings.map((listing) => listing.title)).toEqual(expect.arrayContaining([...HOSTILE_PAYLOADS]));
  });
});

describe('the static page of a hostile listing', () => {
  let validator: HtmlValidate;
  beforeAll(() => {
    validator = new HtmlValidate({ extends: ['html-validate:standard'], rules: { 'no-inline-style': 'off' } });
  });

  it.each(listings.map((listing) => [listing.id, listing] as const))('%s is valid HTML', async (_id, listing) => {
    const report = await validator.validateString(renderListingPage(listing, site));
    const messages = report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
    expect(messages).toEqual([]);
  });

  it.each(listings.map((listing) => [listing.id, listing] as const))(
    '%s has one document, no injected element, and every value as text',
    (_id, listing: Listing) => {
      const html = renderListingPage(listing, site);
      expect(html.match(/<html[\s>]/g)).toHaveLength(1);
      expect(html.match(/<\/script>/gi)).toHaveLength(1);
      const doc = parseHtml(html);
      expect(injected(doc)).toEqual([]);
      expect(doc.querySelectorAll('body > header, body > main')).toHaveLength(2);

      expect(doc.title).toBe(`${listing.title} - ${site.brand}`);
      expect(doc.querySelector('h1')?.textContent).toBe(listing.title);
      expect(doc.querySelector('.loc')?.textContent).toBe(locationText(listing));
      const description = [...doc.querySelectorAll('article > p:not([class])')].map((p) => p.textContent);
      expect(description).toEqual(expect.arrayContaining(paragraphs(listing.description)));
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(listingSummary(listing));
      expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(`${listing.title} - ${site.brand}`);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(absoluteUrl(site.siteUrl, listingPath(listing.id)));
      expect(doc.querySelector('a.live')?.getAttribute('href')).toBe(listingPath(listing.id));
      expect([...doc.querySelectorAll('.photos img')].map((img) => img.getAttribute('src'))).toEqual(
        listing.images.map(largeImage),
      );
    },
  );

  it.each(listings.map((listing) => [listing.id, listing] as const))(
    '%s has JSON-LD that parses back to the raw text, with no </script inside',
    (_id, listing: Listing) => {
      const html = renderListingPage(listing, site);
      const blocks = ldBlocks(html);
      expect(blocks).toHaveLength(1);
      const raw = blocks[0] ?? '';
      expect(raw).not.toMatch(/<\/script/i);
      expect(raw).not.toMatch(/[<>]/);
      const data = JSON.parse(raw) as Record<string, unknown>;
      expect(data).toEqual(JSON.parse(JSON.stringify(listingJsonLd(listing, site.siteUrl))));
      expect(data).toMatchObject({
        name: listing.title,
        description: listing.description,
        about: { address: { addressLocality: listing.city, streetAddress: listing.subcity } },
      });
      // The browser's own reading of the block gives the same data.
      const script = parseHtml(html).querySelector('script[type="application/ld+json"]');
      expect(JSON.parse(script?.textContent ?? '')).toEqual(data);
    },
  );
});

describe('the app page with a hostile listing’s preview tags', () => {
  const indexHtml =
    '<!doctype html><html lang="sq"><head><meta charset="utf-8"><title>App</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>';

  it.each(listings.map((listing) => [listing.id, listing] as const))('%s keeps one head and no injected element', (_id, listing) => {
    const html = withPreviewMeta(indexHtml, listingPreviewMeta(listing, site.siteUrl, site.brand), site.brand);
    const doc = parseHtml(html);
    expect(injected(doc)).toEqual([]);
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.title).toBe(`${listing.title} - ${site.brand}`);
    expect(doc.querySelectorAll('body > *')).toHaveLength(1);
    expect(doc.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe(listingSummary(listing));
  });
});

describe('the sitemap with hostile ids', () => {
  it('is well-formed XML whose addresses are the listings’ encoded paths', () => {
    const xml = new DOMParser().parseFromString(renderSitemap(listings, site.siteUrl), 'application/xml');
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    const locs = [...xml.getElementsByTagName('loc')].map((loc) => loc.textContent);
    for (const listing of listings) expect(locs).toContain(absoluteUrl(site.siteUrl, listingPath(listing.id)));
    for (const id of HOSTILE_IDS) expect(locs).toContain(`${site.siteUrl}/pronat/${encodeURIComponent(id)}`);
  });
});
