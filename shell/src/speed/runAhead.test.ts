// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RUN_AHEAD_IDLE_MS, createRunAheadQueue } from './runAhead';

/** A page whose network last finished something at `downloadEnd` (fake-timer milliseconds). */
function setup() {
  const page = { downloadEnd: Date.now() };
  const queue = createRunAheadQueue({ now: () => Date.now(), lastDownloadEnd: () => page.downloadEnd });
  const ran: string[] = [];
  const piece = (name: string) => () => ran.push(name);
  return { page, queue, ran, piece };
}

describe('the queue of code run ahead', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('runs nothing until the host opens it, however quiet the page', () => {
    const { queue, ran, piece } = setup();
    queue.add(piece('map'));
    vi.advanceTimersByTime(10 * RUN_AHEAD_IDLE_MS);
    expect(ran).toEqual([]);
    queue.open();
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual(['map']);
  });

  it('runs one piece per quiet spell, in the order queued', () => {
    const { queue, ran, piece } = setup();
    queue.open();
    queue.add(piece('filters'));
    queue.add(piece('map'));
    vi.advanceTimersByTime(RUN_AHEAD_IDLE_MS - 100);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['filters']);
    // The first piece's run counts as activity: the second waits for a quiet spell of its own.
    vi.advanceTimersByTime(RUN_AHEAD_IDLE_MS - 200);
    expect(ran).toEqual(['filters']);
    vi.advanceTimersByTime(400);
    expect(ran).toEqual(['filters', 'map']);
  });

  it("waits while the visitor taps, types or scrolls, and while the page's downloads finish", () => {
    const { page, queue, ran, piece } = setup();
    queue.open();
    queue.add(piece('map'));
    for (const event of [new Event('pointerdown'), new KeyboardEvent('keydown', { key: 'a' }), new Event('scroll')]) {
      vi.advanceTimersByTime(RUN_AHEAD_IDLE_MS - 200);
      window.dispatchEvent(event);
    }
    vi.advanceTimersByTime(RUN_AHEAD_IDLE_MS - 200);
    page.downloadEnd = Date.now();
    vi.advanceTimersByTime(RUN_AHEAD_IDLE_MS - 200);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual(['map']);
  });

  it('runs nothing in a background tab', () => {
    const { queue, ran, piece } = setup();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    queue.open();
    queue.add(piece('map'));
    vi.advanceTimersByTime(10 * RUN_AHEAD_IDLE_MS);
    expect(ran).toEqual([]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual(['map']);
  });

  it('drops a cancelled piece, and goes on after a piece that fails', () => {
    const { queue, ran, piece } = setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    queue.open();
    queue.add(() => {
      throw new Error('no code');
    });
    const cancel = queue.add(piece('filters'));
    queue.add(piece('map'));
    cancel();
    vi.advanceTimersByTime(5 * RUN_AHEAD_IDLE_MS);
    expect(ran).toEqual(['map']);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
