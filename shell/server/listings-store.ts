/** The listings file the server answers with, and the active listings in it. */
import fs from 'node:fs';
import type { Listing } from 'shared/contracts';
import { normalizeListings } from 'shared/listings';

export interface ListingsSnapshot {
  body: Buffer;
  mtimeMs: number;
  /** Active listings, normalised as the browser sees them. */
  listings: Listing[];
  byId: Map<string, Listing>;
}

export class ListingsFileError extends Error {}

/** Reads the file; refuses one that is not JSON or has no `listings` array. */
export function readListingsFile(file: string): ListingsSnapshot {
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
  if (!Array.isArray((parsed as { listings?: unknown } | null)?.listings)) {
    throw new ListingsFileError(`LISTINGS_FILE ${file} has no "listings" array`);
  }
  const listings = normalizeListings(parsed);
  return {
    body,
    mtimeMs: fs.statSync(file).mtimeMs,
    listings,
    byId: new Map(listings.map((listing) => [listing.id, listing])),
  };
}
