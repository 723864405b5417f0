/** The listings file the server answers with, and the active listings in it. */
import fs from 'node:fs';
import type { Listing } from 'shared/contracts';
import { checkListings, listingsFileEntries, shownEntryWarnings, shownListings, toListingsIndex } from 'shared/listings';

export interface ListingsSnapshot {
  body: Buffer;
  mtimeMs: number;
  /** Active listings, normalised as the browser sees them. */
  listings: Listing[];
  byId: Map<string, Listing>;
  /** The parts of the listings index (shared/listings summary.ts) as sent: made once, here. */
  indexParts: Buffer[];
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
  // One check at start: the browser reads the index made from it and prints these same warnings.
  const check = checkListings(entries.entries);
  const warnings = shownEntryWarnings(check);
  for (const line of warnings) warn(`LISTINGS_FILE ${file}: ${line}`);
  const listings = shownListings(check) as Listing[];
  return {
    body,
    mtimeMs: fs.statSync(file).mtimeMs,
    listings,
    byId: new Map(listings.map((listing) => [listing.id, listing])),
    indexParts: toListingsIndex(listings, warnings).map((part) => Buffer.from(JSON.stringify(part))),
  };
}
