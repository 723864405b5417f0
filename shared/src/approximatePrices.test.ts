import { describe, expect, it } from 'vitest';
import { ApproximatePricesError, approximateRateFor, readApproximatePrices } from './approximatePrices';
import { site, siteApproximateRates } from './site';

const CHF = { currency: 'CHF', perEuro: 0.94 };

/** The message readApproximatePrices refuses `raw` with. */
function refusal(raw: unknown): string {
  try {
    readApproximatePrices(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(ApproximatePricesError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(raw)}`);
}

describe('readApproximatePrices', () => {
  it('reads a rate per page language, each with the day the agency set them', () => {
    const rates = readApproximatePrices({ asOf: '2026-11-01', en: { currency: 'USD', perEuro: 1.08 }, de: CHF });
    expect(rates).toEqual({ en: { currency: 'USD', perEuro: 1.08, asOf: '2026-11-01' }, de: { ...CHF, asOf: '2026-11-01' } });
    expect(approximateRateFor(rates, 'de')).toEqual({ ...CHF, asOf: '2026-11-01' });
  });

  it('is empty when absent, or with no language set: no page shows an approximate amount', () => {
    expect(readApproximatePrices(undefined)).toEqual({});
    expect(readApproximatePrices({})).toEqual({});
    expect(readApproximatePrices({ asOf: 'whenever' })).toEqual({});
  });

  it('never gives Albanian pages a rate, and refuses one set for them', () => {
    expect(approximateRateFor(readApproximatePrices({ asOf: '2026-11-01', de: CHF }), 'sq')).toBeNull();
    expect(refusal({ asOf: '2026-11-01', sq: CHF })).toBe('approximatePrices.sq is not allowed: Albanian pages show euros only');
  });

  it('names the field of a rate that is not a positive finite number', () => {
    for (const perEuro of [0, -0.94, Number.NaN, Number.POSITIVE_INFINITY, '0.94', null]) {
      expect(refusal({ asOf: '2026-11-01', de: { currency: 'CHF', perEuro } })).toMatch(/^approximatePrices\.de\.perEuro must be a positive number \(how many CHF one euro buys\), not /);
    }
    expect(refusal({ asOf: '2026-11-01', en: { currency: 'USD' } })).toBe('approximatePrices.en.perEuro must be a positive number (how many USD one euro buys), not nothing');
  });

  it('names the field of a currency that is not an ISO 4217 code, or is the euro', () => {
    for (const currency of ['chf', 'Fr.', 'CHFX', 'XYZ', 12, undefined]) {
      expect(refusal({ asOf: '2026-11-01', de: { currency, perEuro: 0.94 } })).toMatch(/^approximatePrices\.de\.currency must be an ISO 4217 currency code/);
    }
    expect(refusal({ asOf: '2026-11-01', en: { currency: 'EUR', perEuro: 1 } })).toBe(
      'approximatePrices.en.currency must be another currency than EUR: prices are already in euros',
    );
  });

  it('names a missing or impossible day', () => {
    expect(refusal({ de: CHF })).toBe('approximatePrices.asOf must be the day the rates were set, as YYYY-MM-DD ("2026-11-01"), not nothing');
    expect(refusal({ asOf: '2026-02-30', de: CHF })).toMatch(/^approximatePrices\.asOf must be .*, not "2026-02-30"$/);
    expect(refusal({ asOf: '1.11.2026', de: CHF })).toMatch(/^approximatePrices\.asOf /);
  });

  it('names a misspelt language or setting instead of ignoring it', () => {
    expect(refusal({ asOf: '2026-11-01', De: CHF })).toBe('approximatePrices.De is not a setting (a page language: "en", "de"; or "asOf")');
    expect(refusal({ asOf: '2026-11-01', de: { ...CHF, rate: 1 } })).toBe('approximatePrices.de.rate is not a setting (only "currency" and "perEuro")');
    expect(refusal({ asOf: '2026-11-01', de: 0.94 })).toMatch(/^approximatePrices\.de must be an object/);
    expect(refusal([CHF])).toMatch(/^approximatePrices must be an object/);
  });
});

describe('the site configuration', () => {
  it("sets valid rates: CHF on German pages, USD on English ones, none on Albanian ones", () => {
    expect(() => readApproximatePrices(site.approximatePrices)).not.toThrow();
    const rates = siteApproximateRates();
    expect(rates.de?.currency).toBe('CHF');
    expect(rates.en?.currency).toBe('USD');
    expect(approximateRateFor(rates, 'sq')).toBeNull();
  });
});
