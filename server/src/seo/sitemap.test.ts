/**
 * The sitemaps protocol's limit: one file holds at most 50,000 URLs. Up to that `/sitemap.xml`
 * lists every page; one URL past it, `/sitemap.xml` is a sitemap index and its parts hold every
 * page once, in order, none past the limit.
 */
import { describe, expect, it } from 'vitest';
import { makeListing } from 'shared/testing';
import { SITEMAP_MAX_URLS, renderSitemaps } from './sitemap';
import { escapeHtml } from './escape';
import { absoluteUrl, listingPath } from './urls';

const SITE = 'https://prona.example';
/** The site's own pages (home, the listings' first page, contact) come first in every sitemap. */
const STATIC_PAGES = 3;
const listings = (count: number) => Array.from({ length: count }, (_, i) => makeListing({ id: `L${i}` }));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('the sitemap', () => {
  it('is one file of every page up to 50,000 URLs', () => {
    const files = renderSitemaps(listings(SITEMAP_MAX_URLS - STATIC_PAGES), SITE);
    expect([...files.keys()]).toEqual(['/sitemap.xml']);
    const xml = files.get('/sitemap.xml') ?? '';
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(xml)).toHaveLength(50_000);
  }, 30_000);

  it('becomes an index of parts of at most 50,000 URLs past that, every page in one part', () => {
    const count = SITEMAP_MAX_URLS + 1 - STATIC_PAGES;
    const files = renderSitemaps(listings(count), SITE);
    expect([...files.keys()]).toEqual(['/sitemap.xml', '/sitemap-1.xml', '/sitemap-2.xml']);
    const index = files.get('/sitemap.xml') ?? '';
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).not.toContain('<urlset');
    expect(locs(index)).toEqual([`${SITE}/sitemap-1.xml`, `${SITE}/sitemap-2.xml`]);

    const parts = [1, 2].map((n) => locs(files.get(`/sitemap-${n}.xml`) ?? ''));
    expect(parts.map((part) => part.length)).toEqual([50_000, 1]);
    const all = parts.flat();
    expect(all.slice(0, STATIC_PAGES)).toEqual([`${SITE}/home`, `${SITE}/pronat?page=1`, `${SITE}/kontakti`]);
    // Every listing once, in order (compared as one string: a 50,000-item diff is slow to make).
    expect(all.slice(STATIC_PAGES).join('\n')).toBe(Array.from({ length: count }, (_, i) => `${SITE}/pronat/L${i}`).join('\n'));
  }, 30_000);

  it.each([SITE, `${SITE}/`, `${SITE}/nen/dosje`])("names each listing's page as absoluteUrl does, odd ids too (site %s)", (site) => {
    const ids = ['.', '..', '...', "a'b", 'ë', '1 2', '%2e', '%2E%2e', 'a/b', '?x#y', '<&>', '.a', 'L1'];
    const xml = renderSitemaps(ids.map((id) => makeListing({ id })), site).get('/sitemap.xml') ?? '';
    const named = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]).slice(STATIC_PAGES);
    expect(named).toEqual(ids.map((id) => escapeHtml(absoluteUrl(site, listingPath(id)))));
  });
});
