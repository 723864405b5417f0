/** The form-encoded body of a contact post (SPEC section 7), and the size the server accepts. */
import { CONTACT_FORM_NAME, HONEYPOT_FIELD, type ContactDraft } from './fields';

/**
 * The largest body the server reads. Every form the sheet accepts fits: the field limits allow
 * about 2,900 characters, and a character percent-encodes to at most 9 bytes.
 */
export const CONTACT_BODY_MAX_BYTES = 32 * 1024;

/** `form-name=contact&name=…&email=…&phone=…&message=…&bot-field=…` */
export function encodeContactForm(fields: ContactDraft, honeypot = ''): string {
  return new URLSearchParams({
    'form-name': CONTACT_FORM_NAME,
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    message: fields.message,
    [HONEYPOT_FIELD]: honeypot,
  }).toString();
}
