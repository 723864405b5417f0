/** A sliding-window limit on posts per client, kept in memory (one server process). */

export interface RateLimiter {
  /** Counts one attempt by `key`; refused attempts are not counted. */
  take(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const { limit, windowMs, now = Date.now } = options;
  const attempts = new Map<string, number[]>();
  let lastSweep = now();

  /** Forgets clients whose attempts are all outside the window, at most once per window. */
  const sweep = (time: number) => {
    if (time - lastSweep < windowMs) return;
    lastSweep = time;
    for (const [key, times] of attempts) {
      if ((times.at(-1) ?? 0) <= time - windowMs) attempts.delete(key);
    }
  };

  return {
    take(key) {
      const time = now();
      sweep(time);
      const recent = (attempts.get(key) ?? []).filter((t) => t > time - windowMs);
      if (recent.length >= limit) {
        attempts.set(key, recent);
        const oldest = recent[0] ?? time;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - time) / 1000)) };
      }
      recent.push(time);
      attempts.set(key, recent);
      return { allowed: true };
    },
  };
}
