/** The files made from the listings for search engines: path → content. */
import type { Listing } from 'shared/contracts';
import { LOCALES, type Locale } from 'shared/i18n';
import { listingSeoPath } from 'shared/listings/rules';
import { listingsPath } from 'shared/routes';
import type { SiteConfig } from 'shared/site';
import { renderListingPage } from './listing-page';
import { renderRobots, renderSitemaps } from './sitemap';

export type SeoFiles = Map<string, string>;

/** The site-wide files: the sitemap (or its index and parts) and robots.txt. */
export function buildSiteFiles(listings: readonly Listing[], site: SiteConfig): SeoFiles {
  const files: SeoFiles = renderSitemaps(listings, site.siteUrl);
  files.set('/robots.txt', renderRobots(site.siteUrl));
  return files;
}

/** Every file, each listing's page in every language included (the build writes them all; the server makes pages on demand). */
export function buildSeoFiles(listings: readonly Listing[], site: SiteConfig): SeoFiles {
  const files: SeoFiles = new Map();
  for (const listing of listings) {
    for (const locale of LOCALES) files.set(listingSeoPath(listing.id, locale), renderListingPage(listing, site, locale));
  }
  for (const [path, content] of buildSiteFiles(listings, site)) files.set(path, content);
  return files;
}

/** Where each language's static listing pages are: '/assets/pronat', '/assets/en/properties', … */
export const seoPagesFolder = (locale: Locale): string => `/assets${listingsPath(locale)}`;

/** The listing and the language of the static page at `pathname`, when it is one's (in the form listingSeoPath writes). */
export function seoPageOf(pathname: string): { id: string; locale: Locale } | undefined {
  for (const locale of LOCALES) {
    const folder = `${seoPagesFolder(locale)}/`;
    if (!pathname.startsWith(folder)) continue;
    const match = /^([^/]+)\/index\.html$/.exec(pathname.slice(folder.length));
    if (!match?.[1]) return undefined;
    let id: string;
    try {
      id = decodeURIComponent(match[1]);
    } catch {
      return undefined;
    }
    return listingSeoPath(id, locale) === pathname ? { id, locale } : undefined;
  }
  return undefined;
}

/** SITE_URL overrides the configured address (canonical links must name the real host). */
export function siteWithUrl(site: SiteConfig, env: NodeJS.ProcessEnv = process.env): SiteConfig {
  return env.SITE_URL ? { ...site, siteUrl: env.SITE_URL } : site;
}
