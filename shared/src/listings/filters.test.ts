import { describe, expect, it } from 'vitest';
import type { Filters } from '../contracts';
import { INDEXED_DETAILS } from '../listing-fields';
import { filterChips, removeChip } from './chips';
import { FILTERS, FILTER_KEYS, applyFilters, clearFilters, hasActiveFilters, removeFilter, updateFilter, type FilterKey } from './filters';
import { allDetails, makeListing } from './fixtures';
import { filtersToSearchParams, searchParamsToFilters, submittedFilters } from './query';
import { fromRow, toRow } from './summary';
import { buildListingTable } from './table';

const listings = [
  makeListing({ id: '1', category: 'apartment', option: 'Në Shitje', city: 'Prishtinë', price: 90_000 }),
  makeListing({ id: '2', category: 'house', option: 'Me Qera', city: 'Prizren', price: 500 }),
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

  it('keeps numeric prices up to the maximum, inclusive, and drops "Me Marrëveshje"', () => {
    expect(ids({ price: 90_000 })).toEqual(['1', '2']);
  });

  it('keeps only the chosen city, and every city for "all"', () => {
    expect(ids({ place: 'Prishtinë' })).toEqual(['1', '3']);
    expect(ids({ place: 'all' })).toEqual(['1', '2', '3', '4']);
  });

  it('matches the id exactly', () => {
    expect(ids({ id: '4' })).toEqual(['4']);
    expect(ids({ id: '44' })).toEqual([]);
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
    expect(ids({ category: ['apartment'], option: ['Në Shitje'], place: 'Prishtinë', price: 100_000 })).toEqual(['1']);
  });

  it('ignores values that mean "no filter" (empty lists, price 0)', () => {
    expect(ids({ category: [], option: [], price: 0 })).toEqual(['1', '2', '3', '4']);
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

  it('keeps a price only when it is a number above 0', () => {
    expect(updateFilter({}, 'price', 250_000)).toEqual({ price: 250_000 });
    expect(updateFilter({ price: 250_000 }, 'price', 0)).toEqual({});
    expect(updateFilter({ price: 250_000 }, 'price', -5)).toEqual({});
    expect(updateFilter({ price: 250_000 }, 'price', Number.NaN)).toEqual({});
    expect(updateFilter({ price: 250_000 }, 'price', '100' as never)).toEqual({});
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
    const filters: Filters = { category: ['land', 'house'], price: 100_000, place: 'Pejë', id: '7' };
    expect(updateFilter(filters, 'category', ['land', 'house'])).toBe(filters);
    expect(updateFilter(filters, 'price', 100_000)).toBe(filters);
    expect(updateFilter(filters, 'place', 'Pejë')).toBe(filters);
    expect(updateFilter(filters, 'id', '7')).toBe(filters);
  });

  it('returns the same object when removing a filter that is not set', () => {
    const filters: Filters = { place: 'Pejë' };
    expect(updateFilter(filters, 'price', 0)).toBe(filters);
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
    expect(hasActiveFilters({ category: [], place: 'all', price: 0, id: '' })).toBe(false);
    expect(hasActiveFilters({ price: 10_000 })).toBe(true);
    expect(hasActiveFilters({ option: ['Me Qera'] })).toBe(true);
  });
});

// Every filter of FILTERS, with a value that narrows the listings below: the compiler asks for a
// sample of each new filter, so each is held to the rules below the moment it is defined.
const SAMPLES: { [K in FilterKey]-?: NonNullable<Filters[K]> } = {
  category: ['apartment', 'land'],
  option: ['Me Qera'],
  price: 100_000,
  place: 'Prishtinë',
  id: '3',
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
    expect(applyFilters(fromIndex, { [key]: value }).map((listing) => listing.id)).toEqual(plain);
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
