/**
 * A listing's translations in the one form the site keeps them (`Listing.translations`): the
 * languages and fields in the descriptor's order (TRANSLATION_LOCALES, TRANSLATED_FIELDS), each
 * text trimmed, a blank text no text, a language without text no language, and no translations
 * at all as absent. The schema, its quick check, the store and the index row all go through
 * here, so a listing saved twice with the same words is the same listing (no audit row, no
 * rebuild), however the words were sent.
 */
import type { ListingTranslation, ListingTranslations } from '../contracts';
import { TRANSLATED_FIELDS, TRANSLATION_LOCALES } from '../listing-fields';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The translations of an already checked value (the schema's or the quick check's output, a
 * store's row, a record read back): what is not text is left out, never thrown on, and only the
 * known languages and fields are read, as own properties.
 */
export function cleanTranslations(value: unknown): ListingTranslations | undefined {
  if (!isRecord(value)) return undefined;
  const translations: ListingTranslations = {};
  for (const locale of TRANSLATION_LOCALES) {
    const given = Object.hasOwn(value, locale) ? value[locale] : undefined;
    if (!isRecord(given)) continue;
    const translation: ListingTranslation = {};
    for (const field of TRANSLATED_FIELDS) {
      const text = Object.hasOwn(given, field) ? given[field] : undefined;
      if (typeof text === 'string' && text.trim() !== '') translation[field] = text.trim();
    }
    if (Object.keys(translation).length > 0) translations[locale] = translation;
  }
  return Object.keys(translations).length > 0 ? translations : undefined;
}

/** `{ translations }` when there are any, else nothing: a listing without keeps the SPEC shape. */
export function translationsEntry(value: unknown): { translations?: ListingTranslations } {
  const translations = cleanTranslations(value);
  return translations ? { translations } : {};
}
