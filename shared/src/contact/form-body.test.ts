import { describe, expect, it } from 'vitest';
import { FIELD_MAX_LENGTH } from './fields';
import { CONTACT_BODY_MAX_BYTES, encodeContactForm } from './form-body';
import { appendPage } from './page';

describe('encodeContactForm', () => {
  it('sends form-name=contact, the trimmed fields and the honeypot, form-encoded', () => {
    const body = encodeContactForm({ name: ' Arta ', email: '', phone: '+383 44 1', message: 'Po & jo = ë' }, '');
    const params = new URLSearchParams(body);
    expect([...params.keys()]).toEqual(['form-name', 'name', 'email', 'phone', 'message', 'bot-field']);
    expect(params.get('form-name')).toBe('contact');
    expect(params.get('name')).toBe('Arta');
    expect(params.get('phone')).toBe('+383 44 1');
    expect(params.get('message')).toBe('Po & jo = ë');
    expect(params.get('bot-field')).toBe('');
  });

  it('fits the largest valid form in the body limit, even in three-byte characters', () => {
    const fill = (length: number) => '€'.repeat(length);
    const message = appendPage(fill(FIELD_MAX_LENGTH.message), { origin: 'https://x', route: `/${fill(1000)}` });
    const body = encodeContactForm({
      name: fill(FIELD_MAX_LENGTH.name),
      email: fill(FIELD_MAX_LENGTH.email),
      phone: fill(FIELD_MAX_LENGTH.phone),
      message,
    });
    expect(Buffer.byteLength(body)).toBeLessThan(CONTACT_BODY_MAX_BYTES);
  });
});
