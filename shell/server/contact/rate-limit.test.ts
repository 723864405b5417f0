// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createRateLimiter', () => {
  it('allows the limit per window and refuses the next, with the seconds to wait', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: time.now });
    expect(limiter.take('a')).toEqual({ allowed: true });
    time.advance(10_000);
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 50 });
  });

  it('counts each client apart', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: clock().now });
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('b').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('slides: an attempt leaves the count once it is a window old', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: time.now });
    limiter.take('a');
    time.advance(600);
    limiter.take('a');
    time.advance(399);
    expect(limiter.take('a').allowed).toBe(false);
    time.advance(1);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('does not count refused attempts, so a client that keeps trying is not locked out for ever', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: time.now });
    limiter.take('a');
    for (let i = 0; i < 5; i++) {
      time.advance(100);
      expect(limiter.take('a').allowed).toBe(false);
    }
    time.advance(500);
    expect(limiter.take('a').allowed).toBe(true);
  });
});
