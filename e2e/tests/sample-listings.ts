/**
 * The site's public listings file (`/assets/data/listings.json`, the projection the server
 * publishes), read by the tests to know what the pages must show. One shape for every spec: the
 * fields they check.
 */
import type { APIRequestContext } from '@playwright/test';

export interface PublicListing {
  id: string;
  active: boolean;
  /** 'reserved' or 'sold' while still shown with its badge; absent while available. */
  status?: string;
  title: string;
  description: string;
  category: string;
  option: string;
  city: string;
  subcity?: string;
  images: string[];
  createdAt: string;
  price: unknown;
  reducedPrice?: unknown;
  details?: Record<string, unknown>;
  /** Public, rounded point (the exact one never leaves the server); absent when unknown. */
  geoPoint?: { latitude: unknown; longitude: unknown } | null;
}

/** The path of a listing's full record, the file the preview and the fetch ahead request (the URL adds a version query). */
export const recordPath = (id: string): string => `/assets/data/listings/${encodeURIComponent(id)}.json`;

/** The listings a visitor can see, in the file's order; `origin` names a site other than the suite's own. */
export async function activeListings(request: APIRequestContext, origin = ''): Promise<PublicListing[]> {
  const data = (await (await request.get(`${origin}/assets/data/listings.json`)).json()) as { listings: PublicListing[] };
  return data.listings.filter((listing) => listing.active);
}

/** The listings a visitor can see, newest first: the grid's first page and the newest card. */
export async function newestListings(request: APIRequestContext): Promise<PublicListing[]> {
  return (await activeListings(request)).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** An active listing with at least three photos (thumbnails, counts and the preview all show). */
export async function listingWithPhotos(request: APIRequestContext): Promise<PublicListing> {
  const found = (await activeListings(request)).find((listing) => listing.images.length >= 3);
  if (!found) throw new Error('the sample data has no active listing with three photos');
  return found;
}
