import type { Listing } from '../contracts';
import { sortListings } from './sort';
import { buildListingTable } from './table';
import { forEachInTasks } from './tasks';
import { createListingsChecker, entryWarning, listingsFileEntries, type ListingsCheck } from './validate';

/** A finite number from a number or a numeric string ("42.66"); otherwise undefined. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Where normalizeListings reports problems: the browser's console, as 'listings.json: …'. */
export const warnInConsole = (line: string): void => console.warn(`listings.json: ${line}`);

/** The warning lines the site prints for a checked file: shown entries only, in file order. */
export function shownEntryWarnings({ reports }: ListingsCheck): string[] {
  return reports.filter((report) => !report.inactive).map(entryWarning);
}

/**
 * The shown listings of a checked file: active only, newest first, frozen and registered
 * for the fast filter and sort (table.ts).
 */
export function shownListings({ listings }: ListingsCheck): readonly Listing[] {
  const shown = Object.freeze(
    sortListings(
      listings.filter((listing) => listing.active),
      'newest',
    ),
  );
  buildListingTable(shown);
  return shown;
}

/**
 * SPEC 7: the parsed listings.json (`{ listings: [...] }`) as the site uses it: active
 * listings only, string ids, numeric coordinates, newest first. Every entry is checked against
 * the schema (schema.ts; a quick check first, fastCheck.ts); an entry with problems is skipped
 * or shown without its bad fields (validate.ts), with one warning naming it and each bad
 * field's path. Inactive entries are not shown, so they are not warned about
 * (`pnpm listings:check` reports them). Anything that is not the expected shape gives [] and
 * one warning. The result is frozen and registered for the fast filter and sort.
 */
export function normalizeListings(raw: unknown, warn: (line: string) => void = warnInConsole): Listing[] {
  const file = listingsFileEntries(raw);
  if (!file.ok) {
    warn(`${file.problem}; no listings shown`);
    return [];
  }
  const checker = createListingsChecker();
  file.entries.forEach(checker.add);
  const check = checker.result();
  shownEntryWarnings(check).forEach((line) => warn(line));
  return shownListings(check) as Listing[];
}

/**
 * normalizeListings in the browser: the same result and warnings, with the entries checked in
 * slices of a few milliseconds, so 10,000 listings never make one long task.
 */
export async function normalizeListingsInChunks(
  raw: unknown,
  warn: (line: string) => void = warnInConsole,
): Promise<Listing[]> {
  const file = listingsFileEntries(raw);
  if (!file.ok) {
    warn(`${file.problem}; no listings shown`);
    return [];
  }
  const checker = createListingsChecker();
  await forEachInTasks(file.entries, checker.add);
  const check = checker.result();
  shownEntryWarnings(check).forEach((line) => warn(line));
  return shownListings(check) as Listing[];
}
