import { describe, expect, it } from 'vitest';
import {
  SWIPE_THRESHOLD,
  canStep,
  goTo,
  initialGallery,
  keyStep,
  lazyWindow,
  next,
  previous,
  step,
  swipeStep,
  type GalleryState,
} from './model';

const at = (index: number, count: number, loop = true): GalleryState => ({ index, count, loop });

describe('initialGallery', () => {
  it('starts at index 0 with loop on by default', () => {
    expect(initialGallery(5)).toEqual({ index: 0, count: 5, loop: true });
    expect(initialGallery(5, false)).toEqual({ index: 0, count: 5, loop: false });
  });

  it('treats a negative or junk count as no images', () => {
    expect(initialGallery(-3).count).toBe(0);
    expect(initialGallery(Number.NaN).count).toBe(0);
  });
});

describe('next and previous with loop on', () => {
  it('move by one', () => {
    expect(next(at(0, 4)).index).toBe(1);
    expect(previous(at(2, 4)).index).toBe(1);
  });

  it('next at the last goes to the first', () => {
    expect(next(at(3, 4)).index).toBe(0);
  });

  it('previous at the first goes to the last', () => {
    expect(previous(at(0, 4)).index).toBe(3);
  });

  it('a full round of next comes back to the start', () => {
    let state = at(0, 5);
    for (let i = 0; i < 5; i += 1) state = next(state);
    expect(state.index).toBe(0);
  });

  it('step chooses the direction', () => {
    expect(step(at(1, 3), 'next').index).toBe(2);
    expect(step(at(1, 3), 'previous').index).toBe(0);
  });
});

describe('next and previous with loop off', () => {
  it('stop at the last image, returning the same state', () => {
    const last = at(3, 4, false);
    expect(next(last)).toBe(last);
    expect(canStep(last, 'next')).toBe(false);
    expect(canStep(last, 'previous')).toBe(true);
  });

  it('stop at the first image, returning the same state', () => {
    const first = at(0, 4, false);
    expect(previous(first)).toBe(first);
    expect(canStep(first, 'previous')).toBe(false);
    expect(canStep(first, 'next')).toBe(true);
  });

  it('move freely in between', () => {
    expect(next(at(1, 4, false)).index).toBe(2);
    expect(previous(at(1, 4, false)).index).toBe(0);
  });
});

describe('galleries with fewer than two images', () => {
  it('never move', () => {
    for (const state of [at(0, 0), at(0, 1), at(0, 1, false)]) {
      expect(next(state)).toBe(state);
      expect(previous(state)).toBe(state);
      expect(canStep(state, 'next')).toBe(false);
      expect(canStep(state, 'previous')).toBe(false);
    }
  });
});

describe('goTo (pagination dots)', () => {
  it('jumps to the index', () => {
    expect(goTo(at(0, 6), 4).index).toBe(4);
    expect(goTo(at(5, 6, false), 0).index).toBe(0);
  });

  it('ignores an index out of range, fractional, or already current', () => {
    const state = at(2, 4);
    expect(goTo(state, -1)).toBe(state);
    expect(goTo(state, 4)).toBe(state);
    expect(goTo(state, 1.5)).toBe(state);
    expect(goTo(state, 2)).toBe(state);
  });
});

describe('swipeStep (swipe or drag)', () => {
  it('uses a 50 px threshold', () => {
    expect(SWIPE_THRESHOLD).toBe(50);
  });

  it('dragging left beyond the threshold means next', () => {
    expect(swipeStep(-51)).toBe('next');
    expect(swipeStep(-300)).toBe('next');
  });

  it('dragging right beyond the threshold means previous', () => {
    expect(swipeStep(51)).toBe('previous');
  });

  it('does nothing at or below the threshold', () => {
    expect(swipeStep(0)).toBeNull();
    expect(swipeStep(50)).toBeNull();
    expect(swipeStep(-50)).toBeNull();
    expect(swipeStep(-49.9)).toBeNull();
  });

  it('ignores a non-finite movement', () => {
    expect(swipeStep(Number.NaN)).toBeNull();
  });
});

describe('keyStep (arrow keys)', () => {
  it('does nothing while keyboard navigation is off (the default)', () => {
    expect(keyStep('ArrowRight', false)).toBeNull();
    expect(keyStep('ArrowLeft', false)).toBeNull();
  });

  it('maps the arrow keys when keyboard navigation is on', () => {
    expect(keyStep('ArrowRight', true)).toBe('next');
    expect(keyStep('ArrowLeft', true)).toBe('previous');
    expect(keyStep('Enter', true)).toBeNull();
  });
});

describe('lazyWindow', () => {
  it('renders only the current image and the following one', () => {
    expect(lazyWindow(at(0, 8))).toEqual([0, 1]);
    expect(lazyWindow(at(4, 8))).toEqual([4, 5]);
  });

  it('with loop on, the image after the last is the first', () => {
    expect(lazyWindow(at(7, 8))).toEqual([0, 7]);
  });

  it('with loop off, the last image renders alone', () => {
    expect(lazyWindow(at(7, 8, false))).toEqual([7]);
  });

  it('renders one image alone and nothing for an empty gallery', () => {
    expect(lazyWindow(at(0, 1))).toEqual([0]);
    expect(lazyWindow(at(0, 0))).toEqual([]);
  });
});
