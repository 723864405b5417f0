/**
 * The approximate amount beside a price on English and German pages ('≈ 118.000 CHF',
 * '≈ 560 CHF/Monat', '≈ 129,000 USD'), at the rate the agency set in the site configuration
 * (site.ts, `approximatePrices`; `siteApproximateRates()` gives them checked, the UI passes them
 * in). Prices stay in euros: this is a reading aid for a visitor abroad, marked approximate,
 * never an offer (JSON-LD and the back office keep euros only).
 */
import type { Listing } from '../contracts';
import { currentLocale } from '../i18n/current';
import type { Locale } from '../i18n/locales';
import { t } from '../i18n/t';
import { approximateRateFor, type ApproximateRates } from '../approximatePrices';
import { formatLongDate } from './dates';
import { priceAmounts, priceSuffix } from './money';
import { formatDecimal } from './number';

export interface ApproximatePrice {
  /** '≈ 118.000 CHF', '≈ 560 CHF/Monat', '≈ 129,000 USD' (no-break spaces inside). */
  text: string;
  /** 'Approximate, at the agency’s rate of 1 EUR = 0.94 CHF (1 November 2026)': what the figure is. */
  note: string;
  /** The ISO code of the currency: 'CHF'. */
  currency: string;
}

/**
 * The step an approximate amount is rounded to: precise enough to compare (about half a percent
 * from 1,000 up), never more precise than a rate the agency sets by hand can be. Rents (below
 * 10,000 a month) come out to tens, a house to thousands.
 */
export function approximateStep(amount: number): number {
  if (amount >= 100_000) return 1_000;
  if (amount >= 10_000) return 100;
  if (amount >= 100) return 10;
  return 1;
}

/** `amount` rounded to its step (see approximateStep). */
export function roundApproximate(amount: number): number {
  const step = approximateStep(amount);
  return Math.round(amount / step) * step;
}

/**
 * A listing's current price (the reduced one, when cut: never the struck figure) in the
 * currency `locale`'s pages approximate in at `rates`, or null: on Albanian pages, for a
 * language without a rate, for a price by agreement, and for a price of nothing. Land for sale keeps its '/are', a
 * rent its '/month'.
 */
export function approximatePrice(
  listing: Pick<Listing, 'category' | 'option' | 'price' | 'reducedPrice'>,
  rates: ApproximateRates,
  locale: Locale = currentLocale(),
): ApproximatePrice | null {
  const rate = approximateRateFor(rates, locale);
  const amounts = priceAmounts(listing);
  if (rate === null || amounts === null || !(amounts.amount > 0)) return null;
  const { currency, perEuro, asOf } = rate;
  const amount = formatDecimal(roundApproximate(amounts.amount * perEuro), undefined, locale);
  return {
    text: t('price.approximate', { amount, currency }, locale) + priceSuffix(listing, locale),
    note: t('price.approximateNote', { rate: formatDecimal(perEuro, { min: 0, max: 6 }, locale), currency, date: formatLongDate(asOf, locale) }, locale),
    currency,
  };
}
