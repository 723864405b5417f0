/**
 * Numbers as de-DE writes them ('12.000', '12,5'), without Intl.NumberFormat: a renderer's
 * first NumberFormat loads ICU locale data, a long task on a slow phone, in the middle of the
 * app's start. Matches Intl's de-DE output
 * for the plain and currency formats we use (number.test.ts compares them on many values).
 */

export interface FractionDigits {
  min: number;
  max: number;
}

const NO_FRACTION: FractionDigits = { min: 0, max: 0 };

/** Thousands grouped with '.', e.g. '1234567' → '1.234.567'. */
function groupThousands(digits: string): string {
  const head = digits.length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) grouped += `.${digits.slice(i, i + 3)}`;
  return grouped;
}

/** A number's shortest decimal form (what String() writes) as digits and a decimal point position. */
function decimalForm(magnitude: number): { digits: string; point: number } {
  const [mantissa = '0', exponent = '0'] = String(magnitude).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point < 1) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  if (point > digits.length) digits = digits.padEnd(point, '0');
  return { digits, point };
}

/** Adds one to a string of decimal digits: '129' → '130', '99' → '100'. */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i -= 1;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - i - 1);
}

/**
 * |value| rounded half away from zero to `max` decimals, on its shortest decimal form as Intl
 * rounds it (1.005 → '1.01'; 1.005.toFixed(2) rounds the binary value below it, '1.00').
 */
function rounded(magnitude: number, max: number): { whole: string; decimals: string } {
  const { digits, point } = decimalForm(magnitude);
  let kept = digits.slice(0, point + max).padEnd(point + max, '0');
  if ((digits[point + max] ?? '0') >= '5') kept = increment(kept);
  const wholeLength = kept.length - max;
  return { whole: kept.slice(0, wholeLength).replace(/^0+(?=\d)/, ''), decimals: kept.slice(wholeLength) };
}

/** '12.500', '12,5', '12,50' (with { min: 2, max: 2 }); NaN and infinities as Intl writes them. */
export function formatDecimal(value: number, fraction: FractionDigits = NO_FRACTION): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '-∞';
  const { whole, decimals: all } = rounded(Math.abs(value), fraction.max);
  let decimals = all;
  while (decimals.length > fraction.min && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  // Intl writes the sign of every negative number, also of one that rounds to zero ('-0').
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupThousands(whole)}${decimals ? `,${decimals}` : ''}`;
}
