import { describe, expect, it } from 'vitest';
import { CATEGORIES, CITIES, OPTIONS, PRICE_BY_AGREEMENT, SORT_ORDERS, type Filters, type Listing, type SortOrder } from '../contracts';
import { applyFilters } from './filters';
import { makeListing } from './fixtures';
import { pageItems } from './pagination';
import { comparablePrice } from './priceRange';
import { inRange } from './range';
import { searchListings, sortListings } from './sort';
import { buildListingTable, oldestFromNewest, sortedRows } from './table';

/** mulberry32: the same "random" set on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** Listings with repeated dates (ties), bad dates, prices by agreement and a city not in the list. */
function generate(count: number, random: () => number): Listing[] {
  return Array.from({ length: count }, (_, index) =>
    makeListing({
      id: String(1000 + index),
      category: pick(random, CATEGORIES),
      option: pick(random, OPTIONS),
      city: random() < 0.05 ? 'Vushtrri' : pick(random, CITIES),
      price: random() < 0.1 ? PRICE_BY_AGREEMENT : Math.round(random() * 500) * 2000,
      reducedPrice: random() < 0.1 ? Math.round(random() * 500) * 2000 : null,
      details: random() < 0.7 ? { area: Math.round(random() * 5000) } : {},
      createdAt: random() < 0.03 ? 'nonsense' : `2026-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}T10:00:00Z`,
    }),
  );
}

function randomFilters(random: () => number, ids: string[]): Filters {
  const filters: Filters = {};
  if (random() < 0.5) filters.category = CATEGORIES.filter(() => random() < 0.4);
  if (random() < 0.4) filters.option = [pick(random, OPTIONS)];
  if (random() < 0.4) filters.price = { min: random() < 0.3 ? Math.round(random() * 50) * 10_000 : undefined, max: Math.round(random() * 100) * 10_000 };
  if (random() < 0.4) filters.place = random() < 0.1 ? 'all' : pick(random, [...CITIES, 'Vushtrri', 'Nowhere']);
  if (random() < 0.1) filters.id = random() < 0.8 ? pick(random, ids) : 'missing';
  return filters;
}

/** The straightforward implementation: filter every listing, then sort with a comparator. */
function reference(listings: readonly Listing[], filters: Filters, order: SortOrder): Listing[] {
  const filtered = applyFilters([...listings], filters);
  const time = (listing: Listing) => Date.parse(listing.createdAt);
  return [...filtered].sort((a, b) => {
    const [ta, tb] = [time(a), time(b)];
    if (Number.isNaN(ta) || Number.isNaN(tb)) return Number(Number.isNaN(ta)) - Number(Number.isNaN(tb));
    return (ta - tb) * (order === 'oldest' ? 1 : -1);
  });
}

describe('the listing table (fast filter and sort)', () => {
  const random = seeded(7);
  const all = Object.freeze(sortListings(generate(3000, random), 'newest'));
  buildListingTable(all);
  const ids = all.map((listing) => listing.id);

  it('gives exactly the straightforward results for 300 random filters, both orders, every page', () => {
    for (let round = 0; round < 300; round++) {
      const filters = randomFilters(random, ids);
      const order: SortOrder = random() < 0.5 ? 'newest' : 'oldest';
      const expected = reference(all, filters, order);
      const filtered = applyFilters(all, filters);
      const sorted = sortListings(filtered, order);
      expect(sorted).toEqual(expected);
      const page = 1 + Math.floor(random() * 5);
      expect(pageItems(sorted, page)).toEqual(pageItems(expected, page));
    }
  });

  it('filters the table array in its own order, as the plain filter does', () => {
    const filters: Filters = { category: ['house', 'land'], price: { max: 300_000 } };
    const expected = [...all].filter((l) => ['house', 'land'].includes(l.category) && inRange({ max: 300_000 }, comparablePrice(l, 'sale')));
    expect(expected.length).toBeGreaterThan(0);
    expect(applyFilters(all, filters)).toEqual(expected);
  });

  it('sorts by price and area over the table exactly as over a plain array, filtered or not', () => {
    for (let round = 0; round < 100; round++) {
      const filters = randomFilters(random, ids);
      const order = (['cheapest', 'priciest', 'largest'] as const)[round % 3]!;
      expect(searchListings(all, filters, order)).toEqual(searchListings([...all], filters, order));
    }
  });

  it('sorts the whole table and copies of it the same way', () => {
    for (const order of SORT_ORDERS) {
      expect(sortListings(all, order)).toEqual(sortListings([...all], order));
    }
  });

  it('keeps the input order of equal dates when the list is in another order than the table', () => {
    const reversed = [...all].reverse();
    const sorted = sortListings(reversed, 'newest');
    expect(sorted).toEqual(reference(reversed, {}, 'newest'));
  });

  it('returns a new array every time and never changes its input', () => {
    const filtered = applyFilters(all, {});
    expect(filtered).not.toBe(all);
    expect(sortListings(filtered, 'newest')).not.toBe(filtered);
    expect(filtered).toEqual([...all]);
  });

  it('builds a table once per array', () => {
    expect(buildListingTable(all)).toBe(buildListingTable(all));
  });

  it('derives the oldest-first order from the newest-first one exactly as a sort would', () => {
    const dates = [...Array(40)].map((_, day) => Date.UTC(2026, 0, 1 + day));
    for (let trial = 0; trial < 50; trial++) {
      const times = Float64Array.from({ length: 1 + Math.floor(random() * 400) }, () =>
        random() < 0.05 ? Number.NaN : pick(random, dates),
      );
      expect(oldestFromNewest(sortedRows(times, 'newest'), times)).toEqual(sortedRows(times, 'oldest'));
    }
    expect(oldestFromNewest(new Int32Array(0), new Float64Array(0))).toEqual(new Int32Array(0));
  });

  it('sorts a table made from listings in no particular order', () => {
    const shuffled = Object.freeze(generate(500, seeded(11)));
    buildListingTable(shuffled);
    for (const order of ['newest', 'oldest'] as const) {
      expect(sortListings(shuffled, order)).toEqual(reference(shuffled, {}, order));
    }
  });
});
