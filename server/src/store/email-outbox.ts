/**
 * The notify module's `Outbox` over the `email_outbox` table, the same on SQLite and
 * PostgreSQL. What makes it safe with several workers (and several server instances):
 *   - a claim is one transaction that picks the due rows and updates them under conditions that
 *     only a still-due row meets, so two claims never both get a row; on PostgreSQL the pick
 *     skips rows another claim has locked (`for update skip locked`), on SQLite the database
 *     has one writer at a time (a second claim that started meanwhile fails as busy and is
 *     tried afresh by the store);
 *   - every claim writes a new random token, and marking a row requires it, so a worker whose
 *     lease ran out changes nothing.
 */
import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ClaimedItem, Outbox, OutboxMail } from '../notify/outbox';
import type { Engine } from './engine';
import type { Database, OutboxRow, OutboxState } from './tables';
import { inTransaction } from './transaction';

type Db = Kysely<Database> | Transaction<Database>;

/** An outbox row as the back office or a test reads it. */
export interface OutboxEntry extends OutboxMail {
  id: string;
  createdAt: string;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: string;
  sentAt: string | null;
  lastError: string | null;
  /** Whether a worker holds the item right now (its claim token is set). */
  claimed: boolean;
  /** The contact message the mail is about, if any. */
  messageId: string | null;
  /** The alert the mail belongs to, if any. */
  alertId: number | null;
}

/** The outbox row's id as the notify module sees it (text), back to the table's integer. */
function rowId(id: string): number | undefined {
  return /^[1-9][0-9]{0,15}$/.test(id) ? Number(id) : undefined;
}

export function entryFromRow(row: OutboxRow): OutboxEntry {
  return {
    id: String(row.id),
    createdAt: row.created_at,
    to: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.body_text,
    html: row.body_html,
    listUnsubscribe: row.list_unsubscribe,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
    lastError: row.last_error,
    claimed: row.claim_token !== null,
    messageId: row.message_id,
    alertId: row.alert_id === null ? null : Number(row.alert_id),
  };
}

/**
 * Adds a mail, due at `at`; returns its id. Part of the caller's transaction when given one. It
 * names the contact message it tells of (`messageId`) or the alert it belongs to (`alertId`).
 */
export async function enqueueMail(db: Db, mail: OutboxMail, at: string, messageId: string | null = null, alertId: number | null = null): Promise<string> {
  const row = await db
    .insertInto('email_outbox')
    .values({
      created_at: at,
      to_address: mail.to,
      reply_to: mail.replyTo,
      subject: mail.subject,
      body_text: mail.text,
      body_html: mail.html ?? null,
      list_unsubscribe: mail.listUnsubscribe ?? null,
      state: 'pending',
      attempts: 0,
      next_attempt_at: at,
      message_id: messageId,
      alert_id: alertId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** The `Outbox` on a database; `write` wraps each change (the store's retry while SQLite is busy). */
export class SqlOutbox implements Outbox {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
    private readonly write: <T>(run: () => Promise<T>) => Promise<T>,
  ) {}

  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedItem[]> {
    const due = now.toISOString();
    const lease = leaseUntil.toISOString();
    return this.write(() =>
      inTransaction(this.db, async (trx) => {
        let pick = trx
          .selectFrom('email_outbox')
          .select('id')
          .where('state', '=', 'pending')
          .where('next_attempt_at', '<=', due)
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(limit);
        if (this.engine === 'postgres') pick = pick.forUpdate().skipLocked();
        const ids = (await pick.execute()).map((row) => row.id);
        if (ids.length === 0) return [];
        const claim = crypto.randomUUID();
        const rows = await trx
          .updateTable('email_outbox')
          .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: lease, claim_token: claim }))
          .where('id', 'in', ids)
          .where('state', '=', 'pending')
          .where('next_attempt_at', '<=', due)
          .returningAll()
          .execute();
        const order = new Map(ids.map((id, index) => [id, index]));
        return rows
          .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
          .map((row) => ({
            id: String(row.id),
            createdAt: new Date(row.created_at),
            attempts: row.attempts,
            to: row.to_address,
            replyTo: row.reply_to,
            subject: row.subject,
            text: row.body_text,
            html: row.body_html,
            listUnsubscribe: row.list_unsubscribe,
            claim,
          }));
      }),
    );
  }

  async markSent(id: string, claim: string, sentAt: Date): Promise<boolean> {
    return this.mark(id, claim, { state: 'sent', sent_at: sentAt.toISOString(), claim_token: null });
  }

  async markFailed(id: string, claim: string, error: string, retryAt: Date | null): Promise<boolean> {
    return this.mark(
      id,
      claim,
      retryAt
        ? { next_attempt_at: retryAt.toISOString(), last_error: error, claim_token: null }
        : { state: 'failed', last_error: error, claim_token: null },
    );
  }

  private async mark(
    id: string,
    claim: string,
    changes: { state?: OutboxState; sent_at?: string; next_attempt_at?: string; last_error?: string; claim_token: null },
  ): Promise<boolean> {
    const key = rowId(id);
    if (key === undefined) return false;
    const result = await this.write(() =>
      this.db
        .updateTable('email_outbox')
        .set(changes)
        .where('id', '=', key)
        .where('state', '=', 'pending')
        .where('claim_token', '=', claim)
        .executeTakeFirst(),
    );
    return Number(result.numUpdatedRows) > 0;
  }

  async nextDueAt(): Promise<Date | null> {
    const row = await this.db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.min('next_attempt_at').as('due'))
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return row?.due ? new Date(row.due) : null;
  }

  async entry(id: string): Promise<OutboxEntry | undefined> {
    const key = rowId(id);
    if (key === undefined) return undefined;
    const row = await this.db.selectFrom('email_outbox').selectAll().where('id', '=', key).executeTakeFirst();
    return row && entryFromRow(row);
  }

  /** Every mail, oldest first (the back office's view of what was sent and what waits). */
  async entries(): Promise<OutboxEntry[]> {
    const rows = await this.db.selectFrom('email_outbox').selectAll().orderBy('id').execute();
    return rows.map(entryFromRow);
  }
}
