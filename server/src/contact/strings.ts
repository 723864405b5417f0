/**
 * The words of the message form the server draws itself and of its answers, in the page's
 * language: the contact sheet's own words (the Albanian ones are shared/contact's CONTACT_TEXTS,
 * SPEC 5 and 8) and those only the answer page says, from the server's catalogue (src/messages).
 */
import { FIELD_MAX_LENGTH, type ContactError, type ContactField } from 'shared/contact';
import type { Locale } from 'shared/i18n';
import { messagesIn, type MessageId } from '../i18n';

/** The message of each error a field can have (the others never happen to it). */
const ERRORS: Readonly<Record<ContactField, Partial<Record<ContactError, MessageId>>>> = {
  name: { tooLong: 'contact.error.tooLong' },
  email: { invalidEmail: 'contact.error.invalidEmail', tooLong: 'contact.error.tooLong' },
  phone: { required: 'contact.error.phoneRequired', invalidPhone: 'contact.error.invalidPhone', tooLong: 'contact.error.tooLong' },
  message: { required: 'contact.error.messageRequired', tooLong: 'contact.error.tooLong' },
};

export function contactStrings(locale: Locale) {
  const say = messagesIn(locale);
  return {
    get formTitle() { return say('contact.title'); },
    get submit() { return say('contact.submit'); },
    get honeypot() { return say('contact.honeypot'); },
    get sentTitle() { return say('contact.sentTitle'); },
    get sentText() { return say('contact.sentText'); },
    get failedTitle() { return say('contact.failedTitle'); },
    get failedText() { return say('contact.failedText'); },
    get unavailable() { return say('contact.unavailable'); },
    get busy() { return say('contact.busy'); },
    get backToListings() { return say('contact.backToListings'); },
    field: (field: ContactField) => say(`contact.field.${field}`),
    /** What is wrong with `field`; the general failure for an error it cannot have. */
    error: (field: ContactField, error: ContactError) => {
      const id = ERRORS[field][error];
      return id === undefined ? say('contact.failedText') : say(id, { max: FIELD_MAX_LENGTH[field] });
    },
  };
}
