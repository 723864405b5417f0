/**
 * The sitemap of the site's pages and every shown listing (active, and reserved or sold within
 * their 30 days), and the robots.txt that names it.
 * One file up to the sitemaps protocol's limit of 50,000 URLs; past it `/sitemap.xml` is a
 * sitemap index naming `/sitemap-1.xml`, `/sitemap-2.xml`, … of at most 50,000 URLs each.
 */
import type { Listing } from 'shared/contracts';
import { parseDate } from 'shared/format';
import { escapeHtml } from './escape';
import { SITE_ROUTES } from 'shared/routes';
import { absoluteUrl, listingPath } from './urls';

/** URLs per sitemap file (sitemaps.org: at most 50,000 URLs and 50 MB). */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_PATH = '/sitemap.xml';
/** The path of the n-th (1-based) part named by the sitemap index. */
export const sitemapPartPath = (n: number): string => `/sitemap-${n}.xml`;

/** The pages of the site's route table that are listed (the listings under their first page). */
const STATIC_PAGES = SITE_ROUTES.flatMap((route) => (route.sitemap ? [route.sitemap] : []));

interface Entry {
  /** The page's absolute URL. */
  loc: string;
  lastmod?: string | undefined;
}

/**
 * absoluteUrl(siteUrl, listingPath(id)) without a URL parse per listing (seconds at 100,000):
 * an encoded id holds nothing a URL parser changes in a path, but for the dot segments '.' and
 * '..', which it resolves (sitemap.test.ts compares both ways on such ids).
 */
function listingUrls(siteUrl: string): (id: string) => string {
  const prefix = absoluteUrl(siteUrl, listingPath(''));
  return (id) => (id === '.' || id === '..' ? absoluteUrl(siteUrl, listingPath(id)) : prefix + encodeURIComponent(id));
}

/** 'YYYY-MM-DD' of a createdAt, or undefined when it does not parse. */
function lastmodOf(createdAt: string): string | undefined {
  return parseDate(createdAt)?.toISOString().slice(0, 10);
}

function entries(listings: readonly Listing[], siteUrl: string): Entry[] {
  const listingUrl = listingUrls(siteUrl);
  return [
    ...STATIC_PAGES.map((path) => ({ loc: absoluteUrl(siteUrl, path) })),
    ...listings.map((listing) => ({ loc: listingUrl(listing.id), lastmod: lastmodOf(listing.createdAt) })),
  ];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlset(part: readonly Entry[]): string {
  const entry = ({ loc, lastmod }: Entry) => `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  return [XML_HEAD, `<urlset xmlns="${NAMESPACE}">`, ...part.map(entry), '</urlset>', ''].join('\n');
}

function sitemapIndex(parts: number, siteUrl: string): string {
  const entry = (n: number) => `  <sitemap><loc>${escapeHtml(absoluteUrl(siteUrl, sitemapPartPath(n)))}</loc></sitemap>`;
  return [XML_HEAD, `<sitemapindex xmlns="${NAMESPACE}">`, ...Array.from({ length: parts }, (_, i) => entry(i + 1)), '</sitemapindex>', ''].join('\n');
}

/** One sitemap of every page (the whole list, whatever its length). */
export function renderSitemap(listings: readonly Listing[], siteUrl: string): string {
  return urlset(entries(listings, siteUrl));
}

/** The sitemap files by path: `/sitemap.xml` alone, or the index and its parts past `maxUrls`. */
export function renderSitemaps(listings: readonly Listing[], siteUrl: string, maxUrls = SITEMAP_MAX_URLS): Map<string, string> {
  const all = entries(listings, siteUrl);
  if (all.length <= maxUrls) return new Map([[SITEMAP_PATH, urlset(all)]]);
  const parts = Math.ceil(all.length / maxUrls);
  const files = new Map([[SITEMAP_PATH, sitemapIndex(parts, siteUrl)]]);
  for (let n = 1; n <= parts; n++) files.set(sitemapPartPath(n), urlset(all.slice((n - 1) * maxUrls, n * maxUrls)));
  return files;
}

export function renderRobots(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${absoluteUrl(siteUrl, SITEMAP_PATH)}`, ''].join(
    '\n',
  );
}
