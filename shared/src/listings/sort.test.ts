import { describe, expect, it } from 'vitest';
import { makeListing } from './fixtures';
import { buildListingTable } from './table';
import { compareIds, searchListings, sortIds, sortListings } from './sort';

const listings = [
  makeListing({ id: 'a', createdAt: '2025-05-01T00:00:00Z' }),
  makeListing({ id: 'b', createdAt: '2026-01-01T00:00:00Z' }),
  makeListing({ id: 'c', createdAt: '2025-05-01T00:00:00Z' }),
  makeListing({ id: 'd', createdAt: '2024-12-31T23:59:59Z' }),
];

describe('sortListings by price and area', () => {
  const homes = [
    makeListing({ id: 'flat', option: 'Në Shitje', category: 'apartment', price: 120_000, details: { area: 80 } }),
    makeListing({ id: 'rental', option: 'Me Qera', category: 'apartment', price: 450, details: { area: 60 } }),
    // 2.000 €/ari over 10 ari: 20.000 € in all, cheaper than the flat though its figure reads 2.000.
    makeListing({ id: 'plot', option: 'Në Shitje', category: 'land', price: 2_000, details: { area: 1_000 } }),
    makeListing({ id: 'agreement', option: 'Në Shitje', category: 'house', price: 'Me Marrëveshje', details: { area: 200 } }),
    makeListing({ id: 'cut', option: 'Në Shitje', category: 'house', price: 300_000, reducedPrice: 100_000, details: {} }),
    makeListing({ id: 'rental2', option: 'Me Qera', category: 'house', price: 900, details: {} }),
  ];
  const order = (list: typeof homes, sort: Parameters<typeof sortListings>[1], basis?: 'sale' | 'rent') =>
    sortListings(list, sort, basis).map((l) => l.id);

  it("'Çmimi: nga më i ulëti' runs a buyer's list by what each costs in all, rentals after, prices by agreement last", () => {
    expect(order(homes, 'cheapest')).toEqual(['plot', 'cut', 'flat', 'rental', 'rental2', 'agreement']);
    expect(order(homes, 'priciest')).toEqual(['flat', 'cut', 'plot', 'rental2', 'rental', 'agreement']);
  });

  it("runs a renter's list by the monthly rent", () => {
    expect(order(homes, 'cheapest', 'rent')).toEqual(['rental', 'rental2', 'plot', 'cut', 'flat', 'agreement']);
  });

  it("'Sipërfaqja: nga më e madhja' puts the largest first and listings without an area last, in their order", () => {
    expect(order(homes, 'largest')).toEqual(['plot', 'agreement', 'flat', 'rental', 'cut', 'rental2']);
  });

  it("gives the same order over the data service's table, filtered or not", () => {
    const table = buildListingTable(Object.freeze([...homes]));
    for (const sort of ['cheapest', 'priciest', 'largest'] as const) {
      expect(sortListings(table.listings, sort).map((l) => l.id)).toEqual(order(homes, sort));
      expect(searchListings(table.listings, { category: ['house', 'land'] }, sort).map((l) => l.id)).toEqual(
        order(homes.filter((l) => l.category !== 'apartment'), sort),
      );
    }
    expect(searchListings(table.listings, { option: ['Me Qera'] }, 'cheapest').map((l) => l.id)).toEqual(['rental', 'rental2']);
  });
});

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
