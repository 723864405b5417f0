import { describe, expect, it } from 'vitest';
import { makeListing } from '../listings/fixtures';
import { landTotalPrice, priceBreakdown, pricePerSquareMetre } from './unitPrice';

const NBSP = '\u00a0';
const land = (overrides: Parameters<typeof makeListing>[0] = {}) =>
  makeListing({ category: 'land', option: 'Në Shitje', price: 12_000, details: { area: 4000 }, ...overrides });

describe('landTotalPrice', () => {
  it('is the price per are × the area in m² / 100', () => {
    expect(landTotalPrice(land())).toEqual({ text: `≈ 480.000${NBSP}€ gjithsej`, was: null });
    expect(landTotalPrice(land({ price: 1_500, details: { area: 1250.5 } }))?.text).toBe(`≈ 18.758${NBSP}€ gjithsej`);
  });

  it('reads an area given as a decimal number in text', () => {
    expect(landTotalPrice(land({ details: { area: '4000' } }))?.text).toBe(`≈ 480.000${NBSP}€ gjithsej`);
  });

  it('falls with a cut price: the lower total shown, the higher struck, whichever field holds which', () => {
    expect(landTotalPrice(land({ price: 12_500, reducedPrice: 12_000 }))).toEqual({
      text: `≈ 480.000${NBSP}€ gjithsej`,
      was: `500.000${NBSP}€`,
    });
    expect(landTotalPrice(land({ price: 12_000, reducedPrice: 12_500 }))?.text).toBe(`≈ 480.000${NBSP}€ gjithsej`);
  });

  it('is not shown without a known area, for a price by agreement, or for land that is not priced per are', () => {
    expect(landTotalPrice(land({ details: {} }))).toBeNull();
    expect(landTotalPrice(land({ details: { area: 0 } }))).toBeNull();
    expect(landTotalPrice(land({ details: { area: 'e madhe' } }))).toBeNull();
    expect(landTotalPrice(land({ price: 'Me Marrëveshje' }))).toBeNull();
    expect(landTotalPrice(land({ option: 'Me Qera' }))).toBeNull();
    expect(landTotalPrice(makeListing({ category: 'house', details: { area: 120 } }))).toBeNull();
  });
});

describe('pricePerSquareMetre', () => {
  it("is a sale's price / its area in m², as the site writes numbers ('1.320 €/m²')", () => {
    expect(pricePerSquareMetre(makeListing({ price: 132_000, details: { area: 100 } }))).toEqual({ text: `1.320${NBSP}€/m²`, was: null });
    expect(pricePerSquareMetre(makeListing({ price: 100_000, details: { area: 85 } }))?.text).toBe(`1.176${NBSP}€/m²`);
  });

  it('falls with a cut price, the higher one struck', () => {
    expect(pricePerSquareMetre(makeListing({ price: 140_000, reducedPrice: 132_000, details: { area: 100 } }))).toEqual({
      text: `1.320${NBSP}€/m²`,
      was: `1.400${NBSP}€/m²`,
    });
  });

  it('is not shown for rentals, land priced per are, an unknown area or a price by agreement', () => {
    expect(pricePerSquareMetre(makeListing({ option: 'Me Qera', price: 500, details: { area: 50 } }))).toBeNull();
    expect(pricePerSquareMetre(land())).toBeNull();
    expect(pricePerSquareMetre(makeListing({ details: {} }))).toBeNull();
    expect(pricePerSquareMetre(makeListing({ price: 'Me Marrëveshje', details: { area: 100 } }))).toBeNull();
  });
});

describe('priceBreakdown', () => {
  it("is a land's total, another sale's price per m², or nothing", () => {
    expect(priceBreakdown(land())?.text).toBe(`≈ 480.000${NBSP}€ gjithsej`);
    expect(priceBreakdown(makeListing({ price: 132_000, details: { area: 100 } }))?.text).toBe(`1.320${NBSP}€/m²`);
    expect(priceBreakdown(makeListing({ option: 'Me Qera', price: 500, details: { area: 50 } }))).toBeNull();
  });
});
