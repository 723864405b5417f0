/**
 * Sign-in throttling, per account and per client: at most `limit` tries within `windowMs`;
 * further tries are refused until the oldest of them leaves the window. A try is counted before
 * its password is checked (reserved in the store, so requests sent together and instances
 * sharing a database all count the same tries); a try that succeeds is given back, and clears
 * the account's count. The right password does not pass a locked account: that is what stops
 * guessing. And at most a few password hashes are checked at once, so a burst costs the
 * server a queue, not its memory and every core.
 */
import type { Reservation, SignInAttempts } from '../store/sign-in-attempts';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

export interface SignInThrottleOptions {
  perAccount?: ThrottleRule;
  perClient?: ThrottleRule;
  /** Password hashes checked at once; more wait their turn. */
  concurrentChecks?: number;
  /** Checks waiting their turn; beyond them a sign-in is refused as busy. */
  queuedChecks?: number;
  now?: () => number;
}

export const DEFAULT_PER_ACCOUNT: ThrottleRule = { limit: 5, windowMs: 15 * 60_000 };
export const DEFAULT_PER_CLIENT: ThrottleRule = { limit: 20, windowMs: 15 * 60_000 };
/** argon2id with the library's defaults takes 19 MiB and most of a core per check. */
const DEFAULT_CONCURRENT_CHECKS = 2;
const DEFAULT_QUEUED_CHECKS = 64;

/** Runs at most `size` tasks at once, with at most `queue` more waiting; `undefined` when full. */
export class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly size: number,
    private readonly queue: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T | undefined> {
    if (this.running >= this.size) {
      if (this.waiting.length >= this.queue) return undefined;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so `running` never drops below a waiter.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

const accountKey = (account: string) => `account:${account}`;
const clientKey = (client: string) => `client:${client}`;

export class SignInThrottle {
  private readonly perAccount: ThrottleRule;
  private readonly perClient: ThrottleRule;
  private readonly now: () => number;
  private readonly checks: Gate;

  constructor(
    private readonly attempts: SignInAttempts,
    options: SignInThrottleOptions = {},
  ) {
    this.perAccount = options.perAccount ?? DEFAULT_PER_ACCOUNT;
    this.perClient = options.perClient ?? DEFAULT_PER_CLIENT;
    this.now = options.now ?? Date.now;
    this.checks = new Gate(options.concurrentChecks ?? DEFAULT_CONCURRENT_CHECKS, options.queuedChecks ?? DEFAULT_QUEUED_CHECKS);
  }

  /** Counts a try for this account and client, or says how long they must wait. */
  reserve(account: string, client: string): Promise<Reservation> {
    return this.attempts.reserve(
      [
        { key: accountKey(account), ...this.perAccount },
        { key: clientKey(client), ...this.perClient },
      ],
      this.now(),
    );
  }

  /** Checks a password within the gate; `undefined` when too many checks are waiting already. */
  check(verify: () => Promise<boolean>): Promise<boolean | undefined> {
    return this.checks.run(verify);
  }

  /** A reserved try succeeded: the client's try is given back and the account's count cleared. */
  succeeded(token: string, account: string, client: string): Promise<void> {
    return this.attempts.release(token, [clientKey(client)], [accountKey(account)]);
  }

  /** A reserved try was never checked (the server was too busy): it is given back whole. */
  unchecked(token: string, account: string, client: string): Promise<void> {
    return this.attempts.release(token, [accountKey(account), clientKey(client)]);
  }
}
