/**
 * An app page in its language: the shell's index.html (written in Albanian) gets `<html lang>`, the
 * site's title, description and no-script note in the language of its path ('/en/…', '/de/…'), and
 * every public page names itself in each language (`hreflang`, Albanian also as `x-default`), so
 * search engines show a visitor the page in theirs. The language comes from the path alone: a
 * crawler or a shared link lands on the page it points at.
 */
import { BASE_LOCALE, LOCALES, type Locale } from 'shared/i18n';
import { pathInLocale } from 'shared/routes';
import { escapeHtml } from '../seo/escape';

export interface PageLanguage {
  locale: Locale;
  /** The site's own title, description and no-script note in this language. */
  title: string;
  description: string;
  noscript: string;
}

/** `<link rel="alternate" hreflang>` for the page at `pathAndQuery` in every language, and x-default. */
export function alternateLinks(siteUrl: string, pathAndQuery: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + pathInLocale(pathAndQuery, locale))}">`;
  return [...LOCALES.map((locale) => link(locale, locale)), link('x-default', BASE_LOCALE)].join('');
}

/**
 * index.html in `language`, with `alternates` (alternateLinks' tags; '' for a page that is not to
 * be found: a 404, the back office) in its head. Replacer functions throughout: no `$` pattern of
 * a text is ever expanded.
 */
export function withPageLanguage(indexHtml: string, language: PageLanguage, alternates: string): string {
  const html = indexHtml
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language.locale}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(language.title)}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(language.description)}" />`)
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${escapeHtml(language.noscript)}</noscript>`);
  return alternates === '' ? html : html.replace('</head>', () => `${alternates}</head>`);
}
