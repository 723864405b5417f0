import type { Listing } from '../contracts';
import { sortListings } from './sort';
import { checkListings, entryWarning, listingsFileEntries } from './validate';

/** A finite number from a number or a numeric string ("42.66"); otherwise undefined. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Where normalizeListings reports problems: the browser's console, as 'listings.json: …'. */
const warnInConsole = (line: string): void => console.warn(`listings.json: ${line}`);

/**
 * SPEC 7: the parsed listings.json (`{ listings: [...] }`) as the site uses it: active
 * listings only, string ids, numeric coordinates, newest first. Every entry is checked against
 * the schema (schema.ts); an entry with problems is skipped or shown without its bad fields
 * (validate.ts), with one warning naming it and each bad field's path. Inactive entries are
 * not shown, so they are not warned about (`pnpm listings:check` reports them). Anything that
 * is not the expected shape gives [] and one warning.
 */
export function normalizeListings(raw: unknown, warn: (line: string) => void = warnInConsole): Listing[] {
  const file = listingsFileEntries(raw);
  if (!file.ok) {
    warn(`${file.problem}; no listings shown`);
    return [];
  }
  const { listings, reports } = checkListings(file.entries);
  for (const report of reports) {
    if (!report.inactive) warn(entryWarning(report));
  }
  return sortListings(
    listings.filter((listing) => listing.active),
    'newest',
  );
}
