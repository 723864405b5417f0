const ARE = 100;
const HECTARE = 10_000;

const twoDecimals = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToTwoDecimals = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/**
 * SPEC 9: land under 10,000 m² in ari ('12,50 ari'), from 10,000 m² in hectares ('1,25 ha');
 * other categories in m² ('85 m²', decimals only when the area has them). '' when not a number.
 */
export function formatArea(area: number, category: string): string {
  if (typeof area !== 'number' || !Number.isFinite(area)) return '';
  if (category !== 'land') return `${upToTwoDecimals.format(area)} m²`;
  if (area < HECTARE) return `${twoDecimals.format(area / ARE)} ari`;
  return `${twoDecimals.format(area / HECTARE)} ha`;
}
