import { LOCALES, type Locale } from 'shared/i18n';

/**
 * The site's language to suggest to a visitor whose browser prefers `preferred` (navigator.languages,
 * most wanted first) on a page in `current`: the first of the site's languages the browser names,
 * unless it names the page's own language before it (the visitor reads this page). Null when the
 * browser names none of the site's languages: nothing to suggest.
 */
export function suggestedLocale(preferred: readonly string[], current: Locale): Locale | null {
  for (const tag of preferred) {
    const base = tag.split('-')[0]?.toLowerCase() ?? '';
    if (base === current) return null;
    const locale = LOCALES.find((candidate) => candidate === base);
    if (locale) return locale;
  }
  return null;
}

/** The browser's record that a language was once suggested (see LanguageSuggestion). */
export const SUGGESTED_KEY = 'estate.languageSuggested.v1';

/**
 * Whether this is the browser's first suggestion, recording it if so: a language is suggested once,
 * ever. Without storage (private modes, blocked) the answer is no: a suggestion that could not be
 * remembered would come back on every page.
 */
export function claimFirstSuggestion(storage: () => Storage = () => window.localStorage): boolean {
  try {
    const store = storage();
    if (store.getItem(SUGGESTED_KEY) !== null) return false;
    store.setItem(SUGGESTED_KEY, new Date().toISOString());
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the page was opened from another of the site's pages (the switcher, a link): the visitor
 * is already reading the site in the language they went to, and is offered nothing.
 */
export function cameFromSite(referrer: string, origin: string): boolean {
  if (referrer === '') return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}
