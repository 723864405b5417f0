/**
 * A listings file (SPEC shape, `{ "listings": [...] }`) read and checked for the store: the
 * listings that can be stored, active or not, and every problem the checker found
 * (shared/listings validate.ts, the same rules as `pnpm listings:check` and the browser).
 */
import fs from 'node:fs';
import type { Listing } from 'shared/contracts';
import { checkListings, listingsFileEntries, type EntryReport } from 'shared/listings/rules';

export class ListingsFileUnusable extends Error {}

export interface CheckedListingsFile {
  /** How many entries the file's `listings` array has. */
  total: number;
  /** Every entry that can be stored (repaired where a droppable field was bad), in file order. */
  listings: Listing[];
  /** One report per entry with problems. */
  reports: EntryReport[];
}

/**
 * The raw entries of a listings file: the one reader of the file's text for the server, its
 * start, the import and `pnpm listings:check`. Throws ListingsFileUnusable, its message led by
 * `name` (how the caller names the file), when it cannot be read, is not JSON or has no
 * `listings` array.
 */
export function readListingsFileEntries(file: string, name: string = file): unknown[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new ListingsFileUnusable(`${name} cannot be read: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ListingsFileUnusable(`${name} is not valid JSON: ${(error as Error).message}`);
  }
  const entries = listingsFileEntries(parsed);
  if (!entries.ok) throw new ListingsFileUnusable(`${name} ${entries.problem}`);
  return entries.entries;
}

/** Reads and checks the file; throws ListingsFileUnusable when it cannot be read or has no listings array. */
export function readCheckedListingsFile(file: string): CheckedListingsFile {
  const entries = readListingsFileEntries(file);
  const { listings, reports } = checkListings(entries);
  return { total: entries.length, listings, reports };
}
