/**
 * Numbers as de-DE writes them ('12.000', '12,5'), the site's Albanian format, through
 * Intl.NumberFormat (one formatter per fraction setting, made on first use). A hand-written
 * formatter once kept Intl out of the start, but the early taps could not tell the two apart
 * (bench/README.md), and the English and German pages to come format through Intl too.
 */

export interface FractionDigits {
  min: number;
  max: number;
}

const NO_FRACTION: FractionDigits = { min: 0, max: 0 };

const formatters = new Map<string, Intl.NumberFormat>();

/** '12.500', '12,5', '12,50' (with { min: 2, max: 2 }). */
export function formatDecimal(value: number, fraction: FractionDigits = NO_FRACTION): string {
  const key = `${fraction.min}:${fraction.max}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('de-DE', { minimumFractionDigits: fraction.min, maximumFractionDigits: fraction.max });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
