/**
 * The one rule for which words of a listing a page shows (issue: "a page shows the translation
 * when present, else the Albanian text marked lang="sq", never an empty field"): the listing's
 * own translation in the page's language when the agency gave one, else its Albanian text,
 * with the language it is in, which the element showing it carries as `lang`. A screen reader
 * then reads the Albanian words as Albanian on an English page, and a translator's tools leave
 * them be.
 */
import type { Listing } from '../contracts';
import { LISTING_LANGUAGE, type Locale } from '../i18n/locales';
import type { TranslatedField } from '../listing-fields';

/** A listing's words as a page shows them, and the language they are in (the `lang` to mark them with). */
export interface ListingText {
  text: string;
  lang: Locale;
}

type Translatable = Pick<Listing, TranslatedField | 'translations'>;

/**
 * Read as own properties and only when it is text with something in it: a record or a page's
 * data from an older server, or a hand-made file, may carry anything there.
 */
function translated(listing: Translatable, locale: Locale, field: TranslatedField): string | undefined {
  const { translations } = listing;
  if (locale === LISTING_LANGUAGE || typeof translations !== 'object' || translations === null) return undefined;
  const translation: unknown = Object.hasOwn(translations, locale) ? translations[locale as keyof typeof translations] : undefined;
  if (typeof translation !== 'object' || translation === null || !Object.hasOwn(translation, field)) return undefined;
  const text: unknown = (translation as Record<string, unknown>)[field];
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

function listingText(listing: Translatable, locale: Locale, field: TranslatedField): ListingText {
  const text = translated(listing, locale, field);
  return text === undefined ? { text: listing[field], lang: LISTING_LANGUAGE } : { text, lang: locale };
}

/** The title a page in `locale` shows: its translation when given, else the Albanian title (`lang: 'sq'`). */
export const listingTitle = (listing: Translatable, locale: Locale): ListingText => listingText(listing, locale, 'title');

/**
 * The description a page in `locale` shows: its translation when given, else the Albanian one
 * (`lang: 'sq'`; '' when the listing has none, which a page then leaves out as it does now).
 */
export const listingDescription = (listing: Translatable, locale: Locale): ListingText => listingText(listing, locale, 'description');
