import { describe, expect, it } from 'vitest';
import { runInSlices } from './slices';

/** A clock that moves 1 ms each time work is done, and a queue run by hand. */
function harness() {
  let time = 0;
  const queued: Array<() => void> = [];
  return {
    now: () => time,
    tick: () => {
      time += 1;
    },
    queue: (next: () => void) => queued.push(next),
    runNext: () => queued.shift()?.(),
    get pending() {
      return queued.length;
    },
  };
}

describe('runInSlices', () => {
  it('does the first slice at once and the rest in later tasks, within the budget each', () => {
    const clock = harness();
    const done: number[] = [];
    const slices: boolean[] = [];
    runInSlices([1, 2, 3, 4, 5, 6, 7], (item) => {
      done.push(item);
      clock.tick();
    }, { budgetMs: 3, now: clock.now, queue: clock.queue, onSlice: (finished) => slices.push(finished) });
    expect(done).toEqual([1, 2, 3]);
    expect(clock.pending).toBe(1);
    clock.runNext();
    expect(done).toEqual([1, 2, 3, 4, 5, 6]);
    clock.runNext();
    expect(done).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(slices).toEqual([false, false, true]);
    expect(clock.pending).toBe(0);
  });

  it('does the items that must show at once in the first slice, whatever the time', () => {
    const clock = harness();
    const done: number[] = [];
    runInSlices([1, 2, 3, 4, 5, 6], (item) => {
      done.push(item);
      clock.tick();
    }, { budgetMs: 2, firstSliceAtLeast: 4, now: clock.now, queue: clock.queue });
    expect(done).toEqual([1, 2, 3, 4]);
    clock.runNext();
    expect(done).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('stops after cancel, keeping what was done', () => {
    const clock = harness();
    const done: number[] = [];
    const work = runInSlices([1, 2, 3, 4], (item) => {
      done.push(item);
      clock.tick();
    }, { budgetMs: 2, now: clock.now, queue: clock.queue });
    work.cancel();
    clock.runNext();
    expect(done).toEqual([1, 2]);
  });

  it('reports an empty list as done at once', () => {
    const slices: boolean[] = [];
    runInSlices([], () => undefined, { budgetMs: 5, onSlice: (finished) => slices.push(finished) });
    expect(slices).toEqual([true]);
  });

  it('queues the next slice as a task by default', async () => {
    const done: number[] = [];
    let time = 0;
    await new Promise<void>((resolve) => {
      runInSlices([1, 2], (item) => {
        done.push(item);
        time += 10;
      }, { budgetMs: 5, now: () => time, onSlice: (finished) => finished && resolve() });
      expect(done).toEqual([1]);
    });
    expect(done).toEqual([1, 2]);
  });
});
