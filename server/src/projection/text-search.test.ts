import { describe, expect, it } from 'vitest';
import type { Listing } from 'shared/contracts';
import { textMatchesIn } from 'shared/listings/rules';
import { makeListing } from 'shared/testing';
import { projectListings, projectionBuilder } from './project';
import type { ListingRecords } from './records';
import { textSearchOf } from './text-search';

const SECRET = Buffer.alloc(32, 7);
const ENGLISH = ['Flat', 'house', 'garden', 'view', 'Garage'];
const GERMAN = ['Wohnung', 'Haus', 'Garten', 'Aussicht', 'Garage'];
const WORDS = ['Banesë', 'banesa', 'shtëpi', 'Shtepia', 'oborr', 'pamje', 'Prishtinë', 'prizren', 'çati', 'ngrohje', '2+1', 'ujë', 'garazh', 'Garazhi', 'zyrë', 'lokal'];

/** Listings whose titles and descriptions mix the words, a seeded walk (no Math.random). */
function entries(count: number): Listing[] {
  let seed = 17;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647);
  const pick = (words: readonly string[], length: number) => Array.from({ length }, () => words[next() % words.length]).join(' ');
  const text = (length: number) => Array.from({ length }, () => WORDS[next() % WORDS.length]).join(next() % 2 ? ' ' : ', ');
  return Array.from({ length: count }, (_, i) =>
    makeListing({
      id: i % 9 === 0 ? `${3000 + i}-b${i}` : String(3000 + i),
      title: text(3),
      description: text(next() % 40),
      createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 90), i % 24)).toISOString(),
      active: i % 11 !== 0,
      // Some translated, into one language or both, a title or a description alone.
      ...(i % 4 === 0 || i % 7 === 0
        ? {
            translations: {
              ...(i % 4 === 0 ? { en: { title: pick(ENGLISH, 2), ...(i % 8 === 0 ? { description: pick(ENGLISH, 6) } : {}) } } : {}),
              ...(i % 7 === 0 ? { de: { description: pick(GERMAN, 5) } } : {}),
            },
          }
        : {}),
    }),
  );
}

const QUERIES = ['banese', 'Banesë', 'BAN', 'shtepi oborr', 'çati ngrohje pamje', 'cati', 'prish', 'z', '2+1', '3007', '3009-B9', 'oborr 3012', 'flat', 'wohnung garten', 'banese gard', 'garage', 'nothing', 'garazh ujë lokal zyre', 'a b', 'aussicht 3007'];

describe("a snapshot's text search", () => {
  const all = entries(600);
  const snapshot = projectListings(all, SECRET);
  const shown = all.filter((listing) => listing.active);

  it.each(QUERIES)('finds what the rule finds in the full records, in the snapshot order, for %s', async (query) => {
    const expected = textMatchesIn(shown, query).ids;
    const order = snapshot.listings.map((listing) => listing.id).filter((id) => expected.has(id));
    const found = await snapshot.textMatches(query);
    expect([...found.ids]).toEqual(order);
    // Not agreeing on nothing: each query but the last few finds some.
    if (QUERIES.indexOf(query) < QUERIES.indexOf('nothing')) expect(order.length).toBeGreaterThan(0);
  });

  it('finds words only the descriptions hold (the cards have none)', async () => {
    const listing = makeListing({ id: '1', title: 'Banesë', description: 'Me pishinë të ngrohur' });
    const small = projectListings([listing, makeListing({ id: '2', title: 'Shtëpi' })], SECRET);
    expect(small.listings[0]?.description ?? '').toBe('');
    expect([...(await small.textMatches('pishine')).ids]).toEqual(['1']);
  });

  it("finds a listing by its translations' words as by its Albanian ones, whatever the page's language", async () => {
    const translated = makeListing({
      id: '1',
      title: 'Banesë me pamje',
      description: 'Afër qendrës',
      translations: { en: { title: 'Flat with a view' }, de: { description: 'Nahe dem Zentrum, mit Balkon' } },
    });
    const small = projectListings([translated, makeListing({ id: '2', title: 'Shtëpi', description: 'Me ballkon' })], SECRET);
    expect([...(await small.textMatches('flat')).ids]).toEqual(['1']);
    expect([...(await small.textMatches('balkon zentrum')).ids]).toEqual(['1']);
    // Words of two languages in one search: each is found in one of them.
    expect([...(await small.textMatches('banese view')).ids]).toEqual(['1']);
    expect([...(await small.textMatches('ballkon')).ids]).toEqual(['2']);
  });

  it('answers the same query from what it kept, and one spelling of it', async () => {
    expect(await snapshot.textMatches('  shtepi   oborr ')).toBe(await snapshot.textMatches('shtepi oborr'));
  });

  it('reads the records once for requests at once, and again after a failed read', async () => {
    let reads = 0;
    let fail = true;
    const records: ListingRecords = {
      async read(ids, onBatch) {
        reads += 1;
        if (fail) throw new Error('the records file is gone');
        await onBatch(ids.map((id) => makeListing({ id, title: 'Banesë', description: `nr${id}` })));
      },
    };
    const search = textSearchOf(['1', '2'], records);
    await expect(search('banese')).rejects.toThrow('gone');
    fail = false;
    const answers = await Promise.all([search('banese'), search('nr2'), search('nr1 banese')]);
    expect(answers.map((answer) => [...answer.ids])).toEqual([['1', '2'], ['2'], ['1']]);
    expect(reads).toBe(2);
  });

  it("is made from the store's records too (not only a file's), and fails as they do", async () => {
    const builder = projectionBuilder(SECRET, () => {}, { read: () => Promise.reject(new Error('the store is down')) });
    builder.add(makeListing({ id: '1', title: 'Banesë' }));
    await expect(builder.finish().textMatches('banese')).rejects.toThrow('down');
  });
});
