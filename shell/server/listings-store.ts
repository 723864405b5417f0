/** The listings file the server answers with, and the active listings in it. */
import fs from 'node:fs';
import type { Listing } from 'shared/contracts';
import { listingsFileEntries, normalizeListings } from 'shared/listings';

export interface ListingsSnapshot {
  body: Buffer;
  mtimeMs: number;
  /** Active listings, normalised as the browser sees them. */
  listings: Listing[];
  byId: Map<string, Listing>;
}

export class ListingsFileError extends Error {}

/**
 * Reads the file; refuses one that is not JSON or has no `listings` array (the schema in
 * shared/listings). Each shown entry with problems is reported through `warn`, one line per
 * entry, exactly as the browser skips or repairs it (`pnpm listings:check` lists them all).
 */
export function readListingsFile(file: string, warn: (line: string) => void = console.warn): ListingsSnapshot {
  let body: Buffer;
  try {
    body = fs.readFileSync(file);
  } catch (error) {
    throw new ListingsFileError(`LISTINGS_FILE ${file} cannot be read: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw new ListingsFileError(`LISTINGS_FILE ${file} is not valid JSON: ${(error as Error).message}`);
  }
  const entries = listingsFileEntries(parsed);
  if (!entries.ok) throw new ListingsFileError(`LISTINGS_FILE ${file} ${entries.problem}`);
  const listings = normalizeListings(parsed, (line) => warn(`LISTINGS_FILE ${file}: ${line}`));
  return {
    body,
    mtimeMs: fs.statSync(file).mtimeMs,
    listings,
    byId: new Map(listings.map((listing) => [listing.id, listing])),
  };
}
