/**
 * SPEC 2 'Image preview dialog' and 4 'Image preview': the index of the image shown, which
 * wraps around at both ends, and the keys the dialog answers in each mode.
 */

export type ImagePreviewMode = 'single' | 'all';
export type ImagePreviewKeyAction = 'previous' | 'next' | 'close';

/** Any integer index brought into 0…count-1, wrapping around; 0 when there are no images. */
export function wrapIndex(index: number, count: number): number {
  if (!Number.isFinite(count) || count < 1 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  const n = Math.trunc(count);
  return ((whole % n) + n) % n;
}

/** One step back (-1) or forward (+1) from the current image, wrapping around. */
export function stepIndex(current: number, step: -1 | 1, count: number): number {
  return wrapIndex(current + step, count);
}

/** A supplied start index, kept inside the list (an index past either end stops at that end). */
export function startIndex(start: number | null | undefined, count: number): number {
  if (typeof start !== 'number' || !Number.isFinite(start) || count < 1) return 0;
  return Math.min(Math.max(Math.trunc(start), 0), Math.trunc(count) - 1);
}

/**
 * What a key does: Escape closes in both modes; the left and right arrows move between images
 * in single-image mode only (the show-all mode scrolls, so the arrows are off there).
 */
export function previewKeyAction(key: string, mode: ImagePreviewMode): ImagePreviewKeyAction | null {
  if (key === 'Escape') return 'close';
  if (mode !== 'single') return null;
  if (key === 'ArrowLeft') return 'previous';
  if (key === 'ArrowRight') return 'next';
  return null;
}

/** SPEC 9: a swipe changes the image only when it moves more than this many pixels sideways. */
export const SWIPE_THRESHOLD_PX = 50;

/** Dragging left (a negative distance) means next, right means previous; short drags do nothing. */
export function swipeStep(deltaX: number): -1 | 0 | 1 {
  if (!Number.isFinite(deltaX) || Math.abs(deltaX) <= SWIPE_THRESHOLD_PX) return 0;
  return deltaX < 0 ? 1 : -1;
}
