import { describe, expect, it } from 'vitest';
import { makeListing } from './fixtures';
import { searchParamsToFilters } from './query';
import { searchListings } from './sort';
import { OPENING_LAYER_ZOOMS, markListing, openingLayers, readMapOpening, type OpeningMark } from './mapOpening';

const at = (id: string, latitude: number, longitude: number) => makeListing({ id, geoPoint: { latitude, longitude } });

// Three in Prishtina, one in Prizren, one without a point.
const listings = [at('1', 42.662, 21.165), at('2', 42.665, 21.17), at('3', 42.658, 21.16), at('4', 42.213, 20.74), makeListing({ id: '5', geoPoint: undefined })];

const isGroup = (mark: OpeningMark): mark is Extract<OpeningMark, { count: number }> => 'count' in mark;

describe('map mode\'s opening markers', () => {
  it('has a layer per whole zoom the page carries, every located listing in each', () => {
    const layers = openingLayers(listings);
    expect(layers.map((layer) => layer.zoom)).toEqual([...OPENING_LAYER_ZOOMS]);
    for (const layer of layers) {
      expect(layer.marks.reduce((sum, mark) => sum + (isGroup(mark) ? mark.count : 1), 0)).toBe(4);
    }
  });

  it('groups Prishtina\'s three, bounded by their points, and names Prizren\'s lone listing by its row', () => {
    const [zoom8] = openingLayers(listings);
    const groups = zoom8!.marks.filter(isGroup);
    expect(groups).toEqual([expect.objectContaining({ count: 3, bounds: [21.16, 42.658, 21.17, 42.665] })]);
    const lone = zoom8!.marks.filter((mark) => !isGroup(mark));
    expect(lone.map((mark) => markListing(mark)?.id)).toEqual(['4']);
    // Prizren lies south-west of the map's middle, Prishtina north-east.
    expect(lone[0]!.x).toBeLessThan(0);
    expect(lone[0]!.y).toBeGreaterThan(0);
    expect(groups[0]!.x).toBeGreaterThan(0);
  });

  it('bounds a group by a box an area search keeps (rounded outwards), so its link finds every member', () => {
    const fine = [at('a', 42.66231, 21.16549), at('b', 42.66578, 21.17012), at('c', 42.66, 21.16)];
    const [group] = openingLayers(fine)[0]!.marks.filter(isGroup);
    expect(group!.bounds).toEqual([21.16, 42.66, 21.171, 42.666]);
    const { filters } = searchParamsToFilters(new URLSearchParams({ bbox: group!.bounds.join(',') }));
    expect(searchListings(fine, filters, 'newest').map((listing) => listing.id).sort()).toEqual(['a', 'b', 'c']);
    // Points that coincide still get a box around them.
    const [same] = openingLayers([at('d', 42.5, 21), at('e', 42.5, 21)])[0]!.marks.filter(isGroup);
    expect(same!.bounds).toEqual([20.999, 42.499, 21.001, 42.501]);
  });

  it('reads back what it wrote, through JSON', () => {
    const opening = { search: 'view=harta&page=1', layers: openingLayers(listings) };
    expect(readMapOpening(JSON.parse(JSON.stringify(opening)))).toEqual(opening);
  });

  it('refuses a page\'s data of another shape', () => {
    const good = { search: 'view=harta', layers: [{ zoom: 8, marks: [{ x: 1, y: 2, count: 2, bounds: [1, 2, 3, 4] }] }] };
    expect(readMapOpening(good)).toEqual(good);
    expect(readMapOpening(null)).toBeNull();
    expect(readMapOpening({ ...good, search: 1 })).toBeNull();
    expect(readMapOpening({ ...good, layers: [{ zoom: 8.5, marks: [] }] })).toBeNull();
    expect(readMapOpening({ ...good, layers: [{ zoom: 8, marks: [{ x: 1, y: 2, count: 1, bounds: [1, 2, 3, 4] }] }] })).toBeNull();
    expect(readMapOpening({ ...good, layers: [{ zoom: 8, marks: [{ x: 1, y: 2, count: 2, bounds: [1, 2, 3] }] }] })).toBeNull();
    expect(readMapOpening({ ...good, layers: [{ zoom: 8, marks: [{ x: '1', y: 2, count: 2, bounds: [1, 2, 3, 4] }] }] })).toBeNull();
    expect(readMapOpening({ ...good, layers: [{ zoom: 8, marks: [{ x: 1, y: 2, row: ['not a row'] }] }] })).toBeNull();
    // A row only from the mark's own properties, never its prototype's.
    const [lone] = openingLayers([listings[3]!])[0]!.marks;
    expect(lone && 'row' in lone).toBe(true);
    const inherited = Object.create({ row: (lone as { row: unknown }).row }) as Record<string, unknown>;
    Object.assign(inherited, { x: 1, y: 2 });
    expect(readMapOpening({ ...good, layers: [{ zoom: 8, marks: [inherited] }] })).toBeNull();
  });
});
