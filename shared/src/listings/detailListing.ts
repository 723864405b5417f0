/**
 * The listing a server-rendered detail page shows, carried in the page (a
 * `type="application/json"` script, DETAIL_LISTING_ID) so the browser's hydrating render draws
 * the same listing before the data service has fetched its record. The detail page reads it
 * while its record is still loading and only for the id it was made for; once the record has
 * loaded it draws that (the same listing, so the nodes stay).
 *
 * Only what the detail page shows goes into the page: the public record's fields, without its
 * (already approximate) point, which the page does not show.
 */
import type { Listing } from '../contracts';
import { DETAIL_PAGE_FIELDS } from '../listing-fields';

export const DETAIL_LISTING_ID = 'detail-listing';

/** A public record as the page's JSON: the fields the detail page shows, nothing else. */
export function detailListingJson(listing: Listing): Partial<Listing> {
  const shown: Record<string, unknown> = {};
  for (const field of DETAIL_PAGE_FIELDS) if (listing[field] !== undefined) shown[field] = listing[field];
  return shown as Partial<Listing>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The listing back from its JSON; null when it is not the expected shape. */
export function readDetailListing(raw: unknown): Listing | null {
  if (!isObject(raw)) return null;
  const { id, title, description, category, option, city, subcity, price, images, createdAt, details } = raw;
  const texts = [id, title, description, category, option, city, subcity, createdAt];
  if (!texts.every((text) => typeof text === 'string') || !isObject(details)) return null;
  if (typeof price !== 'number' && typeof price !== 'string') return null;
  if (!Array.isArray(images) || !images.every((image) => typeof image === 'string')) return null;
  return { ...raw, geoPoint: null } as unknown as Listing;
}
