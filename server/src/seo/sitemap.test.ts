/**
 * The sitemaps protocol's limits: one file holds at most 50,000 URLs and 50 MB. Up to them
 * `/sitemap.xml` lists every page in every language; one URL past them, `/sitemap.xml` is a
 * sitemap index and its parts hold every page once, in order, none past the limits. Each address
 * names its page in every language and x-default (hreflang alternates).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from 'shared/i18n';
import { listingPath } from 'shared/listings/rules';
import { SITE_ROUTES, pathInLocale } from 'shared/routes';
import { makeListing } from 'shared/testing';
import { SITEMAP_MAX_URLS, renderSitemaps } from './sitemap';
import { escapeHtml } from './escape';
import { absoluteUrl } from './urls';

const SITE = 'https://prona.example';
/** The site's own pages (home, the listings' first page, contact) in each language come first in every sitemap. */
const STATIC_PAGES = SITE_ROUTES.flatMap((route) => (route.sitemap ? [route.sitemap] : []));
const listings = (count: number) => Array.from({ length: count }, (_, i) => makeListing({ id: `L${i}` }));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
/** The `<url>` entries, each as its address and its alternates by hreflang. */
const urls = (xml: string) =>
  [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, inner = '']) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(inner)?.[1],
    alternates: Object.fromEntries([...inner.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)].map((m) => [m[1], m[2]])),
  }));

describe('the sitemap', () => {
  it('lists every page in every language: 3 addresses per listing', () => {
    expect(STATIC_PAGES).toEqual(['/home', '/pronat?page=1', '/kontakti', '/en/home', '/en/properties?page=1', '/en/contact', '/de/start', '/de/immobilien?page=1', '/de/kontakt']);
    const xml = renderSitemaps([makeListing({ id: '7', createdAt: '2026-03-04T10:00:00Z' })], SITE).get('/sitemap.xml') ?? '';
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(locs(xml)).toEqual([...STATIC_PAGES.map((path) => `${SITE}${path}`), `${SITE}/pronat/7`, `${SITE}/en/properties/7`, `${SITE}/de/immobilien/7`]);
    expect(xml).toContain(`<loc>${SITE}/de/immobilien/7</loc><lastmod>2026-03-04</lastmod>`);
  });

  it('names, beside each address, its page in all three languages and x-default (Albanian)', () => {
    const xml = renderSitemaps([makeListing({ id: '7' })], SITE).get('/sitemap.xml') ?? '';
    const entries = urls(xml);
    const listing = { sq: `${SITE}/pronat/7`, en: `${SITE}/en/properties/7`, de: `${SITE}/de/immobilien/7`, 'x-default': `${SITE}/pronat/7` };
    for (const entry of entries.slice(-3)) expect(entry.alternates).toEqual(listing);
    expect(entries.find((entry) => entry.loc === `${SITE}/en/properties?page=1`)?.alternates).toEqual({
      sq: `${SITE}/pronat?page=1`,
      en: `${SITE}/en/properties?page=1`,
      de: `${SITE}/de/immobilien?page=1`,
      'x-default': `${SITE}/pronat?page=1`,
    });
    // Each page's address is one of its own alternates, and every alternate is listed itself.
    const listed = new Set(entries.map((entry) => entry.loc));
    for (const entry of entries) {
      expect(Object.values(entry.alternates)).toContain(entry.loc);
      for (const href of Object.values(entry.alternates)) expect(listed).toContain(href);
    }
    for (const path of STATIC_PAGES) {
      const entry = entries.find((item) => item.loc === `${SITE}${path}`);
      for (const locale of LOCALES) expect(entry?.alternates[locale]).toBe(`${SITE}${pathInLocale(path, locale)}`);
    }
  });

  it('is one file of every page up to 50,000 URLs', () => {
    const count = Math.floor((SITEMAP_MAX_URLS - STATIC_PAGES.length) / LOCALES.length);
    const files = renderSitemaps(listings(count), SITE);
    expect([...files.keys()]).toEqual(['/sitemap.xml']);
    expect(locs(files.get('/sitemap.xml') ?? '')).toHaveLength(STATIC_PAGES.length + count * LOCALES.length);
  }, 30_000);

  it('becomes an index of parts of at most 50,000 URLs past that, every page in one part', () => {
    const count = Math.ceil((SITEMAP_MAX_URLS + 1 - STATIC_PAGES.length) / LOCALES.length);
    const total = STATIC_PAGES.length + count * LOCALES.length;
    const files = renderSitemaps(listings(count), SITE);
    expect([...files.keys()]).toEqual(['/sitemap.xml', '/sitemap-1.xml', '/sitemap-2.xml']);
    const index = files.get('/sitemap.xml') ?? '';
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).not.toContain('<urlset');
    expect(locs(index)).toEqual([`${SITE}/sitemap-1.xml`, `${SITE}/sitemap-2.xml`]);

    const parts = [1, 2].map((n) => locs(files.get(`/sitemap-${n}.xml`) ?? ''));
    expect(parts.map((part) => part.length)).toEqual([50_000, total - 50_000]);
    const all = parts.flat();
    expect(all.slice(0, STATIC_PAGES.length)).toEqual(STATIC_PAGES.map((path) => `${SITE}${path}`));
    // Every listing once per language, in order (compared as one string: a 50,000-item diff is slow to make).
    const expected = Array.from({ length: count }, (_, i) => LOCALES.map((locale) => `${SITE}${listingPath(`L${i}`, locale)}`)).flat();
    expect(all.slice(STATIC_PAGES.length).join('\n')).toBe(expected.join('\n'));
  }, 30_000);

  it('cuts a part before it outgrows the byte limit, each part a whole sitemap', () => {
    const maxBytes = 8_000;
    const files = renderSitemaps(listings(40), SITE, SITEMAP_MAX_URLS, maxBytes);
    const parts = [...files].filter(([path]) => path !== '/sitemap.xml').map(([, xml]) => xml);
    expect(parts.length).toBeGreaterThan(1);
    for (const xml of parts) {
      expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(maxBytes);
      expect(xml).toMatch(/^<\?xml[^>]*>\n<urlset [^>]*>\n[\s\S]*<\/urlset>\n$/);
    }
    expect(parts.flatMap(locs)).toHaveLength(STATIC_PAGES.length + 40 * LOCALES.length);
  });

  it.each([SITE, `${SITE}/`, `${SITE}/nen/dosje`])("names each listing's page as absoluteUrl does, odd ids too (site %s)", (site) => {
    const ids = ['.', '..', '...', "a'b", 'ë', '1 2', '%2e', '%2E%2e', 'a/b', '?x#y', '<&>', '.a', 'L1'];
    const xml = renderSitemaps(ids.map((id) => makeListing({ id })), site).get('/sitemap.xml') ?? '';
    const named = locs(xml).slice(STATIC_PAGES.length);
    expect(named).toEqual(ids.flatMap((id) => LOCALES.map((locale) => escapeHtml(absoluteUrl(site, listingPath(id, locale))))));
    for (const entry of urls(xml).slice(STATIC_PAGES.length)) {
      for (const locale of LOCALES) expect(named).toContain(entry.alternates[locale]);
    }
  });
});
