/**
 * Counts listing views off the page's path: a view is decided in memory (visitors.ts) and added
 * to a batch that is written to the store a moment later (`flushMs`), one upsert per listing and
 * day, so the page's answer never waits on the store. A store fault costs counts, never a page:
 * the batch is kept and tried again at the next flush (up to MAX_PENDING listing-days), and the
 * fault is logged once until a write succeeds again. Days older than VIEWS_KEPT_DAYS are pruned
 * once a day.
 */
import type { DayViews, ListingViewsStore } from '../store';
import { addDays, dayOf, VIEWS_KEPT_DAYS } from './day';
import { DailyVisitors, type Visitor } from './visitors';

export type ViewOutcome = 'counted' | 'repeat' | 'agency' | 'full';

/** Listing-days waiting for the store at most; past it, a view of a new listing-day is dropped. */
const MAX_PENDING = 10_000;

export interface ViewCounterOptions {
  store: Pick<ListingViewsStore, 'add' | 'prune'>;
  now?: () => Date;
  /** How long a view waits for the batch's write (ms). */
  flushMs?: number;
  log: (line: string) => void;
}

export class ViewCounter {
  private readonly visitors: DailyVisitors;
  private pending = new Map<string, DayViews>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private failing = false;
  private prunedFor = '';
  private readonly now: () => Date;
  private readonly flushMs: number;

  constructor(
    private readonly options: ViewCounterOptions,
    visitors = new DailyVisitors(),
  ) {
    this.visitors = visitors;
    this.now = options.now ?? (() => new Date());
    this.flushMs = options.flushMs ?? 2_000;
  }

  /** A person's view of a shown listing's page (the caller has left bots and prefetches out). */
  count(visitor: Visitor, listingId: string): ViewOutcome {
    const day = dayOf(this.now());
    if (this.visitors.isAgency(visitor, day)) return 'agency';
    const first = this.visitors.view(visitor, listingId, day);
    if (first === 'repeat') return 'repeat';
    if (first === 'full' || !this.add({ listingId, day, views: 1 })) return 'full';
    return 'counted';
  }

  /** A signed-in back-office request: this browser's views today are the agency's own. */
  noteAgency(visitor: Visitor): void {
    this.visitors.noteAgency(visitor, dayOf(this.now()));
  }

  private add(count: DayViews): boolean {
    const key = `${count.listingId}\u0000${count.day}`;
    const held = this.pending.get(key);
    if (held) held.views += count.views;
    else if (this.pending.size >= MAX_PENDING) return false;
    else this.pending.set(key, { ...count });
    this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
    return true;
  }

  /** Writes what is waiting (and prunes once a day); resolves when written or kept for the next try. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.writing = this.writing.then(() => this.write(batch));
    return this.writing;
  }

  private async write(batch: DayViews[]): Promise<void> {
    const today = dayOf(this.now());
    try {
      if (batch.length > 0) await this.options.store.add(batch);
      if (this.prunedFor !== today) {
        await this.options.store.prune(addDays(today, -(VIEWS_KEPT_DAYS - 1)));
        this.prunedFor = today;
      }
      if (this.failing) this.options.log('Listing views are written to the store again.');
      this.failing = false;
    } catch (error) {
      if (!this.failing) this.options.log(`Listing views could not be written (kept for the next try): ${error instanceof Error ? error.message : String(error)}`);
      this.failing = true;
      for (const count of batch) this.add(count);
    }
  }

  /** The last write, before the store closes. */
  async close(): Promise<void> {
    await this.flush();
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
