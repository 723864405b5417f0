/**
 * The image gallery (swiper) as pure state, SPEC section 2 'Image gallery (swiper) behaviour':
 * next/previous by one with loop on or off, a 50 px swipe threshold, dot jumps, arrow keys
 * only when keyboard navigation is on, and the lazy window of the current and next image.
 */

/** SPEC 9: a drag changes the image only beyond this many pixels. */
export const SWIPE_THRESHOLD = 50;
/** SPEC 9: the slide animation, in milliseconds. */
export const SLIDE_DURATION_MS = 500;
/** SPEC 9: arrow buttons are 30 px. */
export const ARROW_SIZE = 30;

export interface GalleryState {
  /** The current image, 0-based. */
  index: number;
  /** How many images there are. */
  count: number;
  /** With loop on, next at the last goes to the first and previous at the first to the last. */
  loop: boolean;
}

export type GalleryStep = 'next' | 'previous';

/** The starting state: index 0 (SPEC: the current index starts at 0). */
export function initialGallery(count: number, loop = true): GalleryState {
  return { index: 0, count: Math.max(0, Math.trunc(count) || 0), loop };
}

/** Whether `step` moves the index: never with fewer than two images, and not past an end with loop off. */
export function canStep(state: GalleryState, step: GalleryStep): boolean {
  if (state.count < 2) return false;
  if (state.loop) return true;
  return step === 'next' ? state.index < state.count - 1 : state.index > 0;
}

/** One image on; the same state when it cannot move. */
export function next(state: GalleryState): GalleryState {
  if (!canStep(state, 'next')) return state;
  return { ...state, index: (state.index + 1) % state.count };
}

/** One image back; the same state when it cannot move. */
export function previous(state: GalleryState): GalleryState {
  if (!canStep(state, 'previous')) return state;
  return { ...state, index: (state.index - 1 + state.count) % state.count };
}

export function step(state: GalleryState, direction: GalleryStep): GalleryState {
  return direction === 'next' ? next(state) : previous(state);
}

/** A pagination dot: jump to `index`; the same state for an index that does not exist or is current. */
export function goTo(state: GalleryState, index: number): GalleryState {
  if (!Number.isInteger(index) || index < 0 || index >= state.count || index === state.index) return state;
  return { ...state, index };
}

/**
 * A finished drag or swipe of `deltaX` pixels (end minus start): dragging left means next,
 * right means previous, and nothing happens at or below the threshold.
 */
export function swipeStep(deltaX: number, threshold: number = SWIPE_THRESHOLD): GalleryStep | null {
  if (!Number.isFinite(deltaX) || Math.abs(deltaX) <= threshold) return null;
  return deltaX < 0 ? 'next' : 'previous';
}

/** The step an arrow key asks for; null unless keyboard navigation is enabled (off by default). */
export function keyStep(key: string, keyboardEnabled: boolean): GalleryStep | null {
  if (!keyboardEnabled) return null;
  if (key === 'ArrowRight') return 'next';
  if (key === 'ArrowLeft') return 'previous';
  return null;
}

/**
 * The images that are rendered: only the current one and the one after it (with loop on the
 * one after the last is the first). Ascending, without duplicates.
 */
export function lazyWindow(state: GalleryState): number[] {
  if (state.count === 0) return [];
  const current = Math.min(Math.max(state.index, 0), state.count - 1);
  const following = state.loop ? (current + 1) % state.count : current + 1;
  const window = following < state.count && following !== current ? [current, following] : [current];
  return window.sort((a, b) => a - b);
}

