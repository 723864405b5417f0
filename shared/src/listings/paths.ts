/** The site's addresses for listings (SPEC 2 'Routes' and 7: the static SEO page). */

import { LOCALES, localeOfPath, type Locale } from '../i18n';
import { PAGE_PATHS, listingsPath, localeRootPath } from '../routes';
import { appSearchParams, saysSearchOtherwise } from './query';

/** The listings area, first page ('/pronat?page=1'): where 'Mbrapa' and 'Shfaq të gjitha →' lead. */
export function listingsFirstPagePath(locale?: Locale): string {
  return `${listingsPath(locale)}?page=1`;
}

/**
 * Every way into the listings is a filterable page. The empty path and '/pronat' without
 * a results page lead to '/pronat' with `page=1` and the rest of the query kept (the filter strip
 * shows only with a page, SPEC 2). Null for any other address. The server answers it with a
 * redirect and the app's router replaces the entry, so both read the same rule.
 */
export function listingsEntryRedirect(pathname: string, search: string): string | null {
  const locale = localeOfPath(pathname);
  const root = localeRootPath(locale);
  const listings = PAGE_PATHS.listings[locale];
  // '//' is a path the server reads as the app's root, not a host: left to the router.
  const atRoot = pathname === root || (root !== '/' && pathname === `${root}/`);
  if (!atRoot && pathname !== listings && pathname !== `${listings}/`) return null;
  const params = new URLSearchParams(search);
  if (params.has('page')) return atRoot ? `${listings}?${params.toString()}` : null;
  return `${listings}?${new URLSearchParams([['page', '1'], ...params]).toString()}`;
}

/**
 * A search said otherwise than the app writes it: the filter dialog's form sent with JavaScript
 * off (`/pronat?page=1&sort=oldest&city=&type=land&type=house`), or a hand-made link. The
 * address the app writes for the same search (`/pronat?page=1&type=land%2Chouse&sort=oldest`),
 * the other parameters kept in their places; null when the address is that already, or not the
 * listings'. The server answers it with a redirect, so each search has one address.
 */
export function submittedSearchRedirect(pathname: string, search: string): string | null {
  const listings = LOCALES.map((locale) => PAGE_PATHS.listings[locale]).find((path) => path === pathname);
  if (listings === undefined) return null;
  const params = new URLSearchParams(search);
  if (!saysSearchOtherwise(params)) return null;
  const query = appSearchParams(params).toString();
  return query === '' ? listings : `${listings}?${query}`;
}

/** '/pronat/{id}' ('/en/properties/{id}', …), the detail page of one listing. */
export function listingPath(id: string, locale?: Locale): string {
  return `${listingsPath(locale)}/${encodeURIComponent(id)}`;
}

/** The full address of a listing's detail page: the origin plus '/pronat/{id}'. */
export function listingUrl(origin: string, id: string, locale?: Locale): string {
  return origin.replace(/\/+$/, '') + listingPath(id, locale);
}

/**
 * The static SEO version of a listing's page, one per language: its detail path under '/assets'
 * ('/assets/pronat/{id}/index.html', '/assets/en/properties/{id}/index.html',
 * '/assets/de/immobilien/{id}/index.html'); by default in the page's language.
 */
export function listingSeoPath(id: string, locale?: Locale): string {
  return `/assets${listingPath(id, locale)}/index.html`;
}
