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
 */
export function formatArea(area: number, category: string): string {
  if (typeof area !== 'number' || !Number.isFinite(area)) return '';
  if (category !== 'land') return `${formatDecimal(area, UP_TO_TWO_DECIMALS)} m²`;
  if (area < HECTARE) return `${formatDecimal(area / SQUARE_METRES_PER_ARE, TWO_DECIMALS)} ari`;
  return `${formatDecimal(area / HECTARE, TWO_DECIMALS)} ha`;
}

/** '120\u00a0m²': a whole area the visitor typed, its unit kept beside it. */
const squareMetres = (area: number): string => `${formatDecimal(area)}\u00a0m²`;

/** The removable area chip: 'Nga 80 m²', 'Deri në 120 m²', '80 – 120 m²' (no-break spaces before the unit). */
export function areaRangeChipLabel(range: { min?: number; max?: number }): string {
  return rangeLabel(range, squareMetres, (min, max) => `${formatDecimal(min)} – ${squareMetres(max)}`);
}
