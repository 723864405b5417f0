/**
 * Numbers as each language's pages write them, through Intl.NumberFormat (one formatter per
 * convention and fraction setting, made on first use): Albanian pages as de-DE does ('12.000',
 * '12,5', SPEC 9), English pages as en-GB ('12,000', '12.5'), German pages as de-DE. A
 * hand-written formatter once kept Intl out of the start, but the early taps could not tell the
 * two apart (bench/README.md).
 */
import { currentLocale } from '../i18n/current';
import type { Locale } from '../i18n/locales';

export interface FractionDigits {
  min: number;
  max: number;
}

const NO_FRACTION: FractionDigits = { min: 0, max: 0 };

/** The Intl convention each language's numbers follow (Albanian's is SPEC 9's de-DE). */
export const NUMBER_CONVENTIONS: Readonly<Record<Locale, string>> = { sq: 'de-DE', en: 'en-GB', de: 'de-DE' };

const formatters = new Map<string, Intl.NumberFormat>();

/** '12.500', '12,5', '12,50' (with { min: 2, max: 2 }) on an Albanian or German page; '12,500', '12.5' on an English one. */
export function formatDecimal(value: number, fraction: FractionDigits = NO_FRACTION, locale: Locale = currentLocale()): string {
  const convention = NUMBER_CONVENTIONS[locale] ?? NUMBER_CONVENTIONS.sq;
  const key = `${convention}:${fraction.min}:${fraction.max}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(convention, { minimumFractionDigits: fraction.min, maximumFractionDigits: fraction.max });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
