/** The agency's listings file: read, checked at the top level, projected for the public. */
import type { Listing } from 'shared/contracts';
import { projectListings, publicListings, type PrivacySecret, type PublicSnapshot } from './projection';
import { ListingsFileUnusable, readListingsFileEntries } from './store/listings-file';

export class ListingsFileError extends Error {}

/** The file's raw entries; refuses one that cannot be read, is not JSON or has no `listings` array. */
export function readListingsEntries(file: string): unknown[] {
  try {
    return readListingsFileEntries(file, `LISTINGS_FILE ${file}`);
  } catch (error) {
    throw error instanceof ListingsFileUnusable ? new ListingsFileError(error.message) : error;
  }
}

/**
 * The public snapshot of the file. Each shown entry with problems is reported through `warn`,
 * one line per entry, exactly as the browser prints it (`pnpm listings:check` lists them all).
 */
export function loadListingsFile(file: string, secret: PrivacySecret, warn: (line: string) => void = console.warn): PublicSnapshot {
  return projectListings(readListingsEntries(file), secret, (line) => warn(`LISTINGS_FILE ${file}: ${line}`));
}

/** Every shown listing of the file, whole and public, newest first: for tools that write every page (seo/generate.ts). */
export function loadPublicListings(file: string, secret: PrivacySecret): Listing[] {
  return publicListings(readListingsEntries(file), secret);
}
