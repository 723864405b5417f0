/**
 * The site's languages, once: Albanian (the default, its paths unprefixed), English under `/en`
 * and German under `/de`. The back office stays Albanian.
 */
export const LOCALES = ['sq', 'en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = 'sq';

/** Each language by its own name, as the language switcher offers it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { sq: 'Shqip', en: 'English', de: 'Deutsch' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** '' for Albanian, '/en' and '/de' for the others: what a locale's paths start with. */
export function localePrefix(locale: Locale): string {
  return locale === BASE_LOCALE ? '' : `/${locale}`;
}

/** The language a path is in: '/en' and '/en/…' English, '/de' and '/de/…' German, any other Albanian. */
export function localeOfPath(pathname: string): Locale {
  for (const locale of LOCALES) {
    const prefix = localePrefix(locale);
    if (prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return locale;
  }
  return BASE_LOCALE;
}

/**
 * The language the agency writes its listings in: a listing's title and description are marked
 * with it (`lang`) wherever a page in another language shows them, so a screen reader reads them
 * as Albanian and a translator's tools leave them be.
 */
export const LISTING_LANGUAGE: Locale = BASE_LOCALE;
