/**
 * When the page has settled: it has loaded and the network has been quiet for a while. Only
 * then does the shell fetch the code of what the page offers next, so that fetch never competes
 * with the page's own images, the app's start or the route's data.
 */
import { inIdle, lastResourceEnd } from './idle';

/**
 * No resource finished for this long counts as a quiet network. Short, because a visitor looks
 * for a second or two and taps: with a longer wait (and an idle callback that could add more) the
 * code was often still unfetched when the bench's visitor tapped, and the tap's own fetch then
 * queued behind the late prefetch of the other remotes.
 */
export const QUIET_MS = 500;
/** Checked this often while waiting. */
const POLL_MS = 250;

/** Calls `then` once, in an idle period after the page has loaded and the network is quiet. */
export function whenSettled(then: () => void, doc: Document = document): void {
  const check = () => {
    const quiet = performance.now() - lastResourceEnd() >= QUIET_MS;
    if (doc.readyState !== 'complete' || !quiet) {
      window.setTimeout(check, POLL_MS);
      return;
    }
    inIdle(then);
  };
  window.setTimeout(check, POLL_MS);
}
