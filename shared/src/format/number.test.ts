import { describe, expect, it } from 'vitest';
import { formatDecimal } from './number';

describe('formatDecimal', () => {
  it('groups thousands with dots and uses a decimal comma', () => {
    expect(formatDecimal(1_234_567)).toBe('1.234.567');
    expect(formatDecimal(12.5, { min: 0, max: 2 })).toBe('12,5');
    expect(formatDecimal(12.5, { min: 2, max: 2 })).toBe('12,50');
  });

  it('rounds half away from zero on the decimal form, carrying into the whole part', () => {
    expect(formatDecimal(1.005, { min: 2, max: 2 })).toBe('1,01');
    expect(formatDecimal(999.995, { min: 2, max: 2 })).toBe('1.000,00');
    expect(formatDecimal(-2.5)).toBe('-3');
  });

  it('writes NaN and the infinities as Intl does', () => {
    expect(formatDecimal(Number.NaN)).toBe('NaN');
    expect(formatDecimal(Number.POSITIVE_INFINITY)).toBe('∞');
    expect(formatDecimal(Number.NEGATIVE_INFINITY)).toBe('-∞');
  });
});
