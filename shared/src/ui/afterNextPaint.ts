/**
 * Runs `work` in a task after the next frame is painted. A tap's handler shows the overlay's
 * frame first and starts the loads from here: a module already in memory is evaluated in
 * promise callbacks, which run before the browser paints and would hold the frame back.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
