/** The site's languages (shared/i18n): the locales, the page's language, and each package's catalogue. */
export * from './locales';
export { currentLocale, setLocaleSource } from './current';
export { defineCatalog, type MessageValues, type Translate } from './catalog';
