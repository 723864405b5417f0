/**
 * The contact form as client and server both know it (SPEC sections 3, 5 and 7): the fixed
 * form name, the fields, the honeypot, and the bounded size of each field.
 */

// The value of the `form-name` field lives in the contracts: the shell's contact page names it
// without loading the contact rules, which the contact remote brings.
export { CONTACT_FORM_NAME } from '../contracts';

/** The hidden field only bots fill in. */
export const HONEYPOT_FIELD = 'bot-field';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the visitor types. */
export type ContactDraft = Record<ContactField, string>;

export const EMPTY_DRAFT: ContactDraft = Object.freeze({ name: '', email: '', phone: '', message: '' });

/** The most characters (UTF-16 units, as `maxLength` counts them) the visitor may type per field. */
export const FIELD_MAX_LENGTH: Readonly<Record<ContactField, number>> = Object.freeze({
  name: 100,
  email: 254,
  phone: 30,
  message: 2000,
});

/** The page reference appended to the message is cut to this many characters. */
export const PAGE_MAX_LENGTH = 500;
