import { describe, expect, it } from 'vitest';
import { LISTING_LANGUAGE, LOCALES } from '../i18n/locales';
import { makeListing } from './fixtures';
import { listingDescription, listingTitle } from './listingText';

const listing = makeListing({
  title: 'Banesë në qendër',
  description: 'Banesë e ndritshme.',
  translations: { en: { title: 'Flat in the centre', description: 'A bright flat.' }, de: { title: 'Wohnung im Zentrum' } },
});

describe('what a page shows of a listing (listingTitle, listingDescription)', () => {
  it("shows the translation in the page's language, marked as that language", () => {
    expect(listingTitle(listing, 'en')).toEqual({ text: 'Flat in the centre', lang: 'en' });
    expect(listingDescription(listing, 'en')).toEqual({ text: 'A bright flat.', lang: 'en' });
    expect(listingTitle(listing, 'de')).toEqual({ text: 'Wohnung im Zentrum', lang: 'de' });
  });

  it('shows the Albanian text, marked Albanian, where the language has no translation of that field', () => {
    expect(listingDescription(listing, 'de')).toEqual({ text: 'Banesë e ndritshme.', lang: 'sq' });
    const bare = makeListing({ title: 'Shtëpi', description: 'Me oborr.' });
    for (const locale of LOCALES) {
      expect(listingTitle(bare, locale)).toEqual({ text: 'Shtëpi', lang: LISTING_LANGUAGE });
      expect(listingDescription(bare, locale)).toEqual({ text: 'Me oborr.', lang: LISTING_LANGUAGE });
    }
  });

  it('shows the Albanian text on an Albanian page, whatever the translations', () => {
    expect(listingTitle(listing, 'sq')).toEqual({ text: 'Banesë në qendër', lang: 'sq' });
    expect(listingDescription(listing, 'sq')).toEqual({ text: 'Banesë e ndritshme.', lang: 'sq' });
  });

  it('never shows an empty or broken translation: a blank text, a text that is not one, an inherited key', () => {
    const odd = (translations: unknown) => makeListing({ title: 'Truall', translations: translations as never });
    for (const translations of [{ en: { title: '' } }, { en: { title: '   ' } }, { en: { title: 7 } }, { en: 'Land' }, { en: null }, null, 'x', []]) {
      expect(listingTitle(odd(translations), 'en')).toEqual({ text: 'Truall', lang: 'sq' });
    }
    const inherited = Object.create({ title: 'From the prototype' }) as object;
    expect(listingTitle(odd({ en: inherited }), 'en')).toEqual({ text: 'Truall', lang: 'sq' });
    expect(listingTitle(odd(JSON.parse('{"__proto__": {"title": "x"}}')), 'en')).toEqual({ text: 'Truall', lang: 'sq' });
  });

  it('gives the Albanian description, empty, when neither is given (the page leaves it out)', () => {
    expect(listingDescription(makeListing({ description: '', translations: { en: { title: 'Flat' } } }), 'en')).toEqual({ text: '', lang: 'sq' });
  });
});
