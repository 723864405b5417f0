/**
 * The contact form's words that both the sheet (mfe-contact) and the page the server answers a
 * browser's own post with (server/src/contact/answer-page.ts) show, written once, in the shared
 * catalogue (SPEC 5 and 8's messages among them).
 */
import type { Locale } from '../i18n/locales';
import { t } from '../i18n/t';
import { FIELD_MAX_LENGTH, type ContactField } from './fields';
import type { ContactError } from './validation';

/**
 * The words in `locale`, or, without one, in the page's language at the moment each is read (so
 * the object may be kept: every property is a getter).
 */
export function contactTexts(locale?: Locale) {
  const tooLong = (field: ContactField) => t('contact.error.tooLong', { max: FIELD_MAX_LENGTH[field] }, locale);
  return {
    get title() { return t('contact.title', undefined, locale); },
    get submit() { return t('contact.submit', undefined, locale); },
    get honeypot() { return t('contact.honeypot', undefined, locale); },
    get sentTitle() { return t('contact.sentTitle', undefined, locale); },
    get sentText() { return t('contact.sentText', undefined, locale); },
    get failedTitle() { return t('contact.failedTitle', undefined, locale); },
    get failedText() { return t('contact.failedText', undefined, locale); },
    labels: {
      get name() { return t('contact.label.name', undefined, locale); },
      get email() { return t('contact.label.email', undefined, locale); },
      get phone() { return t('contact.label.phone', undefined, locale); },
      get message() { return t('contact.label.message', undefined, locale); },
    } satisfies Record<ContactField, string>,
    errors: {
      name: {
        get tooLong() { return tooLong('name'); },
      },
      email: {
        get invalidEmail() { return t('contact.error.invalidEmail', undefined, locale); },
        get tooLong() { return tooLong('email'); },
      },
      phone: {
        get required() { return t('contact.error.phoneRequired', undefined, locale); },
        get invalidPhone() { return t('contact.error.invalidPhone', undefined, locale); },
        get tooLong() { return tooLong('phone'); },
      },
      message: {
        get required() { return t('contact.error.messageRequired', undefined, locale); },
        get tooLong() { return tooLong('message'); },
      },
    } satisfies Record<ContactField, Partial<Record<ContactError, string>>>,
  };
}

export type ContactTexts = ReturnType<typeof contactTexts>;

/** The words in the page's language, each read when it is used. */
export const CONTACT_TEXTS: ContactTexts = contactTexts();
