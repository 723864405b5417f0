/** The site's addresses for listings (SPEC 2 'Routes' and 7: the static SEO page). */

/** The listings area, first page: where 'Mbrapa' and 'Shfaq të gjitha →' lead. */
export const LISTINGS_FIRST_PAGE_PATH = '/pronat?page=1';

/** '/pronat/{id}', the detail page of one listing. */
export function listingPath(id: string): string {
  return `/pronat/${encodeURIComponent(id)}`;
}

/** The full address of a listing's detail page: the origin plus '/pronat/{id}'. */
export function listingUrl(origin: string, id: string): string {
  return origin.replace(/\/+$/, '') + listingPath(id);
}

/** '/assets/pronat/{id}/index.html', the static SEO version of a listing's page. */
export function listingSeoPath(id: string): string {
  return `/assets/pronat/${encodeURIComponent(id)}/index.html`;
}
