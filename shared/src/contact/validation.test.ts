import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, FIELD_MAX_LENGTH, type ContactDraft } from './fields';
import { isContactValid, validateContact } from './validation';

const valid: ContactDraft = { name: 'Arta', email: 'arta@example.com', phone: '+383 44 123 456', message: 'Përshëndetje' };
const draft = (changes: Partial<ContactDraft>): ContactDraft => ({ ...valid, ...changes });

describe('validateContact', () => {
  it('accepts a filled form', () => {
    expect(validateContact(valid)).toEqual({});
    expect(isContactValid(valid)).toBe(true);
  });

  it('requires the phone and the message, blank counting as missing', () => {
    expect(validateContact(EMPTY_DRAFT)).toEqual({ phone: 'required', message: 'required' });
    expect(validateContact(draft({ phone: '   ' }))).toEqual({ phone: 'required' });
    expect(validateContact(draft({ message: '\n\t ' }))).toEqual({ message: 'required' });
    expect(isContactValid(draft({ phone: '' }))).toBe(false);
  });

  it('leaves the name and the e-mail optional', () => {
    expect(validateContact(draft({ name: '', email: '' }))).toEqual({});
    expect(validateContact(draft({ name: '  ', email: ' ' }))).toEqual({});
  });

  it('refuses an e-mail that cannot be one', () => {
    for (const email of ['arta', 'arta@', '@example.com', 'arta@example', 'ar ta@example.com']) {
      expect(validateContact(draft({ email })), email).toEqual({ email: 'invalidEmail' });
    }
    expect(validateContact(draft({ email: ' arta@example.com ' }))).toEqual({});
  });

  it('refuses a phone with letters or too few digits, allowing the usual separators', () => {
    for (const phone of ['abc', '12345', '+383 4a 123 456', '044;123456']) {
      expect(validateContact(draft({ phone })), phone).toEqual({ phone: 'invalidPhone' });
    }
    for (const phone of ['044123456', '+383 (0)44-123-456', '044/123.456', '123456']) {
      expect(validateContact(draft({ phone })), phone).toEqual({});
    }
  });

  it('bounds every field', () => {
    for (const field of ['name', 'phone', 'message'] as const) {
      const long = field === 'phone' ? '1'.repeat(FIELD_MAX_LENGTH.phone + 1) : 'a'.repeat(FIELD_MAX_LENGTH[field] + 1);
      expect(validateContact(draft({ [field]: long }))).toEqual({ [field]: 'tooLong' });
      expect(validateContact(draft({ [field]: long.slice(1) }))).toEqual({});
    }
    const email = `${'a'.repeat(FIELD_MAX_LENGTH.email)}@example.com`;
    expect(validateContact(draft({ email }))).toEqual({ email: 'tooLong' });
  });

  it('takes other limits when given (the server allows the appended page line)', () => {
    const limits = { ...FIELD_MAX_LENGTH, message: 5 };
    expect(validateContact(draft({ message: '123456' }), limits)).toEqual({ message: 'tooLong' });
    expect(validateContact(draft({ message: '12345' }), limits)).toEqual({});
  });
});
