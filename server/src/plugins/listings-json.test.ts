import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeListing } from 'shared/testing';
import type { Listing } from 'shared/contracts';
import { projectListings, publicListings } from '../projection';
import { listingsJsonOf, listingsJsonPieces } from '../projection/listings-json';
import { RecordsMovedError } from '../projection/records';
import { tempDir } from '../test-app';
import { ListingsJsonSpool } from './listings-json';

const SECRET = Buffer.alloc(32, 3);

const entriesOf = (count: number, title = 'Banesë') =>
  Array.from({ length: count }, (_, i) =>
    makeListing({
      id: String(i + 1),
      title: `${title} ${i} "ë" \u2028`,
      description: `Përshkrimi ${i}`,
      images: [`/a/${i}-1.webp`, `/a/${i}-2.webp`],
      createdAt: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
      geoPoint: { latitude: 42.66, longitude: 21.16 },
    }),
  );
const snapshotOf = (count: number, title = 'Banesë') => projectListings(entriesOf(count, title), SECRET);
/** listings.json as it was when the snapshot held every full listing: JSON.stringify of them all. */
const expectedOf = (count: number, title = 'Banesë') => JSON.stringify({ listings: publicListings(entriesOf(count, title), SECRET) });

describe('listings.json in pieces', () => {
  it.each([0, 1, 499, 500, 1234])('is JSON.stringify({ listings }) byte for byte with %i listings', (count) => {
    const listings = publicListings(entriesOf(count), SECRET);
    expect([...listingsJsonPieces(listings)].join('')).toBe(JSON.stringify({ listings }));
  });

  it.each([0, 1, 499, 500, 1234])("is the same bytes from a snapshot's records with %i listings", async (count) => {
    const expected = expectedOf(count);
    expect(expected).toContain(count > 0 ? 'Përshkrimi 0' : '[]');
    expect(await listingsJsonOf(snapshotOf(count))).toBe(expected);
  });
});

describe('the listings.json files', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hold the plain file and its brotli and gzip copies, made once per snapshot', async () => {
    const spool = new ListingsJsonSpool(tempDir('spool-'));
    const snapshot = snapshotOf(1200);
    const made = spool.of(snapshot);
    expect(spool.of(snapshot)).toBe(made);
    const { files } = await made;
    const expected = expectedOf(1200);
    expect(fs.readFileSync(files.identity.path, 'utf8')).toBe(expected);
    expect(files.identity.size).toBe(Buffer.byteLength(expected));
    expect(zlib.brotliDecompressSync(fs.readFileSync(files.br.path)).toString()).toBe(expected);
    expect(zlib.gunzipSync(fs.readFileSync(files.gzip.path)).toString()).toBe(expected);
    expect(files.br.size).toBe(fs.statSync(files.br.path).size);
    // Small: kept in memory as well, the same bytes as the files.
    expect(files.identity.bytes?.toString()).toBe(expected);
    expect(files.gzip.bytes?.equals(fs.readFileSync(files.gzip.path))).toBe(true);
    await spool.close();
    expect(fs.existsSync(files.identity.path)).toBe(false);
  });

  it('are sent from the files alone past the in-memory limit', async () => {
    const spool = new ListingsJsonSpool(tempDir('spool-'), 100);
    const snapshot = snapshotOf(200);
    const { files } = await spool.of(snapshot);
    expect(files.gzip.size).toBeGreaterThan(100);
    expect(files.identity.bytes).toBeUndefined();
    expect(files.br.bytes).toBeUndefined();
    expect(files.gzip.bytes).toBeUndefined();
    expect(fs.readFileSync(files.identity.path, 'utf8')).toBe(expectedOf(200));
    await spool.close();
  });

  it('keep the compressed copies in memory when the plain file alone is past the limit', async () => {
    // At 100,000 listings the plain file is far larger than its copies: every browser and
    // tool that sends Accept-Encoding is answered from memory, not from a file read per request.
    const plainSize = (await new ListingsJsonSpool(tempDir('spool-'), 0).of(snapshotOf(200))).files.identity.size;
    const spool = new ListingsJsonSpool(tempDir('spool-'), plainSize - 1);
    const { files } = await spool.of(snapshotOf(200));
    expect(files.identity.bytes).toBeUndefined();
    expect(files.br.bytes?.equals(fs.readFileSync(files.br.path))).toBe(true);
    expect(files.gzip.bytes?.equals(fs.readFileSync(files.gzip.path))).toBe(true);
    await spool.close();
  });

  it("are made again for a new snapshot; the replaced snapshot's stay for requests in flight, and go at close", async () => {
    const spool = new ListingsJsonSpool(tempDir('spool-'));
    const old = await spool.of(snapshotOf(3, 'Vjetër'));
    const next = await spool.of(snapshotOf(3, 'Re'));
    expect(path.dirname(next.files.identity.path)).not.toBe(path.dirname(old.files.identity.path));
    expect(fs.readFileSync(next.files.identity.path, 'utf8')).toContain('Re 0');
    expect(fs.readFileSync(old.files.identity.path, 'utf8')).toContain('Vjetër 0');
    await spool.close();
    expect(fs.existsSync(old.files.identity.path)).toBe(false);
    expect(fs.existsSync(next.files.identity.path)).toBe(false);
  });

  it('reject when they cannot be written, and the next ask tries again', async () => {
    const dir = tempDir('spool-');
    const blocked = path.join(dir, 'not-a-folder');
    fs.writeFileSync(blocked, 'x');
    const snapshot = snapshotOf(2);
    const spool = new ListingsJsonSpool(blocked);
    await expect(spool.of(snapshot)).rejects.toThrow();
    // The temporary folder is usable again (here: another spool's): a fresh attempt, not the failure kept.
    fs.rmSync(blocked);
    fs.mkdirSync(blocked);
    const { files } = await spool.of(snapshot);
    expect(fs.readFileSync(files.identity.path, 'utf8')).toBe(expectedOf(2));
    await spool.close();
  });

  it.each(['listings.json', 'listings.json.br', 'listings.json.gz'])(
    'reject, and leave no failure unhandled, when the disk fills while %s is written',
    async (name) => {
      // The file takes every piece at once and fails a turn later, as a full disk does (EFBIG
      // under a file size limit): the failure comes while the writer waits between pieces.
      const open = fs.createWriteStream;
      vi.spyOn(fs, 'createWriteStream').mockImplementation(((file: fs.PathLike, options?: unknown) =>
        path.basename(String(file)) === name
          ? new Writable({
              highWaterMark: 1 << 30,
              write: (_chunk, _encoding, callback) =>
                void setImmediate(() => callback(Object.assign(new Error('EFBIG: file too large, write'), { code: 'EFBIG' }))),
            })
          : open(file, options as undefined)) as typeof fs.createWriteStream);
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown) => void unhandled.push(reason);
      process.on('unhandledRejection', onUnhandled);
      try {
        const dir = tempDir('spool-');
        const spool = new ListingsJsonSpool(dir);
        await expect(spool.of(snapshotOf(3000))).rejects.toThrow(/EFBIG/);
        // A turn for any failure left without a handler to surface.
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(unhandled).toEqual([]);
        expect(fs.readdirSync(dir)).toEqual([]);
        // The disk has room again: the next ask writes the files.
        vi.restoreAllMocks();
        const { files } = await spool.of(snapshotOf(3));
        expect(fs.readFileSync(files.identity.path, 'utf8')).toBe(expectedOf(3));
        await spool.close();
      } finally {
        process.off('unhandledRejection', onUnhandled);
      }
    },
  );

  it('are read again when the listings changed while their records were read (one version per file)', async () => {
    const spool = new ListingsJsonSpool(tempDir('spool-'));
    const snapshot = snapshotOf(700);
    let reads = 0;
    const moving = {
      ...snapshot,
      records: async (onBatch: (batch: readonly Listing[]) => void | Promise<void>) => {
        reads += 1;
        let batches = 0;
        await snapshot.records(async (batch) => {
          batches += 1;
          if (reads === 1 && batches === 2) throw new RecordsMovedError();
          await onBatch(batch);
        });
      },
    };
    const { files } = await spool.of(moving);
    expect(reads).toBe(2);
    expect(fs.readFileSync(files.identity.path, 'utf8')).toBe(expectedOf(700));
    await spool.close();
  });
});
