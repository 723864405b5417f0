/**
 * The public snapshot made from the store: its listings the public sees (active ones, and
 * reserved or sold ones for 30 days with their status: projection/status-window.ts), read in
 * batches from one consistent snapshot of the database, through the same projection as any
 * listings file (projection/project.ts: checked again, known keys only, points moved by the
 * privacy offset). The snapshot keeps the listings' cards only; each full record (the detail
 * page, its SEO page, listings.json) is written to a records file as it is projected and read
 * from there by id (projection/records-file.ts), so no public page needs the store: while it
 * is down the site serves its last projection whole. Where no records file can be written (no
 * folder takes it), the records are read from the store by id through the same projection,
 * with the statuses seen at the snapshot's time.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Listing } from 'shared/contracts';
import { projectionBuilder, publicRecord, snapshotFromIndex, statusInPublic, type PrivacySecret, type PublicSnapshot } from '../projection';
import { RECORDS_PER_READ, RecordsMovedError, type ListingRecords } from '../projection/records';
import { createRecordsFile, openRecordsFile, type RecordsFile, type RecordsFileWriter } from '../projection/records-file';
import type { Store } from '../store';
import type { StoredListing } from '../store/listing-rows';
import type { KeptProjection } from './kept';
import { describeFailure } from './unavailable';

export interface StoreProjection {
  snapshot: PublicSnapshot;
  /** The store's listings version it was made from, and its stamp (store.ts LISTINGS_STAMP). */
  version: number;
  stamp: number;
  /** When its first reserved or sold listing's 30 days run out (ms since the epoch): project again then. */
  expiresAt: number | undefined;
  /** The warnings it gave the server's log. */
  logLines: readonly string[];
  /** The file its full records are read from; undefined when they come from memory or the store. */
  recordsFile: RecordsFile | undefined;
}

/**
 * Where the snapshot's full records are read from: a records file in the first of `dirs` that
 * takes one (the store when none does); memory, for a store that is closed after (fallback.ts);
 * or the store itself.
 */
export type RecordsFrom = { dirs: readonly string[] } | 'memory' | 'store';

/** A records file in the first folder that takes one; undefined (said in the log) when none does. */
async function recordsWriter(dirs: readonly string[], warn: (line: string) => void): Promise<RecordsFileWriter | undefined> {
  const failures: string[] = [];
  for (const dir of dirs) {
    try {
      return await createRecordsFile(dir);
    } catch (error) {
      failures.push(`${dir}: ${describeFailure(error)}`);
    }
  }
  warn(`The listings' records cannot be written to a file (${failures.join('; ')}); pages read them from the store, and go down with it.`);
  return undefined;
}

/** The entry the projection gets of a stored listing at `now`, and until when it is shown; undefined: not shown. */
function shownEntry(stored: StoredListing, now: number): { entry: Listing; until: number | undefined } | undefined {
  const seen = statusInPublic(stored.status, stored.statusChangedAt, now);
  if (!seen) return undefined;
  return { entry: seen.status ? { ...stored.listing, active: true, status: seen.status } : stored.listing, until: seen.until };
}

/** The full public records of the store's listings, as the snapshot made at `now` shows them. */
function storeRecords(store: Pick<Store, 'readListingsById'>, secret: PrivacySecret, now: number): ListingRecords {
  return {
    async read(ids, onBatch) {
      // A transaction per batch, not one for all: SQLite's read connection serves one
      // transaction at a time, and a detail page's record must not wait for all of
      // listings.json. The versions tell whether a write came in between.
      let first: number | undefined;
      for (let start = 0; start < ids.length; start += RECORDS_PER_READ) {
        const { version, listings } = await store.readListingsById(ids.slice(start, start + RECORDS_PER_READ));
        first ??= version;
        if (version !== first) throw new RecordsMovedError();
        await onBatch(
          listings.flatMap((stored) => {
            const shown = shownEntry(stored, now);
            return (shown && publicRecord(shown.entry, secret)) ?? [];
          }),
        );
      }
    },
  };
}

export async function projectStore(
  store: Pick<Store, 'readListings' | 'readListingsById'>,
  secret: PrivacySecret,
  warn: (line: string) => void,
  now: number = Date.now(),
  recordsFrom: RecordsFrom = 'store',
): Promise<StoreProjection> {
  const fromStore = storeRecords(store, secret, now);
  let writer = typeof recordsFrom === 'object' ? await recordsWriter(recordsFrom.dirs, warn) : undefined;
  let file: RecordsFile | undefined;
  // Each batch is projected as it is read and dropped: no copy of every row is held. The
  // snapshot is read only once this returns, when `file` is known.
  const records: ListingRecords | undefined =
    recordsFrom === 'memory' ? undefined : { read: (ids, onBatch) => (file ?? fromStore).read(ids, onBatch) };
  /** A records file that fails while written is dropped: the records then come from the store. */
  const dropWriter = async (error: unknown) => {
    warn(`The listings' records file could not be written (${describeFailure(error)}); pages read them from the store, and go down with it.`);
    await writer?.discard().catch(() => undefined);
    writer = undefined;
  };
  const logLines: string[] = [];
  const builder = projectionBuilder(
    secret,
    (line) => {
      logLines.push(`The store: ${line}`);
      warn(`The store: ${line}`);
    },
    records,
    (record) => writer?.add(record),
  );
  let expiresAt: number | undefined;
  let read: { version: number; stamp: number };
  try {
    read = await store.readListings(async (batch) => {
      for (const stored of batch) {
        const shown = shownEntry(stored, now);
        if (!shown) continue;
        builder.add(shown.entry);
        if (shown.until !== undefined && (expiresAt === undefined || shown.until < expiresAt)) expiresAt = shown.until;
      }
      await writer?.flush().catch(dropWriter);
      // A turn of the event loop between batches: the store's reads resolve without one, so a
      // rebuild of 100,000 listings (tens of seconds on a busy machine) held every request until
      // it was done. Requests now go on meanwhile (from the snapshot they hold).
      await nextTurn();
    });
  } catch (error) {
    // The store failed part way: nothing of this projection is served, its file goes.
    await writer?.discard().catch(() => undefined);
    throw error;
  }
  const snapshot = builder.finish();
  if (writer) file = await writer.finish().catch(async (error: unknown) => void (await dropWriter(error)));
  return { snapshot, version: read.version, stamp: read.stamp, expiresAt, logLines, recordsFile: file };
}

/**
 * The snapshot of a projection kept from an earlier start (kept.ts), already checked to be the
 * store's projection at `now`; its full records are read from the records file kept with it.
 * Throws when its parts cannot be read back.
 */
export function keptStoreProjection(kept: KeptProjection): StoreProjection {
  const recordsFile = openRecordsFile(kept.records.file, kept.records);
  const snapshot = snapshotFromIndex(kept.indexParts, kept.imageOrigins, recordsFile);
  return { snapshot, version: kept.version, stamp: kept.stamp, expiresAt: kept.expiresAt, logLines: kept.logLines, recordsFile };
}
