/** The gate that bounds the password checks running at once. */
import { describe, expect, it } from 'vitest';
import { Gate } from './throttle';

describe('the password-check gate', () => {
  it('runs at most its size at once, queues the next ones in order and refuses beyond its queue', async () => {
    const gate = new Gate(2, 3);
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    const releases: (() => void)[] = [];
    const task = (n: number) => () =>
      new Promise<number>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          finished.push(n);
          resolve(n);
        });
      });
    const runs = Array.from({ length: 7 }, (_, n) => gate.run(task(n)));
    // 2 running, 3 waiting: the sixth and seventh are refused at once.
    expect(await runs[5]).toBeUndefined();
    expect(await runs[6]).toBeUndefined();
    while (releases.length > 0 || finished.length < 5) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      releases.shift()?.();
    }
    expect(await Promise.all(runs.slice(0, 5))).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(finished).toEqual([0, 1, 2, 3, 4]);
  });

  it('frees its slot when a task fails', async () => {
    const gate = new Gate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(() => Promise.resolve('next'))).toBe('next');
  });
});
