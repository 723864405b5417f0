// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeListing } from 'shared/testing';
import { projectListings } from '../projection';
import { listingsJsonPieces } from '../projection/listings-json';
import { tempDir } from '../test-app';
import { ListingsJsonSpool } from './listings-json';

const SECRET = Buffer.alloc(32, 3);

const snapshotOf = (count: number, title = 'Banesë') =>
  projectListings(
    Array.from({ length: count }, (_, i) =>
      makeListing({ id: String(i + 1), title: `${title} ${i} "ë" \u2028`, createdAt: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`, geoPoint: { latitude: 42.66, longitude: 21.16 } }),
    ),
    SECRET,
  );

describe('listings.json in pieces', () => {
  it.each([0, 1, 499, 500, 1234])('is JSON.stringify({ listings }) byte for byte with %i listings', (count) => {
    const { listings } = snapshotOf(count);
    expect([...listingsJsonPieces(listings)].join('')).toBe(JSON.stringify({ listings }));
  });
});

describe('the listings.json files', () => {
  it('hold the plain file and its brotli and gzip copies, made once per snapshot', async () => {
    const spool = new ListingsJsonSpool(tempDir('spool-'));
    const snapshot = snapshotOf(1200);
    const made = spool.of(snapshot);
    expect(spool.of(snapshot)).toBe(made);
    const { files } = await made;
    const expected = JSON.stringify({ listings: snapshot.listings });
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
    const spool = new ListingsJsonSpool(tempDir('spool-'), 10_000);
    const snapshot = snapshotOf(200);
    const { files } = await spool.of(snapshot);
    expect(files.identity.size).toBeGreaterThan(10_000);
    expect(files.identity.bytes).toBeUndefined();
    expect(files.br.bytes).toBeUndefined();
    expect(fs.readFileSync(files.identity.path, 'utf8')).toBe(JSON.stringify({ listings: snapshot.listings }));
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
    expect(fs.readFileSync(files.identity.path, 'utf8')).toBe(JSON.stringify({ listings: snapshot.listings }));
    await spool.close();
  });
});
