/**
 * listings.json, written once per snapshot when it is first asked for — plain, brotli and gzip,
 * into a folder of the temporary directory — and sent from those files. At 100,000 listings it
 * is large: held in memory with its compressed copies it cost the server much of its memory
 * and part of every start, for a file only tools read. The pieces are written a few
 * hundred listings at a time with a turn of the event loop between them, so requests go on
 * meanwhile; a request that comes before the files are complete waits for them.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import zlib from 'node:zlib';
import type { Writable } from 'node:stream';
import type { ContentEncoding } from '../compressible';
import { writeListingsJson } from '../projection/listings-json';
import { RecordsMovedError } from '../projection/records';
import type { PublicSnapshot } from '../projection';

export interface SpooledFile {
  /** The folder that holds them (one per snapshot). */
  readonly dir: string;
  /**
   * The plain file and its compressed copies, with their sizes in bytes, and the bytes of each
   * that is small: a site of a few thousand listings sends all three from memory; at 100,000 the
   * compressed copies are sent from memory and the much larger plain file from disk.
   */
  readonly files: Readonly<Record<ContentEncoding | 'identity', { path: string; size: number; bytes?: Buffer }>>;
}

/**
 * Each file up to this size is also kept in memory. Sending a large file from disk reads it
 * into new buffers for every request: at 100,000 listings, a few clients asking for a compressed
 * copy quickly grew the server's memory (buffers the collector frees late).
 */
export const IN_MEMORY_MAX = 4 * 1024 * 1024;

/** How long a replaced snapshot's files stay for requests still sending them. */
const KEEP_REPLACED_MS = 60_000;

/**
 * Brotli at 5 (what a page made per request gets) rather than the 9 of the index parts: 9 takes
 * tens of seconds of a core at 100,000 listings, for a file browsers do not read.
 */
const BROTLI_QUALITY = 5;

/** Tries of a file whose records changed while they were read (records.ts) before it fails. */
const TRIES = 3;

/** Writes the files into a new folder of `tmpDir`; on a failure removes it and rejects. */
async function writeAll(snapshot: PublicSnapshot, tmpDir: string, inMemoryMax: number): Promise<SpooledFile> {
  for (let attempt = 1; ; attempt += 1) {
    const dir = await fsp.mkdtemp(path.join(tmpDir, 'listings-json-'));
    try {
      return await writeInto(snapshot, dir, inMemoryMax);
    } catch (error) {
      await fsp.rm(dir, { recursive: true, force: true });
      // The listings changed under the read: a file of one version is read again.
      if (!(error instanceof RecordsMovedError) || attempt >= TRIES) throw error;
    }
  }
}

async function writeInto(snapshot: PublicSnapshot, dir: string, inMemoryMax: number): Promise<SpooledFile> {
  const paths = { identity: path.join(dir, 'listings.json'), br: path.join(dir, 'listings.json.br'), gzip: path.join(dir, 'listings.json.gz') };
  const plain = fs.createWriteStream(paths.identity);
  const br = zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  const gzip = zlib.createGzip({ level: 6 });
  const done = Promise.all([
    once(plain, 'close'),
    pipeline(br, fs.createWriteStream(paths.br)),
    pipeline(gzip, fs.createWriteStream(paths.gzip)),
  ]);
  // A file can fail at any time (a full disk), also while no piece waits on it: that failure is
  // this promise's, handled here at once (an unhandled one would end the process) and raised by
  // the next piece or the final wait.
  done.catch(() => undefined);
  const sinks: Writable[] = [plain, br, gzip];
  try {
    await writeListingsJson(snapshot, async (piece) => {
      const chunk = Buffer.from(piece);
      // A failed file never drains: its failure, not the drain, ends the wait.
      await Promise.race([done, Promise.all(sinks.map((sink) => (sink.write(chunk) ? undefined : once(sink, 'drain'))))]);
      await nextTurn();
    });
    for (const sink of sinks) sink.end();
    await done;
  } catch (error) {
    for (const sink of sinks) sink.destroy();
    await done.catch(() => undefined);
    throw error;
  }
  const size = async (file: string) => {
    const { size } = await fsp.stat(file);
    if (size > inMemoryMax) return { path: file, size };
    const bytes = await fsp.readFile(file);
    return { path: file, size: bytes.length, bytes };
  };
  return { dir, files: { identity: await size(paths.identity), br: await size(paths.br), gzip: await size(paths.gzip) } };
}

/** The listings.json files of the current snapshot, made on the first ask; older ones removed. */
export class ListingsJsonSpool {
  private current: { version: string; made: Promise<SpooledFile> } | undefined;
  /** Replaced snapshots' folders, each removed when its timer fires (or at close). */
  private readonly replaced = new Map<NodeJS.Timeout, string>();

  constructor(
    private readonly tmpDir: string = os.tmpdir(),
    private readonly inMemoryMax = IN_MEMORY_MAX,
  ) {}

  /** The files of `snapshot`; rejects when they cannot be written (the next ask tries again). */
  of(snapshot: PublicSnapshot): Promise<SpooledFile> {
    if (this.current?.version === snapshot.version) return this.current.made;
    if (this.current) this.removeLater(this.current.made);
    const made = writeAll(snapshot, this.tmpDir, this.inMemoryMax);
    const entry = { version: snapshot.version, made };
    this.current = entry;
    made.catch(() => {
      if (this.current === entry) this.current = undefined;
    });
    return made;
  }

  /** Removes every file (the server closes). */
  async close(): Promise<void> {
    const dirs = [...this.replaced.values()];
    for (const timer of this.replaced.keys()) clearTimeout(timer);
    this.replaced.clear();
    const last = this.current;
    this.current = undefined;
    const made = await last?.made.catch(() => undefined);
    if (made) dirs.push(made.dir);
    await Promise.all(dirs.map((dir) => fsp.rm(dir, { recursive: true, force: true })));
  }

  private removeLater(made: Promise<SpooledFile>): void {
    void made.then(
      ({ dir }) => {
        const timer = setTimeout(() => {
          this.replaced.delete(timer);
          void fsp.rm(dir, { recursive: true, force: true });
        }, KEEP_REPLACED_MS);
        timer.unref();
        this.replaced.set(timer, dir);
      },
      () => undefined,
    );
  }
}
