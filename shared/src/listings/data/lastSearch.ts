/**
 * Where 'Mbrapa' on a detail page leads: the visitor's own search (page, filters, map
 * mode) when they came from it, otherwise the first results page. The listings area notes its
 * address each time it shows; the note lives as long as the page (shared is one module for every
 * remote), so a detail page opened in a new tab or from a shared link leads to the first page.
 */
import { listingsPath } from '../../routes';
import { listingsFirstPagePath } from '../paths';

let lastSearch: string | null = null;

/** Called by the listings area with the query it shows ('?page=3&type=house'). */
export function rememberListingsSearch(search: string): void {
  lastSearch = search;
}

/**
 * The search to go back to: the one noted in this page, else the one a full page load came from
 * (`referrer`, same origin only), else the first results page.
 */
export function listingsBackPath(referrer: string = document.referrer, origin: string = window.location.origin): string {
  if (lastSearch !== null) return listingsSearchPath(lastSearch);
  try {
    const from = new URL(referrer);
    if (from.origin === origin && from.pathname === listingsPath() && from.searchParams.has('page')) return listingsSearchPath(from.search);
  } catch {
    // No referrer, or not an address: the first page.
  }
  return listingsFirstPagePath();
}

function listingsSearchPath(search: string): string {
  const params = new URLSearchParams(search);
  return params.has('page') ? `${listingsPath()}?${params.toString()}` : listingsFirstPagePath();
}

/** Tests start from a page that has shown no search. */
export function forgetListingsSearch(): void {
  lastSearch = null;
}
