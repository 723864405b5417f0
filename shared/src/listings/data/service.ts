/**
 * The data service every remote loads listings through (SPEC 7).
 *
 * On the production server it reads the listings index first (summary.ts): every shown listing
 * with what the grid, filters, sort and map need, already checked by the server. A listing's
 * full record (description, all details) comes on demand from its own small file. Where there
 * is no index (a remote's standalone dev host, tests), or it is unreadable, it reads
 * listings.json and checks it in the browser, in short tasks; the warnings for invalid entries
 * are printed once per entry either way.
 */
import type { Listing } from '../../contracts';
import { normalizeListingsInChunks, warnInConsole } from '../normalize';
import { isListingsIndex, listingRecordUrl, listingsIndexUrl, readListingsIndex, type ListingsIndex } from '../summary';
import { buildListingTable } from '../table';
import { yieldToBrowser } from '../tasks';
import { listingsFileEntries } from '../validate';

export const LISTINGS_URL = '/assets/data/listings.json?v=v2';

/** The part of `fetch` the service uses, so tests can pass a fake. */
export type FetchLike = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** 'index': summaries from the index, full records on demand; 'file': full listings from listings.json. */
type Source = 'index' | 'file';

let cached: { listings: Listing[]; source: Source; ids: Set<string> } | undefined;
let inFlight: Promise<Listing[]> | undefined;
const records = new Map<string, Listing>();
/** Records being fetched, by id: a second ask while the first is on its way (the preview asked ahead, then its remote) shares it. */
const recordsInFlight = new Map<string, Promise<Listing | undefined>>();

const defaultFetch: FetchLike = (url) => fetch(url);

/** One part of the index, or undefined when it does not come as expected. */
async function fetchIndexPart(part: number, fetchImpl: FetchLike): Promise<ListingsIndex | undefined> {
  const response = await fetchImpl(listingsIndexUrl(part));
  if (!response.ok) return undefined;
  // Each part is parsed in its own task (a part is at most PART_SIZE listings).
  const raw = await response.json();
  return isListingsIndex(raw) ? raw : undefined;
}

/** The index's listings, or undefined when there is no usable index (then listings.json is read). */
async function fetchIndex(fetchImpl: FetchLike): Promise<Listing[] | undefined> {
  try {
    const first = await fetchIndexPart(0, fetchImpl);
    if (!first) return undefined;
    const rest = await Promise.all(Array.from({ length: first.parts - 1 }, (_, part) => fetchIndexPart(part + 1, fetchImpl)));
    if (rest.some((part) => part === undefined)) return undefined;
    const listings = await readListingsIndex([first, ...(rest as ListingsIndex[])]);
    if (listings) first.warnings.forEach(warnInConsole);
    return listings;
  } catch {
    return undefined;
  }
}

async function fetchFile(fetchImpl: FetchLike): Promise<Listing[]> {
  const response = await fetchImpl(LISTINGS_URL);
  if (!response.ok) throw new Error(`Loading listings failed with HTTP ${response.status}`);
  const raw = await response.json();
  // A file without the array is a failed load (error state with a retry), not an empty list.
  const file = listingsFileEntries(raw);
  if (!file.ok) throw new Error(`The listings file ${file.problem}`);
  return normalizeListingsInChunks(raw);
}

async function fetchListings(fetchImpl: FetchLike): Promise<NonNullable<typeof cached>> {
  const fromIndex = await fetchIndex(fetchImpl);
  if (fromIndex) {
    Object.freeze(fromIndex);
    // A task of its own: run on the end of the last decoding slice, it made that slice a long task
    // on a large site (every date parsed, the sort orders made).
    await yieldToBrowser();
    buildListingTable(fromIndex);
    return { listings: fromIndex, source: 'index', ids: new Set(fromIndex.map((listing) => listing.id)) };
  }
  const listings = await fetchFile(fetchImpl);
  return { listings, source: 'file', ids: new Set(listings.map((listing) => listing.id)) };
}

/**
 * All active listings, newest first. Fetched once and kept in memory; concurrent callers share
 * one request. A failure is not cached, so the next call tries again; it rejects with an Error.
 * From the index, a listing carries what its card shows (no description, the card's details
 * only): use getListingById for the whole record. The array is frozen.
 */
export function loadListings(fetchImpl: FetchLike = defaultFetch): Promise<Listing[]> {
  if (cached) return Promise.resolve(cached.listings);
  inFlight ??= fetchListings(fetchImpl).then(
    (loaded) => {
      cached = loaded;
      inFlight = undefined;
      return loaded.listings;
    },
    (error: unknown) => {
      inFlight = undefined;
      throw error instanceof Error ? error : new Error(String(error));
    },
  );
  return inFlight;
}

const isRecordOf = (raw: unknown, id: string): raw is Listing =>
  typeof raw === 'object' && raw !== null && (raw as Listing).id === id && typeof (raw as Listing).title === 'string';

/**
 * The full record from its own file: the listing, null when the server says no shown listing
 * has that id (it answers `null`, so a missing listing is not a failed request), or undefined
 * when the file does not answer as expected (no such endpoint: a dev host, tests).
 */
async function fetchRecord(id: string, fetchImpl: FetchLike): Promise<Listing | null | undefined> {
  try {
    const response = await fetchImpl(listingRecordUrl(id));
    if (!response.ok) return undefined;
    const raw = await response.json();
    if (raw === null) return null;
    return isRecordOf(raw, id) ? raw : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The listing's whole record when it is in memory already (fetched ahead, or asked for before),
 * without waiting: a view can draw it in its first render instead of a loading state first.
 * Undefined when it would take a fetch; getListingById then.
 */
export function listingInHand(id: string): Listing | undefined {
  const known = records.get(id);
  if (known) return known;
  return cached?.source === 'file' ? cached.listings.find((listing) => listing.id === id) : undefined;
}

/**
 * SPEC 7: one listing, whole (description and every detail); undefined if absent or id empty.
 * Known listings come from memory; otherwise from the listing's own file, else from the loaded
 * listings (listings.json, where there is no index).
 */
export async function getListingById(
  id: string | null | undefined,
  fetchImpl: FetchLike = defaultFetch,
): Promise<Listing | undefined> {
  if (!id) return undefined;
  const inHand = listingInHand(id);
  if (inHand) return inHand;
  if (cached?.source === 'file') return undefined;
  if (cached?.source === 'index' && !cached.ids.has(id)) return undefined;
  const inFlightRecord = recordsInFlight.get(id);
  if (inFlightRecord) return inFlightRecord;
  const loading = fetchListingById(id, fetchImpl).finally(() => recordsInFlight.delete(id));
  recordsInFlight.set(id, loading);
  return loading;
}

async function fetchListingById(id: string, fetchImpl: FetchLike): Promise<Listing | undefined> {
  const record = await fetchRecord(id, fetchImpl);
  if (record === null) return undefined;
  if (record) {
    records.set(id, record);
    return record;
  }
  const listings = await loadListings(fetchImpl);
  const loaded = cached as typeof cached; // set by loadListings
  if (loaded?.source === 'file') return listings.find((listing) => listing.id === id);
  if (loaded?.ids.has(id)) throw new Error(`Loading listing ${id} failed`);
  return undefined;
}

/** Forget the cache (tests only). */
export function resetListingsCache(): void {
  cached = undefined;
  inFlight = undefined;
  records.clear();
  recordsInFlight.clear();
}
