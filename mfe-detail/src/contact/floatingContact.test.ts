import { describe, expect, it } from 'vitest';
import { floatingContactVisible } from './floatingContact';

describe('floatingContactVisible', () => {
  it('shows the button while the card is below the viewport', () => {
    expect(floatingContactVisible({ isIntersecting: false, top: 1400, viewportHeight: 800 })).toBe(true);
  });

  it('shows the button while the card is clipped below a dialog in the lower half', () => {
    expect(floatingContactVisible({ isIntersecting: false, top: 730, viewportHeight: 800 })).toBe(true);
  });

  it('hides the button once the card is in view', () => {
    expect(floatingContactVisible({ isIntersecting: true, top: 500, viewportHeight: 800 })).toBe(false);
  });

  it('hides the button once the page is scrolled past the card', () => {
    expect(floatingContactVisible({ isIntersecting: false, top: -420, viewportHeight: 800 })).toBe(false);
    expect(floatingContactVisible({ isIntersecting: false, top: 40, viewportHeight: 800 })).toBe(false);
  });
});
