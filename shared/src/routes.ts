/**
 * The site's routes, once. The browser's router (shell/src/routes.tsx), the server's pages
 * (server/src/plugins/app-pages.ts) and the sitemap (server/src/seo/sitemap.ts) are all made
 * from this table, and links name its paths rather than writing them out.
 */

export const HOME_PATH = '/home';
/** The listings area; its first results page is LISTINGS_FIRST_PAGE_PATH (shared/listings). */
export const LISTINGS_PATH = '/pronat';
export const CONTACT_PAGE_PATH = '/kontakti';
/**
 * The message form as a page of its own, drawn by the server alone (no app route, not in the
 * sitemap): where 'Kontakti' and the contact page's 'Dërgo një mesazh' lead before the app has
 * started, or without JavaScript. Once the app runs they open the contact sheet instead.
 */
export const CONTACT_FORM_PATH = '/kontakti/mesazh';
/** The back office: its pages and its API (`/admin/api`). */
export const ADMIN_PATH = '/admin';
/**
 * The back office's page that sets a password through a one-time link (an invitation, or a
 * forgotten password's reset); the token follows in the fragment (`#…`), which no request,
 * server log or Referer carries.
 */
export const ADMIN_PASSWORD_LINK_PATH = `${ADMIN_PATH}/fjalekalimi`;
/**
 * The back office's preview of a listing's public page (a draft's, before 'Publiko'): the
 * server renders it for a signed-in agent only, as a page that is looked at (no app runs in it).
 */
export const ADMIN_PREVIEW_ROUTE = `${ADMIN_PATH}/pronat/:id/paraparje`;
export const adminPreviewPath = (id: string): string => ADMIN_PREVIEW_ROUTE.replace(':id', () => encodeURIComponent(id));

/** What a route shows; each app maps every page to its own handling (checked by the compiler). */
export type PageId = 'listings' | 'detail' | 'home' | 'contact' | 'admin';

export interface SiteRoute {
  /** The pattern, as both the router and Fastify read it: `:name` a segment, a final `/*` the rest. */
  path: string;
  page: PageId;
  /** Listed in the sitemap under this address. */
  sitemap?: string;
  /** Never indexed, never cached (the back office). */
  private?: true;
}

/** In the sitemap's order; any other path is the 404 page. */
export const SITE_ROUTES: readonly SiteRoute[] = [
  { path: '/', page: 'listings' },
  { path: HOME_PATH, page: 'home', sitemap: HOME_PATH },
  { path: LISTINGS_PATH, page: 'listings', sitemap: `${LISTINGS_PATH}?page=1` },
  { path: `${LISTINGS_PATH}/:id`, page: 'detail' },
  { path: CONTACT_PAGE_PATH, page: 'contact', sitemap: CONTACT_PAGE_PATH },
  { path: `${ADMIN_PATH}/*`, page: 'admin', private: true },
];
