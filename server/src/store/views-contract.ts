/**
 * The store's contract for what each listing earns (`listing_views` and the inquiries read from
 * the messages), run on SQLite (store.sqlite.test.ts) and a real PostgreSQL
 * (store.postgres.test.ts) with the store contract's own way of opening stores.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Store } from './store';
import type { StoreUnderTest } from './store-contract';

export function viewsContract(engine: string, subject: StoreUnderTest): void {
  const opened: Store[] = [];
  const open = async (now?: () => Date) => {
    const store = await subject.open(now);
    opened.push(store);
    return store;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });

  describe(`the listings' views on ${engine}`, { timeout: 60_000 }, () => {
    it('adds counts to a listing\'s day, sums a window per listing and lists one listing\'s days oldest first', async () => {
      const store = await open();
      const views = store.listingViews;
      await views.add([
        { listingId: '7', day: '2026-11-01', views: 2 },
        { listingId: '7', day: '2026-11-03', views: 1 },
        { listingId: '8', day: '2026-11-03', views: 4 },
        { listingId: '9', day: '2026-11-03', views: 0 },
      ]);
      await views.add([{ listingId: '7', day: '2026-11-03', views: 5 }]);
      expect(await views.totalsSince('2026-11-01')).toEqual(new Map([['7', 8], ['8', 4]]));
      expect(await views.totalsSince('2026-11-02')).toEqual(new Map([['7', 6], ['8', 4]]));
      expect(await views.daysOf('7', '2026-10-01')).toEqual([
        { day: '2026-11-01', views: 2 },
        { day: '2026-11-03', views: 6 },
      ]);
      expect(await views.daysOf('9', '2026-10-01')).toEqual([]);
    });

    it('keeps every one of 40 counts added at once on two instances to the same day', async () => {
      const store = await open();
      const other = await subject.openAgain(store);
      opened.push(other);
      // Each batch holds the same two rows: every write meets the other writes' rows.
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 ? other : store).listingViews.add([
            { listingId: '7', day: '2026-11-30', views: 1 },
            { listingId: '8', day: '2026-11-30', views: 2 },
          ]),
        ),
      );
      expect(await store.listingViews.totalsSince('2026-11-30')).toEqual(new Map([['7', 40], ['8', 80]]));
      expect(await other.listingViews.daysOf('7', '2026-11-01')).toEqual([{ day: '2026-11-30', views: 40 }]);
    });

    it('forgets the days before the first kept one', async () => {
      const store = await open();
      await store.listingViews.add([
        { listingId: '7', day: '2026-08-31', views: 3 },
        { listingId: '7', day: '2026-09-01', views: 1 },
        { listingId: '8', day: '2026-08-01', views: 1 },
      ]);
      expect(await store.listingViews.prune('2026-09-01')).toBe(2);
      expect(await store.listingViews.daysOf('7', '2000-01-01')).toEqual([{ day: '2026-09-01', views: 1 }]);
      expect(await store.listingViews.totalsSince('2000-01-01')).toEqual(new Map([['7', 1]]));
    });

    it("counts a listing's inquiries since an instant: its page line only, spam and other pages left out", async () => {
      let now = new Date('2026-10-20T10:00:00.000Z');
      const store = await open(() => now);
      const ask = (page: string, state: 'new' | 'spam' = 'new') => store.addMessage({ name: 'Arta', email: 'a@example.com', phone: '1', message: 'A është?', page }, state);
      await ask('Prona: 7'); // before the window
      now = new Date('2026-11-01T00:00:00.000Z');
      await ask('Prona: 7');
      await ask('Prona: 7');
      await ask('Prona: 7', 'spam');
      await ask('Prona: 70');
      await ask('Faqja: https://example.com/kontakti');
      await ask('');
      const since = '2026-10-31T23:00:00.000Z';
      expect(await store.listingViews.inquiriesSince(since)).toEqual(new Map([['7', 2], ['70', 1]]));
      expect(await store.listingViews.inquiriesSince(since, '7')).toEqual(new Map([['7', 2]]));
      expect(await store.listingViews.inquiriesSince(since, '8')).toEqual(new Map());
    });
  });
}
