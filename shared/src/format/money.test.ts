import { describe, expect, it } from 'vitest';
import { makeListing } from '../listings/fixtures';
import {
  PRICE_SCALES,
  formatEuro,
  listingPrice,
  priceFilterLabel,
  priceRangeChipLabel,
  priceScaleLabel,
  priceSuffix,
} from './money';

// Intl puts a no-break space (U+00A0) before the euro sign; the formatters keep it.
const NBSP = '\u00a0';

describe('formatEuro', () => {
  it('uses de-DE grouping, no decimals and a no-break space before €', () => {
    expect(formatEuro(120_000)).toBe(`120.000${NBSP}€`);
    expect(formatEuro(1_250_000)).toBe(`1.250.000${NBSP}€`);
    expect(formatEuro(450)).toBe(`450${NBSP}€`);
    expect(formatEuro(0)).toBe(`0${NBSP}€`);
  });

  it('rounds to whole euros', () => {
    expect(formatEuro(1234.6)).toBe(`1.235${NBSP}€`);
  });
});

describe('priceSuffix', () => {
  it("is '/muaj' for rentals", () => {
    expect(priceSuffix({ category: 'apartment', option: 'Me Qera' })).toBe('/muaj');
    expect(priceSuffix({ category: 'land', option: 'Me Qera' })).toBe('/muaj');
  });

  it("is '/ari' for land for sale", () => {
    expect(priceSuffix({ category: 'land', option: 'Në Shitje' })).toBe('/ari');
  });

  it('is empty for anything else for sale', () => {
    expect(priceSuffix({ category: 'house', option: 'Në Shitje' })).toBe('');
  });
});

describe('listingPrice', () => {
  it('formats a sale price, with nothing struck through', () => {
    expect(listingPrice(makeListing({ price: 120_000 }))).toEqual({ amount: 120_000, text: `120.000${NBSP}€`, was: null });
  });

  it('adds /muaj to a rent and /ari to land for sale, on both figures', () => {
    expect(listingPrice(makeListing({ price: 450, option: 'Me Qera' })).text).toBe(`450${NBSP}€/muaj`);
    expect(listingPrice(makeListing({ price: 12_000, reducedPrice: 11_000, category: 'land' }))).toEqual({
      amount: 11_000,
      text: `11.000${NBSP}€/ari`,
      was: `12.000${NBSP}€/ari`,
    });
  });

  it("shows 'Me Marrëveshje' as it is", () => {
    expect(listingPrice(makeListing({ price: 'Me Marrëveshje', option: 'Me Qera' }))).toEqual({
      amount: null,
      text: 'Me Marrëveshje',
      was: null,
    });
  });

  it('a reducedPrice below the price is the price, and the price is struck through', () => {
    expect(listingPrice(makeListing({ price: 100_000, reducedPrice: 90_000 }))).toEqual({
      amount: 90_000,
      text: `90.000${NBSP}€`,
      was: `100.000${NBSP}€`,
    });
  });

  it('a reducedPrice above the price is struck through, never shown as the price', () => {
    expect(listingPrice(makeListing({ price: 800, reducedPrice: 950, option: 'Me Qera' }))).toEqual({
      amount: 800,
      text: `800${NBSP}€/muaj`,
      was: `950${NBSP}€/muaj`,
    });
  });

  it('strikes nothing when both figures are equal, or print the same', () => {
    expect(listingPrice(makeListing({ price: 90_000, reducedPrice: 90_000 })).was).toBeNull();
    expect(listingPrice(makeListing({ price: 90_000.4, reducedPrice: 90_000 })).was).toBeNull();
  });

  it('a price by agreement with a numeric reducedPrice costs that reducedPrice', () => {
    expect(listingPrice(makeListing({ price: 'Me Marrëveshje', reducedPrice: 70_000 }))).toEqual({
      amount: 70_000,
      text: `70.000${NBSP}€`,
      was: null,
    });
  });

  it('ignores a reducedPrice that is not a finite number', () => {
    for (const reducedPrice of [undefined, null, Number.NaN, Number.POSITIVE_INFINITY, '90000' as never]) {
      expect(listingPrice(makeListing({ price: 100_000, reducedPrice }))).toEqual({
        amount: 100_000,
        text: `100.000${NBSP}€`,
        was: null,
      });
    }
  });
});

describe('price filter', () => {
  it('slides totals from 0 to 1,000,000 in steps of 10,000 (SPEC 5), rents to 3,000 in steps of 50', () => {
    expect(PRICE_SCALES).toEqual({ sale: { max: 1_000_000, step: 10_000 }, rent: { max: 3_000, step: 50 } });
  });

  it('labels a rent scale by the month, its top as open', () => {
    expect(priceScaleLabel(450, 'rent')).toBe(`450${NBSP}€/muaj`);
    expect(priceScaleLabel(3_000, 'rent')).toBe(`3.000+${NBSP}€/muaj`);
    expect(priceScaleLabel(250_000, 'sale')).toBe(`250K${NBSP}€`);
  });

  it("labels 0 as '0 €'", () => {
    expect(priceFilterLabel(0)).toBe(`0${NBSP}€`);
  });

  it("labels values under a million in thousands: '250K €'", () => {
    expect(priceFilterLabel(10_000)).toBe(`10K${NBSP}€`);
    expect(priceFilterLabel(250_000)).toBe(`250K${NBSP}€`);
    expect(priceFilterLabel(990_000)).toBe(`990K${NBSP}€`);
  });

  it("labels a million and more '1M+ €'", () => {
    expect(priceFilterLabel(1_000_000)).toBe(`1M+${NBSP}€`);
    expect(priceFilterLabel(2_000_000)).toBe(`1M+${NBSP}€`);
  });

  it("labels the price chip 'Deri në {price}' for a maximum alone (SPEC 2)", () => {
    expect(priceRangeChipLabel({ max: 250_000 }, false)).toBe(`Deri në 250.000${NBSP}€`);
  });

  it('labels a span short, with millions and rents', () => {
    expect(priceRangeChipLabel({ min: 150_000, max: 1_250_000 }, false)).toBe(`150K – 1,25M${NBSP}€`);
    expect(priceRangeChipLabel({ min: 300, max: 1_500 }, true)).toBe(`300 – 1.500${NBSP}€/muaj`);
    expect(priceRangeChipLabel({ min: 300 }, true)).toBe(`Nga 300${NBSP}€/muaj`);
  });
});

describe('formatEuro against Intl', () => {
  it("writes what Intl's de-DE euro format without decimals writes", () => {
    const intl = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    for (const amount of [0, -0, 1, 0.5, 1.5, 450, 999.5, 12_000, 120_000, 1_250_000, 987_654_321, -45_000, 1e21, Number.NaN]) {
      expect(formatEuro(amount), String(amount)).toBe(intl.format(amount));
    }
  });
});
