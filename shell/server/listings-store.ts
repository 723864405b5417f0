/** The listings file the server answers with, and the ids of the active listings in it. */
import fs from 'node:fs';

export interface ListingsSnapshot {
  body: Buffer;
  mtimeMs: number;
  activeIds: Set<string>;
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
  const listings = (parsed as { listings?: unknown } | null)?.listings;
  if (!Array.isArray(listings)) {
    throw new ListingsFileError(`LISTINGS_FILE ${file} has no "listings" array`);
  }
  const activeIds = new Set<string>();
  for (const item of listings) {
    const { id, active } = (item ?? {}) as { id?: unknown; active?: unknown };
    if (active === true && (typeof id === 'string' || typeof id === 'number')) activeIds.add(String(id));
  }
  return { body, mtimeMs: fs.statSync(file).mtimeMs, activeIds };
}
