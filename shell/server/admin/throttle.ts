/**
 * Sign-in throttling, per account and per client: after `limit` failed attempts within
 * `windowMs`, further attempts are refused until the oldest of them leaves the window. The right
 * password does not pass a locked account (that is what stops guessing); a successful sign-in
 * clears the account's count. Counted in this process's memory: with several instances each
 * counts its own (documented in the README), which still bounds a guesser to N times the limit.
 */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

export class FailureCounter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly rule: ThrottleRule,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.rule.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** Milliseconds until `key` may try again; 0 when it may now. */
  retryAfterMs(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.rule.limit) return 0;
    const oldest = recent[recent.length - this.rule.limit] ?? this.now();
    return Math.max(1, oldest + this.rule.windowMs - this.now());
  }

  fail(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.failures.set(key, recent);
    // Forget quiet keys now and then, so a spray of addresses cannot grow the map for ever.
    if (this.failures.size > 10_000) for (const stale of [...this.failures.keys()]) this.recent(stale);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

export interface SignInThrottleOptions {
  perAccount?: ThrottleRule;
  perClient?: ThrottleRule;
  now?: () => number;
}

export const DEFAULT_PER_ACCOUNT: ThrottleRule = { limit: 5, windowMs: 15 * 60_000 };
export const DEFAULT_PER_CLIENT: ThrottleRule = { limit: 20, windowMs: 15 * 60_000 };

export class SignInThrottle {
  private readonly accounts: FailureCounter;
  private readonly clients: FailureCounter;

  constructor(options: SignInThrottleOptions = {}) {
    this.accounts = new FailureCounter(options.perAccount ?? DEFAULT_PER_ACCOUNT, options.now);
    this.clients = new FailureCounter(options.perClient ?? DEFAULT_PER_CLIENT, options.now);
  }

  /** Milliseconds to wait before this account or this client may try again (0: go ahead). */
  retryAfterMs(account: string, client: string): number {
    return Math.max(this.accounts.retryAfterMs(account), this.clients.retryAfterMs(client));
  }

  failed(account: string, client: string): void {
    this.accounts.fail(account);
    this.clients.fail(client);
  }

  succeeded(account: string): void {
    this.accounts.clear(account);
  }
}
