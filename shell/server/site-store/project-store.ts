/**
 * The public snapshot made from the store: its listings the public sees (active ones, and
 * reserved or sold ones for 30 days with their status: projection/status-window.ts), read in
 * batches from one consistent snapshot of the database, through the same projection as any
 * listings file (projection/project.ts: checked again, known keys only, points moved by the
 * privacy offset).
 */
import { projectionBuilder, statusInPublic, type PublicSnapshot } from '../projection';
import type { Store } from '../store';

export interface StoreProjection {
  snapshot: PublicSnapshot;
  /** The store's listings version it was made from. */
  version: number;
  /** When its first reserved or sold listing's 30 days run out (ms since the epoch): project again then. */
  expiresAt: number | undefined;
}

export async function projectStore(
  store: Pick<Store, 'readListings'>,
  secret: Buffer,
  warn: (line: string) => void,
  now: number = Date.now(),
): Promise<StoreProjection> {
  // Each batch is projected as it is read and dropped: no copy of every row is held.
  const builder = projectionBuilder(secret, (line) => warn(`The store: ${line}`));
  let expiresAt: number | undefined;
  const { version } = await store.readListings((batch) => {
    for (const stored of batch) {
      const seen = statusInPublic(stored.status, stored.statusChangedAt, now);
      if (!seen) continue;
      builder.add(seen.status ? { ...stored.listing, active: true, status: seen.status } : stored.listing);
      if (seen.until !== undefined && (expiresAt === undefined || seen.until < expiresAt)) expiresAt = seen.until;
    }
  });
  return { snapshot: builder.finish(), version, expiresAt };
}
