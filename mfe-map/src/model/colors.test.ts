// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from 'shared/contracts';
import { CATEGORY_COLORS, UNKNOWN_CATEGORY_COLOR, categoryColor } from './colors';

describe('categoryColor', () => {
  it('gives every category its own fixed colour', () => {
    const colours = CATEGORIES.map(categoryColor);
    expect(colours).toEqual(CATEGORIES.map((category) => CATEGORY_COLORS[category]));
    expect(new Set(colours).size).toBe(CATEGORIES.length);
    for (const colour of colours) {
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(colour).not.toBe(UNKNOWN_CATEGORY_COLOR);
    }
  });

  it('falls back to grey for an unknown or empty category', () => {
    expect(categoryColor('castle')).toBe(UNKNOWN_CATEGORY_COLOR);
    expect(categoryColor('')).toBe(UNKNOWN_CATEGORY_COLOR);
    expect(categoryColor('toString')).toBe(UNKNOWN_CATEGORY_COLOR);
    expect(categoryColor('Apartment')).toBe(UNKNOWN_CATEGORY_COLOR);
  });
});
