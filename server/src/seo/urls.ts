/** Absolute URLs of the site's pages and images, for canonical links, sitemaps and previews. */
import { imageAtWidth } from 'shared/format';

export const listingPath = (id: string): string => `/pronat/${encodeURIComponent(id)}`;
export const seoPagePath = (id: string): string => `/assets/pronat/${encodeURIComponent(id)}/index.html`;

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

export const largeImage = (url: string): string => imageAtWidth(url, 1200);
export const smallImage = (url: string): string => imageAtWidth(url, 600);
