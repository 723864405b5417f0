import type { Locale } from '../i18n/locales';
import { t } from '../i18n/t';

/**
 * A range's words, every range chip's (the price's, the area's): a bound alone is said in full
 * ('Nga 150.000 €', 'Deri në 120 m²', SPEC 2; 'From …', 'Up to …' in English), two as a span
 * that `span` writes ('80 – 120 m²').
 */
export function rangeLabel(
  range: { min?: number; max?: number },
  bound: (amount: number) => string,
  span: (min: number, max: number) => string,
  locale?: Locale,
): string {
  const { min, max } = range;
  if (min !== undefined && max !== undefined) return span(min, max);
  if (max !== undefined) return t('range.upTo', { bound: bound(max) }, locale);
  return t('range.from', { bound: bound(min ?? 0) }, locale);
}
