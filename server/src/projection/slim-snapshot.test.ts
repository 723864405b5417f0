/**
 * The snapshot keeps cards only (project.ts): no description, the cover alone, the card's
 * details; a listing's full record is read by id and is exactly what the projection of the
 * whole set gives, and the index parts are the bytes toListingsIndex made of the full listings.
 */
import v8 from 'node:v8';
import { beforeAll, describe, expect, it } from 'vitest';
import { toListingsIndex } from 'shared/listings/rules';
import type { Listing } from 'shared/contracts';
import { makeListing } from 'shared/testing';
import { projectListings, publicListings, snapshotFromIndex, type PublicSnapshot } from './project';
import { recordCache, type ListingRecords } from './records';

const SECRET = Buffer.alloc(32, 9);

const entries = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeListing({
      id: String(700 + i),
      title: `Shtëpi ${i}`,
      description: `Përshkrimi i gjatë ${i}`,
      images: [`/assets/images/a-${i}-1200.webp`, `/assets/images/b-${i}-1200.webp`, `https://cdn.example.org/c-${i}.webp`],
      createdAt: new Date(Date.UTC(2026, 0, 1 + ((i * 13) % 60))).toISOString(),
      details: { area: 80 + i, rooms: 3, bathrooms: 1, floor: 2, heating: 'qendror' } as never,
      geoPoint: { latitude: 42.66, longitude: 21.16 },
      active: i % 9 !== 0,
    }),
  );

describe('the slim snapshot', () => {
  const raw = entries(2_345);
  const snapshot = projectListings(raw, SECRET);
  const full = publicListings(raw, SECRET);

  it('holds no description and no image past the cover', () => {
    const held = JSON.stringify(snapshot.listings);
    expect(held).not.toContain('Përshkrimi');
    expect(held).not.toContain('/assets/images/b-');
    expect(snapshot.listings.every((card) => card.description === '' && card.images.length === 1)).toBe(true);
    expect(snapshot.listings.map((card) => card.id)).toEqual(full.map((listing) => listing.id));
  });

  it("reads every listing's record as the full projection made it, and none for a hidden one", async () => {
    for (const listing of full) expect(await snapshot.record(listing.id)).toEqual(listing);
    expect(await snapshot.record('700')).toBeUndefined(); // inactive
    expect(await snapshot.record('nowhere')).toBeUndefined();
  });

  it('gives every record in its order, a batch at a time', async () => {
    const read: string[] = [];
    await snapshot.records((batch) => void read.push(...batch.map((listing) => JSON.stringify(listing))));
    expect(read).toEqual(full.map((listing) => JSON.stringify(listing)));
  });

  it('gives cards and records of one shape one hidden class, not one each (their memory at 100,000 listings)', () => {
    // V8's own test of two objects' hidden classes (maps); the flag only lets functions compiled
    // from now on use it.
    v8.setFlagsFromString('--allow-natives-syntax');
    const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;
    const classesOf = (listings: readonly Listing[]) => {
      const classes: Listing[] = [];
      for (const listing of listings) if (!classes.some((held) => sameMap(held, listing))) classes.push(listing);
      return classes.length;
    };
    // Every listing here has the same keys (a status or reduced price would add a few classes).
    expect(snapshot.listings.length).toBeGreaterThan(2_000);
    expect(classesOf(snapshot.listings)).toBe(1);
    // The full records too (listings.json reads them all).
    expect(classesOf(full)).toBe(1);
  });

  it('has the index parts of the full listings, byte for byte, and their photo origins', async () => {
    const expected = toListingsIndex(full, snapshot.warnings).map((part) => JSON.stringify(part));
    expect((await snapshot.indexParts.all()).map((part) => part.toString())).toEqual(expected);
    expect(snapshot.indexParts.count).toBe(3);
    expect(snapshot.imageOrigins).toEqual(['https://cdn.example.org']);
  });
});

describe('a snapshot read back from its index parts', () => {
  // Some entries with problems (warnings), reserved and sold ones (a row's status), no point.
  const raw = [
    ...entries(1_234),
    makeListing({ id: '9001', status: 'reserved', createdAt: '2026-03-01T00:00:00.000Z' }),
    makeListing({ id: '9002', status: 'sold', geoPoint: undefined, reducedPrice: 12_000 }),
    { ...makeListing({ id: '9003' }), details: { rooms: 'many' } },
  ];
  const projected = projectListings(raw, SECRET);
  const records: ListingRecords = { read: (ids, onBatch) => projected.records((batch) => onBatch(batch.filter((listing) => ids.includes(listing.id)))) };
  let projectedParts: Buffer[] = [];
  let back: PublicSnapshot;
  beforeAll(async () => {
    projectedParts = await projected.indexParts.all();
    back = snapshotFromIndex(projectedParts, projected.imageOrigins, records);
  });

  it('has the very cards, index parts, warnings and photo origins of the projection', async () => {
    expect(back.listings).toEqual(projected.listings);
    expect(JSON.stringify(back.listings)).toBe(JSON.stringify(projected.listings));
    expect(back.listings.map((card) => card.status).filter(Boolean)).toEqual(projected.listings.map((card) => card.status).filter(Boolean));
    expect((await back.indexParts.all()).map(String)).toEqual(projectedParts.map(String));
    expect(back.warnings).toEqual(projected.warnings);
    expect(back.warnings.length).toBeGreaterThan(0);
    expect(back.imageOrigins).toEqual(projected.imageOrigins);
    expect(back.version).not.toBe(projected.version);
  });

  it('answers the first page and the records as the projection does', async () => {
    const query = new URLSearchParams('page=2&sort=oldest');
    expect(JSON.stringify(back.firstPage(query))).toBe(JSON.stringify(projected.firstPage(query)));
    expect(await back.record('9002')).toEqual(await projected.record('9002'));
  });

  it('refuses parts that are not one whole index', () => {
    expect(() => snapshotFromIndex(projectedParts.slice(1), [], records)).toThrow();
    expect(() => snapshotFromIndex([Buffer.from('{"version":1}')], [], records)).toThrow();
    const badRow = Buffer.from(JSON.stringify({ version: 4, parts: 1, warnings: [], rows: [['only-an-id']] }));
    expect(() => snapshotFromIndex([badRow], [], records)).toThrow();
  });
});

describe('the record cache', () => {
  it('reads a listing once for requests at once, keeps a bounded number and forgets a failed read', async () => {
    let reads = 0;
    let fail = true;
    const source: ListingRecords = {
      async read(ids, onBatch) {
        reads += 1;
        if (ids[0] === 'bad' && fail) throw new Error('disk');
        await onBatch(ids.map((id) => makeListing({ id })));
      },
    };
    const record = recordCache(source, 2);
    const [a, b] = await Promise.all([record('1'), record('1')]);
    expect(a).toBe(b);
    expect(reads).toBe(1);
    await record('2');
    await record('3'); // '1' goes
    await record('1');
    expect(reads).toBe(4);
    await expect(record('bad')).rejects.toThrow('disk');
    fail = false;
    expect((await record('bad'))?.id).toBe('bad');
  });
});
