import { describe, expect, it } from 'vitest';
import { areaRangeChipLabel, formatArea } from './area';

describe('formatArea', () => {
  it('shows land under 10,000 m² in ari with two decimals and a decimal comma', () => {
    expect(formatArea(1250, 'land')).toBe('12,50 ari');
    expect(formatArea(500, 'land')).toBe('5,00 ari');
  });

  it('shows 9,999 m² of land still in ari', () => {
    expect(formatArea(9999, 'land')).toBe('99,99 ari');
  });

  it('shows land from 10,000 m² in hectares', () => {
    expect(formatArea(10_000, 'land')).toBe('1,00 ha');
    expect(formatArea(12_500, 'land')).toBe('1,25 ha');
  });

  it('shows other categories in m², without decimals unless given', () => {
    expect(formatArea(85, 'apartment')).toBe('85 m²');
    expect(formatArea(85.5, 'house')).toBe('85,5 m²');
    expect(formatArea(12_000, 'building')).toBe('12.000 m²');
  });

  it('gives an empty string for a missing area', () => {
    expect(formatArea(Number.NaN, 'land')).toBe('');
  });
});

describe('areaRangeChipLabel', () => {
  it('says a bound alone in full and two as a span, with the unit once', () => {
    expect(areaRangeChipLabel({ min: 80 })).toBe('Nga 80\u00a0m²');
    expect(areaRangeChipLabel({ max: 120 })).toBe('Deri në 120\u00a0m²');
    expect(areaRangeChipLabel({ min: 80, max: 120 })).toBe('80 – 120\u00a0m²');
    expect(areaRangeChipLabel({ min: 1200, max: 12_000 })).toBe('1.200 – 12.000\u00a0m²');
  });
});
