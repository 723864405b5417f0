/**
 * The image gallery's (swiper's) rules as pure state, SPEC section 2 'Image gallery (swiper)
 * behaviour': next/previous by one with loop on or off, what a finished drag does, and the
 * lazy window of the current and next image. The carousel (Embla) moves the slides; these
 * decide what it may do.
 */
import { swipeStep } from '../../format/imageIndex';

/** SPEC 9: arrow buttons are 30 px. */
export const ARROW_SIZE = 30;
/** SPEC 9: the slide animation, in milliseconds. */
export const SLIDE_DURATION_MS = 500;
/**
 * SPEC 9: the slide takes 0.5 s. Embla's `duration` is not in milliseconds but the strength of
 * its scroll spring (higher is slower); at its default of 25 a one-slide move comes to rest
 * in about half a second (measured in Chromium).
 */
export const EMBLA_DURATION = 25;

export interface GalleryState {
  /** The current image, 0-based. */
  index: number;
  /** How many images there are. */
  count: number;
  /** With loop on, next at the last goes to the first and previous at the first to the last. */
  loop: boolean;
}

export type GalleryStep = 'next' | 'previous';

/** Whether `step` moves the index: never with fewer than two images, and not past an end with loop off. */
export function canStep(state: GalleryState, step: GalleryStep): boolean {
  if (state.count < 2) return false;
  if (state.loop) return true;
  return step === 'next' ? state.index < state.count - 1 : state.index > 0;
}

/** The index one image on or back; the same index when it cannot move. */
export function step(state: GalleryState, direction: GalleryStep): number {
  if (!canStep(state, direction)) return state.index;
  return (state.index + (direction === 'next' ? 1 : state.count - 1)) % state.count;
}

/**
 * Where a drag of `deltaX` pixels (end minus start) that began at `state.index` must end:
 * dragging left beyond the SPEC's 50 px means next, right means previous, and anything
 * shorter (however fast) stays on the image it began on.
 */
export function swipeTarget(state: GalleryState, deltaX: number): number {
  const direction = swipeStep(deltaX);
  if (direction === 0) return state.index;
  return step(state, direction === 1 ? 'next' : 'previous');
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

export interface GalleryMotion {
  /** The image sliding away after a change, until the carousel comes to rest. */
  leaving: number | null;
  /** A pointer is dragging the slides: the image before may come into view too. */
  dragging: boolean;
}

/** The lazy window, plus what is in view while the slides move (so nothing slides in blank). */
export function renderedSlides(state: GalleryState, motion: GalleryMotion): Set<number> {
  const rendered = new Set(lazyWindow(state));
  if (motion.leaving !== null && motion.leaving >= 0 && motion.leaving < state.count) rendered.add(motion.leaving);
  if (motion.dragging && canStep(state, 'previous')) rendered.add(step(state, 'previous'));
  return rendered;
}
