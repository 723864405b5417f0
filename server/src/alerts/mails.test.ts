import { describe, expect, it } from 'vitest';
import { makeListing } from 'shared/testing';
import { composeConfirmMail, composeDigestMail, composeListingMail, type MailAlert } from './mails';

const context = { siteUrl: 'https://prona.example/', brand: 'Prona Kosova' };
const alert = (locale: MailAlert['locale'], frequency: MailAlert['frequency'] = 'instant'): MailAlert => ({
  email: 'arta@example.com',
  search: 'type=apartment&city=Prishtin%C3%AB',
  locale,
  frequency,
});
const flat = makeListing({ id: '2210', title: 'Banesë <b>& pamje</b>', city: 'Prishtinë', subcity: 'Arbëri', option: 'Me Qera', price: 450 });

describe('the confirmation mail', () => {
  it("asks, in the alert's language, for the link that starts the alert, and says nothing comes without it", () => {
    const mail = composeConfirmMail(alert('en', 'daily'), 'tok', context);
    expect(mail.to).toBe('arta@example.com');
    expect(mail.subject).toBe('[Prona Kosova] Confirm your alert for new properties');
    expect(mail.text).toContain('https://prona.example/en/alerts/confirm?t=tok');
    expect(mail.text).toContain('https://prona.example/en/properties?page=1&type=apartment&city=Prishtin%C3%AB');
    expect(mail.text).toContain('How often: one summary a day.');
    expect(mail.text).toContain('The link is valid for 7 days.');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('href="https://prona.example/en/alerts/confirm?t=tok"');
    // A confirmation is no list mail: nothing to unsubscribe from yet.
    expect(mail.listUnsubscribe).toBeUndefined();
  });

  it('is Albanian and German too', () => {
    expect(composeConfirmMail(alert('sq'), 't', context).subject).toBe('[Prona Kosova] Konfirmoni njoftimin për prona të reja');
    expect(composeConfirmMail(alert('sq'), 't', context).text).toContain('https://prona.example/njoftimet/konfirmo?t=t');
    const german = composeConfirmMail(alert('de'), 't', context);
    expect(german.subject).toBe('[Prona Kosova] Bestätigen Sie Ihren Suchauftrag');
    expect(german.text).toContain('Wie oft: eine E-Mail für jede neue Immobilie.');
  });
});

describe("a new listing's mail", () => {
  it("names the listing, its price and its page in the alert's language, with a one-click unsubscribe", () => {
    const mail = composeListingMail(alert('en'), flat, 'u1', context);
    expect(mail.subject).toBe('[Prona Kosova] New property: Banesë <b>& pamje</b>');
    expect(mail.text).toContain('Banesë <b>& pamje</b>\nPrishtinë, Arbëri · 450\u00a0€/month\nhttps://prona.example/en/properties/2210');
    expect(mail.text).toContain('https://prona.example/en/alerts/unsubscribe?t=u1');
    expect(mail.listUnsubscribe).toBe('https://prona.example/en/alerts/unsubscribe?t=u1');
    // The agency's Albanian title is marked as such, and every value is escaped.
    expect(mail.html).toContain('<p style="margin:0 0 4px;font-weight:600" lang="sq">Banesë &lt;b&gt;&amp; pamje&lt;/b&gt;</p>');
    expect(mail.html).not.toContain('<b>&');
  });

  it('writes the price as the site does, in each language', () => {
    expect(composeListingMail(alert('de'), flat, 'u', context).text).toContain('450\u00a0€/Monat');
    expect(composeListingMail(alert('sq'), flat, 'u', context).text).toContain('450\u00a0€/muaj');
    expect(composeListingMail(alert('en'), { ...flat, price: 'Me Marrëveshje', option: 'Në Shitje' }, 'u', context).text).toContain('Price on request');
    expect(composeListingMail(alert('sq'), { ...flat, category: 'land', option: 'Në Shitje', price: 12_000 }, 'u', context).text).toContain('12.000\u00a0€/ari');
  });

  it('keeps a title with line breaks to one subject line', () => {
    expect(composeListingMail(alert('en'), { ...flat, title: 'A\r\nBcc: x@example.org' }, 'u', context).subject).toBe('[Prona Kosova] New property: A Bcc: x@example.org');
  });
});

describe("a listing's title in the alert's language", () => {
  const translated = makeListing({ ...flat, id: '2212', title: 'Banesë me ballkon', translations: { en: { title: 'Flat with a balcony' }, de: { description: 'Hell.' } } });

  it('is the English title in an English mail, marked lang="en", in the subject, the text and the HTML', () => {
    const mail = composeListingMail(alert('en'), translated, 'u', context);
    expect(mail.subject).toBe('[Prona Kosova] New property: Flat with a balcony');
    expect(mail.text).toContain('Flat with a balcony\nPrishtinë, Arbëri');
    expect(mail.html).toContain('<p style="margin:0 0 4px;font-weight:600" lang="en">Flat with a balcony</p>');
    expect(mail.text).not.toContain('Banesë me ballkon');
  });

  it("is the Albanian title, marked lang=\"sq\", in a German mail and digest (no German title) and in an Albanian one", () => {
    const german = composeListingMail(alert('de'), translated, 'u', context);
    expect(german.subject).toBe('[Prona Kosova] Neue Immobilie: Banesë me ballkon');
    expect(german.html).toContain('lang="sq">Banesë me ballkon</p>');
    expect(composeDigestMail(alert('de', 'daily'), [translated], 'd', context).html).toContain('lang="sq">Banesë me ballkon</p>');
    expect(composeListingMail(alert('sq'), translated, 'u', context).html).toContain('lang="sq">Banesë me ballkon</p>');
  });

  it('lists each title of a digest in its own language', () => {
    const mail = composeDigestMail(alert('en', 'daily'), [translated, flat], 'd', context);
    expect(mail.html).toContain('lang="en">Flat with a balcony</p>');
    expect(mail.html).toContain('lang="sq">Banesë &lt;b&gt;&amp; pamje&lt;/b&gt;</p>');
  });
});

describe('the daily digest', () => {
  it('lists every listing and counts them in its subject', () => {
    const mail = composeDigestMail(alert('de', 'daily'), [flat, { ...flat, id: '2211', title: 'Shtëpi' }], 'd', context);
    expect(mail.subject).toBe('[Prona Kosova] 2 neue Immobilien zu Ihrer Suche');
    expect(mail.text).toContain('https://prona.example/de/immobilien/2210');
    expect(mail.text).toContain('https://prona.example/de/immobilien/2211');
    expect(mail.listUnsubscribe).toBe('https://prona.example/de/suchauftrag/abbestellen?t=d');
    expect(composeDigestMail(alert('sq', 'daily'), [flat], 'd', context).subject).toBe('[Prona Kosova] 1 pronë e re për kërkimin tuaj');
  });
});
