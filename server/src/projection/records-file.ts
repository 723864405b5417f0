/**
 * A snapshot's full public records in a file, written as the projection makes them and read
 * back by id. The records are not held in memory (at 100,000 listings they were most of the
 * heap, records.ts), and with them on disk no public page reads the store: the site serves its
 * last projection whole while the database is down, a record never viewed before included, and
 * listings.json is always the snapshot's version. The file is the records' JSON one after the
 * other; the table (each id and where its record ends) is held in memory and kept with the
 * projection (site-store/kept.ts), so a start that reads the kept projection reads its records
 * from the same file.
 */
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Listing } from 'shared/contracts';
import { RECORDS_PER_READ, type ListingRecords } from './records';

/**
 * The files' names: `public-records.{host}.{pid}.{random}.json`, so a start can tell whose a file
 * is. The host (a hash of the machine's name) matters where instances in separate containers
 * share one DATA_DIR: a process id means something only on its own host.
 */
export const RECORDS_FILE_PREFIX = 'public-records.';
const SUFFIX = '.json';

/** Which records a file holds, in its order, and where each ends (the next one starts there). */
export interface RecordsTable {
  readonly ids: readonly string[];
  readonly ends: readonly number[];
}

export interface RecordsFile extends ListingRecords {
  readonly path: string;
  readonly table: RecordsTable;
}

export interface RecordsFileWriter {
  /** The record goes to the file at the next flush. */
  add(record: Listing): void;
  /** Writes what was added since the last flush; rejects when the file cannot be written. */
  flush(): Promise<void>;
  /** Flushes, syncs and closes the file: its records can be read from then on. */
  finish(): Promise<RecordsFile>;
  /** Closes and removes the file (a projection that failed). */
  discard(): Promise<void>;
}

/** This machine's tag in the files' names. */
export const RECORDS_HOST = crypto.createHash('sha256').update(os.hostname()).digest('hex').slice(0, 12);

/** The host tag and pid a records file's name carries; undefined for any other name. */
export function recordsFileOwner(name: string): { host: string; pid: number } | undefined {
  const match = /^public-records\.([0-9a-f]{12})\.(\d+)\.[0-9a-f]+\.json$/.exec(name);
  return match ? { host: match[1] ?? '', pid: Number(match[2]) } : undefined;
}

/** A new records file in `dir`. */
export async function createRecordsFile(dir: string): Promise<RecordsFileWriter> {
  const file = path.join(dir, `${RECORDS_FILE_PREFIX}${RECORDS_HOST}.${process.pid}.${crypto.randomBytes(4).toString('hex')}${SUFFIX}`);
  const handle = await fsp.open(file, 'wx');
  const ids: string[] = [];
  const ends: number[] = [];
  let size = 0;
  let pending: Buffer[] = [];
  let closed = false;
  const flush = async () => {
    const chunk = Buffer.concat(pending);
    pending = [];
    // A write may take part of its bytes: the rest follows.
    for (let done = 0; done < chunk.length; ) done += (await handle.write(chunk, done)).bytesWritten;
  };
  const close = async () => {
    if (closed) return;
    closed = true;
    await handle.close();
  };
  return {
    add(record) {
      const bytes = Buffer.from(JSON.stringify(record));
      size += bytes.length;
      ids.push(record.id);
      ends.push(size);
      pending.push(bytes);
    },
    flush,
    async finish() {
      try {
        await flush();
        await handle.sync();
      } finally {
        await close();
      }
      return openRecordsFile(file, { ids, ends });
    },
    async discard() {
      await close().catch(() => undefined);
      await fsp.rm(file, { force: true });
    },
  };
}

/** Freezes a record read back as the projection froze it (project.ts publicListing). */
function frozen(record: Listing): Listing {
  if (record.geoPoint) Object.freeze(record.geoPoint);
  Object.freeze(record.details);
  Object.freeze(record.images);
  return Object.freeze(record);
}

/**
 * The records of the file at `file`, as `table` places them. A record that does not read back
 * as the listing asked for (the file changed or was cut) fails the read: never another listing.
 */
export function openRecordsFile(file: string, table: RecordsTable): RecordsFile {
  let positions: Map<string, number> | undefined;
  const position = (id: string) => (positions ??= new Map(table.ids.map((held, n) => [held, n]))).get(id);
  return {
    path: file,
    table,
    async read(ids, onBatch) {
      const handle = await fsp.open(file, 'r');
      try {
        for (let start = 0; start < ids.length; start += RECORDS_PER_READ) {
          const batch = await Promise.all(
            ids.slice(start, start + RECORDS_PER_READ).map(async (id) => {
              const n = position(id);
              if (n === undefined) return undefined;
              const from = n === 0 ? 0 : (table.ends[n - 1] ?? 0);
              const length = (table.ends[n] ?? 0) - from;
              const bytes = Buffer.alloc(length);
              const { bytesRead } = await handle.read(bytes, 0, length, from);
              const record = bytesRead === length ? (JSON.parse(bytes.toString('utf8')) as Listing) : undefined;
              if (record?.id !== id) throw new Error(`the records file ${file} does not hold listing ${id} where its table says`);
              return frozen(record);
            }),
          );
          await onBatch(batch.filter((record) => record !== undefined));
        }
      } finally {
        await handle.close();
      }
    },
  };
}
