/**
 * The sign-in throttle's tries, kept in the store so that every instance sharing it counts the
 * same tries. A try is reserved before its password is checked, in one transaction that also
 * checks the limits, so requests sent together cannot all pass a check made before any of them
 * is counted. On PostgreSQL that transaction holds an advisory lock per key (taken in key order,
 * so two reservations never wait on each other in a cycle); on SQLite the first statement is a
 * write, which takes the database's write lock for the whole transaction.
 */
import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Engine } from './engine';
import type { Database } from './tables';
import { inTransaction } from './transaction';

/** At most `limit` tries within `windowMs`. */
export interface AttemptLimit {
  key: string;
  limit: number;
  windowMs: number;
}

export type Reservation = { ok: true; token: string } | { ok: false; retryAfterMs: number };

/**
 * How long a try is kept whoever reserves: the longest window any caller counts in (an alert's
 * requests per address: a day). Each reservation forgets what is older; forgetting by its own
 * window would let a sign-in (15 minutes) wipe the tries an hour's or a day's limit still counts.
 */
export const ATTEMPTS_KEPT_MS = 24 * 60 * 60_000;

export class SignInAttempts {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
    private readonly write: <T>(run: () => Promise<T>) => Promise<T>,
  ) {}

  /**
   * Counts one try against every key, unless one of them already has its limit of tries within
   * its window: then nothing is counted and the answer says how long until the oldest of those
   * tries leaves the window. `now` is in milliseconds since the epoch.
   */
  reserve(limits: readonly AttemptLimit[], now: number): Promise<Reservation> {
    const ordered = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const longest = Math.max(ATTEMPTS_KEPT_MS, ...ordered.map((limit) => limit.windowMs));
    return this.write(() =>
      inTransaction(this.db, async (trx) => {
        if (this.engine === 'postgres') {
          for (const { key } of ordered) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
        }
        // Tries that left every window are forgotten: a spray of addresses cannot grow the table past a day's.
        await trx.deleteFrom('sign_in_attempts').where('at', '<=', new Date(now - longest).toISOString()).execute();
        let retryAfterMs = 0;
        for (const { key, limit, windowMs } of ordered) {
          const recent = await trx
            .selectFrom('sign_in_attempts')
            .select('at')
            .where('key', '=', key)
            .where('at', '>', new Date(now - windowMs).toISOString())
            .orderBy('at', 'desc')
            .limit(limit)
            .execute();
          const oldest = recent[limit - 1];
          if (oldest) retryAfterMs = Math.max(retryAfterMs, Math.max(1, Date.parse(oldest.at) + windowMs - now));
        }
        if (retryAfterMs > 0) return { ok: false, retryAfterMs };
        const token = crypto.randomUUID();
        const at = new Date(now).toISOString();
        await trx
          .insertInto('sign_in_attempts')
          .values(ordered.map(({ key }) => ({ key, at, token })))
          .execute();
        return { ok: true, token };
      }),
    );
  }

  /** Takes back a reservation's try from `keys` (a try that succeeded), or every try of a key with `all`. */
  async release(token: string, keys: readonly string[], all: readonly string[] = []): Promise<void> {
    await this.write(() =>
      inTransaction(this.db, async (trx) => {
        if (keys.length > 0) await trx.deleteFrom('sign_in_attempts').where('token', '=', token).where('key', 'in', keys).execute();
        if (all.length > 0) await trx.deleteFrom('sign_in_attempts').where('key', 'in', all).execute();
      }),
    );
  }
}
