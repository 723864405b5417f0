/**
 * The outbox: mail waiting to be sent, kept in the store so that nothing waits only in memory.
 * The request that stores an inquiry adds its mail here (in the same transaction as the
 * message); the worker (`worker.ts`) sends it later. The SQL store implements this interface
 * over its `email_outbox` table (`store/email-outbox.ts`), tested by the store's contract on both engines.
 *
 * Life of an item:
 *   pending, due (nextAttemptAt <= now)
 *     → claimed: still pending, attempts + 1, nextAttemptAt = the lease's end, a new claim token;
 *       a worker that dies here loses nothing: when the lease ends the item is due again
 *     → sent (sentAt), or
 *     → pending again with nextAttemptAt = the back-off time and lastError, or
 *     → failed (given up after the last attempt; lastError says why).
 * Only the holder of the current claim token can mark an item: a worker whose lease ran out
 * (and whose item another worker has claimed since) changes nothing.
 */

/** A mail as the outbox keeps it: everything needed to send it again after a restart. */
export interface OutboxMail {
  /** One plain address. */
  to: string;
  /** The visitor's address when it is a plain one, for the agency's 'Reply'. */
  replyTo: string | null;
  /** One line, already sanitised. */
  subject: string;
  text: string;
  /** An HTML part beside the text (an alert's e-mail), its every value escaped; absent for text alone. */
  html?: string | null;
  /**
   * The address a mail client's one-click unsubscribe posts to (List-Unsubscribe with
   * List-Unsubscribe-Post, RFC 8058); absent for mail nobody subscribed to.
   */
  listUnsubscribe?: string | null;
}

export interface OutboxItem extends OutboxMail {
  /** The outbox row's id; the mail's Message-ID is made from it, so every attempt carries the same one. */
  id: string;
  createdAt: Date;
  /** Attempts so far, this claim's included. */
  attempts: number;
}

export interface ClaimedItem extends OutboxItem {
  /** The claim token: markSent and markFailed act only while it is the item's current one. */
  claim: string;
}

export interface Outbox {
  /**
   * Atomically claims up to `limit` pending items whose nextAttemptAt <= `now`, oldest due
   * first: for each, attempts + 1, nextAttemptAt = `leaseUntil`, a new random claim token.
   * Two workers calling at once never get the same item.
   */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedItem[]>;
  /** Marks the item sent at `sentAt`; false (and no change) when `claim` is no longer current. */
  markSent(id: string, claim: string, sentAt: Date): Promise<boolean>;
  /**
   * Records a failed attempt: pending again from `retryAt`, or failed for good when `retryAt`
   * is null; `error` is kept as lastError. False (and no change) when `claim` is not current.
   */
  markFailed(id: string, claim: string, error: string, retryAt: Date | null): Promise<boolean>;
  /** The earliest nextAttemptAt among pending items (claimed ones included), or null when none. */
  nextDueAt(): Promise<Date | null>;
}
