import { describe, expect, it } from 'vitest';
import { CITIES, type Listing } from 'shared/contracts';
import { makeListing } from 'shared/testing';
import { PAGES_KEPT, listingsPageModel } from './first-page';
import { projectListings } from './project';

const SECRET = Buffer.alloc(32, 7);

/** Entries as a store holds them: shuffled dates, some unparsable, equal times, both options. */
function entries(count: number): Listing[] {
  return Array.from({ length: count }, (_, i) =>
    makeListing({
      id: String(5000 + i),
      title: `Prona ${i}`,
      city: CITIES[(i * 7) % CITIES.length],
      subcity: ['Qendër', 'Dardania', 'Ulpiana', ''][i % 4],
      category: (['apartment', 'house', 'land', 'office'] as const)[i % 4],
      option: i % 3 === 0 ? 'Me Qera' : 'Në Shitje',
      price: i % 11 === 0 ? 'Me Marrëveshje' : 20_000 + ((i * 7_919) % 400_000),
      createdAt: i % 17 === 0 ? 'not a date' : new Date(Date.UTC(2026, 0, 1 + ((i * 37) % 90))).toISOString(),
      active: i % 13 !== 0,
    }),
  );
}

const QUERIES = [
  'page=1',
  'page=4',
  'page=2&sort=oldest',
  'page=1&city=Prizren',
  'page=1&type=land,house&status=qera',
  'page=2&maxPrice=150000',
  'page=999',
  'page=1&id=5007',
  'page=1&city=Nowhere',
  'page=1&city=Prizren&neighbourhood=Dardania',
  'page=1&neighbourhood=Dardania',
  'page=1&q=prona+12',
];

describe("the snapshot's first page", () => {
  const snapshot = projectListings(entries(700), SECRET);

  it.each(QUERIES)("is the straightforward computation over a plain copy for ?%s", (search) => {
    const query = new URLSearchParams(search);
    // A copy is not the snapshot's registered array: the filter and sort take the plain path.
    const plain = listingsPageModel([...snapshot.listings], query);
    const page = snapshot.firstPage(query);
    expect(page.count).toBe(plain.count);
    expect(page.page).toBe(plain.page);
    expect(page.total).toBe(plain.total);
    expect(page.visible.map((listing) => listing.id)).toEqual(plain.visible.map((listing) => listing.id));
    expect(page.neighbourhoods).toEqual(plain.neighbourhoods);
  });

  it("names the neighbourhoods of the search's city, counted over all its listings, and none without a city", () => {
    const page = snapshot.firstPage(new URLSearchParams('page=1&city=Prizren&neighbourhood=Dardania'));
    const prizren = snapshot.listings.filter((listing) => listing.city === 'Prizren');
    expect(page.neighbourhoods.map(({ name }) => name)).toEqual(['Dardania', 'Qendër', 'Ulpiana']);
    expect(page.neighbourhoods.reduce((sum, { count }) => sum + count, 0)).toBe(prizren.filter((listing) => listing.subcity !== '').length);
    expect(page.count).toBe(prizren.filter((listing) => listing.subcity === 'Dardania').length);
    expect(snapshot.firstPage(new URLSearchParams('page=1&neighbourhood=Dardania')).neighbourhoods).toEqual([]);
  });

  it('answers one normalised search from one kept page, and another search from its own', () => {
    const first = snapshot.firstPage(new URLSearchParams('page=1&city=Prizren&type=house,land'));
    // The same search, spelt with the types in another order and an unknown parameter.
    expect(snapshot.firstPage(new URLSearchParams('utm=x&type=land,house&city=Prizren&page=1'))).toBe(first);
    expect(snapshot.firstPage(new URLSearchParams('page=2&city=Prizren&type=house,land'))).not.toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.visible)).toBe(true);
  });

  it('keeps at most PAGES_KEPT pages, dropping the least recently asked', () => {
    const fresh = projectListings(entries(50), SECRET);
    const kept = fresh.firstPage(new URLSearchParams('page=1'));
    for (let price = 1; price <= PAGES_KEPT + 10; price++) {
      if (price % 100 === 0) expect(fresh.firstPage(new URLSearchParams('page=1'))).toBe(kept);
      fresh.firstPage(new URLSearchParams(`page=1&maxPrice=${price}`));
    }
    // Asked again within every 100 searches: still kept. The first priced search: dropped.
    expect(fresh.firstPage(new URLSearchParams('page=1'))).toBe(kept);
    const early = fresh.firstPage(new URLSearchParams('page=1&maxPrice=1'));
    expect(fresh.firstPage(new URLSearchParams('page=1&maxPrice=1'))).toBe(early);
  });
});
