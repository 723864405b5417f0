/**
 * The store's contract: one suite, run against SQLite (store.sqlite.test.ts) and against a
 * real PostgreSQL (store.postgres.test.ts). Whatever the engine, the site sees the same store.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LISTING_STATUSES, PRICE_BY_AGREEMENT, type Listing } from 'shared/contracts';
import { checkListings, listingsFileEntries } from 'shared/listings/rules';
import { allDetails, makeListing } from 'shared/testing';
import type { Store } from './store';

/** The actor of changes a test makes outside the back office: the system (no user). */
const AS_SYSTEM = { userId: null };

export interface StoreUnderTest {
  /** A store on a new, empty database, reading the time from `now`. */
  open(now?: () => Date): Promise<Store>;
  /** A second store on the same database as `store` (another instance of the site). */
  openAgain(store: Store): Promise<Store>;
  /** A store on a copy `store.backup(file)` wrote. */
  openBackup(file: string): Promise<Store>;
}

const sampleFile = path.resolve(import.meta.dirname, '../../../sample-data/public/data/listings.json');

/** Every listing of the sample as the checker gives it (active or not, exact coordinates). */
function sampleListings(): Listing[] {
  const entries = listingsFileEntries(JSON.parse(fs.readFileSync(sampleFile, 'utf8')));
  if (!entries.ok) throw new Error(entries.problem);
  return checkListings(entries.entries).listings;
}

/** JSON's view of a listing: what an export writes (undefined keys gone). */
const asJson = (listing: Listing): unknown => JSON.parse(JSON.stringify(listing));

export function storeContract(engine: string, subject: StoreUnderTest): void {
  const opened: Store[] = [];
  const open = async (now?: () => Date) => {
    const store = await subject.open(now);
    opened.push(store);
    return store;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });

  // Real databases, a child pg_dump and psql: seconds each on a busy machine.
  describe(`the store on ${engine}`, { timeout: 60_000 }, () => {
    it('keeps every SPEC field of every sample listing exactly, private coordinates included', async () => {
      const store = await open();
      const listings = sampleListings();
      expect(await store.upsertListings(listings)).toEqual({ added: listings.length, updated: 0, unchanged: 0 });
      expect(await store.countListings()).toBe(listings.length);
      for (const listing of listings) {
        const stored = await store.getListing(listing.id);
        // A reserved or sold entry (the public file's shape) is kept as its row's status, and the
        // store's listing reads as active only while it is available.
        const { status, ...fields } = listing;
        expect(stored && asJson(stored.listing)).toEqual(asJson(status === undefined ? listing : { ...fields, active: false }));
        expect(stored?.status).toBe(status ?? (listing.active ? 'active' : 'withdrawn'));
      }
      expect(listings.some((listing) => listing.price === PRICE_BY_AGREEMENT)).toBe(true);
      expect(listings.some((listing) => !listing.active)).toBe(true);
      expect(listings.some((listing) => listing.status === 'sold')).toBe(true);
    });

    it('keeps every detail of the details descriptor, each with its value', async () => {
      const store = await open();
      const listing = makeListing({ id: 'every-detail', details: allDetails() });
      await store.upsertListings([listing]);
      expect((await store.getListing('every-detail'))?.listing.details).toEqual(allDetails());
    });

    it('imports the same listings again without changing anything or the version', async () => {
      const store = await open();
      const listings = sampleListings().slice(0, 30);
      await store.upsertListings(listings);
      const version = await store.listingsVersion();
      expect(await store.upsertListings(listings)).toEqual({ added: 0, updated: 0, unchanged: 30 });
      expect(await store.listingsVersion()).toBe(version);
    });

    it('updates a listing by id: new fields and photos, the first stored time kept, the version bumped', async () => {
      let now = new Date('2026-01-01T10:00:00Z');
      const store = await open(() => now);
      await store.upsertListings([makeListing({ id: 'a-1', images: ['x-1200.webp', 'y-1200.webp'] }), makeListing({ id: 'b' })]);
      const version = await store.listingsVersion();
      now = new Date('2026-01-02T10:00:00Z');
      const changed = makeListing({
        id: 'a-1',
        title: 'Shtëpi e re',
        price: PRICE_BY_AGREEMENT,
        reducedPrice: 90_000,
        geoPoint: { latitude: 42.6629, longitude: 21.1655 },
        details: { area: 120, furnished: true, floor: '4/10' },
        images: ['z-1200.webp', 'x-1200.webp'],
      });
      expect(await store.upsertListings([changed])).toEqual({ added: 0, updated: 1, unchanged: 0 });
      expect(await store.listingsVersion()).toBe(version + 1);
      const stored = await store.getListing('a-1');
      expect(stored?.listing).toEqual(changed);
      expect(stored?.photos).toEqual([
        { position: 0, isCover: true, fileName: 'z-1200.webp', originalFileName: null, caption: '' },
        { position: 1, isCover: false, fileName: 'x-1200.webp', originalFileName: null, caption: '' },
      ]);
      expect(stored?.storedAt).toBe('2026-01-01T10:00:00.000Z');
      expect(stored?.updatedAt).toBe('2026-01-02T10:00:00.000Z');
      expect((await store.getListing('b'))?.updatedAt).toBe('2026-01-01T10:00:00.000Z');
    });

    it('keeps a status with the time it changed; an inactive import keeps a sold listing sold', async () => {
      let now = new Date('2026-02-01T00:00:00Z');
      const store = await open(() => now);
      await store.upsertListings([makeListing({ id: '1' }), makeListing({ id: '2', active: false })]);
      expect((await store.getListing('2'))?.status).toBe('withdrawn');
      now = new Date('2026-02-03T00:00:00Z');
      expect(await store.setListingStatus('1', 'sold')).toBe(true);
      expect(await store.setListingStatus('missing', 'sold')).toBe(false);
      const sold = await store.getListing('1');
      expect(sold).toMatchObject({ status: 'sold', statusChangedAt: '2026-02-03T00:00:00.000Z' });
      expect(sold?.listing.active).toBe(false);

      now = new Date('2026-02-05T00:00:00Z');
      await store.upsertListings([{ ...makeListing({ id: '1' }), active: false }]);
      expect(await store.getListing('1')).toMatchObject({ status: 'sold', statusChangedAt: '2026-02-03T00:00:00.000Z' });
      await store.upsertListings([makeListing({ id: '1' })]);
      expect(await store.getListing('1')).toMatchObject({ status: 'active', statusChangedAt: '2026-02-05T00:00:00.000Z' });
    });

    it("keeps a sold listing's 30 days from its status change: the public file's reserved or sold imports as such, an edit or a save with the same status moves nothing", async () => {
      let now = new Date('2026-03-01T00:00:00Z');
      const store = await open(() => now);
      await store.upsertListings([makeListing({ id: '1', status: 'reserved' }), makeListing({ id: '2' })]);
      expect(await store.getListing('1')).toMatchObject({ status: 'reserved', statusChangedAt: '2026-03-01T00:00:00.000Z' });
      const user = await store.accounts.upsertUser('a@example.org', 'x');
      now = new Date('2026-03-04T00:00:00Z');
      await store.updateListing(makeListing({ id: '2', title: 'E shitur tani' }), 'sold', { userId: user.id });
      now = new Date('2026-03-09T00:00:00Z');
      await store.updateListing(makeListing({ id: '2', title: 'Çmimi i ri', price: 1 }), 'sold', { userId: user.id });
      expect(await store.setListingStatus('2', 'sold')).toBe(true);
      await store.upsertListings([makeListing({ id: '1', status: 'reserved', title: 'Ndryshuar' })]);
      expect(await store.getListing('2')).toMatchObject({ status: 'sold', statusChangedAt: '2026-03-04T00:00:00.000Z' });
      expect(await store.getListing('1')).toMatchObject({ status: 'reserved', statusChangedAt: '2026-03-01T00:00:00.000Z' });
    });

    it('refuses a status the schema does not know', async () => {
      const store = await open();
      await store.upsertListings([makeListing({ id: '1' })]);
      await expect(store.setListingStatus('1', 'lost' as never)).rejects.toThrow();
      expect((await store.getListing('1'))?.status).toBe('active');
    });

    it('stores every status of the contract, a draft among them, with the time it changed; a draft stays one through an inactive import', async () => {
      let now = new Date('2026-04-01T00:00:00Z');
      const store = await open(() => now);
      const user = await store.accounts.upsertUser('agent@example.org', 'x');
      const { id } = await store.createListing(makeListing(), 'draft', { userId: user.id });
      expect(await store.getListing(id)).toMatchObject({ status: 'draft', statusChangedAt: '2026-04-01T00:00:00.000Z', listing: { active: false } });
      // Every other status, then back to a draft.
      for (const [day, status] of [...LISTING_STATUSES.filter((other) => other !== 'draft'), 'draft' as const].entries()) {
        now = new Date(Date.UTC(2026, 3, 2 + day));
        expect(await store.setListingStatus(id, status)).toBe(true);
        expect(await store.getListing(id)).toMatchObject({ status, statusChangedAt: now.toISOString(), listing: { active: status === 'active' } });
      }
      await store.upsertListings([{ ...makeListing({ id }), active: false }]);
      expect((await store.getListing(id))?.status).toBe('draft');
    });

    it("publishes a draft once when 'Publiko' is sent 20 times at once on two instances: one status change, one audit row", async () => {
      const first = await open();
      const second = await subject.openAgain(first);
      opened.push(second);
      const user = await first.accounts.upsertUser('agent@example.org', 'x');
      const { id } = await first.createListing(makeListing(), 'draft', { userId: user.id });
      const before = await first.listingsVersion();
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? first : second).setListingStatus(id, 'active', { userId: user.id })));
      expect(answers.every(Boolean)).toBe(true);
      expect((await second.getListing(id))?.status).toBe('active');
      const audit = (await first.accounts.listAudit(100)).filter((entry) => entry.action === 'listing.status');
      expect(audit.map((entry) => entry.changes)).toEqual([[{ field: 'status', from: 'draft', to: 'active' }]]);
      expect(await first.listingsVersion()).toBe(before + 1);
    });

    it('publishes a draft once when its form is saved as active 20 times at once on two instances: one audit row names the status', async () => {
      const first = await open();
      const second = await subject.openAgain(first);
      opened.push(second);
      const user = await first.accounts.upsertUser('agent@example.org', 'x');
      const { id } = await first.createListing(makeListing(), 'draft', { userId: user.id });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? first : second).updateListing(makeListing({ id, title: 'Gati' }), 'active', { userId: user.id })),
      );
      expect(answers.filter((answer) => answer !== 'not-found' && answer.changed)).toHaveLength(1);
      const audit = (await first.accounts.listAudit(100)).filter((entry) => entry.action === 'listing.update');
      expect(audit).toHaveLength(1);
      // What each field was and became: the status and the title, nothing else of the form.
      expect(audit[0]?.changes).toEqual([
        { field: 'title', from: makeListing().title, to: 'Gati' },
        { field: 'status', from: 'draft', to: 'active' },
      ]);
      expect(await second.getListing(id)).toMatchObject({ status: 'active', listing: { title: 'Gati' } });
    });

    it("keeps a listing's translations in one form through a create, a save and an import: trimmed, a blank text none, the same words no change", async () => {
      const store = await open();
      const user = await store.accounts.upsertUser('agent@example.org', 'x');
      const translations = { en: { title: 'Flat in the centre', description: 'Bright.\n\nQuiet.' }, de: { description: 'Hell.' } };
      const { id } = await store.createListing(makeListing({ translations }), 'draft', { userId: user.id });
      expect((await store.getListing(id))?.listing.translations).toEqual(translations);
      const version = await store.listingsVersion();
      // The same words, sent in another order and with spaces around them, or with an empty text: no change.
      const same = { de: { title: '  ', description: ' Hell. ' }, en: { description: 'Bright.\n\nQuiet.', title: 'Flat in the centre' } };
      expect(await store.updateListing(makeListing({ id, translations: same }), 'draft', { userId: user.id })).toEqual({ changed: false });
      const stored = (await store.getListing(id))!.listing;
      expect(await store.upsertListings([{ ...stored, translations: same }])).toEqual({ added: 0, updated: 0, unchanged: 1 });
      expect(await store.listingsVersion()).toBe(version);
      // Changed, each text audited by its language and field; an emptied one is removed.
      const changed = { en: { title: 'Flat in the city centre' }, de: { title: 'Wohnung im Zentrum', description: 'Hell.' } };
      expect(await store.updateListing(makeListing({ id, translations: changed }), 'draft', { userId: user.id })).toEqual({ changed: true });
      const audit = (await store.accounts.listAudit(10)).find((entry) => entry.action === 'listing.update');
      expect(audit?.changes).toEqual([
        { field: 'translations.en.title', from: 'Flat in the centre', to: 'Flat in the city centre' },
        { field: 'translations.en.description', from: 'Bright.\n\nQuiet.', to: null },
        { field: 'translations.de.title', from: null, to: 'Wohnung im Zentrum' },
      ]);
      expect((await store.getListing(id))?.listing.translations).toEqual(changed);
      // An import without them removes them, as it sets every other field.
      const withoutTranslations = { ...(await store.getListing(id))!.listing, translations: undefined };
      expect(await store.upsertListings([withoutTranslations])).toEqual({ added: 0, updated: 1, unchanged: 0 });
      expect((await store.getListing(id))?.listing).not.toHaveProperty('translations');
    });

    it('saves 20 different translations of one listing sent at once on two instances: each audited, every change starting from the one before', async () => {
      const first = await open();
      const second = await subject.openAgain(first);
      opened.push(second);
      const user = await first.accounts.upsertUser('agent@example.org', 'x');
      const { id } = await first.createListing(makeListing(), 'active', { userId: user.id });
      const titles = Array.from({ length: 20 }, (_, i) => `Flat ${i}`);
      const answers = await Promise.all(
        titles.map((title, i) => (i % 2 === 0 ? first : second).updateListing(makeListing({ id, translations: { en: { title } } }), 'active', { userId: user.id })),
      );
      expect(answers.every((answer) => answer !== 'not-found' && answer.changed)).toBe(true);
      const audit = (await first.accounts.listAudit(100)).filter((entry) => entry.action === 'listing.update').reverse();
      expect(audit.map((entry) => entry.changes.map((change) => change.field))).toEqual(titles.map(() => ['translations.en.title']));
      expect(audit[0]?.changes[0]?.from).toBeNull();
      for (let i = 1; i < audit.length; i++) expect(audit[i]?.changes[0]?.from).toBe(audit[i - 1]?.changes[0]?.to);
      expect(new Set(audit.map((entry) => entry.changes[0]?.to))).toEqual(new Set(titles));
      expect((await second.getListing(id))?.listing.translations).toEqual({ en: { title: audit.at(-1)?.changes[0]?.to } });
    });

    it("adds 10 uploads sent at once on two instances to a draft's photos: each once, in positions of their own, one cover", async () => {
      const first = await open();
      const second = await subject.openAgain(first);
      opened.push(second);
      const user = await first.accounts.upsertUser('agent@example.org', 'x');
      const { id } = await first.createListing(makeListing(), 'draft', { userId: user.id });
      const photo = (i: number) => ({ fileName: `/assets/photos/p${i}-1200.webp`, originalFileName: `p${i}-original.jpg`, displayName: `p${i}.jpg` });
      await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? first : second).addPhotos(id, [photo(i)], AS_SYSTEM)));
      const photos = (await first.listingPhotos(id))!;
      expect(photos.map((item) => item.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(new Set(photos.map((item) => item.fileName)).size).toBe(10);
      expect(photos.filter((item) => item.isCover)).toHaveLength(1);
      expect((await first.getListing(id))?.status).toBe('draft');
    });

    it('tells which listing a photo file belongs to, while its row is there', async () => {
      const store = await open();
      await store.upsertListings([makeListing({ id: 'q' })]);
      const [photo] = (await store.addPhotos('q', [{ fileName: '/assets/photos/x1-1200.webp', originalFileName: 'x1.jpg', displayName: 'x1.jpg' }], AS_SYSTEM))!;
      expect(await store.photoListingId('/assets/photos/x1-1200.webp')).toBe('q');
      expect(await store.photoListingId('/assets/photos/x2-1200.webp')).toBeUndefined();
      await store.removePhoto('q', photo!.id, AS_SYSTEM);
      expect(await store.photoListingId('/assets/photos/x1-1200.webp')).toBeUndefined();
    });

    it('reads every listing in batches from one snapshot, with the version it belongs to', async () => {
      const store = await open();
      const listings = Array.from({ length: 25 }, (_, i) => makeListing({ id: `id-${String(i).padStart(2, '0')}`, title: 'before' }));
      await store.upsertListings(listings);
      const version = await store.listingsVersion();
      const { stamp } = await store.listingsState();
      const seen: Listing[] = [];
      let batches = 0;
      const result = await store.readListings(async (batch) => {
        batches += 1;
        if (batches === 1) {
          // A change committed in the middle of the read belongs to the next snapshot.
          await store.upsertListings([makeListing({ id: 'id-24', title: 'after' }), makeListing({ id: 'id-99' })]);
        }
        seen.push(...batch.map((stored) => stored.listing));
      }, 10);
      expect(batches).toBe(3);
      expect(result).toEqual({ version, stamp, count: 25 });
      expect(seen.map((listing) => listing.id)).toEqual(listings.map((listing) => listing.id));
      expect(seen.every((listing) => listing.title === 'before')).toBe(true);
      expect(await store.listingsVersion()).toBe(version + 1);
    });

    it('draws a new stamp with every change of the listings, so a counter that comes back to a value is told apart', async () => {
      const store = await open();
      const first = await store.listingsState();
      expect(first.version).toBe(await store.listingsVersion());
      expect(Number.isSafeInteger(first.stamp)).toBe(true);
      await store.upsertListings([makeListing({ id: 'a' })]);
      const second = await store.listingsState();
      expect(second.version).toBe(first.version + 1);
      expect(second.stamp).not.toBe(first.stamp);
      // Nothing changed: the pair stays.
      await store.upsertListings([makeListing({ id: 'a' })]);
      expect(await store.listingsState()).toEqual(second);
      // A backup of the first state, changed once as the store was: the same counter, another stamp.
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'store-stamp-')), 'backup');
      try {
        const other = await open();
        await other.upsertListings([makeListing({ id: 'b' })]);
        const otherState = await other.listingsState();
        expect(otherState.version).toBe(second.version);
        expect(otherState.stamp).not.toBe(second.stamp);
        await store.backup(file);
        const copy = await subject.openBackup(file);
        opened.push(copy);
        expect(await copy.listingsState()).toEqual(second);
      } finally {
        fs.rmSync(path.dirname(file), { recursive: true, force: true });
      }
    });

    it('shows one instance\'s change to another instance on the same database', async () => {
      const first = await open();
      const second = await subject.openAgain(first);
      opened.push(second);
      const before = await second.listingsVersion();
      await first.upsertListings([makeListing({ id: 'shared' })]);
      expect(await second.listingsVersion()).toBe(before + 1);
      expect((await second.getListing('shared'))?.listing.id).toBe('shared');
    });

    it('gives each of 30 listings created at once, on two instances, an id of its own and touches no other listing', async () => {
      const first = await open();
      const second = await subject.openAgain(first);
      opened.push(second);
      await first.upsertListings([makeListing({ id: '1824', title: 'Ekzistuese' }), makeListing({ id: 'abc-7', title: 'Tekst' })]);
      const user = await first.accounts.upsertUser('agent@example.org', 'x');
      const created = await Promise.all(
        // A third of them drafts, as the back office makes new listings.
        Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? first : second).createListing({ ...makeListing(), title: `E re ${i}` }, i % 3 === 0 ? 'draft' : 'active', { userId: user.id })),
      );
      const ids = created.map((item) => item.id);
      expect(new Set(ids).size).toBe(30);
      expect(ids.map(Number).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => 1825 + i));
      expect(await first.countListings()).toBe(32);
      for (const [i, { id }] of created.entries()) expect(await second.getListing(id)).toMatchObject({ status: i % 3 === 0 ? 'draft' : 'active', listing: { title: `E re ${i}` } });
      expect((await first.getListing('1824'))?.listing.title).toBe('Ekzistuese');
      const audit = await first.accounts.listAudit(100);
      expect(audit.filter((entry) => entry.action === 'listing.add')).toHaveLength(30);
      expect(audit.filter((entry) => entry.action === 'listing.update')).toHaveLength(0);
    });

    it('updates only a listing that exists', async () => {
      const store = await open();
      const user = await store.accounts.upsertUser('agent@example.org', 'x');
      expect(await store.updateListing(makeListing({ id: '77' }), 'active', { userId: user.id })).toBe('not-found');
      expect(await store.countListings()).toBe(0);
    });

    it('lets at most the limit of 100 sign-in tries sent at once, on two instances, be counted', async () => {
      const first = await open();
      const second = await subject.openAgain(first);
      opened.push(second);
      const now = Date.parse('2026-05-01T10:00:00Z');
      const limits = [
        { key: 'account:a@example.org', limit: 5, windowMs: 60_000 },
        { key: 'client:10.0.0.1', limit: 20, windowMs: 60_000 },
      ];
      const tries = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? first : second).signInAttempts.reserve(limits, now + i)));
      const passed = tries.filter((item) => item.ok);
      expect(passed).toHaveLength(5);
      for (const refused of tries.filter((item) => !item.ok)) expect(refused.retryAfterMs).toBeGreaterThan(0);
      // Another account from the same client still has the client's tries left.
      const other = [{ key: 'account:b@example.org', limit: 5, windowMs: 60_000 }, limits[1]!];
      const granted = await first.signInAttempts.reserve(other, now + 200);
      expect(granted.ok).toBe(true);
      // A success clears its account's count: the locked account may try again at once.
      if (granted.ok) await second.signInAttempts.release(granted.token, [], ['account:a@example.org']);
      expect((await second.signInAttempts.reserve(limits, now + 300)).ok).toBe(true);
      // Once the window has passed, tries are counted afresh.
      const later = now + 60_000 + 400;
      for (let i = 0; i < 5; i += 1) expect((await first.signInAttempts.reserve([limits[0]!], later + i)).ok).toBe(true);
      expect((await first.signInAttempts.reserve([limits[0]!], later + 10)).ok).toBe(false);
    });

    it('adds, reorders, covers and removes a listing\'s photos, each change bumping the version', async () => {
      const store = await open();
      await store.upsertListings([makeListing({ id: 'p', images: ['old-1200.webp'] })]);
      const photo = (name: string) => ({ fileName: `/assets/photos/${name}-1200.webp`, originalFileName: `${name}-original.jpg`, displayName: `${name}.jpg` });
      let version = await store.listingsVersion();
      const moved = async () => {
        const now = await store.listingsVersion();
        const changed = now > version;
        version = now;
        return changed;
      };

      const added = await store.addPhotos('p', [photo('a'), photo('b')], AS_SYSTEM);
      expect(added?.map((item) => [item.fileName, item.position, item.isCover, item.displayName])).toEqual([
        ['old-1200.webp', 0, true, null],
        ['/assets/photos/a-1200.webp', 1, false, 'a.jpg'],
        ['/assets/photos/b-1200.webp', 2, false, 'b.jpg'],
      ]);
      expect(await moved()).toBe(true);
      expect(await store.addPhotos('missing', [photo('c')], AS_SYSTEM)).toBeUndefined();
      const [old, a, b] = added!;

      expect((await store.reorderPhotos('p', [b!.id, old!.id, a!.id], AS_SYSTEM))).toMatchObject([{ id: b!.id, position: 0 }, { id: old!.id, position: 1 }, { id: a!.id, position: 2 }]);
      expect(await moved()).toBe(true);
      expect(await store.reorderPhotos('p', [b!.id, old!.id], AS_SYSTEM)).toBe('mismatch');
      expect(await store.reorderPhotos('p', [b!.id, b!.id, a!.id], AS_SYSTEM)).toBe('mismatch');
      expect(await moved()).toBe(false);

      await store.setCoverPhoto('p', a!.id, AS_SYSTEM);
      expect(await moved()).toBe(true);
      // The public image list: the cover first, then the others in their order.
      expect((await store.getListing('p'))?.listing.images).toEqual(['/assets/photos/a-1200.webp', '/assets/photos/b-1200.webp', 'old-1200.webp']);

      const result = await store.removePhoto('p', a!.id, AS_SYSTEM);
      expect(result?.removed).toMatchObject({ id: a!.id, originalFileName: 'a-original.jpg' });
      expect(result?.photos.map((item) => [item.id, item.position, item.isCover])).toEqual([
        [b!.id, 0, true],
        [old!.id, 1, false],
      ]);
      expect(await moved()).toBe(true);
      expect(await store.removePhoto('p', a!.id, AS_SYSTEM)).toBeUndefined();
      expect(await store.setCoverPhoto('p', 999_999, AS_SYSTEM)).toBeUndefined();
      expect(await store.listingPhotos('missing')).toBeUndefined();
    });

    it("keeps each photo's picture hash and caption; a caption is the listing's public alt text, audited, and moves the version", async () => {
      const store = await open();
      const user = await store.accounts.upsertUser('agent@example.org', 'x');
      await store.upsertListings([makeListing({ id: 'c', images: ['imported-1200.webp'] })]);
      const photo = (name: string, pictureHash?: string) => ({ fileName: `/assets/photos/${name}-1200.webp`, originalFileName: `${name}-original.jpg`, displayName: `${name}.jpg`, pictureHash });
      const added = (await store.addPhotos('c', [photo('a', '0123456789abcdef'), photo('b')], AS_SYSTEM))!;
      expect(added.map((item) => [item.pictureHash, item.caption])).toEqual([[null, ''], ['0123456789abcdef', ''], [null, '']]);
      // No caption anywhere: the public listing keeps the SPEC shape.
      expect((await store.getListing('c'))?.listing).not.toHaveProperty('captions');

      const [imported, a, b] = added;
      await store.setCoverPhoto('c', b!.id, AS_SYSTEM);
      const version = await store.listingsVersion();
      const saved = await store.setPhotoCaption('c', a!.id, 'Kuzhina me dritare nga lindja', { userId: user.id });
      expect(saved?.changed).toBe(true);
      expect(saved?.photos.find((item) => item.id === a!.id)?.caption).toBe('Kuzhina me dritare nga lindja');
      expect(await store.listingsVersion()).toBeGreaterThan(version);
      // The captions follow the public image list: the cover (b) first.
      const { listing } = (await store.getListing('c'))!;
      expect(listing.images).toEqual(['/assets/photos/b-1200.webp', 'imported-1200.webp', '/assets/photos/a-1200.webp']);
      expect(listing.captions).toEqual(['', '', 'Kuzhina me dritare nga lindja']);
      // The projection's read and the read by id carry them as well.
      const read: Listing[] = [];
      await store.readListings((batch) => void read.push(...batch.map((item) => item.listing)));
      expect(read.find((item) => item.id === 'c')?.captions).toEqual(['', '', 'Kuzhina me dritare nga lindja']);
      expect((await store.readListingsById(['c'])).listings[0]?.listing.captions).toEqual(['', '', 'Kuzhina me dritare nga lindja']);

      const audit = (await store.accounts.listAudit()).filter((entry) => entry.action === 'photo.caption');
      expect(audit).toMatchObject([
        { userId: user.id, subjectType: 'listing', subjectId: 'c', listingId: 'c', changes: [{ field: 'caption', from: '', to: 'Kuzhina me dritare nga lindja' }], details: { photoId: a!.id, name: 'a.jpg' } },
      ]);

      // The same caption again changes nothing; another listing's photo or none is not found.
      const again = await store.listingsVersion();
      expect((await store.setPhotoCaption('c', a!.id, 'Kuzhina me dritare nga lindja', { userId: user.id }))?.changed).toBe(false);
      expect(await store.listingsVersion()).toBe(again);
      await store.upsertListings([makeListing({ id: 'other' })]);
      expect(await store.setPhotoCaption('other', a!.id, 'x', { userId: user.id })).toBeUndefined();
      expect(await store.setPhotoCaption('c', 999_999, 'x', { userId: user.id })).toBeUndefined();
      expect((await store.accounts.listAudit()).filter((entry) => entry.action === 'photo.caption')).toHaveLength(1);

      // Removed again: back to the SPEC shape.
      await store.setPhotoCaption('c', a!.id, '', { userId: user.id });
      expect((await store.getListing('c'))?.listing).not.toHaveProperty('captions');
      expect(imported?.pictureHash).toBeNull();
    });

    it("saves 20 captions of one photo sent at once on two instances: each audited, every change starting from the one before", async () => {
      const first = await open();
      const second = await subject.openAgain(first);
      opened.push(second);
      const user = await first.accounts.upsertUser('agent@example.org', 'x');
      const { id } = await first.createListing(makeListing(), 'draft', { userId: user.id });
      const [photo] = (await first.addPhotos(id, [{ fileName: '/assets/photos/k-1200.webp', originalFileName: 'k-original.jpg', displayName: 'k.jpg' }], AS_SYSTEM))!;
      const captions = Array.from({ length: 20 }, (_, i) => `Përshkrimi ${i}`);
      const results = await Promise.all(captions.map((caption, i) => (i % 2 === 0 ? first : second).setPhotoCaption(id, photo!.id, caption, { userId: user.id })));
      expect(results.every((result) => result?.changed)).toBe(true);
      const audit = (await first.accounts.listAudit(100)).filter((entry) => entry.action === 'photo.caption').reverse();
      expect(audit).toHaveLength(20);
      expect(audit[0]?.changes[0]?.from).toBe('');
      for (let i = 1; i < audit.length; i++) expect(audit[i]?.changes[0]?.from).toBe(audit[i - 1]?.changes[0]?.to);
      expect(new Set(audit.map((entry) => entry.changes[0]?.to))).toEqual(new Set(captions));
      const last = audit.at(-1)?.changes[0]?.to;
      expect((await second.listingPhotos(id))?.[0]?.caption).toBe(last);
    });

    it("gives the back office's table each listing's category, offer, both prices, photo count and cover's small version", async () => {
      const store = await open();
      await store.upsertListings([
        makeListing({ id: 'r', category: 'land', option: 'Në Shitje', price: 120, reducedPrice: 100, images: ['/a/one-1200.webp', '/a/two-1200.webp'] }),
        makeListing({ id: 'q', category: 'apartment', option: 'Me Qera', price: PRICE_BY_AGREEMENT, reducedPrice: undefined, images: [] }),
      ]);
      const photos = await store.listingPhotos('r');
      await store.setCoverPhoto('r', photos![1]!.id, AS_SYSTEM);
      const rows = await store.listListingSummaries();
      expect(rows.find((row) => row.id === 'r')).toMatchObject({ category: 'land', option: 'Në Shitje', price: 120, reducedPrice: 100, photos: 2, thumbnailUrl: '/a/two-600.webp' });
      expect(rows.find((row) => row.id === 'q')).toMatchObject({ category: 'apartment', option: 'Me Qera', price: null, reducedPrice: null, photos: 0, thumbnailUrl: null });
    });

    it('stores messages with their state, lists them newest first and spam apart', async () => {
      let now = new Date('2026-03-01T08:00:00Z');
      const store = await open(() => now);
      const base = { name: 'Arta', email: 'arta@example.com', phone: '+383 44 111 222', page: 'Prona: 17' };
      const first = await store.addMessage({ ...base, message: 'E para' });
      now = new Date('2026-03-01T09:00:00Z');
      await store.addMessage({ ...base, message: 'E dyta' });
      await store.addMessage({ ...base, message: 'buy pills' }, 'spam');
      expect((await store.listMessages()).map((message) => message.message)).toEqual(['E dyta', 'E para']);
      expect((await store.listMessages({ spam: true })).map((message) => message.message)).toEqual(['buy pills']);
      expect(first).toMatchObject({ ...base, message: 'E para', state: 'new', receivedAt: '2026-03-01T08:00:00.000Z' });

      expect(await store.setMessageState(first.id, 'answered', AS_SYSTEM)).toBe(true);
      expect(await store.setMessageState('missing', 'read', AS_SYSTEM)).toBe(false);
      expect((await store.listMessages()).find((message) => message.id === first.id)?.state).toBe('answered');
      await expect(store.setMessageState(first.id, 'lost' as never, AS_SYSTEM)).rejects.toThrow();
    });

    it('pages the inbox and the spam folder newest first, with totals and the unread count', async () => {
      let second = 0;
      const store = await open(() => new Date(Date.UTC(2026, 2, 1, 8, 0, second)));
      const ids: string[] = [];
      for (; second < 25; second++) ids.push((await store.addMessage({ name: '', email: '', phone: '1', message: `m${second}`, page: '' })).id);
      await store.addMessage({ name: '', email: '', phone: '1', message: 'spam', page: '' }, 'spam');
      await store.setMessageState(ids[0]!, 'read', AS_SYSTEM);
      await store.setMessageState(ids[1]!, 'spam', AS_SYSTEM);

      const first = await store.messagePage({ spam: false, offset: 0, limit: 10 });
      expect(first.total).toBe(24);
      expect(first.messages.map((message) => message.message)).toEqual(Array.from({ length: 10 }, (_, i) => `m${24 - i}`));
      const last = await store.messagePage({ spam: false, offset: 20, limit: 10 });
      expect(last.messages.map((message) => message.message)).toEqual(['m4', 'm3', 'm2', 'm0']);
      const spam = await store.messagePage({ spam: true, offset: 0, limit: 10 });
      expect(spam).toMatchObject({ total: 2 });
      expect(spam.messages.map((message) => message.message)).toEqual(['spam', 'm1']);
      expect(await store.countUnread()).toBe(23);
      expect(await store.getMessage(ids[0]!)).toMatchObject({ message: 'm0', state: 'read' });
      expect(await store.getMessage('missing')).toBeUndefined();
    });

    it("keeps a message's note and assignee, each change audited with what it was and became", async () => {
      const store = await open();
      const agent = await store.accounts.upsertUser('agjenti@example.org', 'hash');
      const other = await store.accounts.upsertUser('tjetri@example.org', 'hash');
      const message = await store.addMessage({ name: 'Arta', email: '', phone: '1', message: 'Kur mund ta shoh?', page: '' });
      expect(message).toMatchObject({ note: '', assignedUserId: null });

      expect(await store.messageNotes.setNote(message.id, 'Thirre të hënën.', { userId: agent.id })).toEqual({ changed: true });
      expect(await store.messageNotes.setNote(message.id, 'Thirre të hënën.', { userId: agent.id })).toEqual({ changed: false });
      expect(await store.messageNotes.setNote('missing', 'x', { userId: agent.id })).toBe('not-found');
      expect(await store.messageNotes.assign(message.id, other.id, { userId: agent.id })).toEqual({ changed: true });
      expect(await store.messageNotes.assign(message.id, 999_999, { userId: agent.id })).toBe('no-such-user');
      expect(await store.getMessage(message.id)).toMatchObject({ note: 'Thirre të hënën.', assignedUserId: other.id });
      expect(await store.messageNotes.assign(message.id, null, { userId: agent.id })).toEqual({ changed: true });
      expect((await store.getMessage(message.id))?.assignedUserId).toBeNull();

      const audit = (await store.accounts.listAudit()).filter((entry) => entry.subjectType === 'message');
      expect(audit.map((entry) => [entry.action, entry.subjectId, entry.userId, entry.changes])).toEqual([
        ['message.assign', message.id, agent.id, [{ field: 'assignee', from: 'tjetri@example.org', to: null }]],
        ['message.assign', message.id, agent.id, [{ field: 'assignee', from: null, to: 'tjetri@example.org' }]],
        ['message.note', message.id, agent.id, [{ field: 'note', from: '', to: 'Thirre të hënën.' }]],
      ]);
      expect((await store.accounts.listUsers()).map((user) => user.email)).toEqual(['agjenti@example.org', 'tjetri@example.org']);
    });

    it('searches a folder by every word, accents and case aside, in name, contact, text and note', async () => {
      let second = 0;
      const store = await open(() => new Date(Date.UTC(2026, 2, 1, 8, 0, second++)));
      const agent = await store.accounts.upsertUser('agjenti@example.org', 'hash');
      const first = await store.addMessage({ name: 'Arta Krasniqi', email: 'arta@example.com', phone: '044 111 222', message: 'Banesa në Dardani', page: '' });
      await store.addMessage({ name: 'Besa', email: '', phone: '049 333', message: 'Shtëpia në Prizren', page: '' });
      await store.addMessage({ name: 'Dardan', email: '', phone: '1', message: 'spam', page: '' }, 'spam');
      await store.messageNotes.setNote(first.id, 'Klient i çmuar', { userId: agent.id });
      const found = async (query: string, spam = false) => (await store.messagePage({ spam, offset: 0, limit: 10, query })).messages.map((message) => message.name);
      expect(await found('dardani')).toEqual(['Arta Krasniqi']);
      expect(await found('SHTEPIA prizren')).toEqual(['Besa']);
      expect(await found('cmuar')).toEqual(['Arta Krasniqi']);
      expect(await found('049')).toEqual(['Besa']);
      expect(await found('banesa prizren')).toEqual([]);
      expect(await found('dardan', true)).toEqual(['Dardan']);
      expect(await store.messagePage({ spam: false, offset: 0, limit: 1, query: 'në' })).toMatchObject({ total: 2 });
    });

    it('stores each of 200 concurrent messages exactly once', async () => {
      const store = await open();
      const texts = Array.from({ length: 200 }, (_, i) => `mesazhi ${i}`);
      const stored = await Promise.all(
        texts.map((message) => store.addMessage({ name: '', email: '', phone: '049 000 000', message, page: '' })),
      );
      expect(new Set(stored.map((message) => message.id)).size).toBe(200);
      const listed = await store.listMessages();
      expect(listed.map((message) => message.message).sort()).toEqual([...texts].sort());
    });

    it('imports messages that have ids once, however often it runs', async () => {
      const store = await open();
      const record = (id: string) => ({
        id,
        receivedAt: `2026-01-0${id}T00:00:00.000Z`,
        name: 'N',
        email: '',
        phone: '1',
        message: `m${id}`,
        page: '',
      });
      expect(await store.importMessages([record('1'), record('2')], 'new')).toBe(2);
      expect(await store.importMessages([record('1'), record('2'), record('3')], 'new')).toBe(1);
      expect(await store.importMessages([record('4')], 'spam')).toBe(1);
      expect(await store.countMessages()).toBe(4);
      expect((await store.listMessages()).map((message) => message.id)).toEqual(['3', '2', '1']);
    });

    describe('the e-mail outbox', () => {
      const mail = { to: 'zyra@example.com', replyTo: 'arta@example.com', subject: 'Kërkesë', text: 'Tekst' };
      const at = (seconds: number) => new Date(Date.UTC(2026, 10, 25, 10, 0, seconds));
      const inquiry = { name: 'Arta', email: 'arta@example.com', phone: '+383 44 111 222', message: 'A është në shitje?', page: 'Prona: 7' };

      it('queues the mail of a new message in its transaction, never for spam, and only once asked to', async () => {
        const store = await open(() => at(0));
        await store.addMessage(inquiry);
        expect(await store.outbox.entries()).toEqual([]);

        let queued = 0;
        store.queueInquiryMails((message) => ({ ...mail, subject: `Nga ${message.name}`, text: message.message }), () => (queued += 1));
        const stored = await store.addMessage(inquiry);
        await store.addMessage({ ...inquiry, message: 'buy pills' }, 'spam');
        expect(queued).toBe(1);
        const entries = await store.outbox.entries();
        expect(entries).toHaveLength(1);
        expect(entries[0]).toMatchObject({
          to: 'zyra@example.com',
          replyTo: 'arta@example.com',
          subject: 'Nga Arta',
          text: 'A është në shitje?',
          state: 'pending',
          attempts: 0,
          claimed: false,
          messageId: stored.id,
          nextAttemptAt: at(0).toISOString(),
        });
      });

      it('stores the message without its mail when composing the mail fails', async () => {
        const store = await open();
        store.queueInquiryMails(() => {
          throw new Error('broken template');
        });
        const errors: unknown[] = [];
        const original = console.error;
        console.error = (...args: unknown[]) => errors.push(args.join(' '));
        try {
          await store.addMessage(inquiry);
        } finally {
          console.error = original;
        }
        expect(await store.countMessages()).toBe(1);
        expect(await store.outbox.entries()).toEqual([]);
        expect(String(errors[0])).toContain('broken template');
      });

      it('claims due items oldest first, at most the limit, and leases them', async () => {
        let now = at(0);
        const store = await open(() => now);
        const first = await store.enqueueMail(mail);
        now = at(1);
        const second = await store.enqueueMail(mail);
        now = at(50);
        await store.enqueueMail(mail);

        const claimed = await store.outbox.claimDue(at(10), at(70), 5);
        expect(claimed.map((item) => item.id)).toEqual([first, second]);
        expect(claimed[0]).toMatchObject({ ...mail, attempts: 1, createdAt: at(0) });
        expect(claimed.every((item) => item.claim.length > 0)).toBe(true);
        expect((await store.outbox.entry(first))?.claimed).toBe(true);
        // Claimed items are not due again while the lease holds…
        expect(await store.outbox.claimDue(at(60), at(120), 5)).toHaveLength(1);
        // …and are due again once it ends (a worker that died with them).
        const reclaimed = await store.outbox.claimDue(at(70), at(130), 5);
        expect(reclaimed.map((item) => [item.id, item.attempts])).toEqual([
          [first, 2],
          [second, 2],
        ]);
        expect(reclaimed[0]!.claim).not.toBe(claimed[0]!.claim);
      });

      it('lets only the current claim mark an item', async () => {
        const store = await open(() => at(0));
        const id = await store.enqueueMail(mail);
        const [old] = await store.outbox.claimDue(at(0), at(10), 1);
        const [current] = await store.outbox.claimDue(at(10), at(20), 1);
        expect(await store.outbox.markSent(id, old!.claim, at(11))).toBe(false);
        expect((await store.outbox.entry(id))?.state).toBe('pending');
        expect(await store.outbox.markSent(id, current!.claim, at(12))).toBe(true);
        expect(await store.outbox.entry(id)).toMatchObject({ state: 'sent', sentAt: at(12).toISOString(), claimed: false });
        // Sent is final: the same claim cannot send or fail it again, and nothing is due.
        expect(await store.outbox.markFailed(id, current!.claim, 'x', at(30))).toBe(false);
        expect(await store.outbox.claimDue(at(100), at(200), 5)).toEqual([]);
        expect(await store.outbox.nextDueAt()).toBeNull();
        expect(await store.outbox.markSent('nope', current!.claim, at(12))).toBe(false);
      });

      it('reschedules a failed attempt, or fails the item for good', async () => {
        const store = await open(() => at(0));
        const id = await store.enqueueMail(mail);
        const [claim] = await store.outbox.claimDue(at(0), at(300), 1);
        expect(await store.outbox.nextDueAt()).toEqual(at(300));
        expect(await store.outbox.markFailed(id, claim!.claim, 'ECONNREFUSED', at(30))).toBe(true);
        expect(await store.outbox.entry(id)).toMatchObject({ state: 'pending', lastError: 'ECONNREFUSED', claimed: false });
        expect(await store.outbox.nextDueAt()).toEqual(at(30));
        expect(await store.outbox.claimDue(at(29), at(300), 1)).toEqual([]);

        const [again] = await store.outbox.claimDue(at(30), at(300), 1);
        expect(await store.outbox.markFailed(id, again!.claim, 'EAUTH', null)).toBe(true);
        expect(await store.outbox.entry(id)).toMatchObject({ state: 'failed', lastError: 'EAUTH', attempts: 2 });
        expect(await store.outbox.claimDue(at(1000), at(2000), 1)).toEqual([]);
      });

      it('gives each of 40 mails to exactly one of two instances claiming at once', async () => {
        const first = await open(() => at(0));
        const second = await subject.openAgain(first);
        opened.push(second);
        for (let i = 0; i < 40; i++) await first.enqueueMail({ ...mail, subject: `m${i}` });
        const claims = await Promise.all(
          Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? first : second).outbox.claimDue(at(1), at(100), 5)),
        );
        const ids = claims.flat().map((item) => item.id);
        expect(ids).toHaveLength(40);
        expect(new Set(ids).size).toBe(40);
      });

      it('keeps queued mail across a restart', async () => {
        const store = await open(() => at(0));
        store.queueInquiryMails(() => mail);
        await store.addMessage(inquiry);
        await store.close();
        opened.splice(opened.indexOf(store), 1);
        const reopened = await subject.openAgain(store);
        opened.push(reopened);
        expect((await reopened.outbox.claimDue(at(1), at(100), 5)).map((item) => item.subject)).toEqual(['Kërkesë']);
      });
    });

    it('keeps the first value proposed for a setting, one value for every instance', async () => {
      const store = await open();
      const other = await subject.openAgain(store);
      opened.push(other);
      expect(await store.setting('privacy_secret')).toBeUndefined();
      const kept = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? other : store).sharedSetting('privacy_secret', `proposed-${i}`)));
      expect(new Set(kept).size).toBe(1);
      expect(kept[0]).toMatch(/^proposed-\d$/);
      expect(await store.sharedSetting('privacy_secret', 'later')).toBe(kept[0]);
      expect(await other.setting('privacy_secret')).toBe(kept[0]);
    });

    it('writes a backup that opens as a store with the same data', async () => {
      const store = await open();
      const listings = sampleListings().slice(0, 12);
      await store.upsertListings(listings);
      await store.addMessage({ name: 'B', email: '', phone: '2', message: 'ruaje', page: '' });
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'store-backup-')), 'backup');
      try {
        await store.backup(file);
        const copy = await subject.openBackup(file);
        opened.push(copy);
        expect(await copy.countListings()).toBe(12);
        expect(await copy.listingsVersion()).toBe(await store.listingsVersion());
        expect((await copy.getListing(listings[3]!.id))?.listing).toEqual((await store.getListing(listings[3]!.id))?.listing);
        expect((await copy.listMessages()).map((message) => message.message)).toEqual(['ruaje']);
      } finally {
        fs.rmSync(path.dirname(file), { recursive: true, force: true });
      }
    });
  });
}
