import { describe, expect, it } from 'vitest';
import { makeListing } from './fixtures';
import { fromRow, toRow } from './summary';
import {
  TEXT_QUERY_MAX_CHARS,
  TEXT_QUERY_MAX_WORDS,
  listingWords,
  matchesText,
  normalizeTextQuery,
  readTextSearchAnswer,
  textMatchesIn,
  textSearchUrl,
  textTerms,
  textWords,
  type SearchableListing,
} from './textSearch';

const listing = makeListing({
  id: '1693',
  title: 'Shtëpi me oborr në Prishtinë',
  description: 'Banesë me pamje nga qyteti, ngrohje qendrore. Çmimi i negociueshëm; 2+1.',
});
const matches = (query: string, target: SearchableListing = listing) => matchesText(textTerms(query), target);

describe('matchesText', () => {
  it('folds case and the Albanian letters, both ways', () => {
    expect(matches('shtepi')).toBe(true);
    expect(matches('SHTËPI')).toBe(true);
    expect(matches('cmimi')).toBe(true);
    expect(matches('çmimi')).toBe(true);
    const plain = makeListing({ title: 'Shtepi ne Prishtine' });
    expect(matches('shtëpi në', plain)).toBe(true);
  });

  it('takes a word as the beginning of a word of the text, not its middle', () => {
    expect(matches('banes')).toBe(true);
    expect(matches('Prish')).toBe(true);
    expect(matches('htina')).toBe(false);
    expect(matches('oborri')).toBe(false);
  });

  it('asks for every word (AND), in any order, in the title or the description', () => {
    expect(matches('pamje shtepi')).toBe(true);
    expect(matches('banese me pamje')).toBe(true);
    expect(matches('banese pishine')).toBe(false);
  });

  it('finds the listing by its id, whole', () => {
    expect(matches('1693')).toBe(true);
    expect(matches('169')).toBe(false);
    expect(matches('2210-B7F3', makeListing({ id: '2210-b7f3' }))).toBe(true);
    expect(matches('1693 oborr')).toBe(true);
  });

  it('reads punctuation as a word break, in the text and in what is typed', () => {
    expect(matches('2+1')).toBe(true);
    expect(matches('qendrore,')).toBe(true);
    expect(matches('"pamje"')).toBe(true);
  });

  it('matches everything with no words', () => {
    expect(matchesText([], listing)).toBe(true);
    expect(textTerms('  ,, -  ')).toEqual([]);
  });

  it('reads an index row (no description) by its title and id only', () => {
    expect(matches('pamje', { id: '1693', title: listing.title })).toBe(false);
    expect(matches('oborr', { id: '1693', title: listing.title })).toBe(true);
  });

  it("finds a listing by its translations' words too, in any language and mixed with Albanian ones", () => {
    const translated = makeListing({
      ...listing,
      translations: { en: { title: 'House with a yard in Prishtina' }, de: { description: 'Wohnung mit Aussicht, Zentralheizung.' } },
    });
    expect(matches('yard', translated)).toBe(true);
    expect(matches('zentralheizung', translated)).toBe(true);
    expect(matches('oborr yard aussicht', translated)).toBe(true);
    expect(matches('yard', listing)).toBe(false);
    // An index row carries the translated titles, not descriptions.
    const row = fromRow(toRow(translated));
    expect(matches('yard', row)).toBe(true);
    expect(matches('zentralheizung', row)).toBe(false);
  });
});

describe('listingWords', () => {
  it('gives the folded words of the texts in every language once each', () => {
    const words = listingWords({ id: '1', title: 'Banesë', description: 'banesë e re', translations: { en: { title: 'Flat', description: 'A new flat' } } });
    expect(words).toEqual(['banese', 'e', 're', 'flat', 'a', 'new']);
  });
});

describe('normalizeTextQuery', () => {
  it('keeps the words as typed, spaces collapsed; nothing searchable is no filter', () => {
    expect(normalizeTextQuery('  Banesë   me\tpamje ')).toBe('Banesë me pamje');
    expect(normalizeTextQuery('   ')).toBeUndefined();
    expect(normalizeTextQuery('-- ,')).toBeUndefined();
    expect(normalizeTextQuery(42)).toBeUndefined();
  });

  it(`keeps at most ${TEXT_QUERY_MAX_WORDS} words and ${TEXT_QUERY_MAX_CHARS} characters`, () => {
    expect(normalizeTextQuery('a b c d e f g h i j')).toBe('a b c d e f g h');
    const long = `${'fjalë '.repeat(5)}${'x'.repeat(90)}`;
    expect(Array.from(normalizeTextQuery(long) ?? '').length).toBeLessThanOrEqual(TEXT_QUERY_MAX_CHARS);
    expect(normalizeTextQuery(long)).toBe('fjalë fjalë fjalë fjalë fjalë');
    expect(normalizeTextQuery('ë'.repeat(300))).toBe('ë'.repeat(TEXT_QUERY_MAX_CHARS));
    expect(textTerms('a b c d e f g h i j')).toHaveLength(TEXT_QUERY_MAX_WORDS);
  });
});

describe('textWords', () => {
  it('gives the folded words once each', () => {
    expect(textWords('Banesë, banesë! Çati 2+1')).toEqual(['banese', 'cati', '2', '1']);
  });
});

describe('textMatchesIn', () => {
  it('gives the ids of the listings the rule lets through', () => {
    const other = makeListing({ id: '7', title: 'Zyrë', description: '' });
    expect([...textMatchesIn([listing, other], 'pamje').ids]).toEqual(['1693']);
  });
});

describe('the endpoint', () => {
  it('has one address per search', () => {
    expect(textSearchUrl('  Banesë  me ')).toBe('/api/listings/search?q=Banes%C3%AB+me');
  });

  it('reads only an answer of its shape', () => {
    expect(readTextSearchAnswer({ query: 'a', ids: ['1', '2'] })).toEqual({ query: 'a', ids: ['1', '2'] });
    expect(readTextSearchAnswer({ query: 'a', ids: [1] })).toBeNull();
    expect(readTextSearchAnswer(JSON.parse('{"__proto__": {"query": "a", "ids": []}}'))).toBeNull();
    expect(readTextSearchAnswer(null)).toBeNull();
    expect(readTextSearchAnswer([])).toBeNull();
  });
});
