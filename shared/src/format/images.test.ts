import { describe, expect, it } from 'vitest';
import { imageAtWidth } from './images';

describe('imageAtWidth', () => {
  it('swaps the -1200.webp version for the -600.webp thumbnail and back', () => {
    expect(imageAtWidth('/img/7/a-1200.webp', 600)).toBe('/img/7/a-600.webp');
    expect(imageAtWidth('/img/7/a-600.webp', 1200)).toBe('/img/7/a-1200.webp');
  });

  it('leaves other URLs alone', () => {
    expect(imageAtWidth('/img/7/a.jpg', 600)).toBe('/img/7/a.jpg');
  });
});
