import { describe, expect, it } from 'vitest';
import { canStep, lazyWindow, renderedSlides, step, swipeTarget, type GalleryState } from './model';

const at = (index: number, count: number, loop = true): GalleryState => ({ index, count, loop });

describe('step with loop on', () => {
  it('moves by one', () => {
    expect(step(at(0, 4), 'next')).toBe(1);
    expect(step(at(2, 4), 'previous')).toBe(1);
  });

  it('next at the last goes to the first, previous at the first to the last', () => {
    expect(step(at(3, 4), 'next')).toBe(0);
    expect(step(at(0, 4), 'previous')).toBe(3);
  });

  it('a full round of next comes back to the start', () => {
    let index = 0;
    for (let i = 0; i < 5; i += 1) index = step(at(index, 5), 'next');
    expect(index).toBe(0);
  });
});

describe('step with loop off', () => {
  it('stops at the last image', () => {
    expect(step(at(3, 4, false), 'next')).toBe(3);
    expect(canStep(at(3, 4, false), 'next')).toBe(false);
    expect(canStep(at(3, 4, false), 'previous')).toBe(true);
  });

  it('stops at the first image', () => {
    expect(step(at(0, 4, false), 'previous')).toBe(0);
    expect(canStep(at(0, 4, false), 'previous')).toBe(false);
    expect(canStep(at(0, 4, false), 'next')).toBe(true);
  });

  it('moves freely in between', () => {
    expect(step(at(1, 4, false), 'next')).toBe(2);
    expect(step(at(1, 4, false), 'previous')).toBe(0);
  });
});

describe('galleries with fewer than two images', () => {
  it('never move', () => {
    for (const state of [at(0, 0), at(0, 1), at(0, 1, false)]) {
      expect(step(state, 'next')).toBe(0);
      expect(step(state, 'previous')).toBe(0);
      expect(canStep(state, 'next')).toBe(false);
      expect(canStep(state, 'previous')).toBe(false);
    }
  });
});

describe('swipeTarget (where a finished drag ends)', () => {
  it('dragging left beyond 50 px means next, right means previous', () => {
    expect(swipeTarget(at(1, 4), -51)).toBe(2);
    expect(swipeTarget(at(1, 4), -300)).toBe(2);
    expect(swipeTarget(at(1, 4), 51)).toBe(0);
  });

  it('stays on the image it began on at or below 50 px, however far the slides were flung', () => {
    for (const distance of [0, 50, -50, -49.9, 12, Number.NaN]) expect(swipeTarget(at(1, 4), distance)).toBe(1);
  });

  it('loops like the arrows, and stops at the ends with loop off', () => {
    expect(swipeTarget(at(3, 4), -80)).toBe(0);
    expect(swipeTarget(at(0, 4), 80)).toBe(3);
    expect(swipeTarget(at(3, 4, false), -80)).toBe(3);
    expect(swipeTarget(at(0, 4, false), 80)).toBe(0);
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

describe('renderedSlides', () => {
  const still = { leaving: null, dragging: false };

  it('is the lazy window while nothing moves', () => {
    expect([...renderedSlides(at(4, 8), still)].sort()).toEqual([4, 5]);
  });

  it('keeps the image sliding away until the carousel comes to rest', () => {
    expect([...renderedSlides(at(5, 8), { leaving: 4, dragging: false })].sort()).toEqual([4, 5, 6]);
  });

  it('adds the image before while a drag may pull it into view, looping or not', () => {
    expect([...renderedSlides(at(0, 8), { leaving: null, dragging: true })].sort()).toEqual([0, 1, 7]);
    expect([...renderedSlides(at(0, 8, false), { leaving: null, dragging: true })].sort()).toEqual([0, 1]);
  });
});
