/**
 * The projection kept between starts (kept.ts) is read back only for the very store state,
 * secret and code it was made with, before its first status runs out, and whole.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test-app';
import { RECORDS_FILE_PREFIX } from '../projection/records-file';
import { KEPT_FILE, STALE_TEMPORARY_MS, keptStore, projectionCodeHash, type KeptProjection } from './kept';

const SECRET = Buffer.from('a-test-secret-of-some-length');
/** A kept projection whose records file (two records) is in `dataDir`. */
function madeIn(dataDir: string): KeptProjection {
  const records = ['{"id":"1"}', '{"id":"22"}'];
  const file = path.join(dataDir, `${RECORDS_FILE_PREFIX}${process.pid}.0a0b0c0d.json`);
  fs.writeFileSync(file, records.join(''));
  return {
    version: 7,
    stamp: 123_456,
    madeAt: 1_000,
    expiresAt: 5_000,
    imageOrigins: ['https://cdn.example.org'],
    logLines: ['The store: a warning'],
    indexParts: [Buffer.from('{"part":0}'), Buffer.from('{"part":1}')],
    records: { file, ids: ['1', '22'], ends: [10, 21] },
  };
}

describe('the kept projection', () => {
  it('reads back what was written, for the same key, secret and code, within its time', async () => {
    const dataDir = tempDir('kept-');
    const kept = keptStore(dataDir, SECRET, 'code-1');
    const made = madeIn(dataDir);
    expect(await kept.read({ version: 7, stamp: 123_456 }, 2_000)).toBeUndefined();
    await kept.write(made);
    const back = await kept.read({ version: 7, stamp: 123_456 }, 2_000);
    expect(back && { ...back, indexParts: back.indexParts.map(String) }).toEqual({ ...made, indexParts: made.indexParts.map(String) });
    expect(fs.readdirSync(dataDir).sort()).toEqual([KEPT_FILE, path.basename(made.records.file)].sort());
  });

  it('clears the temporary files of writes that never finished, and leaves one that may be under way', async () => {
    const dataDir = tempDir('kept-');
    const stale = path.join(dataDir, `${KEPT_FILE}.4242.0badc0de.tmp`);
    const recent = path.join(dataDir, `${KEPT_FILE}.4343.0fedcba9.tmp`);
    const other = path.join(dataDir, 'other.tmp');
    for (const file of [stale, recent, other]) fs.writeFileSync(file, '');
    const longAgo = new Date(Date.now() - STALE_TEMPORARY_MS - 60_000);
    fs.utimesSync(stale, longAgo, longAgo);
    fs.utimesSync(other, longAgo, longAgo);
    const made = madeIn(dataDir);
    await keptStore(dataDir, SECRET, 'code-1').write(made);
    expect(fs.readdirSync(dataDir).sort()).toEqual([KEPT_FILE, path.basename(made.records.file), path.basename(recent), 'other.tmp'].sort());
  });

  it('is not read for another counter or stamp, secret, code, after its expiry or before it was made', async () => {
    const dataDir = tempDir('kept-');
    const made = madeIn(dataDir);
    await keptStore(dataDir, SECRET, 'code-1').write(made);
    const key = { version: 7, stamp: 123_456 };
    expect(await keptStore(dataDir, SECRET, 'code-1').read({ version: 8, stamp: 123_456 }, 2_000)).toBeUndefined();
    // A restored backup changed as often: the same counter, another stamp.
    expect(await keptStore(dataDir, SECRET, 'code-1').read({ version: 7, stamp: 99 }, 2_000)).toBeUndefined();
    expect(await keptStore(dataDir, Buffer.from('another-secret-entirely'), 'code-1').read(key, 2_000)).toBeUndefined();
    expect(await keptStore(dataDir, SECRET, 'code-2').read(key, 2_000)).toBeUndefined();
    expect(await keptStore(dataDir, SECRET, undefined).read(key, 2_000)).toBeUndefined();
    expect(await keptStore(dataDir, SECRET, 'code-1').read(key, 5_000)).toBeUndefined();
    expect(await keptStore(dataDir, SECRET, 'code-1').read(key, 999)).toBeUndefined();
    // With no status running out it has no end.
    await keptStore(dataDir, SECRET, 'code-1').write({ ...made, expiresAt: undefined });
    expect(await keptStore(dataDir, SECRET, 'code-1').read(key, 10 ** 13)).toBeDefined();
  });

  it('is not read when its bytes are changed or cut', async () => {
    const dataDir = tempDir('kept-');
    const kept = keptStore(dataDir, SECRET, 'code-1');
    await kept.write(madeIn(dataDir));
    const file = path.join(dataDir, KEPT_FILE);
    const bytes = fs.readFileSync(file);
    fs.writeFileSync(file, bytes.subarray(0, bytes.length - 3));
    expect(await kept.read({ version: 7, stamp: 123_456 }, 2_000)).toBeUndefined();
    const changed = Buffer.from(bytes);
    changed[changed.length - 3] = 'X'.charCodeAt(0);
    fs.writeFileSync(file, changed);
    expect(await kept.read({ version: 7, stamp: 123_456 }, 2_000)).toBeUndefined();
    fs.writeFileSync(file, 'not a kept projection');
    expect(await kept.read({ version: 7, stamp: 123_456 }, 2_000)).toBeUndefined();
  });

  it('is not read without its records file whole', async () => {
    const dataDir = tempDir('kept-');
    const kept = keptStore(dataDir, SECRET, 'code-1');
    const made = madeIn(dataDir);
    await kept.write(made);
    expect(await kept.read({ version: 7, stamp: 123_456 }, 2_000)).toBeDefined();
    fs.writeFileSync(made.records.file, '{"id":"1"}');
    expect(await kept.read({ version: 7, stamp: 123_456 }, 2_000)).toBeUndefined();
    fs.rmSync(made.records.file);
    expect(await kept.read({ version: 7, stamp: 123_456 }, 2_000)).toBeUndefined();
    // Only a records file in DATA_DIR is kept: the next start looks for it there.
    const elsewhere = path.join(tempDir('kept-elsewhere-'), path.basename(made.records.file));
    await expect(kept.write({ ...made, records: { ...made.records, file: elsewhere } })).rejects.toThrow('records file');
  });

  it('hashes the server code it runs, and a change of a source changes the hash', () => {
    expect(projectionCodeHash()).toMatch(/^[0-9a-f]{64}$/);
    const root = tempDir('kept-code-');
    fs.writeFileSync(path.join(root, 'a.ts'), 'export const a = 1;');
    fs.writeFileSync(path.join(root, 'a.test.ts'), 'a test');
    const before = projectionCodeHash([root]);
    fs.writeFileSync(path.join(root, 'a.test.ts'), 'another test');
    expect(projectionCodeHash([root])).toBe(before);
    fs.writeFileSync(path.join(root, 'a.ts'), 'export const a = 2;');
    expect(projectionCodeHash([root])).not.toBe(before);
    expect(projectionCodeHash([path.join(root, 'missing')])).toBeUndefined();
  });
});
