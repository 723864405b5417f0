import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, retryDelay } from './backoff';

describe('retryDelay', () => {
  it('doubles from the base up to the cap', () => {
    const middle = () => 0.5; // no jitter
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(n, DEFAULT_BACKOFF, middle))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelay(20, DEFAULT_BACKOFF, middle)).toBe(3_600_000);
  });

  it('spreads retries by the jitter', () => {
    expect(retryDelay(1, DEFAULT_BACKOFF, () => 0)).toBe(24_000);
    expect(retryDelay(1, DEFAULT_BACKOFF, () => 1)).toBe(36_000);
  });

  it('gives up after the last attempt', () => {
    expect(retryDelay(DEFAULT_BACKOFF.maxAttempts - 1)).not.toBeNull();
    expect(retryDelay(DEFAULT_BACKOFF.maxAttempts)).toBeNull();
  });
});
