import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, retryDelay } from './backoff';
import { MemoryOutbox } from './memory-outbox';

const mail = { to: 'zyra@example.com', replyTo: null, subject: 'S', text: 'T' };
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 25, 10, 0, seconds));

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

describe('MemoryOutbox (the contract the SQL outbox keeps)', () => {
  it('claims due items oldest first, at most the limit, and leases them', async () => {
    const outbox = new MemoryOutbox();
    const first = outbox.add(mail, at(0));
    const second = outbox.add(mail, at(1));
    outbox.add(mail, at(50));

    const claimed = await outbox.claimDue(at(10), at(70), 5);
    expect(claimed.map((item) => item.id)).toEqual([first, second]);
    expect(claimed.every((item) => item.attempts === 1 && item.claim.length > 0)).toBe(true);
    // Claimed items are not due again while the lease holds…
    expect(await outbox.claimDue(at(60), at(120), 5)).toHaveLength(1);
    // …and are due again once it ends (a worker that died with them).
    const reclaimed = await outbox.claimDue(at(70), at(130), 5);
    expect(reclaimed.map((item) => [item.id, item.attempts])).toEqual([
      [first, 2],
      [second, 2],
    ]);
    expect(reclaimed[0]!.claim).not.toBe(claimed[0]!.claim);
  });

  it('lets only the current claim mark an item', async () => {
    const outbox = new MemoryOutbox();
    const id = outbox.add(mail, at(0));
    const [old] = await outbox.claimDue(at(0), at(10), 1);
    const [current] = await outbox.claimDue(at(10), at(20), 1);
    expect(await outbox.markSent(id, old!.claim, at(11))).toBe(false);
    expect(outbox.row(id).state).toBe('pending');
    expect(await outbox.markSent(id, current!.claim, at(12))).toBe(true);
    expect(outbox.row(id)).toMatchObject({ state: 'sent', sentAt: at(12) });
    // Sent is final: the same claim cannot send or fail it again, and nothing is due.
    expect(await outbox.markFailed(id, current!.claim, 'x', at(30))).toBe(false);
    expect(await outbox.claimDue(at(100), at(200), 5)).toEqual([]);
    expect(await outbox.nextDueAt()).toBeNull();
  });

  it('reschedules a failed attempt, or fails the item for good', async () => {
    const outbox = new MemoryOutbox();
    const id = outbox.add(mail, at(0));
    const [claim] = await outbox.claimDue(at(0), at(300), 1);
    expect(await outbox.markFailed(id, claim!.claim, 'ECONNREFUSED', at(30))).toBe(true);
    expect(outbox.row(id)).toMatchObject({ state: 'pending', lastError: 'ECONNREFUSED' });
    expect(await outbox.nextDueAt()).toEqual(at(30));
    expect(await outbox.claimDue(at(29), at(300), 1)).toEqual([]);

    const [again] = await outbox.claimDue(at(30), at(300), 1);
    expect(await outbox.markFailed(id, again!.claim, 'EAUTH', null)).toBe(true);
    expect(outbox.row(id)).toMatchObject({ state: 'failed', lastError: 'EAUTH', attempts: 2 });
    expect(await outbox.claimDue(at(1000), at(2000), 1)).toEqual([]);
  });
});
