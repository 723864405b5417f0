import { unstable_forceFrameRate } from 'scheduler';

/**
 * How many slices a second React's scheduler cuts a transition's render into (a navigation such
 * as 'Harta' or a page change): one a 60 Hz frame, 16 ms, instead of its default 5 ms. On the
 * throttled phone each yield is a task of its own, and the browser often restyles the page
 * between two: the map's tap rendered the listings area in many short slices that took far
 * longer than their work. A tap still gets in within a frame. Set once the page has settled
 * (bootstrap.tsx): the hydration keeps 5 ms slices, as 16 ms ones made Lighthouse's TBT worse
 * (measured: docs/decisions/0001-server-render.md).
 *
 * The scheduler must be the copy react-dom runs on (one version with react-dom's, so pnpm links
 * one package: reactSlices.test.ts checks it), or this sets a scheduler nobody uses.
 */
const REACT_SLICES_PER_SECOND = 60;

export function setReactSlices(): void {
  unstable_forceFrameRate(REACT_SLICES_PER_SECOND);
}
