/**
 * What a contact post says, checked: the content type, the form name, the honeypot, and the
 * fields by the same rules as the sheet (plus room for the page line the sheet appends).
 */
import {
  CONTACT_FIELDS,
  CONTACT_FORM_NAME,
  FIELD_MAX_LENGTH,
  HONEYPOT_FIELD,
  maxMessageLength,
  splitPage,
  validateContact,
  type ContactDraft,
  type ContactError,
  type ContactField,
} from 'shared/contact';
import { cleanLine, cleanMultiline } from '../control-chars';
import type { NewContactMessage } from '../store';

export type Submission =
  | { kind: 'message'; message: NewContactMessage }
  | { kind: 'spam'; message: NewContactMessage }
  | { kind: 'invalid'; error: 'unknown-form' }
  | { kind: 'invalid'; error: 'duplicate-field'; field: string }
  | { kind: 'invalid'; error: 'invalid-field'; field: ContactField; reason: ContactError };

/** The server's limits: the sheet's, with the page line on top of the message. */
export const RECEIVED_MAX_LENGTH: Readonly<Record<ContactField, number>> = Object.freeze({
  ...FIELD_MAX_LENGTH,
  message: maxMessageLength(FIELD_MAX_LENGTH.message),
});

/** The fields the form has: each may come once (a second value is a forged or broken post). */
const FORM_FIELDS = ['form-name', ...CONTACT_FIELDS, HONEYPOT_FIELD];

/** The fields as the visitor typed them, control characters removed (control-chars.ts). */
function draftOf(params: URLSearchParams): ContactDraft {
  const raw = (field: ContactField) => params.get(field) ?? '';
  return {
    name: cleanLine(raw('name')),
    email: cleanLine(raw('email')),
    phone: cleanLine(raw('phone')),
    message: cleanMultiline(raw('message')),
  };
}

/** What a form-encoded body says the visitor typed, to give it back to them (a form to correct). */
export const readDraft = (body: string): ContactDraft => draftOf(new URLSearchParams(body));

/**
 * The bounded fields of a form-encoded body, split into a message (or spam) or refused. Control
 * characters are removed before anything is checked or stored (control-chars.ts).
 */
export function readSubmission(body: string): Submission {
  const params = new URLSearchParams(body);
  const repeated = FORM_FIELDS.find((field) => params.getAll(field).length > 1);
  if (repeated !== undefined) return { kind: 'invalid', error: 'duplicate-field', field: repeated };
  if (params.get('form-name') !== CONTACT_FORM_NAME) return { kind: 'invalid', error: 'unknown-form' };

  const draft = draftOf(params);
  const honeypot = (params.get(HONEYPOT_FIELD) ?? '').trim() !== '';
  const { text, page } = splitPage(draft.message);
  const message: NewContactMessage = {
    name: draft.name.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    message: text,
    page,
  };

  const errors = validateContact({ ...draft, message: text === '' ? '' : draft.message }, RECEIVED_MAX_LENGTH);
  const field = CONTACT_FIELDS.find((name) => errors[name]);
  // A bot is answered as if it succeeded, whatever it sent, so it learns nothing.
  if (honeypot) return { kind: 'spam', message };
  if (field) return { kind: 'invalid', error: 'invalid-field', field, reason: errors[field] as ContactError };
  return { kind: 'message', message };
}
