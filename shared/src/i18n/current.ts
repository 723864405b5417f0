import { BASE_LOCALE, localeOfPath, type Locale } from './locales';

/**
 * The language the page is drawn in: the one thing about languages every package shares.
 *
 * In the browser it is the address's (`/en/…`, `/de/…`, else Albanian): every link of the app keeps
 * its language and the switcher loads a new document, so one page's language never changes. The
 * server's render sets its own source, per request (shell/src/server-render.tsx).
 */
let source: () => Locale = () => (typeof location === 'undefined' ? BASE_LOCALE : localeOfPath(location.pathname));

export function currentLocale(): Locale {
  return source();
}

/** Where `currentLocale` reads from from now on: the server's per-request render, a test. */
export function setLocaleSource(next: () => Locale): void {
  source = next;
}
