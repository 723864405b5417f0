/**
 * The shared package's words and formats (read through shared/i18n `currentLocale()`) are in the
 * language of the page the server is drawing, and of no other: pages of different languages
 * drawn at once keep theirs; outside a page (the back office, the e-mails) it is Albanian.
 */
import { describe, expect, it } from 'vitest';
import { currentLocale } from 'shared/i18n';
import { inLocale } from './locale-scope';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('inLocale', () => {
  it("gives the shared package the page's language while it draws, Albanian outside", () => {
    expect(inLocale('en', () => currentLocale())).toBe('en');
    expect(inLocale('de', () => inLocale('en', () => currentLocale()) + currentLocale())).toBe('ende');
    expect(currentLocale()).toBe('sq');
  });

  it('keeps each page its own language when their drawing overlaps', async () => {
    const draw = (locale: 'sq' | 'en' | 'de') =>
      inLocale(locale, async () => {
        const seen = [currentLocale()];
        await tick();
        seen.push(currentLocale());
        return seen;
      });
    expect(await Promise.all([draw('en'), draw('de'), draw('sq')])).toEqual([
      ['en', 'en'],
      ['de', 'de'],
      ['sq', 'sq'],
    ]);
    expect(currentLocale()).toBe('sq');
  });
});
