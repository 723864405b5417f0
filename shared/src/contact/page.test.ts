import { describe, expect, it } from 'vitest';
import { PAGE_MAX_LENGTH } from './fields';
import { appendPage, maxMessageLength, pageLine, splitPage } from './page';

const origin = 'https://prona.example';

describe('pageLine', () => {
  it('names the listing when the sheet was opened from one', () => {
    expect(pageLine({ listingId: '1043', origin, route: '/pronat/1043' })).toBe('Prona: 1043');
    expect(pageLine({ listingId: '2210-b7f3', origin, route: '/' })).toBe('Prona: 2210-b7f3');
  });

  it('otherwise gives the origin plus the current route, query included', () => {
    expect(pageLine({ origin, route: '/kontakti' })).toBe('Faqja: https://prona.example/kontakti');
    expect(pageLine({ origin, route: '/pronat?page=2&view=harta' })).toBe(
      'Faqja: https://prona.example/pronat?page=2&view=harta',
    );
    expect(pageLine({ listingId: '  ', origin, route: '/home' })).toBe('Faqja: https://prona.example/home');
  });

  it('stays one bounded line', () => {
    const line = pageLine({ origin, route: `/pronat?q=${'x'.repeat(2000)}\n` });
    expect(line).toHaveLength(PAGE_MAX_LENGTH);
    expect(pageLine({ listingId: 'a\nb', origin, route: '/' })).toBe('Prona: a b');
  });
});

describe('appendPage and splitPage', () => {
  it('appends the page after a blank line, trimming the text', () => {
    expect(appendPage('  A është në shitje?\n', { listingId: '1043', origin, route: '/' })).toBe(
      'A është në shitje?\n\nProna: 1043',
    );
  });

  it('splits what append joined, keeping the lines of the text', () => {
    const text = 'Përshëndetje,\n\nA mund ta shoh nesër?';
    for (const page of [{ listingId: '7-x', origin, route: '/' }, { origin, route: '/kontakti' }]) {
      expect(splitPage(appendPage(text, page))).toEqual({ text, page: pageLine(page) });
    }
  });

  it('reads Windows line ends', () => {
    expect(splitPage('Tekst\r\n\r\nProna: 12')).toEqual({ text: 'Tekst', page: 'Prona: 12' });
  });

  it('gives no page when the last line is not a page line', () => {
    expect(splitPage('Vetëm tekst')).toEqual({ text: 'Vetëm tekst', page: '' });
    expect(splitPage('Prona: 12\nmë pas tekst')).toEqual({ text: 'Prona: 12\nmë pas tekst', page: '' });
    expect(splitPage('Tekst\n\nProna:')).toEqual({ text: 'Tekst\n\nProna:', page: '' });
  });

  it('reads a message that is only a page line', () => {
    expect(splitPage('Faqja: https://prona.example/')).toEqual({ text: '', page: 'Faqja: https://prona.example/' });
  });

  it('bounds the longest message a bounded text can make', () => {
    const message = appendPage('a'.repeat(10), { origin, route: `/${'p'.repeat(5000)}` });
    expect(message.length).toBe(maxMessageLength(10));
  });
});
