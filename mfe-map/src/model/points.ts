import type { Listing } from 'shared/contracts';
import { listingPrice } from 'shared/format';
import type { Locale } from 'shared/i18n';
import { listingTitle, type ListingText } from 'shared/listings';
import { categoryColor } from './colors';

/**
 * One listing as the map draws it, in its category's colour, at its point as the server sends
 * it: already moved 150-250 m from the property (server/src/projection/privacy.ts), so the map
 * moves nothing — the exact point never reaches the browser.
 */
export interface MarkerPoint {
  id: string;
  latitude: number;
  longitude: number;
  color: string;
  listing: Listing;
}

/**
 * A marker's accessible name: title and price (made only for markers on screen), in the
 * language of its title (shared `listingTitle`): the title is most of it, and an Albanian title
 * read with an English voice is lost, while a price is figures either way.
 */
export function markerLabel(listing: Listing, locale: Locale): ListingText {
  const title = listingTitle(listing, locale);
  return { text: `${title.text.trim()}, ${listingPrice(listing).text}`, lang: title.lang };
}

/** Each listing's point, made once: a filter change reuses them instead of redoing the geometry. */
const pointOf = new WeakMap<Listing, MarkerPoint>();

/** Whether the map can show the listing: it has finite coordinates. */
function hasLocation(listing: Listing): boolean {
  const { geoPoint } = listing;
  return Boolean(geoPoint && Number.isFinite(geoPoint.latitude) && Number.isFinite(geoPoint.longitude));
}

/**
 * The listings the map can show (order kept). Their points are made later, marker by marker
 * (markerPointOf): with 10,000 listings, making them all while rendering made a long task.
 */
export function mappableListings(listings: readonly Listing[]): Listing[] {
  return listings.filter(hasLocation);
}

/** The listing's point on the map, made once per listing object; undefined without coordinates. */
export function markerPointOf(listing: Listing): MarkerPoint | undefined {
  const known = pointOf.get(listing);
  if (known) return known;
  const { geoPoint } = listing;
  if (!geoPoint || !hasLocation(listing)) return undefined;
  const { latitude, longitude } = geoPoint;
  const point = { id: listing.id, latitude, longitude, color: categoryColor(listing.category), listing };
  pointOf.set(listing, point);
  return point;
}
