import { describe, expect, it } from 'vitest';
import { SELECT_ALL, listSelectValue } from './draft';

describe('listSelectValue', () => {
  it("is 'all' for no selection, the item for one, and null for several", () => {
    expect(listSelectValue(undefined)).toBe(SELECT_ALL);
    expect(listSelectValue([])).toBe(SELECT_ALL);
    expect(listSelectValue(['land'])).toBe('land');
    expect(listSelectValue(['land', 'house'])).toBeNull();
  });
});
