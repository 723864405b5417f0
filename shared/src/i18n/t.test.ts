/**
 * The shared catalogue as a whole: English and German say every message the Albanian source has,
 * with the same placeholders, and in their own words (what `lingui compile --strict` does not see).
 */
import { describe, expect, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import sq from '../messages/sq.json';

/**
 * Messages that are rightly the same as the Albanian: names and signs every language shares, and
 * formats German writes as Albanian pages do (SPEC 9's de-DE).
 */
const SAME_AS_ALBANIAN: Readonly<Record<'en' | 'de', readonly string[]>> = {
  en: ['detail.parking', 'detail.wifi', 'price.approximate', 'date.long', 'share.text', 'share.whatsapp', 'share.viber'],
  de: ['price.euros', 'price.eurosSpan', 'price.approximate', 'date.short', 'share.text', 'share.whatsapp', 'share.viber'],
};

// Each name once: a plural names its number in the selector and again in each form.
const placeholders = (message: string): string[] => [...new Set([...message.matchAll(/\{(\w+)/g)].map((match) => match[1]!))].sort();

describe('the shared catalogue', () => {
  for (const [locale, catalogue] of [['en', en], ['de', de]] as const) {
    it(`has every Albanian message in ${locale}, with the same placeholders, in its own words`, () => {
      const messages: Record<string, string> = catalogue;
      expect(Object.keys(messages).sort()).toEqual(Object.keys(sq).sort());
      for (const [id, albanian] of Object.entries(sq)) {
        expect(placeholders(messages[id]!), id).toEqual(placeholders(albanian));
        if (!SAME_AS_ALBANIAN[locale].includes(id)) expect(messages[id], id).not.toBe(albanian);
      }
    });
  }
});
