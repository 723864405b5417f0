/**
 * A store's snapshot keeps cards only; a listing's record, its SEO page and listings.json are
 * read by id — from the records file the projection wrote, or from the store — and are exactly
 * what the projection of every full listing gave.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Listing } from 'shared/contracts';
import { site } from 'shared/site';
import { makeListing } from 'shared/testing';
import { publicListings } from '../projection';
import { listingsJsonOf } from '../projection/listings-json';
import { renderListingPage } from '../seo/listing-page';
import { openStore, type Store } from '../store';
import { tempDir } from '../test-app';
import { projectStore } from './project-store';

const SECRET = Buffer.from('a-test-secret-of-some-length');
const opened: Store[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

const listings: Listing[] = Array.from({ length: 603 }, (_, i) =>
  makeListing({
    id: `p${i}`,
    title: `Banesë ${i}`,
    description: `Përshkrimi ${i}\n\nParagrafi i dytë.`,
    images: [`/assets/images/p${i}-1-1200.webp`, `/assets/images/p${i}-2-1200.webp`],
    createdAt: new Date(Date.UTC(2026, 1, 1 + (i % 40))).toISOString(),
    geoPoint: { latitude: 42.6 + i / 100_000, longitude: 21.1 },
  }),
);

async function filledStore(): Promise<Store> {
  const store = await openStore({ dataDir: tempDir('project-store-') });
  opened.push(store);
  await store.upsertListings(listings);
  await store.setListingStatus('p3', 'sold');
  await store.setListingStatus('p4', 'withdrawn');
  return store;
}

/** The full projection of what the public sees of the store now (p3 sold, p4 withdrawn), read in the store's id order. */
const expectedFull = () =>
  publicListings(
    [...listings]
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .filter((listing) => listing.id !== 'p4').map((listing) => (listing.id === 'p3' ? { ...listing, status: 'sold' as const } : listing)),
    SECRET,
  );

describe('a snapshot of the store', () => {
  it('holds cards only, and reads each record and SEO page by id as the full projection made them', async () => {
    const store = await filledStore();
    const { snapshot } = await projectStore(store, SECRET, () => {});
    const full = expectedFull();
    expect(JSON.stringify(snapshot.listings)).not.toContain('Përshkrimi');
    expect(snapshot.listings.map((card) => card.id)).toEqual(full.map((listing) => listing.id));
    for (const listing of full) {
      const record = await snapshot.record(listing.id);
      expect(record).toEqual(listing);
      expect(renderListingPage(record as Listing, site)).toBe(renderListingPage(listing, site));
    }
    expect((await snapshot.record('p3'))?.status).toBe('sold');
    expect(await snapshot.record('p4')).toBeUndefined();
    expect(await listingsJsonOf(snapshot)).toBe(JSON.stringify({ listings: full }));
  }, 60_000);

  it('lets the event loop turn between batches while it projects (requests go on during a rebuild)', async () => {
    const store = await filledStore();
    let turns = 0;
    let ticking: NodeJS.Immediate | undefined;
    const tick = () => {
      turns += 1;
      ticking = setImmediate(tick);
    };
    ticking = setImmediate(tick);
    await new Promise((resolve) => setImmediate(resolve));
    const before = turns;
    try {
      await projectStore(store, SECRET, () => {});
    } finally {
      clearImmediate(ticking);
    }
    expect(turns).toBeGreaterThan(before);
  });

  it('fails listings.json read across a change rather than mix two versions', async () => {
    const store = await filledStore();
    const { snapshot } = await projectStore(store, SECRET, () => {});
    let batches = 0;
    const read = snapshot.records(async () => {
      batches += 1;
      if (batches === 1) await store.upsertListings([{ ...(listings[0] as Listing), title: 'Ndryshuar' }]);
    });
    await expect(read).rejects.toThrow('changed while their records were read');
  });
});

describe('a snapshot of the store with its records in a file', () => {
  it('reads every record and listings.json from the file, as the full projection made them, with the store changed and closed', async () => {
    const store = await filledStore();
    const dir = tempDir('records-file-');
    const { snapshot, recordsFile } = await projectStore(store, SECRET, () => {}, Date.now(), { dirs: [dir] });
    expect(recordsFile && path.dirname(recordsFile.path)).toBe(dir);
    const full = expectedFull();
    // A change after the projection is the next snapshot's: this one stays whole.
    await store.upsertListings([{ ...(listings[0] as Listing), title: 'Ndryshuar' }]);
    opened.splice(opened.indexOf(store), 1);
    await store.close();
    for (const listing of full) expect(await snapshot.record(listing.id)).toEqual(listing);
    expect(await snapshot.record('p4')).toBeUndefined();
    expect(await listingsJsonOf(snapshot)).toBe(JSON.stringify({ listings: full }));
  }, 60_000);

  it('reads the records from the store when no folder takes the file, and says so', async () => {
    const store = await filledStore();
    const lines: string[] = [];
    const missing = path.join(tempDir('records-file-'), 'missing');
    const { snapshot, recordsFile } = await projectStore(store, SECRET, (line) => lines.push(line), Date.now(), { dirs: [missing] });
    expect(recordsFile).toBeUndefined();
    expect(lines.filter((line) => line.includes('cannot be written to a file'))).toHaveLength(1);
    expect(await snapshot.record('p3')).toEqual(expectedFull().find((listing) => listing.id === 'p3'));
  });

  it('never serves another listing when the file was changed under it', async () => {
    const store = await filledStore();
    const { snapshot, recordsFile } = await projectStore(store, SECRET, () => {}, Date.now(), { dirs: [tempDir('records-file-')] });
    const file = recordsFile?.path ?? '';
    fs.writeFileSync(file, fs.readFileSync(file).subarray(7));
    await expect(snapshot.record('p10')).rejects.toThrow();
  });
});
