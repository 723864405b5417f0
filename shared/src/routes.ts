/**
 * The site's routes, once. The browser's router (shell/src/routes.tsx), the server's pages
 * (server/src/plugins/app-pages.ts) and the sitemap (server/src/seo/sitemap.ts) are all made
 * from this table, and links name its paths rather than writing them out.
 */

import { BASE_LOCALE, LOCALES, currentLocale, localeOfPath, localePrefix, type Locale } from './i18n';

/**
 * Each public page's path in each language: SPEC 2's Albanian paths, unprefixed; English under
 * '/en' and German under '/de', with the page's name in that language. The back office has
 * Albanian paths only.
 */
export const PAGE_PATHS = {
  home: { sq: '/home', en: '/en/home', de: '/de/start' },
  /** The listings area; its first results page is listingsFirstPagePath (shared/listings). */
  listings: { sq: '/pronat', en: '/en/properties', de: '/de/immobilien' },
  contact: { sq: '/kontakti', en: '/en/contact', de: '/de/kontakt' },
  /**
   * The message form as a page of its own, drawn by the server alone (no app route, not in the
   * sitemap): where 'Kontakti' and the contact page's 'Dërgo një mesazh' lead before the app has
   * started, or without JavaScript. Once the app runs they open the contact sheet instead.
   */
  contactForm: { sq: '/kontakti/mesazh', en: '/en/contact/message', de: '/de/kontakt/nachricht' },
  /**
   * Alerts of new listings, drawn by the server alone (no app route, not in the sitemap): where the
   * listings page's 'Më njofto për prona të reja' form posts, and below it the pages its e-mails'
   * confirm and unsubscribe links open (shared/alerts).
   */
  alerts: { sq: '/njoftimet', en: '/en/alerts', de: '/de/suchauftrag' },
  /**
   * 'Të preferuarat': the listings this browser saved (shared/favourites), or a list shared by
   * link (`?ids=…`). Private to the browser: never indexed, not in the sitemap.
   */
  favourites: { sq: '/te-preferuarat', en: '/en/favourites', de: '/de/favoriten' },
} as const satisfies Record<string, Record<Locale, string>>;
export type NamedPage = keyof typeof PAGE_PATHS;

/** A page's path in `locale`, by default the page's own language. */
export function pagePath(page: NamedPage, locale: Locale = currentLocale()): string {
  return PAGE_PATHS[page][locale];
}
export const homePath = (locale?: Locale): string => pagePath('home', locale);
export const listingsPath = (locale?: Locale): string => pagePath('listings', locale);
export const contactPagePath = (locale?: Locale): string => pagePath('contact', locale);
export const contactFormPath = (locale?: Locale): string => pagePath('contactForm', locale);
export const favouritesPath = (locale?: Locale): string => pagePath('favourites', locale);

/** A language's front door: '/', '/en', '/de' (each leads to its first results page). */
export function localeRootPath(locale: Locale): string {
  return localePrefix(locale) || '/';
}

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
export type PageId = 'listings' | 'detail' | 'home' | 'contact' | 'favourites' | 'admin';

export interface SiteRoute {
  /** The pattern, as both the router and Fastify read it: `:name` a segment, a final `/*` the rest. */
  path: string;
  page: PageId;
  /** The language the route's page is drawn in. */
  locale: Locale;
  /** Listed in the sitemap under this address (with its other languages' as alternates). */
  sitemap?: string;
  /** Never indexed, never cached: the back office, and what is private to a browser (its favourites). */
  private?: true;
}

/** One language's public routes, in the sitemap's order. */
function publicRoutes(locale: Locale): SiteRoute[] {
  const { home, listings, contact, favourites } = PAGE_PATHS;
  return [
    { path: localeRootPath(locale), page: 'listings', locale },
    { path: home[locale], page: 'home', locale, sitemap: home[locale] },
    { path: listings[locale], page: 'listings', locale, sitemap: `${listings[locale]}?page=1` },
    { path: `${listings[locale]}/:id`, page: 'detail', locale },
    { path: contact[locale], page: 'contact', locale, sitemap: contact[locale] },
    { path: favourites[locale], page: 'favourites', locale, private: true },
  ];
}

/** Every language's public routes, then the back office; any other path is the 404 page. */
export const SITE_ROUTES: readonly SiteRoute[] = [
  ...LOCALES.flatMap(publicRoutes),
  { path: `${ADMIN_PATH}/*`, page: 'admin', locale: BASE_LOCALE, private: true },
];

/** The page paths longest first, so '/kontakti/mesazh' is found before '/kontakti'. */
const PATHS_BY_LENGTH = Object.values(PAGE_PATHS)
  .flatMap((paths) => LOCALES.map((locale) => ({ paths: paths as Record<Locale, string>, path: paths[locale] })))
  .sort((a, b) => b.path.length - a.path.length);

/**
 * The same page in another language: '/en/properties/2100?page=2' in German is
 * '/de/immobilien/2100?page=2'; what follows the page's path (an id, the query) is kept. A path
 * that is no public page (a 404) leads to the language's front door. What the language switcher
 * links to, and the alternates every page names (hreflang) and the sitemap lists.
 */
export function pathInLocale(pathAndQuery: string, locale: Locale): string {
  // Split by hand: a path such as '//x' is no URL to parse (it would name a host).
  const end = pathAndQuery.search(/[?#]/);
  const pathname = end === -1 ? pathAndQuery : pathAndQuery.slice(0, end);
  const rest = end === -1 ? '' : pathAndQuery.slice(end);
  if (pathname === localeRootPath(localeOfPath(pathname)) || pathname === `${localePrefix(localeOfPath(pathname))}/`) return localeRootPath(locale) + rest;
  for (const { paths, path } of PATHS_BY_LENGTH) {
    if (pathname === path || pathname.startsWith(`${path}/`)) return paths[locale] + pathname.slice(path.length) + rest;
  }
  return localeRootPath(locale);
}
