import type { Locale } from '../i18n/locales';
import { t } from '../i18n/t';
import { formatDecimal } from './number';
import { rangeLabel } from './range';

/** An are ('ari'), land's unit of area and of its price. */
export const SQUARE_METRES_PER_ARE = 100;
const HECTARE = 10_000;
const TWO_DECIMALS = { min: 2, max: 2 };
const UP_TO_TWO_DECIMALS = { min: 0, max: 2 };

/**
 * SPEC 9: land under 10,000 m² in ari ('12,50 ari'), from 10,000 m² in hectares ('1,25 ha');
 * other categories in m² ('85 m²', decimals only when the area has them). '' when not a number.
 * In the page's language or `locale`: '12.50 ares' on an English page, '12,50 Ar' on a German one.
 */
export function formatArea(area: number, category: string, locale?: Locale): string {
  if (typeof area !== 'number' || !Number.isFinite(area)) return '';
  if (category !== 'land') return `${formatDecimal(area, UP_TO_TWO_DECIMALS, locale)} m²`;
  if (area < HECTARE) return t('area.ares', { amount: formatDecimal(area / SQUARE_METRES_PER_ARE, TWO_DECIMALS, locale) }, locale);
  return `${formatDecimal(area / HECTARE, TWO_DECIMALS, locale)} ha`;
}

/** '120\u00a0m²': a whole area the visitor typed, its unit kept beside it. */
const squareMetres = (area: number, locale?: Locale): string => `${formatDecimal(area, undefined, locale)}\u00a0m²`;

/** The removable area chip: 'Nga 80 m²', 'Deri në 120 m²', '80 – 120 m²' (no-break spaces before the unit). */
export function areaRangeChipLabel(range: { min?: number; max?: number }, locale?: Locale): string {
  return rangeLabel(
    range,
    (area) => squareMetres(area, locale),
    (min, max) => `${formatDecimal(min, undefined, locale)} – ${squareMetres(max, locale)}`,
    locale,
  );
}
