import { afterEach, describe, expect, it } from 'vitest';
import { PRICE_BY_AGREEMENT } from '../contracts';
import { setLocaleSource } from '../i18n/current';
import { applyFilters } from './filters';
import { makeListing } from './fixtures';
import { comparablePrice, priceBasis } from './priceRange';
import { buildListingTable } from './table';

const flat = makeListing({ id: 'flat', category: 'apartment', option: 'Në Shitje', price: 120_000 });
const rental = makeListing({ id: 'rental', category: 'apartment', option: 'Me Qera', price: 450 });
// 9.000 €/ari over 3.96 ha: 396 ari, 3.564.000 € in all.
const plot = makeListing({ id: 'plot', category: 'land', option: 'Në Shitje', price: 9_000, details: { area: 39_600 } });
const plotWithoutArea = makeListing({ id: 'plot-no-area', category: 'land', option: 'Në Shitje', price: 9_000, details: {} });
const byAgreement = makeListing({ id: 'agreement', category: 'house', option: 'Në Shitje', price: PRICE_BY_AGREEMENT });
const reduced = makeListing({ id: 'reduced', category: 'house', option: 'Në Shitje', price: 200_000, reducedPrice: 180_000 });
const landForRent = makeListing({ id: 'land-rent', category: 'land', option: 'Me Qera', price: 300, details: { area: 5_000 } });

describe('priceBasis', () => {
  it('compares rents only when rentals alone are searched', () => {
    expect(priceBasis({ option: ['Me Qera'] })).toBe('rent');
    expect(priceBasis({ option: ['Në Shitje'] })).toBe('sale');
    expect(priceBasis({ option: ['Në Shitje', 'Me Qera'] })).toBe('sale');
    expect(priceBasis({})).toBe('sale');
  });
});

describe('comparablePrice', () => {
  it('is the total for a sale, and the price per are times the area for a plot', () => {
    expect(comparablePrice(flat, 'sale')).toBe(120_000);
    expect(comparablePrice(plot, 'sale')).toBe(3_564_000);
  });

  it('is the monthly rent for a rental, a plot for rent included (its price is per month)', () => {
    expect(comparablePrice(rental, 'rent')).toBe(450);
    expect(comparablePrice(landForRent, 'rent')).toBe(300);
  });

  it('is none for the other kind of deal, a price by agreement, or a plot of unknown area', () => {
    expect(comparablePrice(rental, 'sale')).toBeNull();
    expect(comparablePrice(flat, 'rent')).toBeNull();
    expect(comparablePrice(byAgreement, 'sale')).toBeNull();
    expect(comparablePrice(plotWithoutArea, 'sale')).toBeNull();
  });

  it('is what it costs now: the reduced price', () => {
    expect(comparablePrice(reduced, 'sale')).toBe(180_000);
  });
});

describe('the price filter over listings', () => {
  const all = [flat, rental, plot, plotWithoutArea, byAgreement, reduced, landForRent];
  const table = buildListingTable(Object.freeze([...all]));
  const ids = (filters: Parameters<typeof applyFilters>[1]) => ({
    plain: applyFilters([...all], filters).map((listing) => listing.id),
    table: applyFilters(table.listings, filters).map((listing) => listing.id),
  });

  it("'Deri në 10.000 €' no longer lets every rental and a 3.5 M€ plot through", () => {
    expect(ids({ price: { max: 10_000 } })).toEqual({ plain: [], table: [] });
  });

  it('a plot counts at its total', () => {
    expect(ids({ price: { min: 3_000_000 } }).table).toEqual(['plot']);
    expect(ids({ price: { min: 3_000_000 } }).plain).toEqual(['plot']);
  });

  it("a renter's range compares monthly rents", () => {
    expect(ids({ option: ['Me Qera'], price: { min: 400, max: 500 } })).toEqual({ plain: ['rental'], table: ['rental'] });
  });

  it('keeps prices by agreement while no bound is set', () => {
    expect(ids({ option: ['Në Shitje'] }).table).toContain('agreement');
    expect(ids({ price: {} }).table).toContain('agreement');
  });
});

describe('comparablePrice on an English or German page', () => {
  afterEach(() => setLocaleSource(() => 'sq'));

  it('compares the same figures whatever language the prices are written in', () => {
    for (const locale of ['en', 'de'] as const) {
      setLocaleSource(() => locale);
      expect(comparablePrice(plot, 'sale'), locale).toBe(3_564_000);
      expect(comparablePrice(reduced, 'sale'), locale).toBe(180_000);
      expect(comparablePrice(rental, 'rent'), locale).toBe(450);
      expect(comparablePrice(byAgreement, 'sale'), locale).toBeNull();
    }
  });
});
