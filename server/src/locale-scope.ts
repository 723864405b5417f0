/**
 * The language the shared package's words and formats are drawn in while the server writes a
 * page itself. Category names, prices with their '/muaj', dates and the photos' fallback alt
 * text come from shared/format, which reads the language from shared/i18n's `currentLocale()`
 * (the page's address in the browser). On the server that is the request's: each page is drawn
 * inside `inLocale(locale, …)`, an async context of its own, so pages of different languages
 * drawn at once never mix. Anything drawn outside one (the back office's API, the agency's
 * e-mails) is Albanian. The server's own messages never read it: they are given the locale (i18n.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { BASE_LOCALE, setLocaleSource, type Locale } from 'shared/i18n';

const drawing = new AsyncLocalStorage<Locale>();
let installed = false;

/** `draw()`, with the shared package speaking `locale` for as long as it runs. */
export function inLocale<T>(locale: Locale, draw: () => T): T {
  // On first use rather than at import: importing the module changes nothing for anyone.
  if (!installed) {
    setLocaleSource(() => drawing.getStore() ?? BASE_LOCALE);
    installed = true;
  }
  return drawing.run(locale, draw);
}
