import { describe, expect, it } from 'vitest';
import { imageAtWidth, photoAlt, photoAltLang } from './images';

describe('imageAtWidth', () => {
  it('swaps the -1200.webp version for the -600.webp thumbnail and back', () => {
    expect(imageAtWidth('/img/7/a-1200.webp', 600)).toBe('/img/7/a-600.webp');
    expect(imageAtWidth('/img/7/a-600.webp', 1200)).toBe('/img/7/a-1200.webp');
  });

  it('leaves other URLs alone', () => {
    expect(imageAtWidth('/img/7/a.jpg', 600)).toBe('/img/7/a.jpg');
  });
});

describe('photoAlt', () => {
  it("is the photo's caption, else 'Pamje e pronës' and its position (SPEC)", () => {
    expect(photoAlt(undefined, 0)).toBe('Pamje e pronës 1');
    expect(photoAlt(['Dhoma e ndenjes', ''], 0)).toBe('Dhoma e ndenjes');
    expect(photoAlt(['Dhoma e ndenjes', ''], 1)).toBe('Pamje e pronës 2');
    expect(photoAlt(['Dhoma e ndenjes'], 2)).toBe('Pamje e pronës 3');
    // A hand-edited record's caption that is not text, or only spaces, is none.
    expect(photoAlt([42, '  '], 0)).toBe('Pamje e pronës 1');
    expect(photoAlt([42, '  '], 1)).toBe('Pamje e pronës 2');
  });
});

describe('photoAltLang', () => {
  it("is the listing's language for an agent's caption, and none for the page's own words", () => {
    expect(photoAltLang(['Dhoma e ndenjes', ''], 0)).toBe('sq');
    expect(photoAltLang(['Dhoma e ndenjes', ''], 1)).toBeUndefined();
    expect(photoAltLang(undefined, 0)).toBeUndefined();
    expect(photoAltLang([42], 0)).toBeUndefined();
  });
});
