// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Listing } from 'shared/contracts';
import { makeListing } from 'shared/testing';
import { CATEGORY_COLORS, UNKNOWN_CATEGORY_COLOR } from './colors';
import { mappableListings, markerLabel, markerPointOf } from './points';

function listing(overrides: Partial<Listing>): Listing {
  return makeListing({ subcity: 'Qendër', price: 120000, createdAt: '2025-01-01', geoPoint: { latitude: 42.66, longitude: 21.16 }, ...overrides });
}

/** The points of the listings the map shows, as the map makes them. */
const toMarkerPoints = (listings: readonly Listing[]) => mappableListings(listings).map((one) => markerPointOf(one)!);

describe('marker points', () => {
  it('keeps only listings with coordinates, in order', () => {
    const points = toMarkerPoints([
      listing({ id: 'a' }),
      listing({ id: 'b', geoPoint: null }),
      listing({ id: 'c', geoPoint: undefined }),
      listing({ id: 'd', geoPoint: { latitude: Number.NaN, longitude: 21 } }),
      listing({ id: 'e' }),
    ]);
    expect(points.map((point) => point.id)).toEqual(['a', 'e']);
    expect(markerPointOf(listing({ id: 'b', geoPoint: null }))).toBeUndefined();
  });

  it('places each marker at the point the server sent, which it already moved: no second offset', () => {
    const source = listing({ id: '1507', geoPoint: { latitude: 42.66321, longitude: 21.16543 } });
    const [point] = toMarkerPoints([source]);
    expect(point).toMatchObject({ latitude: 42.66321, longitude: 21.16543 });
  });

  it('makes each listing’s point once, so a filter change reuses it', () => {
    const [a, b] = [listing({ id: 'a' }), listing({ id: 'b' })];
    const first = toMarkerPoints([a, b]);
    const filtered = toMarkerPoints([b]);
    expect(filtered[0]).toBe(first[1]);
    // The same id in another listing object (fresh data) is placed anew, at the same spot.
    const fresh = toMarkerPoints([listing({ id: 'b' })])[0];
    expect(fresh).not.toBe(first[1]);
    expect(fresh).toEqual(first[1]);
  });

  it('colours by category, keeps the listing, and names the marker with title and price', () => {
    const [land, unknown] = toMarkerPoints([
      listing({ id: 'l', category: 'land', title: ' Truall ', price: 30000 }),
      listing({ id: 'u', category: 'castle', price: 'Me Marrëveshje' }),
    ]);
    expect(land?.color).toBe(CATEGORY_COLORS.land);
    expect(unknown?.color).toBe(UNKNOWN_CATEGORY_COLOR);
    expect(markerLabel(land!.listing, 'sq')).toEqual({ text: 'Truall, 30.000\u00a0€/ari', lang: 'sq' });
    expect(markerLabel(unknown!.listing, 'sq')).toEqual({ text: 'Banesë në qendër, Me Marrëveshje', lang: 'sq' });
  });

  it("names the marker with the title in the page's language when translated, else the Albanian one marked 'sq'", () => {
    const translated = listing({ title: 'Truall në Lipjan', price: 'Me Marrëveshje', translations: { en: { title: ' Land in Lipjan ' } } });
    expect(markerLabel(translated, 'en')).toEqual({ text: 'Land in Lipjan, Me Marrëveshje', lang: 'en' });
    // No German title: the Albanian one, and the label says it is Albanian.
    expect(markerLabel(translated, 'de')).toEqual({ text: 'Truall në Lipjan, Me Marrëveshje', lang: 'sq' });
  });
});
