import { describe, expect, it } from 'vitest';
import { Rounds } from './rounds';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Rounds', () => {
  it('runs a round at once, never two at a time, and one more for a nudge during a round', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    let release: (() => void) | undefined;
    const rounds = new Rounds(async () => {
      runs += 1;
      active += 1;
      most = Math.max(most, active);
      await new Promise<void>((resolve) => (release = resolve));
      active -= 1;
      return 60_000;
    });
    rounds.start();
    await tick(5);
    expect(runs).toBe(1);
    rounds.nudge();
    rounds.nudge();
    await tick(5);
    expect(runs).toBe(1);
    release?.();
    await tick(5);
    // The nudges during the first round: one more round, right after it.
    expect(runs).toBe(2);
    release?.();
    await tick(5);
    expect(runs).toBe(2);
    expect(most).toBe(1);
    await rounds.stop();
  });

  it('waits as long as the round asked, and stops after the round in progress', async () => {
    const started: number[] = [];
    let finished = 0;
    const rounds = new Rounds(async () => {
      started.push(Date.now());
      await tick(20);
      finished += 1;
      return 30;
    });
    rounds.start();
    await tick(120);
    expect(started.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < started.length; i++) expect((started[i] as number) - (started[i - 1] as number)).toBeGreaterThanOrEqual(45);
    await rounds.stop();
    const count = started.length;
    expect(finished).toBe(count);
    await tick(100);
    expect(started.length).toBe(count);
  });

  it('does nothing for a nudge before it starts or after it stops', async () => {
    let runs = 0;
    const rounds = new Rounds(async () => {
      runs += 1;
      return 60_000;
    });
    rounds.nudge();
    await tick(5);
    expect(runs).toBe(0);
    rounds.start();
    await tick(5);
    await rounds.stop();
    rounds.nudge();
    await tick(5);
    expect(runs).toBe(1);
  });
});
