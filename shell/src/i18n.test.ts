/**
 * The shell's catalogue as a whole: English and German say every Albanian message, with the same
 * placeholders, in their own words (what `lingui compile --strict` does not see).
 */
import { describe, expect, it } from 'vitest';
import de from './messages/de.json';
import en from './messages/en.json';
import sq from './messages/sq.json';

/** The menu's 'Home' is English on Albanian pages too (SPEC 2). */
const SAME_AS_ALBANIAN: Readonly<Record<'en' | 'de', readonly string[]>> = { en: ['nav.home'], de: [] };

const placeholders = (message: string): string[] => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]!).sort();

describe("the shell's catalogue", () => {
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
