/** The server's configuration as it starts: site.config.json's approximate-price rates are checked first. */
import { describe, expect, it } from 'vitest';
import { site, type SiteConfig } from 'shared/site';
import { SiteConfigError, describeApproximatePrices, readConfig } from './config';

const withRates = (approximatePrices: unknown): SiteConfig => ({ ...site, approximatePrices } as SiteConfig);

describe('readConfig: approximate prices', () => {
  it("keeps the sample configuration's rates: CHF on German pages, USD on English ones", () => {
    const { approximatePrices } = readConfig({});
    expect(approximatePrices.de).toMatchObject({ currency: 'CHF' });
    expect(approximatePrices.en).toMatchObject({ currency: 'USD' });
    expect(Object.keys(approximatePrices)).not.toContain('sq');
  });

  it('stops the start on a bad rate, with a message naming the file and the field', () => {
    const bad = withRates({ asOf: '2026-11-01', de: { currency: 'CHF', perEuro: -0.94 } });
    expect(() => readConfig({}, bad)).toThrow(SiteConfigError);
    expect(() => readConfig({}, bad)).toThrow('site.config.json: approximatePrices.de.perEuro must be a positive number (how many CHF one euro buys), not -0.94');
    expect(() => readConfig({}, withRates({ asOf: '2026-11-01', en: { currency: 'usd', perEuro: 1.08 } }))).toThrow(
      /^site\.config\.json: approximatePrices\.en\.currency must be an ISO 4217 currency code/,
    );
    expect(() => readConfig({}, withRates({ de: { currency: 'CHF', perEuro: 0.94 } }))).toThrow(/^site\.config\.json: approximatePrices\.asOf /);
  });

  it('starts without rates: no page shows an approximate amount, and the log says so', () => {
    const { approximatePrices } = readConfig({}, withRates(undefined));
    expect(approximatePrices).toEqual({});
    expect(describeApproximatePrices(approximatePrices)).toBe('Approximate prices: none (site.config.json sets no approximatePrices).');
  });

  it('names the rates in the start log', () => {
    const { approximatePrices } = readConfig({}, withRates({ asOf: '2026-11-01', en: { currency: 'USD', perEuro: 1.08 }, de: { currency: 'CHF', perEuro: 0.94 } }));
    expect(describeApproximatePrices(approximatePrices)).toBe('Approximate prices: en in USD (1 EUR = 1.08), de in CHF (1 EUR = 0.94), rates of 2026-11-01.');
  });
});
