import { describe, expect, it } from 'vitest';
import { makeListing } from './fixtures';
import { shareContent, shareLinks } from './share';

const listing = makeListing({ id: '42', title: 'Banesë 2+1 në Prishtinë', option: 'Në Shitje', category: 'apartment', price: 120_000 });
const ORIGIN = 'https://prona.example';

describe('what a shared listing says', () => {
  it("is the title, the title and price, and the listing's page, in each language", () => {
    expect(shareContent(listing, ORIGIN, 'sq')).toEqual({
      title: 'Banesë 2+1 në Prishtinë',
      text: 'Banesë 2+1 në Prishtinë – 120.000\u00a0€',
      url: 'https://prona.example/pronat/42',
    });
    expect(shareContent(listing, ORIGIN, 'en')).toEqual({
      title: 'Banesë 2+1 në Prishtinë',
      text: 'Banesë 2+1 në Prishtinë – €120,000',
      url: 'https://prona.example/en/properties/42',
    });
    expect(shareContent(listing, `${ORIGIN}/`, 'de')).toEqual({
      title: 'Banesë 2+1 në Prishtinë',
      text: 'Banesë 2+1 në Prishtinë – 120.000\u00a0€',
      url: 'https://prona.example/de/immobilien/42',
    });
  });

  it('says a rent per month and a price by agreement in the language', () => {
    const rent = makeListing({ id: '7', title: 'Lokal', option: 'Me Qera', category: 'office', price: 450 });
    expect(shareContent(rent, ORIGIN, 'en').text).toBe('Lokal – €450/month');
    const agreed = makeListing({ id: '8', title: 'Truall', price: 'Me Marrëveshje' });
    expect(shareContent(agreed, ORIGIN, 'de').text).toBe('Truall – Preis auf Anfrage');
    expect(shareContent(agreed, ORIGIN, 'sq').text).toBe('Truall – Me Marrëveshje');
  });
});

describe('the links that share it without a share sheet', () => {
  it('give WhatsApp, Viber and e-mail the text and the address, encoded', () => {
    const links = shareLinks(shareContent(listing, ORIGIN, 'en'));
    const message = 'Banes%C3%AB%202%2B1%20n%C3%AB%20Prishtin%C3%AB%20%E2%80%93%20%E2%82%AC120%2C000%0Ahttps%3A%2F%2Fprona.example%2Fen%2Fproperties%2F42';
    expect(links.whatsapp).toBe(`https://wa.me/?text=${message}`);
    expect(links.viber).toBe(`viber://forward?text=${message}`);
    expect(links.email).toBe(
      'mailto:?subject=Banes%C3%AB%202%2B1%20n%C3%AB%20Prishtin%C3%AB' +
        '&body=Banes%C3%AB%202%2B1%20n%C3%AB%20Prishtin%C3%AB%20%E2%80%93%20%E2%82%AC120%2C000%0D%0A%0D%0Ahttps%3A%2F%2Fprona.example%2Fen%2Fproperties%2F42',
    );
  });

  it('keep a title that looks like parameters or markup inside its own parameter', () => {
    const hostile = makeListing({ id: 'a/b c', title: 'Villa & pool #1 ?x=1&subject=spam <b>"hi"</b>', price: 1 });
    const content = shareContent(hostile, ORIGIN, 'sq');
    expect(content.url).toBe('https://prona.example/pronat/a%2Fb%20c');
    for (const href of Object.values(shareLinks(content))) {
      const query = href.slice(href.indexOf('?') + 1);
      // Nothing of the title escapes its parameter: the only separators are the link's own.
      expect(query).not.toMatch(/[<>"# ]/);
      const params = new URLSearchParams(query);
      expect([...params.keys()]).toEqual(href.startsWith('mailto:') ? ['subject', 'body'] : ['text']);
      const said = params.get('text') ?? params.get('body') ?? '';
      expect(said).toContain('Villa & pool #1 ?x=1&subject=spam <b>"hi"</b>');
      // The listing's address, itself encoded once inside the message.
      expect(said).toContain('https://prona.example/pronat/a%2Fb%20c');
    }
  });
});
