import { describe, expect, it } from 'vitest';
import type { Filters } from '../contracts';
import { INDEXED_DETAILS } from '../listing-fields';
import { filterChips, removeChip } from './chips';
import { FILTERS, FILTER_KEYS, applyFilters, boundsAround, clearFilters, hasActiveFilters, removeFilter, updateFilter, type FilterKey } from './filters';
import { allDetails, makeListing } from './fixtures';
import { filtersToSearchParams, searchParamsToFilters, submittedFilters } from './query';
import { fromRow, toRow } from './summary';
import { buildListingTable } from './table';
import { textMatchesIn } from './textSearch';

const listings = [
  makeListing({ id: '1', category: 'apartment', option: 'Në Shitje', city: 'Prishtinë', price: 90_000, geoPoint: { latitude: 42.66, longitude: 21.16 } }),
  makeListing({ id: '2', category: 'house', option: 'Me Qera', city: 'Prizren', price: 500, geoPoint: { latitude: 42.21, longitude: 20.74 } }),
  makeListing({ id: '3', category: 'land', option: 'Në Shitje', city: 'Prishtinë', price: 'Me Marrëveshje' }),
  makeListing({ id: '4', category: 'apartment', option: 'Me Qera', city: 'Pejë', price: 150_000 }),
];
const ids = (filters: Filters) => applyFilters(listings, filters).map((l) => l.id);

describe('applyFilters', () => {
  it('returns every listing with no filters', () => {
    expect(ids({})).toEqual(['1', '2', '3', '4']);
  });

  it('keeps listings whose category is in the list', () => {
    expect(ids({ category: ['apartment', 'land'] })).toEqual(['1', '3', '4']);
  });

  it('keeps listings whose option is in the list', () => {
    expect(ids({ option: ['Me Qera'] })).toEqual(['2', '4']);
  });

  it('keeps sale totals up to the maximum, inclusive, and drops rentals and "Me Marrëveshje"', () => {
    expect(ids({ price: { max: 90_000 } })).toEqual(['1']);
  });

  it('compares monthly rents when only rentals are searched', () => {
    expect(ids({ option: ['Me Qera'], price: { max: 600 } })).toEqual(['2']);
    expect(ids({ option: ['Me Qera'], price: { min: 600 } })).toEqual(['4']);
  });

  it('keeps only the chosen city, and every city for "all"', () => {
    expect(ids({ place: 'Prishtinë' })).toEqual(['1', '3']);
    expect(ids({ place: 'all' })).toEqual(['1', '2', '3', '4']);
  });

  it('matches the id exactly', () => {
    expect(ids({ id: '4' })).toEqual(['4']);
    expect(ids({ id: '44' })).toEqual([]);
  });

  it("searches the text: the server's matches for this very query, else the listing's own text", () => {
    const described = [
      makeListing({ id: '1', title: 'Shtëpi me oborr', description: 'Pamje nga mali' }),
      makeListing({ id: '2', title: 'Banesë me pamje', description: '' }),
      makeListing({ id: '3', title: 'Zyrë', description: '' }),
    ];
    const found = (filters: Filters, context = {}) => applyFilters(described, filters, context).map((l) => l.id);
    expect(found({ text: 'pamje' })).toEqual(['1', '2']);
    expect(found({ text: 'shtepi oborr' })).toEqual(['1']);
    expect(found({ text: '3' })).toEqual(['3']);
    // The server's ids stand for the query they answered, and for no other.
    expect(found({ text: 'pamje' }, { text: { query: 'pamje', ids: new Set(['3']) } })).toEqual(['3']);
    expect(found({ text: 'zyre' }, { text: { query: 'pamje', ids: new Set(['1']) } })).toEqual(['3']);
  });

  it('keeps listings that have every chosen document, never those whose papers are unknown', () => {
    const papered = [
      makeListing({ id: 'a', details: { documents: ['possession', 'permit', 'occupancy'] } }),
      makeListing({ id: 'b', details: { documents: ['possession', 'legalisation'] } }),
      makeListing({ id: 'c', details: { documents: [] } }),
      makeListing({ id: 'd', details: {} }),
    ];
    const found = (filters: Filters) => applyFilters(papered, filters).map((l) => l.id);
    expect(found({ documents: ['possession'] })).toEqual(['a', 'b']);
    expect(found({ documents: ['permit', 'occupancy'] })).toEqual(['a']);
    expect(found({ documents: ['legalisation'] })).toEqual(['b']);
  });

  it("reads the documents from 'docs', known codes once, and writes them back", () => {
    const read = (query: string) => searchParamsToFilters(new URLSearchParams(query)).filters;
    expect(read('docs=permit,occupancy')).toEqual({ documents: ['permit', 'occupancy'] });
    expect(read('docs=permit,deed,permit')).toEqual({ documents: ['permit'] });
    expect(read('docs=deed')).toEqual({});
    expect(filtersToSearchParams({ documents: ['permit', 'occupancy'] }, 'newest', new URLSearchParams()).toString()).toBe('docs=permit%2Coccupancy');
    expect(filterChips({ documents: ['permit', 'occupancy'] }).map((chip) => chip.label)).toEqual(['Leje ndërtimi', 'Certifikatë e përdorimit']);
  });

  it('combines filters', () => {
    expect(ids({ category: ['apartment'], option: ['Në Shitje'], place: 'Prishtinë', price: { max: 100_000 } })).toEqual(['1']);
  });

  it('ignores values that mean "no filter" (empty lists, a price range without bounds)', () => {
    expect(ids({ category: [], option: [], price: { min: 0, max: 0 } })).toEqual(['1', '2', '3', '4']);
  });

  it("keeps listings whose public point is inside the map's area, edges included; none without a point", () => {
    expect(ids({ bounds: [21, 42.5, 21.3, 42.8] })).toEqual(['1']);
    expect(ids({ bounds: [20.74, 42.21, 21.16, 42.66] })).toEqual(['1', '2']);
    expect(ids({ bounds: [20, 41, 22, 44] })).toEqual(['1', '2']);
    const nowhere = makeListing({ id: '9', geoPoint: { latitude: Number.NaN, longitude: 21 } });
    expect(applyFilters([nowhere, makeListing({ id: '8', geoPoint: null })], { bounds: [20, 41, 22, 44] })).toEqual([]);
  });

  it('gives [] for non-array data', () => {
    expect(applyFilters(null as never, {})).toEqual([]);
  });
});

describe('updateFilter', () => {
  it('returns a new object and leaves the old one alone', () => {
    const before: Filters = {};
    const after = updateFilter(before, 'place', 'Prizren');
    expect(after).toEqual({ place: 'Prizren' });
    expect(after).not.toBe(before);
    expect(before).toEqual({});
  });

  it('keeps a price bound only when it is a number above 0', () => {
    expect(updateFilter({}, 'price', { max: 250_000 })).toEqual({ price: { max: 250_000 } });
    expect(updateFilter({}, 'price', { min: 0, max: 250_000 })).toEqual({ price: { max: 250_000 } });
    expect(updateFilter({ price: { max: 250_000 } }, 'price', { max: 0 })).toEqual({});
    expect(updateFilter({ price: { max: 250_000 } }, 'price', { max: -5 })).toEqual({});
    expect(updateFilter({ price: { max: 250_000 } }, 'price', { max: Number.NaN })).toEqual({});
    expect(updateFilter({ price: { max: 250_000 } }, 'price', { max: '100' } as never)).toEqual({});
    expect(updateFilter({ price: { max: 250_000 } }, 'price', 100 as never)).toEqual({});
  });

  it('swaps bounds given the wrong way round', () => {
    expect(updateFilter({}, 'price', { min: 300_000, max: 150_000 })).toEqual({ price: { min: 150_000, max: 300_000 } });
  });

  it('removes an empty category or option selection', () => {
    expect(updateFilter({ category: ['land'], place: 'Pejë' }, 'category', [])).toEqual({ place: 'Pejë' });
    expect(updateFilter({ option: ['Me Qera'] }, 'option', [])).toEqual({});
  });

  it("removes the city filter for 'all'", () => {
    expect(updateFilter({ place: 'Pejë' }, 'place', 'all')).toEqual({});
  });

  it('removes an empty id', () => {
    expect(updateFilter({ id: '12' }, 'id', '')).toEqual({});
    expect(updateFilter({ id: '12' }, 'id', '  ')).toEqual({});
  });

  it('removes a key set to undefined or null', () => {
    expect(updateFilter({ id: '12' }, 'id', undefined)).toEqual({});
    expect(updateFilter({ id: '12' }, 'id', null)).toEqual({});
  });

  it('returns the same object when the value is unchanged', () => {
    const filters: Filters = { category: ['land', 'house'], price: { min: 50_000, max: 100_000 }, place: 'Pejë', id: '7' };
    expect(updateFilter(filters, 'category', ['land', 'house'])).toBe(filters);
    expect(updateFilter(filters, 'price', { min: 50_000, max: 100_000 })).toBe(filters);
    expect(updateFilter(filters, 'price', { min: 50_000 })).not.toBe(filters);
    expect(updateFilter(filters, 'place', 'Pejë')).toBe(filters);
    expect(updateFilter(filters, 'id', '7')).toBe(filters);
  });

  it('returns the same object when removing a filter that is not set', () => {
    const filters: Filters = { place: 'Pejë' };
    expect(updateFilter(filters, 'price', {})).toBe(filters);
    expect(updateFilter(filters, 'category', [])).toBe(filters);
  });

  it('treats a reordered list as a change', () => {
    const filters: Filters = { category: ['land', 'house'] };
    expect(updateFilter(filters, 'category', ['house', 'land'])).toEqual({ category: ['house', 'land'] });
  });

  it('copies the list so later changes to the caller’s array do not leak in', () => {
    const list = ['land'];
    const filters = updateFilter({}, 'category', list);
    list.push('house');
    expect(filters).toEqual({ category: ['land'] });
  });
});

describe("the map's area in the URL", () => {
  const read = (bbox: string) => searchParamsToFilters(new URLSearchParams({ bbox })).filters.bounds;

  it('reads west, south, east, north, to a thousandth of a degree', () => {
    expect(read('20.9,42.5,21.3,42.8')).toEqual([20.9, 42.5, 21.3, 42.8]);
    expect(read(' 20.91234, 42.5 ,21.3,42.8 ')).toEqual([20.912, 42.5, 21.3, 42.8]);
  });

  it('ignores a box that is not one: edges crossed, missing, extra, blank, outside the world', () => {
    for (const bbox of ['21.3,42.5,20.9,42.8', '20.9,42.8,21.3,42.5', '20.9,42.5,21.3', '20.9,42.5,21.3,42.8,1', '20.9,,21.3,42.8', 'a,b,c,d', '-181,42,21,43', '20.9,42.5,20.9004,42.8', ''])
      expect(read(bbox), bbox).toBeUndefined();
  });

  it("is made from a map's view rounded outwards, so what the visitor saw stays inside", () => {
    expect(boundsAround(20.91234, 42.50067, 21.30011, 42.79999)).toEqual([20.912, 42.5, 21.301, 42.8]);
    expect(boundsAround(-200, -95, 200, 95)).toEqual([-180, -90, 180, 90]);
  });
});

describe('removeFilter, clearFilters, hasActiveFilters', () => {
  it('removes one key', () => {
    expect(removeFilter({ place: 'Pejë', id: '1' }, 'place')).toEqual({ id: '1' });
  });

  it('returns the same object when the key is not set', () => {
    const filters: Filters = { id: '1' };
    expect(removeFilter(filters, 'price')).toBe(filters);
  });

  it('clears to an empty state', () => {
    expect(clearFilters()).toEqual({});
  });

  it('reports whether any filter is active', () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ category: [], place: 'all', price: {}, id: '' })).toBe(false);
    expect(hasActiveFilters({ price: { min: 10_000 } })).toBe(true);
    expect(hasActiveFilters({ option: ['Me Qera'] })).toBe(true);
  });
});

// Every filter of FILTERS, with a value that narrows the listings below: the compiler asks for a
// sample of each new filter, so each is held to the rules below the moment it is defined.
const SAMPLES: { [K in FilterKey]-?: NonNullable<Filters[K]> } = {
  // Only listing 5's description has it ('Zyrë'): the index rows find it through the server's matches.
  text: 'zyre',
  category: ['apartment', 'land'],
  option: ['Me Qera'],
  price: { min: 50_000, max: 100_000 },
  place: 'Prishtinë',
  id: '3',
  bounds: [21, 42.5, 21.3, 42.8],
  documents: ['permit'],
};

describe.each(FILTER_KEYS)('the filter %s, defined once', (key) => {
  const value = SAMPLES[key];
  const full = [
    ...listings,
    makeListing({ id: '5', category: 'office', description: 'Zyrë', city: 'Gjilan', price: 70_000, details: allDetails() }),
  ];

  it('is read back from the URL it writes, under its own query keys only', () => {
    const params = filtersToSearchParams({ [key]: value }, 'newest', new URLSearchParams());
    expect([...params.keys()].every((name) => FILTERS[key].queryKeys.includes(name))).toBe(true);
    expect(searchParamsToFilters(params).filters).toEqual({ [key]: value });
    expect(searchParamsToFilters(filtersToSearchParams({}, 'newest', params)).filters).toEqual({});
  });

  it('narrows the listings, the same on the column table, and the same on the index rows as on the full records', () => {
    const plain = applyFilters(full, { [key]: value }).map((listing) => listing.id);
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.length).toBeLessThan(full.length);
    const table = [...full];
    buildListingTable(table);
    expect(applyFilters(table, { [key]: value }).map((listing) => listing.id)).toEqual(plain);
    const fromIndex = full.map((listing) => fromRow(toRow(listing)));
    // The rows carry no description: a text search's matches come from the server, which reads the full records.
    const context = key === 'text' ? { text: textMatchesIn(full, SAMPLES.text) } : {};
    expect(applyFilters(fromIndex, { [key]: value }, context).map((listing) => listing.id)).toEqual(plain);
  });

  it('reads only details the listings index carries', () => {
    for (const detail of FILTERS[key].readsDetails ?? []) expect(INDEXED_DETAILS).toContain(detail);
  });

  it("is cleared by removing each of its chips, and kept by 'Shto' as it is", () => {
    let filters: Filters = { [key]: value };
    for (const chip of filterChips(filters)) filters = removeChip(filters, chip);
    if (filterChips({ [key]: value }).length > 0) expect(filters).toEqual({});
    expect(submittedFilters(filtersToSearchParams({ [key]: value }, 'newest', new URLSearchParams()))).toEqual({ [key]: value });
  });
});
