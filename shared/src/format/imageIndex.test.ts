import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, previewKeyAction, startIndex, stepIndex, swipeStep, wrapIndex } from './imageIndex';

describe('wrapIndex', () => {
  it('keeps an index inside the list as it is', () => {
    expect([0, 1, 2, 3].map((i) => wrapIndex(i, 4))).toEqual([0, 1, 2, 3]);
  });

  it('wraps past the last image to the first and before the first to the last', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(-6, 4)).toBe(2);
  });

  it('gives 0 when there are no images or the index is not a number', () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 4)).toBe(0);
  });
});

describe('stepIndex', () => {
  it('moves one image forward and back', () => {
    expect(stepIndex(1, 1, 5)).toBe(2);
    expect(stepIndex(1, -1, 5)).toBe(0);
  });

  it('goes from the last image to the first with next, and from the first to the last with previous', () => {
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
  });

  it('stays on the only image', () => {
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, -1, 1)).toBe(0);
  });
});

describe('startIndex', () => {
  it('starts at the supplied index', () => {
    expect(startIndex(2, 5)).toBe(2);
  });

  it('starts at 0 without a supplied index', () => {
    expect(startIndex(undefined, 5)).toBe(0);
    expect(startIndex(null, 5)).toBe(0);
    expect(startIndex(Number.NaN, 5)).toBe(0);
  });

  it('stops an index past either end at that end', () => {
    expect(startIndex(9, 5)).toBe(4);
    expect(startIndex(-3, 5)).toBe(0);
    expect(startIndex(3, 0)).toBe(0);
  });
});

describe('previewKeyAction', () => {
  it('moves with the arrow keys in single-image mode', () => {
    expect(previewKeyAction('ArrowLeft', 'single')).toBe('previous');
    expect(previewKeyAction('ArrowRight', 'single')).toBe('next');
  });

  it('ignores the arrow keys in show-all mode', () => {
    expect(previewKeyAction('ArrowLeft', 'all')).toBeNull();
    expect(previewKeyAction('ArrowRight', 'all')).toBeNull();
  });

  it('closes with Escape in both modes', () => {
    expect(previewKeyAction('Escape', 'single')).toBe('close');
    expect(previewKeyAction('Escape', 'all')).toBe('close');
  });

  it('ignores other keys', () => {
    expect(previewKeyAction('Enter', 'single')).toBeNull();
    expect(previewKeyAction('ArrowUp', 'single')).toBeNull();
  });
});

describe('swipeStep', () => {
  it('goes to the next image when dragged left by more than 50 px', () => {
    expect(swipeStep(-51)).toBe(1);
  });

  it('goes to the previous image when dragged right by more than 50 px', () => {
    expect(swipeStep(80)).toBe(-1);
  });

  it('does nothing for a drag of 50 px or less', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeStep(50)).toBe(0);
    expect(swipeStep(-50)).toBe(0);
    expect(swipeStep(0)).toBe(0);
    expect(swipeStep(Number.NaN)).toBe(0);
  });
});
