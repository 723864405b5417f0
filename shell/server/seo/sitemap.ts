/** sitemap.xml with the site's pages and every active listing, and the robots.txt that names it. */
import type { Listing } from 'shared/contracts';
import { parseDate } from 'shared/format';
import { escapeHtml } from './escape';
import { LISTINGS_FIRST_PAGE_PATH } from 'shared/listings';
import { absoluteUrl, listingPath } from './urls';

// The listings' first page as its links name it: '/pronat' alone redirects there.
const STATIC_PAGES = ['/home', LISTINGS_FIRST_PAGE_PATH, '/kontakti'];

export function renderSitemap(listings: readonly Listing[], siteUrl: string): string {
  const entry = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeHtml(absoluteUrl(siteUrl, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  const listingEntries = listings.map((listing) => {
    const created = parseDate(listing.createdAt);
    return entry(listingPath(listing.id), created?.toISOString().slice(0, 10));
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PAGES.map((path) => entry(path)),
    ...listingEntries,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`, ''].join(
    '\n',
  );
}
