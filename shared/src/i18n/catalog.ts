import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { currentLocale } from './current';
import { BASE_LOCALE, LOCALES, type Locale } from './locales';

/** The values an ICU message's `{name}` places take. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A package's translate function: its message `id` in the page's language (or in `locale`). */
export type Translate<Id extends string> = (id: Id, values?: MessageValues, locale?: Locale) => string;

/**
 * A package's compiled catalogues (src/messages/{locale}.ts, see shared/build/lingui-config.ts)
 * as its translate function. `Id` is the ids of its Albanian source catalogue, so the compiler
 * refuses an id that is not in it; `lingui compile --strict` refuses a catalogue that lacks one.
 * Each package keeps its own Lingui instances: only the language is shared.
 */
export function defineCatalog<Id extends string>(catalogues: Readonly<Record<Locale, Messages>>): Translate<Id> {
  const instances = new Map<Locale, I18n>();
  const instance = (locale: Locale): I18n => {
    let i18n = instances.get(locale);
    if (i18n === undefined) {
      i18n = setupI18n({ locale, messages: { [locale]: catalogues[locale] } });
      instances.set(locale, i18n);
    }
    return i18n;
  };
  return (id, values, locale = currentLocale()) => instance(LOCALES.includes(locale) ? locale : BASE_LOCALE)._(id, values);
}
