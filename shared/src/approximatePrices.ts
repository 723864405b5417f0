/**
 * The rates the agency sets for an approximate amount beside a price (site.config.json,
 * `approximatePrices`): per page language, a currency and how many of it one euro buys, and the
 * day the agency set them. Prices stay in euros; English and German pages may add '≈ 118.000 CHF'.
 * No rate service is ever asked: the figures are the agency's, and the note beside the amount says
 * so. Albanian pages never show one (the visitor reads euros at home).
 */
import { LOCALES, type Locale } from './i18n/locales';

/** The languages whose pages may show an approximate amount. */
export type ApproximateLocale = Exclude<Locale, 'sq'>;

/** One language's rate, as the agency set it. */
export interface ApproximateRate {
  /** ISO 4217 code: 'CHF', 'USD'. */
  currency: string;
  /** How many of `currency` one euro buys: 0.94. */
  perEuro: number;
  /** The day the agency set the rates, 'YYYY-MM-DD'. */
  asOf: string;
}

export type ApproximateRates = Readonly<Partial<Record<ApproximateLocale, ApproximateRate>>>;

/** What site.config.json holds: `{ "asOf": "2026-11-01", "de": { "currency": "CHF", "perEuro": 0.94 } }`. */
export interface ApproximatePricesConfig {
  asOf?: string;
  en?: { currency: string; perEuro: number };
  de?: { currency: string; perEuro: number };
}

/** A value of `approximatePrices` the site cannot use: its message names the field. */
export class ApproximatePricesError extends Error {
  override name = 'ApproximatePricesError';
}

const FIELD = 'approximatePrices';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shown = (value: unknown): string => (value === undefined ? 'nothing' : JSON.stringify(value) ?? String(value));

/** A real calendar day written 'YYYY-MM-DD' (not 2026-02-30). */
function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Three capital letters that Intl knows as a currency (where it can say which it knows). */
function isCurrencyCode(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value)) return false;
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : undefined;
  return known === undefined || known.includes(value);
}

function readRate(locale: ApproximateLocale, raw: unknown, asOf: string): ApproximateRate {
  const at = `${FIELD}.${locale}`;
  if (!isRecord(raw)) throw new ApproximatePricesError(`${at} must be an object like { "currency": "CHF", "perEuro": 0.94 }, not ${shown(raw)}`);
  for (const key of Object.keys(raw)) {
    if (key !== 'currency' && key !== 'perEuro') throw new ApproximatePricesError(`${at}.${key} is not a setting (only "currency" and "perEuro")`);
  }
  const { currency, perEuro } = raw;
  if (!isCurrencyCode(currency)) throw new ApproximatePricesError(`${at}.currency must be an ISO 4217 currency code in capitals ("CHF", "USD"), not ${shown(currency)}`);
  if (currency === 'EUR') throw new ApproximatePricesError(`${at}.currency must be another currency than EUR: prices are already in euros`);
  if (typeof perEuro !== 'number' || !Number.isFinite(perEuro) || perEuro <= 0) {
    throw new ApproximatePricesError(`${at}.perEuro must be a positive number (how many ${currency} one euro buys), not ${shown(perEuro)}`);
  }
  return { currency, perEuro, asOf };
}

/**
 * The rates in `raw` (site.config.json's `approximatePrices`), or throws ApproximatePricesError
 * naming the field that is wrong. Absent: no language shows an approximate amount. Every key is
 * checked, so a misspelt language ('De') or a rate for Albanian is an error, not silence.
 */
export function readApproximatePrices(raw: unknown): ApproximateRates {
  if (raw === undefined) return {};
  if (!isRecord(raw)) throw new ApproximatePricesError(`${FIELD} must be an object like { "asOf": "2026-11-01", "de": { "currency": "CHF", "perEuro": 0.94 } }, not ${shown(raw)}`);
  const languages = LOCALES.filter((locale): locale is ApproximateLocale => locale !== 'sq');
  for (const key of Object.keys(raw)) {
    if (key === 'sq') throw new ApproximatePricesError(`${FIELD}.sq is not allowed: Albanian pages show euros only`);
    if (key !== 'asOf' && !(languages as readonly string[]).includes(key)) {
      throw new ApproximatePricesError(`${FIELD}.${key} is not a setting (a page language: ${languages.map((locale) => `"${locale}"`).join(', ')}; or "asOf")`);
    }
  }
  const set = languages.filter((locale) => raw[locale] !== undefined);
  if (set.length === 0) return {};
  const { asOf } = raw;
  if (!isIsoDay(asOf)) throw new ApproximatePricesError(`${FIELD}.asOf must be the day the rates were set, as YYYY-MM-DD ("2026-11-01"), not ${shown(asOf)}`);
  return Object.freeze(Object.fromEntries(set.map((locale) => [locale, Object.freeze(readRate(locale, raw[locale], asOf))])));
}

/** The rate `locale`'s pages show an approximate amount at, or null (always null on Albanian pages). */
export function approximateRateFor(rates: ApproximateRates, locale: Locale): ApproximateRate | null {
  if (locale === 'sq' || !Object.hasOwn(rates, locale)) return null;
  return rates[locale] ?? null;
}
