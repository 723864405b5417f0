/**
 * Absolute URLs of the site's pages and images, for canonical links, sitemaps and previews. The
 * pages' paths are the shared ones (shared/listings/rules `listingPath`, `listingSeoPath`).
 */
import { imageAtWidth } from 'shared/format';

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

export const largeImage = (url: string): string => imageAtWidth(url, 1200);
export const smallImage = (url: string): string => imageAtWidth(url, 600);
