import { describe, expect, it } from 'vitest';
import { FIELD_MAX_LENGTH } from 'shared/contact';
import { RECEIVED_MAX_LENGTH, readSubmission } from './submission';

const form = (fields: Record<string, string>) =>
  new URLSearchParams({ 'form-name': 'contact', name: 'Arta', email: '', phone: '044 123 456', message: 'Tung', ...fields }).toString();

describe('readSubmission', () => {
  it('reads a message and splits off the page line', () => {
    expect(readSubmission(form({ message: 'A është e lirë?\n\nProna: 1043', email: ' a@b.co ' }))).toEqual({
      kind: 'message',
      message: { name: 'Arta', email: 'a@b.co', phone: '044 123 456', message: 'A është e lirë?', page: 'Prona: 1043' },
    });
  });

  it('keeps a message without a page line whole', () => {
    const submission = readSubmission(form({ message: 'Vetëm tekst' }));
    expect(submission).toMatchObject({ kind: 'message', message: { message: 'Vetëm tekst', page: '' } });
  });

  it('refuses a missing or different form name', () => {
    const params = new URLSearchParams(form({}));
    params.delete('form-name');
    expect(readSubmission(params.toString())).toEqual({ kind: 'invalid', error: 'unknown-form' });
    expect(readSubmission(form({ 'form-name': 'newsletter' }))).toEqual({ kind: 'invalid', error: 'unknown-form' });
  });

  it('refuses a missing phone or message, and a message that is only a page line', () => {
    expect(readSubmission(form({ phone: '' }))).toEqual({
      kind: 'invalid',
      error: 'invalid-field',
      field: 'phone',
      reason: 'required',
    });
    expect(readSubmission(form({ message: ' ' }))).toMatchObject({ field: 'message', reason: 'required' });
    expect(readSubmission(form({ message: 'Faqja: https://x/kontakti' }))).toMatchObject({
      field: 'message',
      reason: 'required',
    });
  });

  it('refuses oversized fields, allowing the page line on top of the longest text', () => {
    expect(readSubmission(form({ name: 'a'.repeat(FIELD_MAX_LENGTH.name + 1) }))).toMatchObject({
      field: 'name',
      reason: 'tooLong',
    });
    expect(readSubmission(form({ message: 'a'.repeat(RECEIVED_MAX_LENGTH.message + 1) }))).toMatchObject({
      field: 'message',
      reason: 'tooLong',
    });
    const longest = `${'a'.repeat(FIELD_MAX_LENGTH.message)}\n\nFaqja: https://x/${'p'.repeat(400)}`;
    expect(readSubmission(form({ message: longest }))).toMatchObject({ kind: 'message' });
  });

  it('sets a filled honeypot apart, answered like a success whatever else it sent', () => {
    expect(readSubmission(form({ 'bot-field': 'http://spam' }))).toMatchObject({ kind: 'spam' });
    expect(readSubmission(form({ 'bot-field': 'x', phone: '' }))).toMatchObject({ kind: 'spam' });
    expect(readSubmission(form({ 'bot-field': '  ' }))).toMatchObject({ kind: 'message' });
  });

  it('refuses a form that sends a field twice, the honeypot included', () => {
    expect(readSubmission(`${form({})}&bot-field=&bot-field=x`)).toEqual({ kind: 'invalid', error: 'duplicate-field', field: 'bot-field' });
    expect(readSubmission(`${form({})}&phone=1`)).toEqual({ kind: 'invalid', error: 'duplicate-field', field: 'phone' });
    expect(readSubmission(`form-name=x&${form({})}`)).toMatchObject({ kind: 'invalid', error: 'duplicate-field', field: 'form-name' });
  });

  it('removes control characters before storing, keeping the message\'s line breaks as \\n', () => {
    const submission = readSubmission(
      form({
        name: 'Arta\u001b[2J\u001b]0;x\u0007 K\u009b31m',
        email: 'a@b.co\u0007',
        phone: '044\u0000 123 456',
        message: 'Rreshti 1\r\nRreshti 2\rRreshti 3\u001b[1A\u007f\n\nProna: 1043',
      }),
    );
    expect(submission).toEqual({
      kind: 'message',
      message: { name: 'Arta[2J]0;x K31m', email: 'a@b.co', phone: '044 123 456', message: 'Rreshti 1\nRreshti 2\nRreshti 3[1A', page: 'Prona: 1043' },
    });
  });
});
