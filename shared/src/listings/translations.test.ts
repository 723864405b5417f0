import { describe, expect, it } from 'vitest';
import { cleanTranslations, translationsEntry } from './translations';

describe("a listing's translations in the one form the site keeps", () => {
  it('keeps the known languages and fields in their order, trimmed', () => {
    const cleaned = cleanTranslations({ de: { description: ' Worte ', title: 'Wohnung' }, en: { title: '\tFlat\n' } });
    expect(cleaned).toEqual({ en: { title: 'Flat' }, de: { title: 'Wohnung', description: 'Worte' } });
    expect(JSON.stringify(cleaned)).toBe('{"en":{"title":"Flat"},"de":{"title":"Wohnung","description":"Worte"}}');
  });

  it('drops blank texts, languages left without text, and everything unknown or not text', () => {
    expect(cleanTranslations({ en: { title: '  ', description: '' }, de: { title: null, summary: 'x' }, fr: { title: 'Appartement' } })).toBeUndefined();
    expect(cleanTranslations({ en: 'Flat', de: [] })).toBeUndefined();
    expect(cleanTranslations(JSON.parse('{"__proto__": {"title": "x"}, "en": {"title": 5, "description": "Words"}}'))).toEqual({ en: { description: 'Words' } });
    for (const value of [undefined, null, '', [], 3]) expect(cleanTranslations(value)).toBeUndefined();
  });

  it('is absent from a listing without any (its SPEC shape)', () => {
    expect(translationsEntry({ en: { title: ' ' } })).toEqual({});
    expect(translationsEntry({ en: { title: 'Flat' } })).toEqual({ translations: { en: { title: 'Flat' } } });
  });
});
