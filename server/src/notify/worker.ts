/**
 * The outbox worker: claims due mails, sends them, records the outcome, and sleeps until the
 * next one is due. It runs beside the server, never in a request: the contact handler answers
 * the visitor first and then calls `nudge()`, so a slow or absent mail server never delays
 * or fails an inquiry. Everything it knows lives in the outbox, so a restart resumes the work.
 *
 * Delivery is at-least-once, made as close to exactly-once as SMTP allows:
 *   - an item is claimed (atomically, with a lease and a token) before it is sent, so two
 *     workers, or two rounds of one, never send it at the same time;
 *   - it is marked sent as soon as the server accepts it;
 *   - a worker that dies between claim and send loses nothing: when the lease ends the item is
 *     due again and is sent then;
 *   - the one window left is a death after the server accepted the mail and before `markSent`
 *     was recorded. Exactly-once would need the mail server to take part in our transaction,
 *     which SMTP cannot; the alternative, marking the item sent before sending (at-most-once),
 *     would lose the inquiry's mail on every crash or network error in that window. An
 *     inquiry not told is worse than one told twice, so we resend, and the resent mail carries
 *     the same Message-ID (`messageIdFor`), which mail services use to fold duplicates together.
 */
import type { BackoffPolicy } from './backoff';
import { DEFAULT_BACKOFF, retryDelay } from './backoff';
import type { ClaimedItem, Outbox, OutboxItem } from './outbox';
import { Rounds } from './rounds';
import type { MailSender } from './sender';

export interface WorkerLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface OutboxWorkerOptions {
  outbox: Outbox;
  sender: MailSender;
  /** The From address (and the Message-ID's domain). */
  from: string;
  log?: WorkerLog;
  now?: () => Date;
  /** How long a claim holds before another worker may take the item (default 5 minutes). */
  leaseMs?: number;
  /** The longest sleep between two looks at the outbox, for mail added by another process (default 1 minute). */
  pollMs?: number;
  /** Items claimed per round (default 10). */
  batchSize?: number;
  backoff?: BackoffPolicy;
  random?: () => number;
}

/** The Message-ID of an outbox item: the same on every attempt, unique across databases. */
export function messageIdFor(item: Pick<OutboxItem, 'id' | 'createdAt'>, from: string): string {
  const domain = from.slice(from.lastIndexOf('@') + 1) || 'localhost';
  return `<inquiry-${item.id}-${item.createdAt.getTime().toString(36)}@${domain}>`;
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return (typeof code === 'string' ? `${code}: ` : '') + error.message.replace(/\s+/g, ' ').slice(0, 500);
}

export class OutboxWorker {
  private readonly outbox: Outbox;
  private readonly sender: MailSender;
  private readonly from: string;
  private readonly log: WorkerLog;
  private readonly now: () => Date;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly backoff: BackoffPolicy;
  private readonly random: () => number;

  private readonly rounds = new Rounds(() => this.loop());

  constructor(options: OutboxWorkerOptions) {
    this.outbox = options.outbox;
    this.sender = options.sender;
    this.from = options.from;
    this.log = options.log ?? console;
    this.now = options.now ?? (() => new Date());
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.pollMs = options.pollMs ?? 60_000;
    this.batchSize = options.batchSize ?? 10;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.random = options.random ?? Math.random;
  }

  /** Starts sending: a first round at once, then whenever something is due. */
  start(): void {
    this.rounds.start();
  }

  /** Mail was just added: look at the outbox now rather than at the next poll. */
  nudge(): void {
    this.rounds.nudge();
  }

  /** Stops after the round in progress (its mails are sent or recorded); no new round starts. */
  stop(): Promise<void> {
    return this.rounds.stop();
  }

  /** A round of `Rounds`: what is due is sent; the next round when the next mail is due, at most a poll away. */
  private async loop(): Promise<number> {
    try {
      await this.runOnce();
      const due = await this.outbox.nextDueAt();
      return due ? Math.min(this.pollMs, Math.max(0, due.getTime() - this.now().getTime())) : this.pollMs;
    } catch (error) {
      // The outbox itself failed (the database is away): try again at the next poll.
      this.log.error(`notify: the outbox could not be read: ${describeError(error)}`);
      return this.pollMs;
    }
  }

  /**
   * One round: claims what is due and sends it, one mail after another. Returns how many were
   * sent. Exposed for tests and for a one-shot command.
   */
  async runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = this.now();
      const items = await this.outbox.claimDue(now, new Date(now.getTime() + this.leaseMs), this.batchSize);
      for (const item of items) if (await this.deliver(item)) sent += 1;
      if (items.length < this.batchSize) return sent;
    }
  }

  private async deliver(item: ClaimedItem): Promise<boolean> {
    try {
      await this.sender.send({ ...item, from: this.from, messageId: messageIdFor(item, this.from) });
    } catch (error) {
      const delay = retryDelay(item.attempts, this.backoff, this.random);
      const reason = describeError(error);
      const retryAt = delay === null ? null : new Date(this.now().getTime() + delay);
      await this.outbox.markFailed(item.id, item.claim, reason, retryAt);
      if (retryAt) this.log.warn(`notify: mail ${item.id} not sent (attempt ${item.attempts}), next try ${retryAt.toISOString()}: ${reason}`);
      else this.log.error(`notify: mail ${item.id} given up after ${item.attempts} attempts: ${reason}`);
      return false;
    }
    if (!(await this.outbox.markSent(item.id, item.claim, this.now()))) {
      this.log.warn(`notify: mail ${item.id} was sent after its claim had expired`);
    }
    return true;
  }
}
