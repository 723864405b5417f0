import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../i18n/current';
import { CONTACT_TEXTS, contactTexts } from './texts';

afterEach(() => setLocaleSource(() => 'sq'));

describe('the contact form’s words', () => {
  it('are SPEC 5 and 8’s in Albanian', () => {
    expect(CONTACT_TEXTS.sentTitle).toBe('Mesazhi u dërgua me sukses');
    expect(CONTACT_TEXTS.failedText).toBe('Na vjen keq, por mesazhi nuk u dërgua');
    expect(CONTACT_TEXTS.errors.phone.required).toBe('Numri telefonit është i detyrueshëm.');
    expect(CONTACT_TEXTS.errors.message.tooLong).toBe('Shkruani jo më shumë se 2000 karaktere.');
  });

  it("follow the page's language each time they are read", () => {
    setLocaleSource(() => 'en');
    expect(CONTACT_TEXTS.title).toBe('Send us a message');
    expect(CONTACT_TEXTS.failedTitle).toBe('Error');
    expect(CONTACT_TEXTS.labels.phone).toBe('Phone number');
    expect(CONTACT_TEXTS.errors.message.required).toBe('A message is required.');
    setLocaleSource(() => 'de');
    expect(CONTACT_TEXTS.sentTitle).toBe('Ihre Nachricht wurde gesendet');
    expect(CONTACT_TEXTS.errors.email.tooLong).toBe('Geben Sie höchstens 254 Zeichen ein.');
  });

  it('are in the language asked for, whatever the page is in (the server’s answer page)', () => {
    const german = contactTexts('de');
    expect(german.errors.phone.invalidPhone).toBe('Geben Sie eine gültige Telefonnummer ein.');
    expect(contactTexts('en').submit).toBe('Send message');
    expect({ ...contactTexts('en').labels }).toEqual({ name: 'Name', email: 'Email', phone: 'Phone number', message: 'Message' });
  });
});
