/** An outbox in memory, for unit tests of the worker's scheduling: it survives nothing. */
import crypto from 'node:crypto';
import type { ClaimedItem, Outbox, OutboxItem, OutboxMail } from './outbox';

export interface MemoryOutboxRow extends OutboxItem {
  state: 'pending' | 'sent' | 'failed';
  nextAttemptAt: Date;
  sentAt: Date | null;
  lastError: string | null;
  claim: string | null;
}

export class MemoryOutbox implements Outbox {
  readonly rows: MemoryOutboxRow[] = [];
  private lastId = 0;

  /** What the store does when an inquiry is saved: a pending row, due at once. */
  add(mail: OutboxMail, now: Date): string {
    const id = String(++this.lastId);
    this.rows.push({ ...mail, id, createdAt: now, attempts: 0, state: 'pending', nextAttemptAt: now, sentAt: null, lastError: null, claim: null });
    return id;
  }

  row(id: string): MemoryOutboxRow {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`No outbox row ${id}`);
    return row;
  }

  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedItem[]> {
    const due = this.rows
      .filter((row) => row.state === 'pending' && row.nextAttemptAt.getTime() <= now.getTime())
      .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || Number(a.id) - Number(b.id))
      .slice(0, limit);
    return due.map((row) => {
      row.attempts += 1;
      row.nextAttemptAt = leaseUntil;
      row.claim = crypto.randomUUID();
      const { id, createdAt, attempts, to, replyTo, subject, text, claim } = row;
      return { id, createdAt, attempts, to, replyTo, subject, text, claim };
    });
  }

  async markSent(id: string, claim: string, sentAt: Date): Promise<boolean> {
    const row = this.row(id);
    if (row.state !== 'pending' || row.claim !== claim) return false;
    Object.assign(row, { state: 'sent', sentAt, claim: null });
    return true;
  }

  async markFailed(id: string, claim: string, error: string, retryAt: Date | null): Promise<boolean> {
    const row = this.row(id);
    if (row.state !== 'pending' || row.claim !== claim) return false;
    Object.assign(row, retryAt ? { nextAttemptAt: retryAt, lastError: error, claim: null } : { state: 'failed', lastError: error, claim: null });
    return true;
  }

  async nextDueAt(): Promise<Date | null> {
    const pending = this.rows.filter((row) => row.state === 'pending').map((row) => row.nextAttemptAt.getTime());
    return pending.length > 0 ? new Date(Math.min(...pending)) : null;
  }
}
