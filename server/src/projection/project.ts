/**
 * The public projection: from the agency's raw listing entries, the one immutable snapshot every
 * public output is made from (listings.json — listings-json.ts —, the index parts, the
 * per-listing records, the first view, the SEO pages, JSON-LD and the sitemap). Shown (`active`)
 * entries only — from the store, that includes reserved and sold listings within their 30 days,
 * carrying their `status` (status-window.ts); each point moved by its privacy offset
 * (privacy.ts); only the known detail keys; nothing else of the entry.
 *
 * The snapshot keeps only each listing's card (cardOfRow below); a listing's full public record is
 * read by id (`record`) from where the snapshot was made (records.ts): at 100,000 listings the
 * full records were most of the server's memory and garbage collection.
 */
import { DETAIL_KEYS, type Listing, type ListingDetails } from 'shared/contracts';
import {
  buildListingTable,
  checkListings,
  createListingsChecker,
  fromRow,
  isListingsIndex,
  isRow,
  shownEntryWarnings,
  sortListings,
  type ListingsCheck,
  type Row,
  type MapOpening,
  type SearchContext,
  type TextMatches,
} from 'shared/listings/rules';
import { pageCache, type ListingsPageModel } from './first-page';
import { mapOpeningCache } from './map-opening';
import { HeldIndexParts } from './held-index-parts';
import { indexPartsOf, indexRow } from './index-parts';
import { publicPoint } from './privacy';
import type { PrivacySecret } from './secret';
import { recordCache, recordsInMemory, type ListingRecords } from './records';
import { textSearchOf } from './text-search';

export interface PublicSnapshot {
  /**
   * The shown listings' cards, newest first (frozen): what the index, the listing table, the
   * first page's cards and the sitemap read — no description, only the card's details, only the
   * cover image (cardOfRow; a server-rendered page adds its cards' other photos from their
   * records, ssr/listings.ts). A full listing is `record(id)`.
   */
  readonly listings: readonly Listing[];
  /** The cards by id: which listings are shown. */
  readonly cards: ReadonlyMap<string, Listing>;
  /** A shown listing's full public record (undefined when it is not shown), kept per snapshot. */
  readonly record: (id: string) => Promise<Listing | undefined>;
  /** Every shown listing's full public record, in the snapshot's order, a batch at a time (listings.json). */
  readonly records: (onBatch: (batch: readonly Listing[]) => void | Promise<void>) => Promise<void>;
  /** One line per shown entry with problems, as the browser prints them. */
  readonly warnings: readonly string[];
  /** Changes whenever the snapshot does: part of cache keys and validators. */
  readonly version: string;
  /** Origins (https://cdn.example.org) of listing photos that are not on the site itself. */
  readonly imageOrigins: readonly string[];
  /** The parts of the listings index (shared/listings summary.ts), plain until compressed (held-index-parts.ts). */
  readonly indexParts: HeldIndexParts;
  /**
   * A page of the listings search `query` describes (first-page.ts), kept per normalised query.
   * `context`: the text search's matches for the query's `q` (`textMatches`); without them the
   * cards' own text is matched (title and id: a card has no description).
   */
  readonly firstPage: (query: URLSearchParams, context?: SearchContext) => ListingsPageModel;
  /** Map mode's opening markers for the search `query` describes (map-opening.ts), kept per normalised search; `context` as for `firstPage`. */
  readonly mapOpening: (query: URLSearchParams, context?: SearchContext) => MapOpening;
  /**
   * The shown listings whose title, description or id hold the words of `query` (shared/listings
   * textSearch.ts), in the snapshot's order: its text index, made from the full records when
   * first asked (text-search.ts). Rejects when the records cannot be read.
   */
  readonly textMatches: (query: string) => Promise<TextMatches>;
}

function knownDetails(details: ListingDetails): ListingDetails {
  const kept: ListingDetails = {};
  for (const key of DETAIL_KEYS) if (Object.hasOwn(details, key) && details[key] !== undefined) kept[key] = details[key];
  return kept;
}

/**
 * A checked listing as the public sees it, whole: the record, the detail page, the SEO page,
 * listings.json. Without a stable secret (secret.ts) it has no point at all.
 */
function publicListing(listing: Listing, secret: PrivacySecret): Listing {
  const { geoPoint } = listing;
  // Object.assign, not a spread: frozen, a spread's copy gets a hidden class of its own (cardOfRow),
  // and listings.json reads all 100,000 records through here.
  return Object.freeze(
    Object.assign({}, listing, {
      geoPoint: geoPoint && secret ? Object.freeze(publicPoint(secret, listing.id, geoPoint)) : undefined,
      details: Object.freeze(knownDetails(listing.details)),
      images: Object.freeze([...listing.images]) as string[],
    }),
  );
}

/**
 * A listing's card, made from its index row (summary.ts): its details only those of the index
 * row, no description, and its cover only (memory at 100,000 listings; the server-rendered page
 * reads its cards' other photos from their records). Made from the row, as the browser makes it
 * (`fromRow`), so a snapshot read back from its index parts (kept.ts) has the very cards of the
 * one projected from the store.
 */
export function cardOfRow(row: Row, intern: (text: string) => string = (text) => text): Listing {
  // fromRow's object is changed in place and frozen, not copied with a spread: V8 gives an
  // object frozen straight from a spread's copy a hidden class of its own, and 100,000 cards made
  // that way held 100,000 classes (a large share of the heap; shared here).
  const card = fromRow(row);
  // A few dozen values among 100,000 listings: one string each instead of one per listing.
  card.category = intern(card.category);
  card.option = intern(card.option);
  card.city = intern(card.city);
  card.subcity = intern(card.subcity);
  if (card.geoPoint) Object.freeze(card.geoPoint);
  Object.freeze(card.details);
  card.images = Object.freeze(card.images.slice(0, 1)) as string[];
  return Object.freeze(card);
}

/** One string per distinct value (categories, cities: a few dozen among 100,000 cards). */
function interner(): (text: string) => string {
  const interned = new Map<string, string>();
  return (text) => {
    const held = interned.get(text);
    if (held !== undefined) return held;
    interned.set(text, text);
    return text;
  };
}

/**
 * One raw entry's full public listing, exactly as the projection of a whole set makes it
 * (checked, public only, known keys, moved point): a record read by id (site-store/project-store.ts).
 */
export function publicRecord(entry: unknown, secret: PrivacySecret): Listing | undefined {
  const [listing] = checkListings([entry]).listings;
  return listing && isPublic(listing) ? publicListing(listing, secret) : undefined;
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
 * Each entry is checked and, when public, made into its card as it comes (its index row and
 * image origins taken from the full listing first), so the caller can drop the raw entry at
 * once. `records` is where the full records are read from later (a file `onRecord` writes them
 * to as they are made, or the store); without it they are kept in memory. `warn` gets each
 * shown entry's problems in full, for the server's log (the snapshot's own warnings, for the
 * browser, name no coordinates).
 */
export function projectionBuilder(
  secret: PrivacySecret,
  warn: (line: string) => void = () => {},
  records?: ListingRecords,
  onRecord?: (record: Listing) => void,
): ProjectionBuilder {
  const cards: Listing[] = [];
  const rows = new Map<string, string>();
  const origins = new Set<string>();
  const kept = records ? undefined : new Map<string, Listing>();
  const intern = interner();
  const checker = createListingsChecker((listing) => {
    if (!isPublic(listing)) return;
    const full = publicListing(listing, secret);
    const row = indexRow(full);
    rows.set(full.id, JSON.stringify(row));
    for (const image of full.images) {
      const origin = imageOrigin(image);
      if (origin !== undefined) origins.add(origin);
    }
    kept?.set(full.id, full);
    onRecord?.(full);
    cards.push(cardOfRow(row, intern));
  });
  let index = 0;
  return {
    add: (entry) => checker.add(entry, index++),
    finish: () => {
      const check = checker.result();
      for (const line of shownEntryWarnings(check)) warn(line);
      const warnings = Object.freeze(publicWarnings(check));
      const listings = Object.freeze(sortListings(cards, 'newest'));
      const parts = indexPartsOf(listings.map((listing) => rows.get(listing.id) ?? ''), warnings);
      return snapshotOf(listings, parts, [...origins].sort(), warnings, records ?? recordsInMemory(kept ?? new Map()));
    },
  };
}

/**
 * The snapshot whose index parts are `parts` (as a snapshot's `indexParts`, kept between starts:
 * site-store/kept.ts), its cards read back from their rows; the full records come from `records`.
 * Throws when the parts are not an index this server writes.
 */
export function snapshotFromIndex(parts: readonly Buffer[], imageOrigins: readonly string[], records: ListingRecords): PublicSnapshot {
  const intern = interner();
  const listings: Listing[] = [];
  let warnings: readonly string[] = [];
  parts.forEach((part, n) => {
    const index: unknown = JSON.parse(part.toString('utf8'));
    if (!isListingsIndex(index) || index.parts !== parts.length) throw new Error(`index part ${n} is not one of this index`);
    if (n === 0) warnings = Object.freeze([...index.warnings]);
    for (const row of index.rows) {
      if (!isRow(row)) throw new Error(`index part ${n} has a row of another shape`);
      listings.push(cardOfRow(row, intern));
    }
  });
  return snapshotOf(Object.freeze(listings), [...parts], [...imageOrigins], warnings, records);
}

/** `listings` are the cards newest first, `indexParts` their rows' index. */
function snapshotOf(
  listings: readonly Listing[],
  indexParts: Buffer[],
  imageOrigins: readonly string[],
  warnings: readonly string[],
  source: ListingRecords,
): PublicSnapshot {
  // Registered, so the first page's filter and sort answer from the table (first-page.ts).
  buildListingTable(listings);
  const cards = new Map(listings.map((listing) => [listing.id, listing]));
  const ids = listings.map((listing) => listing.id);
  const record = recordCache(source);
  versions += 1;
  return Object.freeze({
    listings,
    cards,
    record: (id: string) => (cards.has(id) ? record(id) : Promise.resolve(undefined)),
    records: (onBatch: (batch: readonly Listing[]) => void | Promise<void>) => source.read(ids, onBatch),
    warnings,
    version: `${Date.now().toString(36)}-${versions}`,
    imageOrigins: Object.freeze(imageOrigins),
    indexParts: new HeldIndexParts(indexParts),
    firstPage: pageCache(listings),
    mapOpening: mapOpeningCache(listings),
    textMatches: textSearchOf(ids, source),
  });
}

/** The snapshot of the entries (see projectionBuilder), its full records kept in memory. */
export function projectListings(entries: readonly unknown[], secret: PrivacySecret, warn: (line: string) => void = () => {}): PublicSnapshot {
  const builder = projectionBuilder(secret, warn);
  for (const entry of entries) builder.add(entry);
  return builder.finish();
}

/** Every shown entry's full public listing, newest first: for tools that write every page (seo/generate.ts). */
export function publicListings(entries: readonly unknown[], secret: PrivacySecret): Listing[] {
  return sortListings(checkListings(entries).listings.filter(isPublic).map((listing) => publicListing(listing, secret)), 'newest');
}
