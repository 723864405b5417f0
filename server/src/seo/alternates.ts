/**
 * A page's versions in the site's languages, as search engines are told of them (hreflang): one
 * per language, and `x-default`, the Albanian one, for a reader of any other language. The
 * static pages name them in their head, the sitemap beside each address.
 */
import { BASE_LOCALE, LOCALES, type Locale } from 'shared/i18n';
import { escapeHtml } from './escape';

export interface Alternate {
  hreflang: Locale | 'x-default';
  /** The version's absolute URL. */
  href: string;
}

/** Every language's version of a page, `urlIn(locale)` its address in that language. */
export function alternates(urlIn: (locale: Locale) => string): Alternate[] {
  const versions: Alternate[] = LOCALES.map((locale) => ({ hreflang: locale, href: urlIn(locale) }));
  return [...versions, { hreflang: 'x-default', href: urlIn(BASE_LOCALE) }];
}

/** The `<link rel="alternate" hreflang>` tags of a page's `<head>`. */
export function alternateLinks(versions: readonly Alternate[]): string {
  return versions.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`).join('\n    ');
}
