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

  it("keeps the chosen city's neighbourhood, and means nothing without its city", () => {
    const hoods = [
      makeListing({ id: 'a', city: 'Prishtinë', subcity: 'Dardania' }),
      makeListing({ id: 'b', city: 'Prishtinë', subcity: ' Dardania ' }),
      makeListing({ id: 'c', city: 'Gjilan', subcity: 'Dardania' }),
      makeListing({ id: 'd', city: 'Prishtinë', subcity: 'Ulpiana' }),
      makeListing({ id: 'e', city: 'Prishtinë', subcity: '' }),
    ];
    const found = (filters: Filters) => applyFilters(hoods, filters).map((l) => l.id);
    expect(found({ place: 'Prishtinë', neighbourhood: 'Dardania' })).toEqual(['a', 'b']);
    expect(found({ place: 'Gjilan', neighbourhood: ' Dardania' })).toEqual(['c']);
    expect(found({ neighbourhood: 'Dardania' })).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(hasActiveFilters({ neighbourhood: 'Dardania' })).toBe(false);
    expect(filterChips({ neighbourhood: 'Dardania' })).toEqual([]);
  });

  it('drops the neighbourhood with its city: a new city, the city removed, or the city missing from the URL', () => {
    const search: Filters = { place: 'Prishtinë', neighbourhood: 'Dardania', option: ['Me Qera'] };
    expect(updateFilter(search, 'place', 'Gjilan')).toEqual({ place: 'Gjilan', option: ['Me Qera'] });
    expect(updateFilter(search, 'place', 'Prishtinë')).toBe(search);
    expect(removeFilter(search, 'place')).toEqual({ option: ['Me Qera'] });
    expect(updateFilter(search, 'place', 'all')).toEqual({ option: ['Me Qera'] });
    const written = filtersToSearchParams({ neighbourhood: 'Dardania' }, 'newest', new URLSearchParams());
    expect(written.toString()).toBe('');
    expect(submittedFilters(new URLSearchParams('city=&neighbourhood=Dardania'))).toEqual({ neighbourhood: 'Dardania' });
    expect(filtersToSearchParams(submittedFilters(new URLSearchParams('city=&neighbourhood=Dardania')), 'newest', new URLSearchParams()).toString()).toBe('');
    const chips = filterChips(search);
    expect(chips.map((chip) => chip.label)).toEqual(['Me Qera', 'Prishtinë', 'Dardania']);
    expect(removeChip(search, chips[1]!)).toEqual({ option: ['Me Qera'] });
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

  it('keeps listings whose area is in the range, bounds included; none of unknown area', () => {
    const sized = [
      makeListing({ id: 'small', details: { area: 45 } }),
      makeListing({ id: 'edge', details: { area: 80 } }),
      makeListing({ id: 'mid', details: { area: 96.5 } }),
      makeListing({ id: 'big', details: { area: 210 } }),
      makeListing({ id: 'unknown', details: {} }),
    ];
    const found = (filters: Filters) => applyFilters(sized, filters).map((l) => l.id);
    expect(found({})).toEqual(['small', 'edge', 'mid', 'big', 'unknown']);
    expect(found({ area: { min: 80 } })).toEqual(['edge', 'mid', 'big']);
    expect(found({ area: { max: 80 } })).toEqual(['small', 'edge']);
    expect(found({ area: { min: 80, max: 120 } })).toEqual(['edge', 'mid']);
  });

  it("reads the area from 'minArea' and 'maxArea', each alone, and says it on its chip", () => {
    const read = (query: string) => searchParamsToFilters(new URLSearchParams(query)).filters;
    expect(read('minArea=80&maxArea=120')).toEqual({ area: { min: 80, max: 120 } });
    expect(read('maxArea=1.200')).toEqual({ area: { max: 1200 } });
    expect(read('minArea=120&maxArea=80')).toEqual({ area: { min: 80, max: 120 } });
    expect(read('minArea=e%20madhe')).toEqual({});
    expect(submittedFilters(new URLSearchParams('minArea=80&maxArea=&minArea='))).toEqual({ area: { min: 80 } });
    expect(filtersToSearchParams({ area: { min: 80, max: 120 } }, 'newest', new URLSearchParams()).toString()).toBe('minArea=80&maxArea=120');
    expect(filterChips({ area: { min: 80 } }).map((chip) => chip.label)).toEqual(['Nga 80\u00a0m²']);
    expect(filterChips({ area: { max: 120 } }).map((chip) => chip.label)).toEqual(['Deri në 120\u00a0m²']);
    expect(filterChips({ area: { min: 80, max: 120 } }).map((chip) => chip.label)).toEqual(['80 – 120\u00a0m²']);
  });

  it('keeps listings with at least the rooms or bedrooms asked for; none whose count is unknown', () => {
    const homes = [
      makeListing({ id: 'studio', details: { rooms: 1, bedrooms: 0 } }),
      makeListing({ id: 'two', details: { rooms: 3, bedrooms: 2 } }),
      makeListing({ id: 'text', details: { rooms: '4', bedrooms: '3' } }),
      makeListing({ id: 'unknown', details: {} }),
    ];
    const found = (filters: Filters) => applyFilters(homes, filters).map((l) => l.id);
    expect(found({ rooms: 1 })).toEqual(['studio', 'two', 'text']);
    expect(found({ rooms: 3 })).toEqual(['two', 'text']);
    expect(found({ bedrooms: 1 })).toEqual(['two', 'text']);
    expect(found({ bedrooms: 3 })).toEqual(['text']);
    expect(found({ rooms: 3, bedrooms: 3 })).toEqual(['text']);
  });

  it("reads 'rooms' and 'bedrooms' as one of the choices 1+ to 4+, and says them on their chips", () => {
    const read = (query: string) => searchParamsToFilters(new URLSearchParams(query)).filters;
    expect(read('rooms=2&bedrooms=3')).toEqual({ rooms: 2, bedrooms: 3 });
    for (const query of ['rooms=0', 'rooms=5', 'rooms=2.5', 'rooms=-1', 'rooms=dy', 'rooms=', 'bedrooms=1e1']) expect(read(query), query).toEqual({});
    expect(updateFilter({}, 'rooms', 7)).toEqual({});
    expect(submittedFilters(new URLSearchParams('rooms=&bedrooms=2'))).toEqual({ bedrooms: 2 });
    expect(filterChips({ rooms: 2, bedrooms: 3 }).map((chip) => chip.label)).toEqual(['Dhoma: 2+', 'Dhoma gjumi: 3+']);
  });

  it("hides reserved and sold listings with 'Fshih të shiturat' (available=1)", () => {
    const offered = [
      makeListing({ id: 'free' }),
      makeListing({ id: 'reserved', status: 'reserved' }),
      makeListing({ id: 'sold', status: 'sold' }),
    ];
    expect(applyFilters(offered, {}).map((l) => l.id)).toEqual(['free', 'reserved', 'sold']);
    expect(applyFilters(offered, { available: true }).map((l) => l.id)).toEqual(['free']);
    expect(applyFilters(offered, { available: false }).map((l) => l.id)).toEqual(['free', 'reserved', 'sold']);
    const read = (query: string) => searchParamsToFilters(new URLSearchParams(query)).filters;
    expect(read('available=1')).toEqual({ available: true });
    for (const query of ['available=0', 'available=', 'available=po']) expect(read(query), query).toEqual({});
    expect(filterChips({ available: true }).map((chip) => chip.label)).toEqual(['Fshih të shiturat']);
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
  neighbourhood: 'Arbëri',
  id: '3',
  area: { min: 80, max: 120 },
  rooms: 2,
  bedrooms: 3,
  bounds: [21, 42.5, 21.3, 42.8],
  documents: ['permit'],
  available: true,
};

describe.each(FILTER_KEYS)('the filter %s, defined once', (key) => {
  // A filter that depends on another (a neighbourhood on its city) is sampled with it.
  const parent = FILTERS[key].dependsOn;
  const search: Filters = { ...(parent ? { [parent]: SAMPLES[parent] } : {}), [key]: SAMPLES[key] };
  const full = [
    ...listings,
    makeListing({ id: '6', city: 'Prishtinë', subcity: 'Ulpiana', price: 80_000 }),
    makeListing({ id: '5', category: 'office', description: 'Zyrë', city: 'Gjilan', price: 70_000, details: allDetails() }),
    // Sold, with no detail: only 'Fshih të shiturat' has a word to say about it.
    makeListing({ id: '6', status: 'sold', category: 'house', city: 'Ferizaj', price: 250_000 }),
  ];

  it('is read back from the URL it writes, under its own query keys only', () => {
    const params = filtersToSearchParams(search, 'newest', new URLSearchParams());
    const ownKeys = [key, ...(parent ? [parent] : [])].flatMap((own) => FILTERS[own].queryKeys);
    expect([...params.keys()].every((name) => ownKeys.includes(name))).toBe(true);
    expect(searchParamsToFilters(params).filters).toEqual(search);
    expect(searchParamsToFilters(filtersToSearchParams({}, 'newest', params)).filters).toEqual({});
  });

  it('narrows the listings, the same on the column table, and the same on the index rows as on the full records', () => {
    const plain = applyFilters(full, search).map((listing) => listing.id);
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.length).toBeLessThan(parent ? applyFilters(full, { [parent]: SAMPLES[parent] }).length : full.length);
    const table = [...full];
    buildListingTable(table);
    expect(applyFilters(table, search).map((listing) => listing.id)).toEqual(plain);
    const fromIndex = full.map((listing) => fromRow(toRow(listing)));
    // The rows carry no description: a text search's matches come from the server, which reads the full records.
    const context = key === 'text' ? { text: textMatchesIn(full, SAMPLES.text) } : {};
    expect(applyFilters(fromIndex, search, context).map((listing) => listing.id)).toEqual(plain);
  });

  it('reads only details the listings index carries', () => {
    for (const detail of FILTERS[key].readsDetails ?? []) expect(INDEXED_DETAILS).toContain(detail);
  });

  it("is cleared by removing each of its chips, and kept by 'Shto' as it is", () => {
    let filters: Filters = search;
    const own = filterChips(search).filter((chip) => chip.key === key);
    for (const chip of own) filters = removeChip(filters, chip);
    if (own.length > 0) expect(filters).toEqual(parent ? { [parent]: SAMPLES[parent] } : {});
    expect(submittedFilters(filtersToSearchParams(search, 'newest', new URLSearchParams()))).toEqual(search);
  });
});
