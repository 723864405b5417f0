/**
 * What each listing earns: its page's views per day (`listing_views`, counted by views/) and its
 * inquiries (contact messages about it, page line 'Prona: {id}', spam aside). Reached as
 * `store.listingViews`.
 *
 * A count is added with one upsert per (listing, day) that adds to what the row holds, inside
 * the database (`views = listing_views.views + excluded.views`): counts written at once by
 * several requests or instances all land, on SQLite and PostgreSQL alike, without a read first.
 * Counts are visitors' numbers, not the agency's changes, so they write no audit row (one per
 * batch of views would bury the agency's own changes in the log).
 */
import type { Kysely } from 'kysely';
import type { Database } from './tables';
import { inTransaction } from './transaction';

/** Views of one listing on one day. */
export interface DayViews {
  listingId: string;
  /** 'YYYY-MM-DD' (the counter's day, views/day.ts). */
  day: string;
  views: number;
}

/** The page line a contact message about a listing carries (shared/contact's `pageLine`). */
const LISTING_PAGE_PREFIX = 'Prona: ';

export class ListingViewsStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly write: <T>(run: () => Promise<T>) => Promise<T>,
  ) {}

  /** Adds each count to its listing's day (all in one transaction). */
  async add(counts: readonly DayViews[]): Promise<void> {
    // In one order of keys, so that batches written at once on PostgreSQL lock their rows in the
    // same order and never wait on each other in a cycle.
    const rows = counts
      .filter((count) => count.views > 0)
      .map((count) => ({ listing_id: count.listingId, day: count.day, views: count.views }))
      .sort((a, b) => (a.listing_id < b.listing_id ? -1 : a.listing_id > b.listing_id ? 1 : a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
    if (rows.length === 0) return;
    await this.write(() =>
      inTransaction(this.db, async (trx) => {
        // 300 rows of three values stay far under either engine's limit on bound parameters.
        for (let start = 0; start < rows.length; start += 300) {
          await trx
            .insertInto('listing_views')
            .values(rows.slice(start, start + 300))
            .onConflict((conflict) =>
              conflict.columns(['listing_id', 'day']).doUpdateSet({ views: (eb) => eb('listing_views.views', '+', eb.ref('excluded.views')) }),
            )
            .execute();
        }
      }),
    );
  }

  /** Forgets the days before `firstKept` ('YYYY-MM-DD'); says how many rows went. */
  async prune(firstKept: string): Promise<number> {
    return this.write(async () => {
      const result = await this.db.deleteFrom('listing_views').where('day', '<', firstKept).executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }

  /** Each listing's views from the day `from` on (listings without any are absent). */
  async totalsSince(from: string): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('listing_views')
      .select('listing_id')
      .select((eb) => eb.fn.sum<number | string>('views').as('views'))
      .where('day', '>=', from)
      .groupBy('listing_id')
      .execute();
    return new Map(rows.map((row) => [row.listing_id, Number(row.views)]));
  }

  /** One listing's views per day from `from` on, oldest first (days without views are absent). */
  async daysOf(listingId: string, from: string): Promise<{ day: string; views: number }[]> {
    const rows = await this.db
      .selectFrom('listing_views')
      .select(['day', 'views'])
      .where('listing_id', '=', listingId)
      .where('day', '>=', from)
      .orderBy('day')
      .execute();
    return rows.map((row) => ({ day: row.day, views: Number(row.views) }));
  }

  /**
   * Each listing's inquiries received at or after the instant `since` (an ISO time): messages
   * whose page line names it, spam left out. Keyed by listing id.
   */
  async inquiriesSince(since: string, listingId?: string): Promise<Map<string, number>> {
    let query = this.db
      .selectFrom('messages')
      .select('page')
      .select((eb) => eb.fn.countAll<number | string>().as('inquiries'))
      .where('received_at', '>=', since)
      .where('state', '!=', 'spam');
    query =
      listingId === undefined
        ? query.where('page', 'like', `${LISTING_PAGE_PREFIX}%`)
        : query.where('page', '=', `${LISTING_PAGE_PREFIX}${listingId}`);
    const rows = await query.groupBy('page').execute();
    return new Map(rows.map((row) => [row.page.slice(LISTING_PAGE_PREFIX.length), Number(row.inquiries)]));
  }
}
