/** Every file made from the listings for search engines: path → content. */
import type { Listing } from 'shared/contracts';
import type { SiteConfig } from 'shared/site';
import { renderListingPage } from './listing-page';
import { renderRobots, renderSitemap } from './sitemap';
import { seoPagePath } from './urls';

export type SeoFiles = Map<string, string>;

export function buildSeoFiles(listings: readonly Listing[], site: SiteConfig): SeoFiles {
  const files: SeoFiles = new Map();
  for (const listing of listings) files.set(seoPagePath(listing.id), renderListingPage(listing, site));
  files.set('/sitemap.xml', renderSitemap(listings, site.siteUrl));
  files.set('/robots.txt', renderRobots(site.siteUrl));
  return files;
}

/** SITE_URL overrides the configured address (canonical links must name the real host). */
export function siteWithUrl(site: SiteConfig, env: NodeJS.ProcessEnv = process.env): SiteConfig {
  return env.SITE_URL ? { ...site, siteUrl: env.SITE_URL } : site;
}
