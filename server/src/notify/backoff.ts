/** When to try a mail again after a failed attempt: exponential back-off with jitter, capped. */

export interface BackoffPolicy {
  /** The wait after the first failure. */
  baseMs: number;
  /** The longest wait between two attempts. */
  maxMs: number;
  /** After this many attempts the mail is marked failed (it stays in the outbox, with its error). */
  maxAttempts: number;
  /** ± this share of the wait is random, so mails that failed together do not retry together. */
  jitter: number;
}

/**
 * 30 s, 1, 2, 4 … minutes up to an hour between tries; 40 attempts reach about a day and a
 * half, long enough to outlast a mail server's outage over a weekend night or an expired
 * password until someone fixes it.
 */
export const DEFAULT_BACKOFF: Readonly<BackoffPolicy> = Object.freeze({
  baseMs: 30_000,
  maxMs: 60 * 60_000,
  maxAttempts: 40,
  jitter: 0.2,
});

/** The wait after the `attempts`-th failed attempt, or null when it was the last one allowed. */
export function retryDelay(attempts: number, policy: BackoffPolicy = DEFAULT_BACKOFF, random: () => number = Math.random): number | null {
  if (attempts >= policy.maxAttempts) return null;
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
  const spread = exponential * policy.jitter * (2 * random() - 1);
  return Math.max(0, Math.round(exponential + spread));
}
