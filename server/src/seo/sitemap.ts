/**
 * The sitemap of the site's pages and every shown listing (active, and reserved or sold within
 * their 30 days) in every language, and the robots.txt that names it. Each address names its
 * page's versions in all languages and x-default (`xhtml:link` alternates, as search engines
 * read hreflang from a sitemap).
 * One file up to the sitemaps protocol's limits of 50,000 URLs and 50 MB; past them
 * `/sitemap.xml` is a sitemap index naming `/sitemap-1.xml`, `/sitemap-2.xml`, … each within them.
 */
import type { Listing } from 'shared/contracts';
import { parseDate } from 'shared/format';
import { LOCALES, type Locale } from 'shared/i18n';
import { listingPath } from 'shared/listings/rules';
import { SITE_ROUTES, pathInLocale } from 'shared/routes';
import { alternates, type Alternate } from './alternates';
import { escapeHtml } from './escape';
import { absoluteUrl } from './urls';

/** URLs per sitemap file (sitemaps.org: at most 50,000 URLs and 50 MB). */
export const SITEMAP_MAX_URLS = 50_000;
/** Bytes per sitemap file, uncompressed (50 MiB, the protocol's limit). */
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;
export const SITEMAP_PATH = '/sitemap.xml';
/** The path of the n-th (1-based) part named by the sitemap index. */
export const sitemapPartPath = (n: number): string => `/sitemap-${n}.xml`;

/** The listed pages of the site's route table, every language's (the listings under their first page). */
const STATIC_PAGES = SITE_ROUTES.flatMap((route) => (route.sitemap ? [route.sitemap] : []));

/**
 * absoluteUrl(siteUrl, listingPath(id, locale)) without a URL parse per listing and language
 * (seconds at 100,000): an encoded id holds nothing a URL parser changes in a path, but for the
 * dot segments '.' and '..', which it resolves (sitemap.test.ts compares both ways on such ids).
 */
function listingUrls(siteUrl: string): (id: string, locale: Locale) => string {
  const prefixes = Object.fromEntries(LOCALES.map((locale) => [locale, absoluteUrl(siteUrl, listingPath('', locale))])) as Record<Locale, string>;
  return (id, locale) => (id === '.' || id === '..' ? absoluteUrl(siteUrl, listingPath(id, locale)) : prefixes[locale] + encodeURIComponent(id));
}

/** 'YYYY-MM-DD' of a createdAt, or undefined when it does not parse. */
function lastmodOf(createdAt: string): string | undefined {
  return parseDate(createdAt)?.toISOString().slice(0, 10);
}

/** A page's alternates as the sitemap writes them: one text for all its languages' entries. */
const alternateTags = (versions: readonly Alternate[]): string =>
  versions.map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`).join('');

const entry = (loc: string, lastmod: string | undefined, alternatesText: string): string =>
  `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternatesText}</url>`;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

const urlset = (lines: readonly string[]): string =>
  [XML_HEAD, `<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">`, ...lines, '</urlset>', ''].join('\n');

function sitemapIndex(parts: number, siteUrl: string): string {
  const entry = (n: number) => `  <sitemap><loc>${escapeHtml(absoluteUrl(siteUrl, sitemapPartPath(n)))}</loc></sitemap>`;
  return [XML_HEAD, `<sitemapindex xmlns="${NAMESPACE}">`, ...Array.from({ length: parts }, (_, i) => entry(i + 1)), '</sitemapindex>', ''].join('\n');
}

/**
 * The sitemap's addresses, numbered: the site's pages, then each listing in every language. An
 * entry is written when its part is, so a part costs its own entries alone.
 */
class Entries {
  readonly count: number;
  private readonly staticLines: readonly string[];
  private readonly listingUrl: (id: string, locale: Locale) => string;

  constructor(
    private readonly listings: readonly Listing[],
    siteUrl: string,
  ) {
    this.staticLines = STATIC_PAGES.map((path) =>
      entry(absoluteUrl(siteUrl, path), undefined, alternateTags(alternates((locale) => absoluteUrl(siteUrl, pathInLocale(path, locale))))),
    );
    this.listingUrl = listingUrls(siteUrl);
    this.count = this.staticLines.length + listings.length * LOCALES.length;
  }

  /** A listing's entries, one per language (`lastmod` given: as long as one can be). */
  private listingLines(id: string, lastmod: string | undefined): string[] {
    const text = alternateTags(alternates((locale) => this.listingUrl(id, locale)));
    return LOCALES.map((locale) => entry(this.listingUrl(id, locale), lastmod, text));
  }

  /** Entries `from` to `to` (exclusive), written. */
  lines(from: number, to: number): string[] {
    const lines = this.staticLines.slice(from, to);
    const first = Math.max(0, Math.floor((from - this.staticLines.length) / LOCALES.length));
    for (let index = first; index * LOCALES.length + this.staticLines.length < to && index < this.listings.length; index++) {
      const listing = this.listings[index] as Listing;
      const own = this.listingLines(listing.id, lastmodOf(listing.createdAt));
      own.forEach((line, offset) => {
        const at = this.staticLines.length + index * LOCALES.length + offset;
        if (at >= from && at < to) lines.push(line);
      });
    }
    return lines;
  }

  /**
   * The most bytes an entry takes, line break included, without writing every entry: a
   * listing's entries differ only in the id, so the longest written id makes the longest one.
   */
  longestBytes(): number {
    let longest: Listing | undefined;
    let most = -1;
    for (const listing of this.listings) {
      const bytes = Buffer.byteLength(escapeHtml(encodeURIComponent(listing.id)));
      if (bytes > most) [longest, most] = [listing, bytes];
    }
    const lines = [...this.staticLines, ...(longest ? this.listingLines(longest.id, '0000-00-00') : [])];
    return Math.max(0, ...lines.map((line) => Buffer.byteLength(line) + 1));
  }
}

/** The sitemap files: `/sitemap.xml` alone, or it as the index and its parts; each made when asked for. */
export interface Sitemaps {
  readonly paths: readonly string[];
  /** The file at `path`, written now; undefined for a path that is none of them. */
  file(path: string): string | undefined;
}

/**
 * The sitemap of these listings, in parts of at most `maxUrls` entries and `maxBytes` bytes. At
 * 100,000 listings it is 300,000 addresses with their alternates, about 150 MB written: a part
 * is written when it is asked for, never all at once.
 */
export function sitemaps(listings: readonly Listing[], siteUrl: string, maxUrls = SITEMAP_MAX_URLS, maxBytes = SITEMAP_MAX_BYTES): Sitemaps {
  const entries = new Entries(listings, siteUrl);
  const room = maxBytes - Buffer.byteLength(urlset([]));
  const perPart = Math.max(1, Math.min(maxUrls, Math.floor(room / entries.longestBytes())));
  const parts = Math.max(1, Math.ceil(entries.count / perPart));
  if (parts === 1) return { paths: [SITEMAP_PATH], file: (path) => (path === SITEMAP_PATH ? urlset(entries.lines(0, entries.count)) : undefined) };
  const partPaths = Array.from({ length: parts }, (_, i) => sitemapPartPath(i + 1));
  return {
    paths: [SITEMAP_PATH, ...partPaths],
    file: (path) => {
      if (path === SITEMAP_PATH) return sitemapIndex(parts, siteUrl);
      const n = partPaths.indexOf(path);
      return n < 0 ? undefined : urlset(entries.lines(n * perPart, Math.min(entries.count, (n + 1) * perPart)));
    },
  };
}

/** One sitemap of every page (the whole list, whatever its length). */
export function renderSitemap(listings: readonly Listing[], siteUrl: string): string {
  const entries = new Entries(listings, siteUrl);
  return urlset(entries.lines(0, entries.count));
}

/** Every sitemap file, written: `/sitemap.xml` alone, or the index and its parts past `maxUrls` or `maxBytes`. */
export function renderSitemaps(listings: readonly Listing[], siteUrl: string, maxUrls = SITEMAP_MAX_URLS, maxBytes = SITEMAP_MAX_BYTES): Map<string, string> {
  const files = sitemaps(listings, siteUrl, maxUrls, maxBytes);
  return new Map(files.paths.map((path) => [path, files.file(path) ?? '']));
}

export function renderRobots(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${absoluteUrl(siteUrl, SITEMAP_PATH)}`, ''].join(
    '\n',
  );
}
