/**
 * The public projection: from the agency's raw listing entries, the one immutable snapshot every
 * public output is made from (listings.json — listings-json.ts —, the index parts, the
 * per-listing records, the first view, the SEO pages, JSON-LD and the sitemap). Shown (`active`)
 * entries only — from the store, that includes reserved and sold listings within their 30 days,
 * carrying their `status` (status-window.ts); each point moved by its privacy offset
 * (privacy.ts); only the known detail keys; nothing else of the entry.
 */
import { DETAIL_KEYS, type Listing, type ListingDetails } from 'shared/contracts';
import { buildListingTable, createListingsChecker, shownEntryWarnings, sortListings, toListingsIndex, type ListingsCheck } from 'shared/listings';
import { pageCache, type ListingsPageModel } from './first-page';
import { publicPoint } from './privacy';

export interface PublicSnapshot {
  /** The shown listings as the public sees them, newest first (frozen); a reserved or sold one has its `status`. */
  readonly listings: readonly Listing[];
  readonly byId: ReadonlyMap<string, Listing>;
  /** One line per shown entry with problems, as the browser prints them. */
  readonly warnings: readonly string[];
  /** Changes whenever the snapshot does: part of cache keys and validators. */
  readonly version: string;
  /** Origins (https://cdn.example.org) of listing photos that are not on the site itself. */
  readonly imageOrigins: readonly string[];
  /** The parts of the listings index (shared/listings summary.ts). */
  readonly indexParts: readonly Buffer[];
  /** A page of the listings search `query` describes (first-page.ts), kept per normalised query. */
  readonly firstPage: (query: URLSearchParams) => ListingsPageModel;
}

function knownDetails(details: ListingDetails): ListingDetails {
  const kept: ListingDetails = {};
  for (const key of DETAIL_KEYS) if (Object.hasOwn(details, key) && details[key] !== undefined) kept[key] = details[key];
  return kept;
}

function publicListing(listing: Listing, secret: Buffer): Listing {
  const { geoPoint } = listing;
  return Object.freeze({
    ...listing,
    geoPoint: geoPoint ? Object.freeze(publicPoint(secret, listing.id, geoPoint)) : undefined,
    details: Object.freeze(knownDetails(listing.details)),
    images: Object.freeze([...listing.images]) as string[],
  });
}

/** The origin of an absolute http(s) image address, or undefined for a path on the site. */
function imageOrigin(address: string): string | undefined {
  if (!/^https?:\/\//i.test(address)) return undefined;
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

/**
 * A warning names the bad value it found; one about a point (outside Kosovo, say) must not
 * carry the agency's coordinates to the browser's console (`pnpm listings:check` shows them).
 */
function publicWarnings(check: ListingsCheck): string[] {
  const reports = check.reports.map((report) => ({
    ...report,
    problems: report.problems.map((problem) =>
      problem.path.startsWith('geoPoint') ? { ...problem, message: 'not a point in Kosovo (the value is not published)' } : problem,
    ),
  }));
  return shownEntryWarnings({ ...check, reports });
}

let versions = 0;

/** Which checked listings the public sees: the one rule, for every output of the snapshot. */
export const isPublic = (listing: Listing): boolean => listing.active === true;

/** A projection fed one entry at a time (a store's rows in batches), finished into its snapshot. */
export interface ProjectionBuilder {
  add(entry: unknown): void;
  finish(): PublicSnapshot;
}

/**
 * Each entry is checked and, when public, made into its public listing as it comes, so the
 * caller can drop the raw entry at once: at 100,000 listings, holding the raw, the checked and
 * the public copy of every listing together cost hundreds of megabytes and seconds of garbage
 * collection at every start. `warn` gets each shown entry's problems in full, for the server's
 * log (the snapshot's own warnings, for the browser, name no coordinates).
 */
export function projectionBuilder(secret: Buffer, warn: (line: string) => void = () => {}): ProjectionBuilder {
  const shown: Listing[] = [];
  const checker = createListingsChecker((listing) => {
    if (isPublic(listing)) shown.push(publicListing(listing, secret));
  });
  let index = 0;
  return {
    add: (entry) => checker.add(entry, index++),
    finish: () => {
      const check = checker.result();
      for (const line of shownEntryWarnings(check)) warn(line);
      return snapshotOf(shown, Object.freeze(publicWarnings(check)));
    },
  };
}

function snapshotOf(shown: readonly Listing[], warnings: readonly string[]): PublicSnapshot {
  const listings = Object.freeze(sortListings(shown, 'newest'));
  // Registered, so the first page's filter and sort answer from the table (first-page.ts).
  buildListingTable(listings);
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  const imageOrigins = [...new Set(listings.flatMap((listing) => listing.images.map(imageOrigin).filter((o) => o !== undefined)))].sort();
  versions += 1;
  return Object.freeze({
    listings,
    byId,
    warnings,
    version: `${Date.now().toString(36)}-${versions}`,
    imageOrigins: Object.freeze(imageOrigins),
    indexParts: Object.freeze(toListingsIndex(listings, warnings).map((part) => Buffer.from(JSON.stringify(part)))),
    firstPage: pageCache(listings),
  });
}

/** The snapshot of the entries (see projectionBuilder). */
export function projectListings(entries: readonly unknown[], secret: Buffer, warn: (line: string) => void = () => {}): PublicSnapshot {
  const builder = projectionBuilder(secret, warn);
  for (const entry of entries) builder.add(entry);
  return builder.finish();
}
