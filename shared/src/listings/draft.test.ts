import { describe, expect, it } from 'vitest';
import { SELECT_ALL, listSelectValue, normalizeFilters, toggleInList } from './draft';

describe('normalizeFilters (the filter dialog applies its draft)', () => {
  it('keeps every meaningful value', () => {
    const draft = { category: ['house'], option: ['Në Shitje'], price: 120_000, place: 'Pejë', id: '42' };
    expect(normalizeFilters(draft)).toEqual(draft);
  });

  it('removes a price of 0 or below, empty selections, the city "all" and an empty id (SPEC 5)', () => {
    expect(normalizeFilters({ category: [], option: [], price: 0, place: 'all', id: '  ' })).toEqual({});
    expect(normalizeFilters({ price: -5 })).toEqual({});
  });

  it('gives an empty state for an empty draft', () => {
    expect(normalizeFilters({})).toEqual({});
  });
});

describe('toggleInList', () => {
  it('adds a checked value at the end once', () => {
    expect(toggleInList(['land'], 'house', true)).toEqual(['land', 'house']);
    expect(toggleInList(['house'], 'house', true)).toEqual(['house']);
    expect(toggleInList(undefined, 'house', true)).toEqual(['house']);
  });

  it('takes an unchecked value out', () => {
    expect(toggleInList(['land', 'house'], 'land', false)).toEqual(['house']);
  });
});

describe('listSelectValue', () => {
  it("is 'all' for no selection, the item for one, and null for several", () => {
    expect(listSelectValue(undefined)).toBe(SELECT_ALL);
    expect(listSelectValue([])).toBe(SELECT_ALL);
    expect(listSelectValue(['land'])).toBe('land');
    expect(listSelectValue(['land', 'house'])).toBeNull();
  });
});
