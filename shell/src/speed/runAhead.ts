import { inIdle, lastResourceEnd } from './idle';

/**
 * Code run ahead of a likely tap, so the tap does not wait for code. Code fetched ahead still runs
 * for the first time at the tap: its modules are evaluated, the functions it calls compiled, its
 * style sheets applied. For the map that was a large part of the first tap's time on the throttled
 * phone (measured: docs/decisions/0003-speed-layer.md). Work queued here (e.g. loading the map's
 * module) runs instead while the visitor looks at the page:
 *
 * - only once the host has fetched the code of what comes next (`openRunAhead`): running it
 *   then reads it from the cache and never competes with the page's own loading;
 * - only after RUN_AHEAD_IDLE_MS without a tap, a key, a scroll or a finished download, so it never
 *   lands in the middle of the visitor's action or the page's loading;
 * - one piece per idle period, each waiting for its own quiet again, so a tap that comes anyway
 *   finds at most one piece (one long task) in its way.
 *
 * Nothing runs in a background tab. A host that never opens the queue (a remote alone, a visitor
 * who saves data) runs nothing ahead: the tap loads and runs the code, as without this.
 */

/** Quiet (no input, no download) for this long before a piece runs: a visitor looking, not acting. */
export const RUN_AHEAD_IDLE_MS = 2_000;
/** Checked this often while waiting. */
const POLL_MS = 250;
const INPUTS = ['pointerdown', 'keydown', 'scroll', 'wheel'] as const;

interface RunAheadQueue {
  /** Queues `work`; returns its cancel (e.g. for a component that unmounts first). */
  add: (work: () => void) => () => void;
  /** The code of what comes next has been fetched: queued work may run from now on. */
  open: () => void;
}

export interface RunAheadClock {
  now: () => number;
  /** When the network last finished something, on the same clock. */
  lastDownloadEnd: () => number;
}

const pageClock: RunAheadClock = { now: () => performance.now(), lastDownloadEnd: lastResourceEnd };

export function createRunAheadQueue(clock: RunAheadClock = pageClock): RunAheadQueue {
  const queue: (() => void)[] = [];
  let opened = false;
  let lastInput = -Infinity;
  // The last piece's own loading counts as the page's: the next waits for its quiet.
  let lastRun = -Infinity;
  const onInput = () => {
    lastInput = clock.now();
  };

  const quiet = () => document.visibilityState === 'visible' && clock.now() - Math.max(lastInput, lastRun, clock.lastDownloadEnd()) >= RUN_AHEAD_IDLE_MS;

  // A timer or an idle callback is pending: one at a time, so pieces never run back to back.
  let scheduled = false;

  const runOne = () => {
    scheduled = false;
    // The visitor may have acted between the check and this idle period.
    if (quiet()) {
      const work = queue.shift();
      lastRun = clock.now();
      try {
        work?.();
      } catch (error) {
        console.error('[speed] code run ahead failed', error);
      }
    }
    wait();
  };

  function wait(): void {
    if (scheduled || !opened || queue.length === 0) return;
    scheduled = true;
    setTimeout(() => {
      if (quiet()) return inIdle(runOne);
      scheduled = false;
      wait();
    }, POLL_MS);
  }

  return {
    add(work) {
      queue.push(work);
      wait();
      return () => {
        const index = queue.indexOf(work);
        if (index >= 0) queue.splice(index, 1);
      };
    },
    open() {
      if (opened) return;
      opened = true;
      for (const type of INPUTS) addEventListener(type, onInput, { capture: true, passive: true });
      wait();
    },
  };
}

/** The page's one queue. */
const pageQueue = createRunAheadQueue();

/** Runs `work` ahead of a likely tap, while the visitor is idle (see above); returns its cancel. */
export const runAhead = (work: () => void): (() => void) => pageQueue.add(work);

/** Lets queued work run: called by the host once it has fetched the code of what comes next. */
export const openRunAhead = (): void => pageQueue.open();
