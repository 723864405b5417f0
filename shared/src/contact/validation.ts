/**
 * The contact form's rules (SPEC section 5): phone and message are required, name and e-mail
 * are optional, and every field is bounded. The sheet and the server apply the same rules.
 */
import { CONTACT_FIELDS, FIELD_MAX_LENGTH, type ContactDraft, type ContactField } from './fields';

export type ContactError = 'required' | 'tooLong' | 'invalidEmail' | 'invalidPhone';
export type ContactErrors = Partial<Record<ContactField, ContactError>>;

const REQUIRED: ReadonlySet<ContactField> = new Set(['phone', 'message']);

/** Something@something.tld, without spaces: what a person can type by mistake, not RFC 5322. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Digits with the usual separators and an optional leading +, with at least six digits. */
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;
const PHONE_MIN_DIGITS = 6;

function checkField(field: ContactField, value: string, maxLength: number): ContactError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return REQUIRED.has(field) ? 'required' : undefined;
  if (value.length > maxLength) return 'tooLong';
  if (field === 'email' && !EMAIL.test(trimmed)) return 'invalidEmail';
  if (field === 'phone') {
    const digits = trimmed.replace(/\D/g, '').length;
    if (!PHONE_CHARACTERS.test(trimmed) || digits < PHONE_MIN_DIGITS) return 'invalidPhone';
  }
  return undefined;
}

/** The first problem of each field; an empty object means the form may be sent. */
export function validateContact(
  draft: ContactDraft,
  maxLength: Readonly<Record<ContactField, number>> = FIELD_MAX_LENGTH,
): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = checkField(field, draft[field], maxLength[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

export function isContactValid(draft: ContactDraft): boolean {
  return Object.keys(validateContact(draft)).length === 0;
}
