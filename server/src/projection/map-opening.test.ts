import { describe, expect, it } from 'vitest';
import { CITIES, type Listing } from 'shared/contracts';
import { markListing, searchListings, searchParamsToFilters, type OpeningMark } from 'shared/listings/rules';
import { makeListing } from 'shared/testing';
import { projectListings } from './project';

const SECRET = Buffer.alloc(32, 9);

/** Entries spread over Kosovo's cities (exact points, as the store holds them); every fifth has none. */
function entries(count: number): Listing[] {
  return Array.from({ length: count }, (_, i) =>
    makeListing({
      id: String(7000 + i),
      city: CITIES[(i * 5) % CITIES.length],
      category: (['apartment', 'house', 'land'] as const)[i % 3],
      price: 30_000 + i * 1_000,
      geoPoint: i % 5 === 4 ? undefined : { latitude: 42.2 + ((i * 37) % 100) / 100, longitude: 20.4 + ((i * 53) % 120) / 100 },
    }),
  );
}

const countOf = (marks: readonly OpeningMark[]) => marks.reduce((sum, mark) => sum + ('count' in mark ? mark.count : 1), 0);

describe("the snapshot's map openings", () => {
  const raw = entries(120);
  const snapshot = projectListings(raw, SECRET);

  it("hold every located result of the search, in each layer", () => {
    for (const query of ['view=harta&page=1', 'view=harta&type=house', 'view=harta&maxPrice=60000']) {
      const params = new URLSearchParams(query);
      const { filters, sort } = searchParamsToFilters(params);
      const located = searchListings(snapshot.listings, filters, sort).filter((listing) => listing.geoPoint).length;
      const opening = snapshot.mapOpening(params);
      expect(opening.search).toBe(params.toString());
      expect(opening.layers.length).toBeGreaterThan(0);
      for (const layer of opening.layers) expect(countOf(layer.marks)).toBe(located);
    }
  });

  it('draw lone listings at their public points, never the exact ones', () => {
    const opening = snapshot.mapOpening(new URLSearchParams('view=harta&maxPrice=34000'));
    const lone = opening.layers.flatMap((layer) => layer.marks).map(markListing).filter((listing) => listing !== undefined);
    expect(lone.length).toBeGreaterThan(0);
    for (const listing of lone) {
      expect(listing.geoPoint).toEqual(snapshot.cards.get(listing.id)?.geoPoint);
      expect(listing.geoPoint).not.toEqual(raw.find((entry) => entry.id === listing.id)?.geoPoint);
    }
  });

  it('answer one normalised search from one kept grouping, whatever its page or spelling', () => {
    const first = snapshot.mapOpening(new URLSearchParams('view=harta&page=1&type=house,land'));
    const again = snapshot.mapOpening(new URLSearchParams('utm=x&type=land,house&page=3&view=harta'));
    expect(again.layers).toBe(first.layers);
    expect(again.search).toBe('utm=x&type=land%2Chouse&page=3&view=harta');
    expect(snapshot.mapOpening(new URLSearchParams('view=harta&type=house')).layers).not.toBe(first.layers);
  });
});
