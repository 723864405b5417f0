/** The site's addresses for listings (SPEC 2 'Routes' and 7: the static SEO page). */

import { LISTINGS_PATH } from '../routes';
import { appSearchParams, saysSearchOtherwise } from './query';

/** The listings area, first page: where 'Mbrapa' and 'Shfaq të gjitha →' lead. */
export const LISTINGS_FIRST_PAGE_PATH = `${LISTINGS_PATH}?page=1`;

/**
 * Every way into the listings is a filterable page. The empty path and '/pronat' without
 * a results page lead to '/pronat' with `page=1` and the rest of the query kept (the filter strip
 * shows only with a page, SPEC 2). Null for any other address. The server answers it with a
 * redirect and the app's router replaces the entry, so both read the same rule.
 */
export function listingsEntryRedirect(pathname: string, search: string): string | null {
  if (pathname !== '/' && pathname !== '/pronat' && pathname !== '/pronat/') return null;
  const path = pathname === '/' ? '/' : '/pronat';
  const params = new URLSearchParams(search);
  if (params.has('page')) return path === '/' ? `/pronat?${params.toString()}` : null;
  return `/pronat?${new URLSearchParams([['page', '1'], ...params]).toString()}`;
}

/**
 * A search said otherwise than the app writes it: the filter dialog's form sent with JavaScript
 * off (`/pronat?page=1&sort=oldest&city=&type=land&type=house`), or a hand-made link. The
 * address the app writes for the same search (`/pronat?page=1&type=land%2Chouse&sort=oldest`),
 * the other parameters kept in their places; null when the address is that already, or not the
 * listings'. The server answers it with a redirect, so each search has one address.
 */
export function submittedSearchRedirect(pathname: string, search: string): string | null {
  if (pathname !== LISTINGS_PATH) return null;
  const params = new URLSearchParams(search);
  if (!saysSearchOtherwise(params)) return null;
  const query = appSearchParams(params).toString();
  return query === '' ? LISTINGS_PATH : `${LISTINGS_PATH}?${query}`;
}

/** '/pronat/{id}', the detail page of one listing. */
export function listingPath(id: string): string {
  return `${LISTINGS_PATH}/${encodeURIComponent(id)}`;
}

/** The full address of a listing's detail page: the origin plus '/pronat/{id}'. */
export function listingUrl(origin: string, id: string): string {
  return origin.replace(/\/+$/, '') + listingPath(id);
}

/** '/assets/pronat/{id}/index.html', the static SEO version of a listing's page. */
export function listingSeoPath(id: string): string {
  return `/assets/pronat/${encodeURIComponent(id)}/index.html`;
}
