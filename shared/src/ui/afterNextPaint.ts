/**
 * Runs `work` in a task after the next frame is painted. A tap's handler shows its answer (an
 * overlay's frame) first and does the rest from here: loads, `history.pushState` (tens of ms on a
 * slow phone), a module already in memory evaluated in promise callbacks — all of which run before
 * the browser paints when started in the handler, and would hold the frame back.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
