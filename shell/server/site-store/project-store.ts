/**
 * The public snapshot made from the store: its active listings, read in batches from one
 * consistent snapshot of the database, through the same projection as any listings file
 * (projection/project.ts: checked again, known keys only, points moved by the privacy offset).
 */
import { projectionBuilder, type PublicSnapshot } from '../projection';
import type { Store } from '../store';

export async function projectStore(
  store: Pick<Store, 'readListings'>,
  secret: Buffer,
  warn: (line: string) => void,
): Promise<{ snapshot: PublicSnapshot; version: number }> {
  // Each batch is projected as it is read and dropped: no copy of every row is held.
  const builder = projectionBuilder(secret, (line) => warn(`The store: ${line}`));
  const { version } = await store.readListings((batch) => {
    for (const stored of batch) if (stored.status === 'active') builder.add(stored.listing);
  });
  return { snapshot: builder.finish(), version };
}
