/**
 * What the server does with the store when it starts: open it (migrated), take in the messages
 * of the JSON-lines files older versions wrote, and fill an empty store with LISTINGS_FILE (or
 * the sample data), so `pnpm start` on a fresh DATA_DIR shows the site at once.
 */
import { entryWarning } from 'shared/listings/rules';
import { openStore, type StoreLocation } from './index';
import { importLegacyMessages } from './legacy-messages';
import { readCheckedListingsFile } from './listings-file';
import type { Store } from './store';

export interface StartupOptions extends StoreLocation {
  /** The listings an empty store starts with. */
  listingsFile: string;
  log?: (line: string) => void;
  /** The listings file's problems, one line per entry (default: `log`). */
  warn?: (line: string) => void;
}

/** Imports the listings file into a store that has no listings; returns how many were stored. */
export async function seedListingsIfEmpty(
  store: Store,
  listingsFile: string,
  log: (line: string) => void,
  warn: (line: string) => void = log,
): Promise<number> {
  if ((await store.countListings()) > 0) return 0;
  const checked = readCheckedListingsFile(listingsFile);
  for (const report of checked.reports) warn(`LISTINGS_FILE ${listingsFile}: ${entryWarning(report)}`);
  const { added } = await store.upsertListings(checked.listings);
  log(`The store had no listings: ${added} imported from ${listingsFile}.`);
  return added;
}

export async function openSiteStore(options: StartupOptions): Promise<Store> {
  const log = options.log ?? ((line: string) => console.log(line));
  const store = await openStore(options);
  try {
    const migrated = await importLegacyMessages(store, options.dataDir);
    if (migrated.messages + migrated.spam > 0) {
      log(`Moved ${migrated.messages} messages and ${migrated.spam} honeypot posts from the JSON-lines files in ${options.dataDir} into the store (the files are left in place).`);
    }
    await seedListingsIfEmpty(store, options.listingsFile, log, options.warn);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
