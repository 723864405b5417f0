import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../i18n/current';
import { makeListing } from '../listings/fixtures';
import { readApproximatePrices } from '../approximatePrices';
import { approximatePrice, approximateStep, roundApproximate } from './approximate';
import { listingPrice } from './money';

const NBSP = '\u00a0';
// Rates as a test sets them, apart from the sample configuration's.
const RATES = readApproximatePrices({
  asOf: '2026-11-01',
  en: { currency: 'USD', perEuro: 1.08 },
  de: { currency: 'CHF', perEuro: 0.94 },
});

afterEach(() => setLocaleSource(() => 'sq'));

describe('roundApproximate', () => {
  it('rounds to thousands from 100,000, to hundreds from 10,000, to tens from 100, else to units', () => {
    expect(roundApproximate(118_440)).toBe(118_000);
    expect(roundApproximate(118_500)).toBe(119_000);
    expect(roundApproximate(1_234_567)).toBe(1_235_000);
    expect(roundApproximate(11_280)).toBe(11_300);
    expect(roundApproximate(564)).toBe(560);
    expect(roundApproximate(1_413)).toBe(1_410);
    expect(roundApproximate(47.6)).toBe(48);
    expect([approximateStep(99_999), approximateStep(100_000), approximateStep(9_999), approximateStep(99)]).toEqual([100, 1_000, 10, 1]);
  });
});

describe('approximatePrice', () => {
  it("says a German page's sale price in CHF with German grouping, rounded to thousands", () => {
    expect(approximatePrice(makeListing({ price: 126_000 }), RATES, 'de')).toEqual({
      text: `≈${NBSP}118.000${NBSP}CHF`,
      note: 'Ungefähr, zum Kurs der Agentur von 1 EUR = 0,94 CHF (Stand: 1. November 2026)',
      currency: 'CHF',
    });
  });

  it("says an English page's sale price in USD with English grouping, the code after the figure", () => {
    expect(approximatePrice(makeListing({ price: 120_000 }), RATES, 'en')).toEqual({
      text: `≈${NBSP}130,000${NBSP}USD`,
      note: 'Approximate, at the agency’s rate of 1 EUR = 1.08 USD (1 November 2026)',
      currency: 'USD',
    });
  });

  it('says a rent per month, rounded to tens, and land for sale per are', () => {
    expect(approximatePrice(makeListing({ price: 600, option: 'Me Qera' }), RATES, 'de')?.text).toBe(`≈${NBSP}560${NBSP}CHF/Monat`);
    expect(approximatePrice(makeListing({ price: 1_300, option: 'Me Qera' }), RATES, 'en')?.text).toBe(`≈${NBSP}1,400${NBSP}USD/month`);
    expect(approximatePrice(makeListing({ price: 12_000, category: 'land' }), RATES, 'de')?.text).toBe(`≈${NBSP}11.300${NBSP}CHF/Ar`);
  });

  it('approximates the current price of a cut one, whichever field holds the lower figure', () => {
    const cut = makeListing({ price: 100_000, reducedPrice: 90_000 });
    expect(listingPrice(cut, 'de').was).not.toBeNull();
    expect(approximatePrice(cut, RATES, 'de')?.text).toBe(`≈${NBSP}84.600${NBSP}CHF`);
    expect(approximatePrice(makeListing({ price: 800, reducedPrice: 950, option: 'Me Qera' }), RATES, 'de')?.text).toBe(`≈${NBSP}750${NBSP}CHF/Monat`);
    // A price by agreement with a numeric reducedPrice costs that reducedPrice (listingPrice's rule).
    expect(approximatePrice(makeListing({ price: 'Me Marrëveshje', reducedPrice: 50_000 }), RATES, 'en')?.text).toBe(`≈${NBSP}54,000${NBSP}USD`);
  });

  it('is null for a price on request and for a price of nothing', () => {
    expect(approximatePrice(makeListing({ price: 'Me Marrëveshje', reducedPrice: null }), RATES, 'de')).toBeNull();
    expect(approximatePrice(makeListing({ price: 0 }), RATES, 'en')).toBeNull();
  });

  it('is null on Albanian pages and for a language the agency set no rate for', () => {
    const listing = makeListing({ price: 120_000 });
    expect(approximatePrice(listing, RATES, 'sq')).toBeNull();
    expect(approximatePrice(listing, readApproximatePrices({ asOf: '2026-11-01', de: { currency: 'CHF', perEuro: 0.94 } }), 'en')).toBeNull();
    expect(approximatePrice(listing, readApproximatePrices(undefined), 'de')).toBeNull();
  });

  it("reads the page's language by default", () => {
    setLocaleSource(() => 'de');
    expect(approximatePrice(makeListing({ price: 200_000 }), RATES)?.text).toBe(`≈${NBSP}188.000${NBSP}CHF`);
    setLocaleSource(() => 'sq');
    expect(approximatePrice(makeListing({ price: 200_000 }), RATES)).toBeNull();
  });
});
