/**
 * Works through a list in slices of a few milliseconds, handing the main thread back between
 * slices, so that showing thousands of markers never makes a long task. The first slice runs
 * at once; the rest follow as separate tasks (a message, not a timer: no 4 ms clamping).
 */
export interface SlicedWork {
  /** Stops before the next slice; what was done stays done. */
  cancel(): void;
}

export interface SliceOptions {
  /** Longest a slice may run, in milliseconds. */
  budgetMs: number;
  /** Items the first slice does whatever the time (what must show at once); default 1. */
  firstSliceAtLeast?: number;
  /** After every slice; `done` after the last. */
  onSlice?: (done: boolean) => void;
  /** Clock, for tests. */
  now?: () => number;
  /** How the next slice is queued, for tests. */
  queue?: (next: () => void) => void;
}

function queueTask(next: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    next();
  };
  channel.port2.postMessage(null);
}

export function runInSlices<T>(items: readonly T[], work: (item: T) => void, options: SliceOptions): SlicedWork {
  const now = options.now ?? (() => performance.now());
  const queue = options.queue ?? queueTask;
  let index = 0;
  let cancelled = false;
  // At least one item per slice, so the work always moves on.
  let atLeast = Math.max(1, options.firstSliceAtLeast ?? 1);

  const slice = () => {
    if (cancelled) return;
    const started = now();
    const minimum = index + atLeast;
    atLeast = 1;
    do {
      work(items[index]!);
      index += 1;
    } while (index < items.length && (index < minimum || now() - started < options.budgetMs));
    const done = index >= items.length;
    options.onSlice?.(done);
    if (!done) queue(slice);
  };

  if (items.length === 0) options.onSlice?.(true);
  else slice();
  return {
    cancel: () => {
      cancelled = true;
    },
  };
}
