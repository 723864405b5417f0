import { describe, expect, it } from 'vitest';
import { makeListing } from './fixtures';
import { compareIds, sortIds, sortListings } from './sort';

const listings = [
  makeListing({ id: 'a', createdAt: '2025-05-01T00:00:00Z' }),
  makeListing({ id: 'b', createdAt: '2026-01-01T00:00:00Z' }),
  makeListing({ id: 'c', createdAt: '2025-05-01T00:00:00Z' }),
  makeListing({ id: 'd', createdAt: '2024-12-31T23:59:59Z' }),
];

describe('sortListings', () => {
  it('sorts newest first, keeping equal dates in their order', () => {
    expect(sortListings(listings, 'newest').map((l) => l.id)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('sorts oldest first, keeping equal dates in their order', () => {
    expect(sortListings(listings, 'oldest').map((l) => l.id)).toEqual(['d', 'a', 'c', 'b']);
  });

  it('does not change the input', () => {
    const copy = [...listings];
    sortListings(listings, 'oldest');
    expect(listings).toEqual(copy);
  });

  it('puts listings with an invalid date last in both orders', () => {
    const mixed = [makeListing({ id: 'x', createdAt: 'nonsense' }), ...listings.slice(0, 2)];
    expect(sortListings(mixed, 'newest').map((l) => l.id)).toEqual(['b', 'a', 'x']);
    expect(sortListings(mixed, 'oldest').map((l) => l.id)).toEqual(['a', 'b', 'x']);
  });
});

describe('sortIds', () => {
  it('compares two numeric ids as numbers', () => {
    expect(sortIds(['10', '9', '100', '2'])).toEqual(['2', '9', '10', '100']);
  });

  it('compares other ids as text, reading digit runs as numbers so the order is consistent', () => {
    expect(sortIds(['10', '9', '2-a', 'b'])).toEqual(['2-a', '9', '10', 'b']);
  });

  it('sorts text ids alphabetically', () => {
    expect(sortIds(['c-1', 'a-2', 'b-3'])).toEqual(['a-2', 'b-3', 'c-1']);
  });

  it('does not change the input', () => {
    const input = ['2', '1'];
    sortIds(input);
    expect(input).toEqual(['2', '1']);
  });

  it('gives the same order whatever the input order', () => {
    const expected = sortIds(['10', '9', '2-a', 'b', '1-x', '100']);
    expect(sortIds(['b', '100', '1-x', '2-a', '9', '10'])).toEqual(expected);
    expect(sortIds([...expected].reverse())).toEqual(expected);
  });

  it('compareIds is 0 only for equal ids', () => {
    expect(compareIds('7', '7')).toBe(0);
    expect(compareIds('7', '07')).not.toBe(0);
  });
});
