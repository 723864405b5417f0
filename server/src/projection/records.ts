/**
 * Where a snapshot reads its listings' full public records from. The snapshot itself keeps only
 * the cards (project.ts): at 100,000 listings the full records — descriptions, every detail,
 * every image — were most of the server's memory and of its garbage collection, for pages that
 * show one listing at a time. A store-backed snapshot reads them by id from the store
 * (site-store/project-store.ts); one made from a listings file keeps them in memory (there is
 * no store to read them from, and such a file is the sample or the degraded mode).
 */
import type { Listing } from 'shared/contracts';

export interface ListingRecords {
  /**
   * The full public listings of `ids`, in that order, a batch at a time, all of one version of
   * the listings (rejects with RecordsMovedError when they changed in between: read again); an
   * id that is no longer public is left out.
   */
  read(ids: readonly string[], onBatch: (batch: readonly Listing[]) => void | Promise<void>): Promise<void>;
}

/** The listings changed while many records were read in turns: what was read mixes two versions. */
export class RecordsMovedError extends Error {
  constructor() {
    super('the listings changed while their records were read');
  }
}

/** Records read in one go at most (one query each; a store's read transaction is held that long). */
export const RECORDS_PER_READ = 500;

/** Records held in memory (a listings file's projection). */
export function recordsInMemory(records: ReadonlyMap<string, Listing>): ListingRecords {
  return {
    async read(ids, onBatch) {
      for (let start = 0; start < ids.length; start += RECORDS_PER_READ) {
        await onBatch(ids.slice(start, start + RECORDS_PER_READ).flatMap((id) => records.get(id) ?? []));
      }
    },
  };
}

/** Records kept per snapshot; the least recently asked goes first past it. */
export const RECORDS_KEPT = 1_000;

/**
 * `read` for one id, kept per snapshot (the promise is kept, so a listing asked for by many
 * requests at once is read once); a failed read is not kept, so the next request tries again.
 */
export function recordCache(records: ListingRecords, kept = RECORDS_KEPT): (id: string) => Promise<Listing | undefined> {
  const cache = new Map<string, Promise<Listing | undefined>>();
  return (id) => {
    let record = cache.get(id);
    if (record) {
      cache.delete(id);
    } else {
      record = (async () => {
        let found: Listing | undefined;
        await records.read([id], (batch) => void (found = batch[0]));
        return found;
      })();
      record.catch(() => {
        if (cache.get(id) === record) cache.delete(id);
      });
    }
    cache.set(id, record);
    if (cache.size > kept) cache.delete(cache.keys().next().value ?? id);
    return record;
  };
}
