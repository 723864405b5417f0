import type { Listing } from '../contracts';
import { normalizeListings } from './normalize';
import { listingsFileEntries } from './validate';

export const LISTINGS_URL = '/assets/data/listings.json?v=v2';

/** The part of `fetch` the service uses, so tests can pass a fake. */
export type FetchLike = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

let cached: Listing[] | undefined;
let inFlight: Promise<Listing[]> | undefined;

async function fetchListings(fetchImpl: FetchLike): Promise<Listing[]> {
  const response = await fetchImpl(LISTINGS_URL);
  if (!response.ok) throw new Error(`Loading listings failed with HTTP ${response.status}`);
  const raw = await response.json();
  // A file without the array is a failed load (error state with a retry), not an empty list.
  const file = listingsFileEntries(raw);
  if (!file.ok) throw new Error(`The listings file ${file.problem}`);
  return normalizeListings(raw);
}

/**
 * All active listings, newest first. Fetched once and kept in memory; concurrent callers share
 * one request. A failure is not cached, so the next call tries again; it rejects with an Error.
 */
export function loadListings(fetchImpl: FetchLike = (url) => fetch(url)): Promise<Listing[]> {
  if (cached) return Promise.resolve(cached);
  inFlight ??= fetchListings(fetchImpl).then(
    (listings) => {
      cached = listings;
      inFlight = undefined;
      return listings;
    },
    (error: unknown) => {
      inFlight = undefined;
      throw error instanceof Error ? error : new Error(String(error));
    },
  );
  return inFlight;
}

/** SPEC 7: one listing from the cache (loading it if needed); undefined if absent or id empty. */
export async function getListingById(
  id: string | null | undefined,
  fetchImpl?: FetchLike,
): Promise<Listing | undefined> {
  if (!id) return undefined;
  const listings = await loadListings(fetchImpl);
  return listings.find((listing) => listing.id === id);
}

/** Forget the cache (tests only). */
export function resetListingsCache(): void {
  cached = undefined;
  inFlight = undefined;
}
