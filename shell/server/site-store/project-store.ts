/**
 * The public snapshot made from the store: its active listings, read in batches from one
 * consistent snapshot of the database, through the same projection as any listings file
 * (projection/project.ts: checked again, known keys only, points moved by the privacy offset).
 */
import type { Listing } from 'shared/contracts';
import { projectListings, type PublicSnapshot } from '../projection';
import type { Store } from '../store';

export async function projectStore(
  store: Pick<Store, 'readListings'>,
  secret: Buffer,
  warn: (line: string) => void,
): Promise<{ snapshot: PublicSnapshot; version: number }> {
  const active: Listing[] = [];
  const { version } = await store.readListings((batch) => {
    for (const stored of batch) if (stored.status === 'active') active.push(stored.listing);
  });
  return { snapshot: projectListings(active, secret, (line) => warn(`The store: ${line}`)), version };
}
