/** The files made from the listings for search engines: path → content. */
import type { Listing } from 'shared/contracts';
import type { SiteConfig } from 'shared/site';
import { renderListingPage } from './listing-page';
import { renderRobots, renderSitemaps } from './sitemap';
import { seoPagePath } from './urls';

export type SeoFiles = Map<string, string>;

/** The site-wide files: the sitemap (or its index and parts) and robots.txt. */
export function buildSiteFiles(listings: readonly Listing[], site: SiteConfig): SeoFiles {
  const files: SeoFiles = renderSitemaps(listings, site.siteUrl);
  files.set('/robots.txt', renderRobots(site.siteUrl));
  return files;
}

/** Every file, each listing's page included (the build writes them all; the server makes pages on demand). */
export function buildSeoFiles(listings: readonly Listing[], site: SiteConfig): SeoFiles {
  const files: SeoFiles = new Map();
  for (const listing of listings) files.set(seoPagePath(listing.id), renderListingPage(listing, site));
  for (const [path, content] of buildSiteFiles(listings, site)) files.set(path, content);
  return files;
}

/** The id of the listing whose page is at `pathname`, when it is one's (in the form seoPagePath writes). */
export function seoPageListingId(pathname: string): string | undefined {
  const match = /^\/assets\/pronat\/([^/]+)\/index\.html$/.exec(pathname);
  if (!match?.[1]) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  return seoPagePath(id) === pathname ? id : undefined;
}

/** SITE_URL overrides the configured address (canonical links must name the real host). */
export function siteWithUrl(site: SiteConfig, env: NodeJS.ProcessEnv = process.env): SiteConfig {
  return env.SITE_URL ? { ...site, siteUrl: env.SITE_URL } : site;
}
