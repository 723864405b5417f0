import { describe, expect, it } from 'vitest';
import { composeInquiryMail, pageLines, type Inquiry } from './compose';

const options = { to: 'zyra@pronakosova.example', siteUrl: 'https://pronakosova.example', brand: 'Prona Kosova' };
const inquiry: Inquiry = {
  receivedAt: '2026-07-01T20:05:00.000Z',
  name: 'Besnik',
  phone: '049 111 222',
  email: '',
  message: 'Sa kushton qiraja?',
  page: 'Faqja: https://pronakosova.example/pronat?page=2',
};

describe('composeInquiryMail', () => {
  it('writes the Albanian subject and text with every field', () => {
    const mail = composeInquiryMail(inquiry, options);
    expect(mail.to).toBe('zyra@pronakosova.example');
    expect(mail.subject).toBe('[Prona Kosova] Mesazh i ri nga Besnik');
    expect(mail.replyTo).toBeNull();
    expect(mail.text).toContain('Emri: Besnik\nTelefoni: 049 111 222\nE-mail: —\nFaqja: https://pronakosova.example/pronat?page=2\n');
    // Summer time in Kosovo is UTC+2.
    expect(mail.text).toContain('Koha: 01.07.2026, 22:05');
    expect(mail.text).toContain('Mesazhi:\nSa kushton qiraja?\n');
    expect(mail.text).toContain('Vizitori nuk la e-mail');
  });

  it('names the listing and links its page, and lets the agency reply to the visitor', () => {
    const mail = composeInquiryMail({ ...inquiry, name: '', email: 'besnik@example.com', page: 'Prona: 2210-b7f3' }, options);
    expect(mail.subject).toBe('[Prona Kosova] Kërkesë e re për pronën 2210-b7f3 nga një vizitor');
    expect(mail.replyTo).toBe('besnik@example.com');
    expect(mail.text).toContain('Prona: 2210-b7f3\nFaqja: https://pronakosova.example/pronat/2210-b7f3\n');
    expect(mail.text).toContain('Përgjigjuni këtij e-maili');
  });

  it('keeps a long name from making a long subject', () => {
    expect([...composeInquiryMail({ ...inquiry, name: 'A'.repeat(500) }, options).subject].length).toBeLessThanOrEqual(200);
  });
});

describe('pageLines', () => {
  it("links only this site's pages; another address is shown as the visitor's text", () => {
    expect(pageLines('Faqja: https://evil.example/phish', options.siteUrl)).toEqual(['Dërguar nga: Faqja: https://evil.example/phish']);
    expect(pageLines('Faqja: javascript:alert(1)', options.siteUrl)).toEqual(['Dërguar nga: Faqja: javascript:alert(1)']);
    expect(pageLines('', options.siteUrl)).toEqual([]);
  });

  it('encodes a listing id in its link', () => {
    expect(pageLines('Prona: a/b?c', options.siteUrl)).toEqual(['Prona: a/b?c', 'Faqja: https://pronakosova.example/pronat/a%2Fb%3Fc']);
  });
});
