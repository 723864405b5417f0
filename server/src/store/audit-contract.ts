/**
 * The store's contract for the audit log (issue 51): every change of a listing, its photos and
 * the messages about it is written with what it changed (field: before → after) in the
 * change's own transaction, and the log reads back for one listing or one user, a page at a
 * time. Run on SQLite (store.sqlite.test.ts) and on a real PostgreSQL (store.postgres.test.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { makeListing } from 'shared/testing';
import type { Store } from './store';
import type { StoreUnderTest } from './store-contract';

const photo = (name: string) => ({ fileName: `/assets/photos/${name}-1200.webp`, originalFileName: `${name}-original.jpg`, displayName: `${name}.jpg` });
const inquiry = (listingId: string) => ({ name: 'Arta', email: 'arta@example.com', phone: '044 111 222', message: 'A është në shitje?', page: `Prona: ${listingId}` });

export function auditContract(engine: string, subject: StoreUnderTest): void {
  const opened: Store[] = [];
  const open = async () => {
    const store = await subject.open();
    opened.push(store);
    return store;
  };
  const again = async (store: Store) => {
    const other = await subject.openAgain(store);
    opened.push(other);
    return other;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });

  /** A store with two agents and a listing Arta created. */
  async function withListing() {
    const store = await open();
    const arta = (await store.accounts.upsertUser('arta@zyra.example', 'hash')).id;
    const besa = (await store.accounts.upsertUser('besa@zyra.example', 'hash')).id;
    const { id } = await store.createListing(makeListing({ price: 98_000, details: { area: 84, furnished: false } }), 'draft', { userId: arta });
    return { store, arta, besa, id };
  }

  describe(`the audit log on ${engine}`, { timeout: 60_000 }, () => {
    it("says what a save changed, field by field, as the store keeps each side: the price, a detail, the point, the status", async () => {
      const { store, arta, id } = await withListing();
      const saved = makeListing({ id, price: 95_000, geoPoint: { latitude: 42.66, longitude: 21.16 }, details: { area: 86, furnished: false, documents: ['permit'] } });
      expect(await store.updateListing(saved, 'active', { userId: arta })).toEqual({ changed: true });
      // A save that changes nothing writes nothing.
      expect(await store.updateListing(saved, 'active', { userId: arta })).toEqual({ changed: false });
      const rows = (await store.accounts.listAudit(10, { listingId: id })).filter((row) => row.action === 'listing.update');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ userId: arta, userEmail: 'arta@zyra.example', subjectType: 'listing', subjectId: id, listingId: id });
      expect(rows[0]!.changes).toEqual([
        { field: 'price', from: 98_000, to: 95_000 },
        { field: 'geoPoint', from: null, to: { latitude: 42.66, longitude: 21.16 } },
        { field: 'details.area', from: 84, to: 86 },
        { field: 'details.documents', from: null, to: ['permit'] },
        { field: 'status', from: 'draft', to: 'active' },
      ]);
    });

    it('keeps a long text by its start: a description of 20,000 characters is not copied whole into every row', async () => {
      const { store, arta, id } = await withListing();
      const long = 'ë'.repeat(20_000);
      await store.updateListing(makeListing({ id, price: 98_000, description: long, details: { area: 84, furnished: false } }), 'draft', { userId: arta });
      const [row] = await store.accounts.listAudit(1, { listingId: id });
      const to = String(row!.changes[0]!.to);
      expect(row!.changes[0]!.field).toBe('description');
      expect(to.length).toBe(1001);
      expect(to.endsWith('…')).toBe(true);
    });

    it("audits each photo change of a listing with what it changed: added, the order, the cover, a removal", async () => {
      const { store, arta, besa, id } = await withListing();
      const added = (await store.addPhotos(id, [photo('a'), photo('b'), photo('c')], { userId: arta }))!;
      const [a, b, c] = added;
      // Numbered as the back office shows them, the cover (a, the first added) first.
      await store.reorderPhotos(id, [a!.id, c!.id, b!.id], { userId: besa });
      // The same order again, a new order behind the cover alone, and the cover it already has: no row.
      await store.reorderPhotos(id, [a!.id, c!.id, b!.id], { userId: besa });
      await store.setCoverPhoto(id, a!.id, { userId: arta });
      await store.setCoverPhoto(id, c!.id, { userId: besa });
      await store.reorderPhotos(id, [c!.id, a!.id, b!.id], { userId: besa });
      await store.removePhoto(id, b!.id, { userId: arta });

      const rows = (await store.accounts.listAudit(20, { listingId: id })).filter((row) => row.action.startsWith('photo.')).reverse();
      expect(rows.map((row) => [row.action, row.userId, row.listingId, row.changes])).toEqual([
        ['photo.add', arta, id, [{ field: 'photos', from: 0, to: 3 }]],
        ['photo.reorder', besa, id, [{ field: 'photos.order', from: [1, 2, 3], to: [1, 3, 2] }]],
        ['photo.cover', besa, id, [{ field: 'photos.cover', from: 'a.jpg', to: 'c.jpg' }]],
        // Shown c, a, b: the last one removed.
        ['photo.remove', arta, id, [{ field: 'photos', from: 3, to: 2 }]],
      ]);
      expect(rows[0]!.details).toEqual({ names: ['a.jpg', 'b.jpg', 'c.jpg'] });
      expect(rows.at(-1)!.details).toEqual({ number: 3, name: 'b.jpg' });
    });

    it("names the listing a message asks about on the message's rows; reads the log for a listing, for a user, a page at a time", async () => {
      const { store, arta, besa, id } = await withListing();
      const message = await store.addMessage(inquiry(id));
      const other = await store.addMessage({ ...inquiry('77'), page: 'Faqja: https://example.com/kontakti' });
      expect(await store.setMessageState(message.id, 'read', { userId: besa })).toBe(true);
      expect(await store.setMessageState(message.id, 'read', { userId: besa })).toBe(true);
      expect(await store.setMessageState(other.id, 'answered', { userId: besa })).toBe(true);
      expect(await store.setMessageState('missing', 'read', { userId: besa })).toBe(false);
      await store.messageNotes.setNote(message.id, 'Thirre nesër.', { userId: arta });

      const forListing = await store.accounts.listAudit(50, { listingId: id });
      expect(forListing.map((row) => [row.action, row.userId])).toEqual([
        ['message.note', arta],
        ['message.state', besa],
        ['listing.add', arta],
      ]);
      expect(forListing[1]).toMatchObject({ subjectType: 'message', subjectId: message.id, listingId: id, changes: [{ field: 'state', from: 'new', to: 'read' }] });

      const byBesa = await store.accounts.listAudit(50, { userId: besa });
      expect(byBesa.map((row) => [row.action, row.subjectId, row.listingId])).toEqual([
        ['message.state', other.id, null],
        ['message.state', message.id, id],
      ]);
      expect(await store.accounts.listAudit(50, { listingId: id, userId: besa })).toHaveLength(1);

      // Pages: the newest first, then those older than the last one shown.
      const all = await store.accounts.listAudit(50);
      const first = await store.accounts.listAudit(2);
      const next = await store.accounts.listAudit(50, { before: first.at(-1)!.id });
      expect([...first, ...next].map((row) => row.id)).toEqual(all.map((row) => row.id));
    });

    it('audits 20 cover changes sent at once on two instances as an unbroken story: each row starts where the one before ended', async () => {
      const { store, arta, id } = await withListing();
      const second = await again(store);
      const photos = (await store.addPhotos(id, [photo('a'), photo('b'), photo('c')], { userId: arta }))!;
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? store : second).setCoverPhoto(id, photos[(i % 3 + 1) % 3]!.id, { userId: arta })),
      );
      const rows = (await store.accounts.listAudit(50, { listingId: id })).filter((row) => row.action === 'photo.cover').reverse();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows[0]!.changes[0]!.from).toBe('a.jpg');
      for (let i = 1; i < rows.length; i++) expect(rows[i]!.changes[0]!.from).toBe(rows[i - 1]!.changes[0]!.to);
      const cover = (await store.listingPhotos(id))!.find((item) => item.isCover)!.displayName;
      expect(rows.at(-1)!.changes[0]!.to).toBe(cover);
      // A change to the cover it already had wrote nothing.
      for (const row of rows) expect(row.changes[0]!.from).not.toBe(row.changes[0]!.to);
    });

    it("audits 20 state changes of one message sent at once on two instances, each from the state the one before left", async () => {
      const { store, besa, id } = await withListing();
      const second = await again(store);
      const message = await store.addMessage(inquiry(id));
      const states = ['read', 'answered', 'new', 'spam'] as const;
      await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? store : second).setMessageState(message.id, states[i % 4]!, { userId: besa })));
      const rows = (await store.accounts.listAudit(50, { listingId: id })).filter((row) => row.action === 'message.state').reverse();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows[0]!.changes[0]!.from).toBe('new');
      for (let i = 1; i < rows.length; i++) expect(rows[i]!.changes[0]!.from).toBe(rows[i - 1]!.changes[0]!.to);
      expect(rows.at(-1)!.changes[0]!.to).toBe((await store.getMessage(message.id))!.state);
    });
  });
}
