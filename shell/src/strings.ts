import type { Locale } from 'shared/i18n';
import { t } from './i18n';

/**
 * Every visible string of the shell, from its catalogue (src/messages) in the page's language:
 * each a getter or a function, read when drawn (the server draws several languages in one process).
 */
export const strings = {
  nav: {
    get home() { return t('nav.home'); },
    get listings() { return t('nav.listings'); },
    get contact() { return t('nav.contact'); },
    get menu() { return t('nav.menu'); },
    get closeMenu() { return t('nav.closeMenu'); },
    get mainMenu() { return t('nav.mainMenu'); },
    /** The top bar's heart: 'Të preferuarat', with the number saved once there is one. */
    get favourites() { return t('nav.favourites'); },
    favouritesCount: (count: number) => t('nav.favouritesCount', { count }),
  },
  /** The language switcher's name (its links are the languages' own names, shared/i18n LOCALE_NAMES). */
  language: {
    get label() { return t('language.label'); },
  },
  /** The one-time note that the page is in a language the browser prefers: in that language. */
  suggestion: {
    label: (locale: Locale) => t('language.label', undefined, locale),
    text: (locale: Locale) => t('suggestion.text', undefined, locale),
    go: (locale: Locale) => t('suggestion.go', undefined, locale),
    dismiss: (locale: Locale) => t('suggestion.dismiss', undefined, locale),
  },
  logoLabel: (brand: string) => t('logoLabel', { brand }),
  slot: {
    get loading() { return t('slot.loading'); },
    get failedTitle() { return t('slot.failedTitle'); },
    get failedText() { return t('slot.failedText'); },
    get retry() { return t('slot.retry'); },
  },
  notFound: {
    get title() { return t('notFound.title'); },
    get text() { return t('notFound.text'); },
    get home() { return t('notFound.home'); },
    get contact() { return t('notFound.contact'); },
  },
  footer: {
    get about() { return t('footer.about'); },
    get listings() { return t('footer.listings'); },
    get contact() { return t('footer.contact'); },
    get follow() { return t('footer.follow'); },
    rights: (brand: string, year: number) => t('footer.rights', { brand, year }),
  },
  contactPage: {
    get title() { return t('contactPage.title'); },
    get intro() { return t('contactPage.intro'); },
    get address() { return t('contactPage.address'); },
    get phone() { return t('contactPage.phone'); },
    get email() { return t('contactPage.email'); },
    get hours() { return t('contactPage.hours'); },
    get hoursValue() { return t('contactPage.hoursValue'); },
    get send() { return t('contactPage.send'); },
    get mapLabel() { return t('contactPage.mapLabel'); },
    get openMap() { return t('contactPage.openMap'); },
  },
  get mapHeading() { return t('mapHeading'); },
  /** In map mode's grid column until the grid is drawn (by the browser, on a wide screen): the same search as a list. */
  get mapGridLink() { return t('mapGridLink'); },
  get skipToResults() { return t('skipToResults'); },
  preview: {
    get close() { return t('preview.close'); },
    get title() { return t('preview.title'); },
  },
};
