import { describe, expect, it } from 'vitest';
import { inRange, normalizeRange, parseAmount, rangeInQuery } from './range';

describe('parseAmount', () => {
  it('reads a whole amount with its thousands grouped by dots, commas or spaces', () => {
    expect(parseAmount('150000')).toBe(150_000);
    expect(parseAmount('150.000')).toBe(150_000);
    expect(parseAmount('150,000 €')).toBe(150_000);
    expect(parseAmount(' 1 200\u00a0')).toBe(1200);
  });

  it('leaves out the unit written after it: euros or square metres', () => {
    expect(parseAmount('1.200')).toBe(1200);
    expect(parseAmount('1,200 m²')).toBe(1200);
    expect(parseAmount('120m2')).toBe(120);
    expect(parseAmount('120 M²')).toBe(120);
    expect(parseAmount('450€')).toBe(450);
  });

  it('is none for nothing, words, 0 or less', () => {
    for (const text of [null, undefined, '', '  ', 'm²', 'e madhe', '12a', '0', '-80', 'Infinity'])
      expect(parseAmount(text), String(text)).toBeUndefined();
  });
});

describe('normalizeRange and inRange', () => {
  it('keeps bounds above 0, swaps reversed ones, and is nothing without a bound', () => {
    expect(normalizeRange({ min: 0, max: 5 })).toEqual({ max: 5 });
    expect(normalizeRange({ min: 9, max: 5 })).toEqual({ min: 5, max: 9 });
    expect(normalizeRange({})).toBeUndefined();
    expect(normalizeRange(Object.create({ max: 5 }))).toBeUndefined();
    expect(normalizeRange(500)).toBeUndefined();
  });

  it('includes both bounds and never an amount that is not there', () => {
    expect(inRange({ min: 100, max: 200 }, 100)).toBe(true);
    expect(inRange({ min: 100, max: 200 }, 200)).toBe(true);
    expect(inRange({ min: 100, max: 200 }, 201)).toBe(false);
    expect(inRange({ max: 200 }, null)).toBe(false);
    expect(inRange({ max: 200 }, Number.NaN)).toBe(false);
  });
});

describe('a range in the URL', () => {
  const area = rangeInQuery({ min: 'minArea', max: 'maxArea' });
  const read = (query: string) => area.read(new URLSearchParams(query));

  it('reads each bound alone, as the form sends them', () => {
    expect(read('minArea=80')).toEqual({ min: 80 });
    expect(read('maxArea=1.200')).toEqual({ max: 1200 });
    expect(read('minArea=80&maxArea=120')).toEqual({ min: 80, max: 120 });
    expect(read('minArea=&maxArea=1%2C200%20m%C2%B2')).toEqual({ max: 1200 });
  });

  it('swaps reversed bounds and ignores what is no amount', () => {
    expect(read('minArea=120&maxArea=80')).toEqual({ min: 80, max: 120 });
    expect(read('minArea=shumë&maxArea=-5')).toBeUndefined();
    expect(read('minArea=0')).toBeUndefined();
  });

  it('writes the bounds it has, under its own keys', () => {
    const params = new URLSearchParams();
    area.write({ max: 120 }, params);
    expect(params.toString()).toBe('maxArea=120');
    expect(area.queryKeys).toEqual(['minArea', 'maxArea']);
  });
});
