/**
 * The contact endpoint's post counter for @fastify/rate-limit: a fixed window per client, kept in
 * memory, at most MAX_CLIENTS clients (the oldest window goes first).
 *
 * Why not the plugin's own LocalStore: it answers every post with the same mutable object per
 * client, and the plugin reads the count from it only after an `await`. Posts handled in one
 * event-loop turn all count before any reads, so all of them see the final count: ten such posts
 * against a limit of three were all refused, none stored (contact/rate-limit.test.ts). Node's
 * HTTP/1.1 server happens to handle each request in a turn of its own, so over sockets the limit
 * held; that is luck of the transport, not a property of the limit. Each answer here is a
 * snapshot, so the first posts of a burst are taken and only those past the limit are refused.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';

/** Clients remembered at once; past it, the client whose window began first is forgotten. */
const MAX_CLIENTS = 5000;

interface Window {
  count: number;
  startedAt: number;
}

type Answer = Parameters<FastifyRateLimitStore['incr']>[1];

export class SnapshotRateLimitStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, Window>();

  incr(key: string, answer: Answer, timeWindow: number): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (window === undefined || window.startedAt + timeWindow <= now) {
      // A new window goes to the end of the map's order, so the first entry is always the oldest.
      this.windows.delete(key);
      window = { count: 0, startedAt: now };
      this.windows.set(key, window);
      if (this.windows.size > MAX_CLIENTS) this.windows.delete(this.windows.keys().next().value as string);
    }
    window.count += 1;
    answer(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  /** Every route shares one counter per client: the contact endpoint has one route. */
  child(): FastifyRateLimitStore {
    return this;
  }
}
